import { describe, expect, it } from 'vitest';
import { visitorFormat } from '../../src/client/features/currency/visitor-format.ts';
import {
  daysOnMarketLabel,
  formatDay,
  latestReductionLine,
  priceSteps,
  soldPriceLabel,
} from '../../src/client/features/listings/market-history.ts';
import {
  daysOnMarket,
  isPublicResult,
  isSellable,
  listingTransition,
  publicSoldPrice,
} from '../../src/shared/domain/listing.ts';
import { mayEmailPriceDrop, PRICE_DROP_EMAIL_INTERVAL_HOURS } from '../../src/shared/domain/watchlist.ts';
import { defaultSortFor } from '../../src/shared/schemas/listing-query.ts';
import { listingStatusSchema } from '../../src/shared/schemas/listings.ts';
import { RATES } from '../fixtures/rates.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

describe('selling a listing', () => {
  it('moves only a live listing to sold, and says why not otherwise', () => {
    expect(listingTransition('active', 'sell')).toEqual({ to: 'sold' });
    expect(listingTransition('pending', 'sell')).toEqual({
      refused: 'A pending listing cannot be marked sold',
    });
    expect(listingTransition('sold', 'sell')).toEqual({ refused: 'A sold listing cannot be marked sold' });
    expect(['pending', 'active', 'sold', 'inactive'].filter(isSellable)).toEqual(['active']);
  });

  it('shows a sold price only when its seller allows', () => {
    expect(publicSoldPrice({ soldPrice: 100, showSoldPrice: true })).toBe(100);
    expect(publicSoldPrice({ soldPrice: 100, showSoldPrice: false })).toBeNull();
    expect(isPublicResult({ status: 'sold', sellerSuspended: false })).toBe(true);
    expect(isPublicResult({ status: 'sold', sellerSuspended: true })).toBe(false);
    expect(isPublicResult({ status: 'active', sellerSuspended: false })).toBe(false);
  });

  it('reads the body of the status change with the form’s price rules', () => {
    expect(listingStatusSchema.parse({ status: 'sold', soldPrice: 10 })).toEqual({
      status: 'sold',
      soldPrice: 10,
      showSoldPrice: false,
    });
    expect(listingStatusSchema.safeParse({ status: 'sold', soldPrice: 1.234 }).success).toBe(false);
    expect(listingStatusSchema.safeParse({ status: 'inactive', soldPrice: 1 }).success).toBe(false);
  });

  it('sorts the results archive newest sale first unless asked otherwise', () => {
    expect(defaultSortFor('sold')).toBe('sold_newest');
    expect(defaultSortFor(undefined)).toBe('newest');
    expect(defaultSortFor('active')).toBe('newest');
  });
});

describe('days on market', () => {
  it('counts whole days from going live to the sale or now', () => {
    const base = { createdAt: ago(30), soldAt: null };
    expect(daysOnMarket({ ...base, status: 'active', liveAt: ago(10.5) }, now)).toBe(10);
    expect(daysOnMarket({ ...base, status: 'active', liveAt: null }, now)).toBe(30);
    expect(daysOnMarket({ ...base, status: 'sold', liveAt: ago(20), soldAt: ago(5) }, now)).toBe(15);
    expect(daysOnMarket({ ...base, status: 'pending', liveAt: null }, now)).toBeNull();
    // Back in review after new photos: it has been on the market since it first went live.
    expect(daysOnMarket({ ...base, status: 'pending', liveAt: ago(3) }, now)).toBe(3);
    expect(daysOnMarket({ ...base, status: 'active', liveAt: new Date(now.getTime() + 1000) }, now)).toBe(0);
  });

  it('says it in words', () => {
    expect(daysOnMarketLabel({ status: 'active', daysOnMarket: 0 })).toBe('Listed today');
    expect(daysOnMarketLabel({ status: 'active', daysOnMarket: 1 })).toBe('1 day on market');
    expect(daysOnMarketLabel({ status: 'active', daysOnMarket: 12 })).toBe('12 days on market');
    expect(daysOnMarketLabel({ status: 'sold', daysOnMarket: 12 })).toBe('Sold after 12 days');
    expect(daysOnMarketLabel({ status: 'pending', daysOnMarket: null })).toBeNull();
  });
});

describe('price history on the page', () => {
  const dollars = visitorFormat({ currency: 'USD', unit: 'mi' }, RATES);
  const euros = visitorFormat({ currency: 'EUR', unit: 'km' }, RATES);
  const change = (oldPrice: number, newPrice: number, day: string) => ({
    oldPrice,
    newPrice,
    currency: 'USD',
    changedAt: `2026-11-${day}T10:00:00.000Z`,
  });

  it('names the latest reduction, not a rise', () => {
    expect(latestReductionLine([change(300_000, 285_000, '14')], dollars.price)).toBe(
      'Price reduced by $15,000 on Nov 14, 2026',
    );
    expect(
      latestReductionLine([change(300_000, 285_000, '14'), change(285_000, 290_000, '20')], dollars.price),
    ).toBeNull();
    expect(latestReductionLine([], dollars.price)).toBeNull();
    // A visitor who reads euros sees the dollar reduction converted, the seller's amount beside it.
    expect(latestReductionLine([change(300_000, 285_000, '14')], euros.price)).toBe(
      'Price reduced by USD 15,000 · about €13,900 on Nov 14, 2026',
    );
  });

  it('draws steps from going live to today', () => {
    const listing = { createdAt: '2026-11-01T00:00:00.000Z', daysOnMarket: 20, soldAt: null };
    const points = priceSteps([change(300_000, 285_000, '14')], listing, now.getTime());
    expect(points.map((p) => p.price)).toEqual([300_000, 285_000, 285_000]);
    expect(points[0]!.at).toBe(now.getTime() - 20 * DAY);
    expect(points[2]!.at).toBe(now.getTime());
    expect(priceSteps([], listing, now.getTime())).toEqual([]);
  });

  it('says a withheld price is withheld, and tells its seller only they see it', () => {
    const sold = (soldPrice: number | null, showSoldPrice: boolean, currency = 'USD') => ({
      soldPrice,
      showSoldPrice,
      currency,
    });
    expect(soldPriceLabel(sold(null, false), dollars.price)).toBe('Price withheld');
    expect(soldPriceLabel(sold(410_000, true), dollars.price)).toBe('Sold for $410,000');
    // In the listing's own currency, the one the seller stated the sale in, and the visitor's beside it.
    expect(soldPriceLabel(sold(410_000, true, 'EUR'), euros.price)).toBe('Sold for €410,000');
    expect(soldPriceLabel(sold(410_000, true, 'EUR'), dollars.price)).toBe(
      'Sold for EUR 410,000 · about $443,000',
    );
    expect(soldPriceLabel(sold(410_000, false), dollars.price)).toMatch(/only you see this price/);
  });
});

describe('price-drop e-mails', () => {
  it('go out at most once a day per watcher and listing', () => {
    const hour = 3_600_000;
    expect(PRICE_DROP_EMAIL_INTERVAL_HOURS).toBe(24);
    expect(mayEmailPriceDrop(null, now)).toBe(true);
    expect(mayEmailPriceDrop(new Date(now.getTime() - 23 * hour), now)).toBe(false);
    expect(mayEmailPriceDrop(new Date(now.getTime() - 24 * hour), now)).toBe(true);
  });
});

describe('formatDay', () => {
  it('writes each month of the year as Intl en-US does, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      for (const iso of [Date.UTC(2026, month, 1), Date.UTC(2026, month, 28, 23, 59)].map((t) =>
        new Date(t).toISOString(),
      ))
        expect(formatDay(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(() => formatDay('not a date')).toThrow(RangeError);
  });
});
