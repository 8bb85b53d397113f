import { describe, expect, it } from 'vitest';
import {
  bandOffset,
  MARKET_MIN_COMPARABLES,
  MILEAGE_ADJUSTMENT_CAP,
  marketBand,
  mileageAdjusted,
  publishedSoldPrice,
  quantile,
} from '../../src/shared/domain/market.ts';

describe('mileage adjustment', () => {
  it('moves a comparable’s price 2% per 10,000 miles towards the priced car’s mileage', () => {
    // A comparable with 10,000 miles more than the car priced would be worth 2% more at the car's mileage.
    expect(mileageAdjusted(100_000, 20_000, 10_000)).toBe(102_000);
    expect(mileageAdjusted(100_000, 0, 10_000)).toBe(98_000);
    expect(mileageAdjusted(100_000, 5_000, 5_000)).toBe(100_000);
  });

  it('caps the adjustment at 20% either way', () => {
    expect(mileageAdjusted(100_000, 500_000, 0)).toBe(100_000 * (1 + MILEAGE_ADJUSTMENT_CAP));
    expect(mileageAdjusted(100_000, 0, 500_000)).toBe(100_000 * (1 - MILEAGE_ADJUSTMENT_CAP));
  });

  it('leaves a price alone when either mileage is unknown', () => {
    expect(mileageAdjusted(100_000, null, 10_000)).toBe(100_000);
    expect(mileageAdjusted(100_000, 10_000, null)).toBe(100_000);
  });
});

describe('market band', () => {
  it('needs at least five comparables', () => {
    expect(MARKET_MIN_COMPARABLES).toBe(5);
    expect(marketBand([1, 2, 3, 4], 2)).toBeNull();
    expect(marketBand([1, 2, 3, 4, 5], 3)).not.toBeNull();
  });

  it('is the middle half of the prices, and places a price below, within or above it', () => {
    const prices = [100, 200, 300, 400, 500];
    expect(quantile(prices, 0.25)).toBe(200);
    expect(marketBand(prices, 300)).toEqual({ low: 200, median: 300, high: 400, position: 'within' });
    expect(marketBand(prices, 199)?.position).toBe('below');
    expect(marketBand(prices, 200)?.position).toBe('within');
    expect(marketBand(prices, 400)?.position).toBe('within');
    expect(marketBand(prices, 401)?.position).toBe('above');
    // Order does not matter.
    expect(marketBand([500, 100, 400, 300, 200], 300)?.median).toBe(300);
  });

  it('places a price on the bar between 0 and 1', () => {
    expect(bandOffset({ low: 200, high: 400 }, 300)).toBe(0.5);
    expect(bandOffset({ low: 200, high: 400 }, 0)).toBe(0);
    expect(bandOffset({ low: 200, high: 400 }, 10_000)).toBe(1);
  });

  it('counts a sold price only when the car is sold and its seller published the price', () => {
    expect(publishedSoldPrice({ status: 'sold', soldPrice: 90, showSoldPrice: true })).toBe(90);
    expect(publishedSoldPrice({ status: 'sold', soldPrice: 90, showSoldPrice: false })).toBeNull();
    expect(publishedSoldPrice({ status: 'sold', soldPrice: null, showSoldPrice: true })).toBeNull();
    expect(publishedSoldPrice({ status: 'active', soldPrice: 90, showSoldPrice: true })).toBeNull();
  });
});
