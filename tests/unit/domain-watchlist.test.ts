import { describe, expect, it } from 'vitest';
import { compareRows, parseIdsParam } from '../../src/client/features/compare/rows.ts';
import { parseCompareIds } from '../../src/client/features/compare/selection.ts';
import { visitorFormat } from '../../src/client/features/currency/visitor-format.ts';
import {
  parseRecent,
  type RecentListing,
  withRecent,
} from '../../src/client/features/listings/recently-viewed.ts';
import { priceSinceWatched } from '../../src/client/features/watchlist/price-since.ts';
import { COMPARE_MAX, RECENTLY_VIEWED_MAX, similarWindow } from '../../src/shared/domain/discovery.ts';
import {
  isPriceChangeable,
  isPriceDrop,
  isWatchable,
  watchersLabel,
  watchNoticeFor,
} from '../../src/shared/domain/watchlist.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { RATES } from '../fixtures/rates.ts';

const USD_MILES = { currency: 'USD', unit: 'mi' } as const;

const live = { status: 'active', price: 100_000 };

describe('watch notices', () => {
  it('a lower price on a live listing is a drop; a rise or the same price is not', () => {
    expect(watchNoticeFor(live, { status: 'active', price: 99_999.99 })).toBe('price_drop');
    expect(watchNoticeFor(live, { status: 'active', price: 100_000 })).toBeNull();
    expect(watchNoticeFor(live, { status: 'active', price: 120_000 })).toBeNull();
    expect(isPriceDrop(10, 9)).toBe(true);
    expect(isPriceDrop(10, 10)).toBe(false);
  });

  it('sold is sold; taken down or deleted is removed; back in review is nothing', () => {
    expect(watchNoticeFor(live, { status: 'sold', price: 100_000 })).toBe('sold');
    expect(watchNoticeFor(live, { status: 'inactive', price: 100_000 })).toBe('removed');
    expect(watchNoticeFor(live, null)).toBe('removed');
    expect(watchNoticeFor(live, { status: 'pending', price: 100_000 })).toBeNull();
  });

  it('nothing for a listing that was not live (nobody could watch it)', () => {
    expect(watchNoticeFor({ status: 'pending', price: 1 }, null)).toBeNull();
    expect(watchNoticeFor({ status: 'inactive', price: 2 }, { status: 'active', price: 1 })).toBeNull();
  });

  it('only live listings are watched and repriced; the page says N watching from one', () => {
    expect(['pending', 'active', 'sold', 'inactive'].filter(isWatchable)).toEqual(['active']);
    expect(['pending', 'active', 'sold', 'inactive'].filter(isPriceChangeable)).toEqual(['active']);
    expect(watchersLabel(0)).toBeNull();
    expect(watchersLabel(1)).toBe('1 watching');
    expect(watchersLabel(12)).toBe('12 watching');
  });
});

describe('similar, compare and recently viewed', () => {
  it('similar means a price within 35% and a year within 4', () => {
    expect(similarWindow({ price: 200_000, year: 2020 })).toEqual({
      priceMin: 130_000,
      priceMax: 270_000,
      yearMin: 2016,
      yearMax: 2024,
    });
  });

  it('keeps a stored compare pick only when it is ids, once each, at most COMPARE_MAX', () => {
    expect(parseCompareIds('[3,3,1,"x",-2,2.5,7,8,9]')).toEqual([3, 1, 7, 8].slice(0, COMPARE_MAX));
    expect(parseCompareIds('{"a":1}')).toEqual([]);
    expect(parseCompareIds('not json')).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseIdsParam('4, 2,x,2,0,99999999999')).toEqual([4, 2]);
  });

  it('marks the rows where the cars differ', () => {
    const car = (over: Partial<Listing>) =>
      ({
        id: 1,
        year: 2022,
        make: 'Porsche',
        model: '911',
        price: 100_000,
        currency: 'USD',
        mileage: 10,
        condition: 'excellent',
        bodyType: 'coupe',
        engine: null,
        transmission: null,
        fuelType: null,
        exteriorColor: null,
        interiorColor: null,
        location: 'Paris',
        region: 'Europe',
        features: [],
        seller: { roleId: 2 },
        ...over,
      }) as unknown as Listing;
    const cars = [
      car({}),
      car({ id: 2, price: 90_000, currency: 'EUR', mileage: 10_000, mileageUnit: 'km' }),
    ];
    // Before the rates arrive, each price in its own currency's symbol: never a dollar sign on euros.
    const byLabel = Object.fromEntries(
      compareRows(cars, visitorFormat(USD_MILES, null)).map((r) => [r.label, r]),
    );
    expect(byLabel.Price).toMatchObject({ values: ['$100,000', '€90,000'], differs: true });
    // With them, in the visitor's currency with the seller's beside it, mileages in the visitor's unit.
    const euros = compareRows(cars, visitorFormat({ currency: 'EUR', unit: 'km' }, RATES));
    const inEuros = Object.fromEntries(euros.map((r) => [r.label, r]));
    expect(inEuros.Price!.values).toEqual(['USD 100,000 · about €92,600', '€90,000']);
    expect(inEuros.Mileage!.values[1]).toBe('10,000 km');
    expect(byLabel.Make).toMatchObject({ differs: false });
    expect(byLabel.Engine).toMatchObject({ values: ['—', '—'], differs: false });
  });

  it('keeps recently viewed newest first, once each, at most RECENTLY_VIEWED_MAX', () => {
    const entry = (id: number): RecentListing => ({
      id,
      year: 2020,
      make: 'BMW',
      model: 'M5',
      price: 1,
      currency: 'USD',
      imageUrls: [] as string[],
      location: 'x',
    });
    let list = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => entry(i + 1));
    list = withRecent(list, entry(5));
    expect(list[0]!.id).toBe(5);
    expect(list.filter((l) => l.id === 5)).toHaveLength(1);
    list = withRecent(list, entry(100));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(parseRecent(JSON.stringify([entry(1), { id: 'x' }, null]))).toEqual([entry(1)]);
    expect(parseRecent('oops')).toEqual([]);
  });

  it('says what a watched car’s price did since', () => {
    const item = (now: number, currency = 'USD') => ({
      priceAtWatch: 100_000,
      listing: { price: now, currency } as Listing,
    });
    const { price } = visitorFormat(USD_MILES, RATES);
    expect(priceSinceWatched(item(95_000), price)).toEqual({
      text: 'Down $5,000 since you watched',
      tone: 'down',
    });
    expect(priceSinceWatched(item(101_000), price)).toEqual({
      text: 'Up $1,000 since you watched',
      tone: 'up',
    });
    expect(priceSinceWatched(item(100_000), price).tone).toBe('same');
    // A euro car's drop is in euros, with dollars beside it for this visitor.
    expect(priceSinceWatched(item(95_000, 'EUR'), price).text).toBe(
      'Down EUR 5,000 · about $5,400 since you watched',
    );
  });
});
