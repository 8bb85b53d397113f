import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingSearchIds } from '../../src/server/modules/saved-searches/matching.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListing } from '../factories/listings.ts';
import { actors, expectError } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Issue 15: a price of 0 (the form's old default) is refused; "Price on request" is an explicit choice
 * (price null), shown as such, sorted last both ways and left out of every price filter, band, market
 * comparable and saved-search price bound.
 */
let t: TestApp;
let as: ReturnType<typeof actors>;
const ids: Record<string, number> = {};

const form = {
  make: 'Bentley',
  model: 'Continental GT',
  year: 2023,
  currency: 'USD',
  mileage: 900,
  condition: 'excellent',
  location: 'London, United Kingdom',
  region: 'Europe',
};

beforeAll(async () => {
  t = await createTestApp();
  as = actors(t);
  const dealer = (await as.account('dealer')).user!;
  const car = { make: 'Bentley', model: 'Continental GT', year: 2022, region: 'Europe' } as const;
  ids.cheap = (await makeListing(t.deps.db, dealer.id, { ...car, price: 150_000 })).id;
  ids.onRequest = (await makeListing(t.deps.db, dealer.id, { ...car, price: null })).id;
  ids.dear = (await makeListing(t.deps.db, dealer.id, { ...car, price: 300_000 })).id;
  ids.mid = (await makeListing(t.deps.db, dealer.id, { ...car, price: 200_000 })).id;
});
afterAll(() => t.close());

const bentleys = async (query: string): Promise<Listing[]> => {
  const res = await as(null).get(`/api/listings?make=Bentley&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the price of a new listing', () => {
  it('refuses 0 and a missing price, naming the field', async () => {
    expectError(await as('dealer').post('/api/listings', { ...form, price: 0 }), 400, undefined, {
      price: /more than 0.*Price on request/,
    });
    expectError(await as('dealer').post('/api/listings', { ...form, price: '' }), 400, undefined, {
      price: /more than 0/,
    });
    expectError(await as('dealer').post('/api/listings', form), 400, undefined, {
      price: 'Enter the price as a number, or choose "Price on request"',
    });
    expectError(await as('dealer').post('/api/listings', { ...form, price: -5 }), 400, undefined, {
      price: /more than 0/,
    });
  });

  it('accepts "Price on request" (price null) and says so in the listing JSON', async () => {
    const res = await as('dealer').post('/api/listings', { ...form, price: null });
    expect(res.statusCode, res.body).toBe(201);
    const mine = (await as('dealer').get(`/api/listings/${res.json().id}`)).json();
    expect(mine).toMatchObject({ price: null, priceUsd: null, priceOnRequest: true });
    const priced = (await as(null).get(`/api/listings/${ids.cheap}`)).json();
    expect(priced).toMatchObject({ price: 150_000, priceUsd: 150_000, priceOnRequest: false });
  });

  it('a price change of a live listing still needs a positive price', async () => {
    expectError(await as('dealer').patch(`/api/listings/${ids.cheap}/price`, { price: 0 }), 400);
    expectError(await as('dealer').patch(`/api/listings/${ids.cheap}/price`, { price: null }), 400);
  });
});

describe('browsing', () => {
  it('sorts a car on request last, ascending and descending, also across pages', async () => {
    const order = (list: Listing[]) => list.map((l) => l.id);
    expect(order(await bentleys('sort=price_asc'))).toEqual([ids.cheap, ids.mid, ids.dear, ids.onRequest]);
    expect(order(await bentleys('sort=price_desc'))).toEqual([ids.dear, ids.mid, ids.cheap, ids.onRequest]);
    for (const sort of ['price_asc', 'price_desc']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const res = await as(null).get(
          `/api/listings?make=Bentley&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...(res.json() as Listing[]).map((l) => l.id));
        const link = (res.headers.link as string | undefined) ?? '';
        cursor = /[?&]cursor=([^&>]+)/.exec(link)?.[1] ?? null;
      } while (cursor && seen.length < 10);
      expect(seen, sort).toHaveLength(4);
      expect(seen[3], sort).toBe(ids.onRequest);
    }
  });

  it('leaves a car on request out of price filters and price bands', async () => {
    expect((await bentleys('priceMin=1')).map((l) => l.id)).not.toContain(ids.onRequest);
    expect((await bentleys('priceMax=9999999999')).map((l) => l.id)).not.toContain(ids.onRequest);
    expect((await bentleys('')).map((l) => l.id)).toContain(ids.onRequest);
    // Counted on the fly (a filter) and from the trigger-maintained counts (none).
    for (const query of ['?make=Bentley', '']) {
      const facets = (await as(null).get(`/api/listings/facets${query}`)).json();
      const banded = (facets.priceBand as { count: number }[]).reduce((a, b) => a + b.count, 0);
      expect(facets.total, query).toBe(4);
      expect(banded, query).toBe(3);
    }
  });

  it('matches no saved search with a price bound, and one without', async () => {
    await as('customer').post('/api/saved-searches', {
      name: 'Any Bentley',
      filters: { make: 'Bentley' },
      frequency: 'daily',
    });
    await as('customer').post('/api/saved-searches', {
      name: 'Bentleys up to a million',
      filters: { make: 'Bentley', priceMax: 1_000_000 },
      frequency: 'daily',
    });
    const searches = (await as('customer').get('/api/saved-searches')).json() as {
      id: number;
      name: string;
    }[];
    const idOf = (name: string) => searches.find((s) => s.name === name)!.id;
    const onRequest = await matchingSearchIds(t.deps.db, ids.onRequest!);
    expect(onRequest).toContain(idOf('Any Bentley'));
    expect(onRequest).not.toContain(idOf('Bentleys up to a million'));
    expect(await matchingSearchIds(t.deps.db, ids.cheap!)).toContain(idOf('Bentleys up to a million'));
  });

  it('is no market comparable, and has no position in a band of its own', async () => {
    const market = (await as(null).get(`/api/listings/${ids.cheap}/market`)).json();
    expect(market.comparables.map((c: { id: number }) => c.id)).not.toContain(ids.onRequest);
    const own = await as(null).get(`/api/listings/${ids.onRequest}/market`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().estimate).toBeNull();
  });

  it('the database refuses a price of 0 whoever writes it', async () => {
    const dealer = (await as.account('dealer')).user!;
    await expect(makeListing(t.deps.db, dealer.id, { price: 0 })).rejects.toThrow();
  });
});
