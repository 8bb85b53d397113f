import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  countThreads,
  inventoryValue,
  shortTitle,
  totalViews,
} from '../../src/client/features/seller/stats.ts';
import { formatMillions } from '../../src/shared/format.ts';

describe('dashboard figures', () => {
  it('sums prices given as numbers or strings, shown in millions with one decimal', () => {
    const value = inventoryValue([
      { price: 589000 },
      { price: '1250000.50' },
      { price: null },
      { price: 'x' },
    ]);
    expect(value).toBeCloseTo(1_839_000.5);
    expect(formatMillions(value)).toBe('$1.8M');
    expect(formatMillions(inventoryValue([]))).toBe('$0');
  });

  it('averages prices, none without listings', () => {
    expect(averagePrice([{ price: 100 }, { price: '300' }])).toBe(200);
    expect(averagePrice([])).toBeNull();
  });

  it('totals view counts', () => {
    expect(totalViews([{ viewCount: 10 }, { viewCount: 0 }, { viewCount: null }, { viewCount: 5 }])).toBe(15);
  });

  it('counts one thread per buyer and listing', () => {
    const messages = [
      { buyerId: 'a', listingId: 1 },
      { buyerId: 'a', listingId: 1 },
      { buyerId: 'b', listingId: 1 },
      { buyerId: 'a', listingId: 2 },
    ];
    expect(countThreads(messages)).toBe(3);
    expect(countThreads([])).toBe(0);
  });

  it('shortens long titles for a chart axis', () => {
    expect(shortTitle({ year: 2024, make: 'BMW', model: 'M5' })).toBe('2024 BMW M5');
    const short = shortTitle({ year: 2023, make: 'Mercedes-Benz', model: 'AMG GT Black Series' }, 20);
    expect(short.length).toBeLessThanOrEqual(20);
    expect(short.endsWith('…')).toBe(true);
  });
});
