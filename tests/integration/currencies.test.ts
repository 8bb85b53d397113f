import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, listings, savedSearches } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { actors } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Prices in twelve currencies compared in US dollars (issue 17 "A defect first", docs/decisions/0029):
 * filters, sorts and facet bands put a car where a buyer expects it, whatever currency its seller chose.
 */
let t: TestApp;
let as: ReturnType<typeof actors>;
let dealer: TestUser;
let pagani: number;
let rolls: number;
let porsche: number;
let ferrari: number;

const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((l) => l.id);
const bands = (res: { json(): unknown }) =>
  Object.fromEntries(
    (res.json() as { priceBand: { value: string; count: number }[] }).priceBand.map((b) => [
      b.value,
      b.count,
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  as = actors(t);
  dealer = await makeUser(t.deps, 'dealer');
  const db = t.deps.db;
  // JPY 465,000,000 is about $3.07M; HKD 5,880,000 about $755,000; EUR 219,000 about $236,500.
  pagani = (
    await makeListing(db, dealer.id, { make: 'Pagani', model: 'Utopia', price: 465_000_000, currency: 'JPY' })
  ).id;
  rolls = (
    await makeListing(db, dealer.id, {
      make: 'Rolls-Royce',
      model: 'Cullinan',
      price: 5_880_000,
      currency: 'HKD',
    })
  ).id;
  porsche = (
    await makeListing(db, dealer.id, { make: 'Porsche', model: '911 GT3', price: 219_000, currency: 'EUR' })
  ).id;
  ferrari = (
    await makeListing(db, dealer.id, { make: 'Ferrari', model: 'SF90', price: 1_200_000, currency: 'USD' })
  ).id;
});
afterAll(() => t.close());

describe('USD-normalised prices', () => {
  it('carries priceUsd beside the seller’s price and currency', async () => {
    const res = await as(null).get(`/api/listings/${pagani}`);
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l).toMatchObject({ price: 465_000_000, currency: 'JPY', mileageUnit: 'mi' });
    expect(l.priceUsd).toBeCloseTo(465_000_000 / 151.5, 2);
    const list = (await as(null).get('/api/listings')).json() as { id: number; priceUsd: number }[];
    expect(list.find((x) => x.id === rolls)?.priceUsd).toBeCloseTo(5_880_000 / 7.79, 2);
  });

  it('sorts by the USD price: the Pagani is the dearest, the Porsche the cheapest', async () => {
    expect(ids(await as(null).get('/api/listings?sort=price_desc'))).toEqual([
      pagani,
      ferrari,
      rolls,
      porsche,
    ]);
    expect(ids(await as(null).get('/api/listings?sort=price_asc'))).toEqual([
      porsche,
      rolls,
      ferrari,
      pagani,
    ]);
  });

  it('pages through a price sort with cursors over USD prices', async () => {
    const first = await as(null).get('/api/listings?sort=price_desc&limit=2');
    expect(ids(first)).toEqual([pagani, ferrari]);
    const next = /<([^>]+)>/.exec(String(first.headers.link))![1]!;
    expect(ids(await as(null).get(next))).toEqual([rolls, porsche]);
  });

  it('filters in USD by default and in priceCurrency when given', async () => {
    // $500k to $1M: the Rolls-Royce (about $755,000), not the Porsche nor the Pagani.
    expect(ids(await as(null).get('/api/listings?priceMin=500000&priceMax=1000000'))).toEqual([rolls]);
    // EUR 200,000 to 250,000 is about $216,000 to $270,000: the Porsche.
    expect(
      ids(await as(null).get('/api/listings?priceMin=200000&priceMax=250000&priceCurrency=EUR')),
    ).toEqual([porsche]);
    // A bound equal to the seller's own price in the seller's currency includes the car.
    expect(
      ids(await as(null).get('/api/listings?priceMin=219000&priceMax=219000&priceCurrency=EUR')),
    ).toEqual([porsche]);
    expect(
      ids(await as(null).get('/api/listings?priceMin=150000000&priceCurrency=JPY&sort=price_asc')),
    ).toEqual([ferrari, pagani]);
    const bad = await as(null).get('/api/listings?priceMin=1&priceCurrency=XYZ');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/priceCurrency/);
  });

  it('puts each car in the facet band of its USD price', async () => {
    const f = await as(null).get('/api/listings/facets');
    expect(bands(f)).toEqual({ '100k-250k': 1, '500k-1m': 1, 'over-1m': 2 });
    // A filtered question counts the same way (the sampled path).
    expect(bands(await as(null).get('/api/listings/facets?make=Rolls-Royce'))).toEqual({ '500k-1m': 1 });
    // Other facets under a price filter in euros: up to EUR 1M (about $1.08M) leaves the Porsche and the Rolls.
    const makes = (await as(null).get('/api/listings/facets?priceMax=1000000&priceCurrency=EUR')).json()
      .make as {
      value: string;
    }[];
    expect(makes.map((m) => m.value).sort()).toEqual(['Porsche', 'Rolls-Royce']);
  });

  it('keeps priceUsd when a seller edits the price or the currency', async () => {
    const seller = await as.fresh('seller');
    const created = await seller.post('/api/listings', {
      make: 'Bentley',
      model: 'Continental GT',
      year: 2023,
      price: 180_000,
      currency: 'GBP',
      mileage: 12_000,
      mileageUnit: 'km',
      condition: 'excellent',
      location: 'London',
      region: 'Europe',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ currency: 'GBP', mileage: 12_000, mileageUnit: 'km' });
    expect(created.json().priceUsd).toBeCloseTo(180_000 / 0.789, 2);
    const edited = await seller.patch(`/api/listings/${created.json().id}`, {
      currency: 'CHF',
      price: 200_000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().priceUsd).toBeCloseTo(200_000 / 0.882, 2);
    // Its mileage is filtered and sorted in miles: 12,000 km is 7,456 miles.
    const [row] = await t.deps.db
      .select({ mi: listings.mileageMi })
      .from(listings)
      .where(eq(listings.id, created.json().id));
    expect(row!.mi).toBe(7456);
    // A bound in kilometres is compared in miles: 12,000 km is within 12,000 km, not within 11,000 km
    // (which would be 6,835 "miles" if the unit were ignored, and 12,000 would pass as miles too).
    const bentayga = await makeListing(t.deps.db, dealer.id, {
      make: 'Bentley',
      model: 'Bentayga',
      mileage: 12_000,
      mileageUnit: 'km',
    });
    const within = async (q: string) =>
      ids(await as(null).get(`/api/listings?make=Bentley&${q}`)).includes(bentayga.id);
    expect(await within('mileageMax=12000&mileageUnit=km')).toBe(true);
    expect(await within('mileageMax=11000&mileageUnit=km')).toBe(false);
    expect(await within('mileageMax=7456')).toBe(true);
    expect(await within('mileageMax=7455&mileageUnit=mi')).toBe(false);
    // The later tests count this file's inventory: leave it as it was.
    await t.deps.db.delete(listings).where(eq(listings.id, bentayga.id));
    const bad = await as(null).get('/api/listings?mileageMax=1000&mileageUnit=furlong');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mileageUnit/);
  });

  it('matches saved searches on a mileage bound in the unit the buyer chose', async () => {
    const buyer = await as.fresh('customer');
    const saved = await buyer.post('/api/saved-searches', {
      name: 'Low-mileage Bentleys',
      filters: { make: 'Bentley', mileageMax: 20_000, mileageUnit: 'km' },
      frequency: 'daily',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().filters).toMatchObject({ mileageMax: 20_000, mileageUnit: 'km' });
    const [stored] = await t.deps.db
      .select({ mileageMax: savedSearches.mileageMax })
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.json().id));
    // Stored for matching in miles, as listings are compared.
    expect(stored!.mileageMax).toBe(12_427);
  });
});

describe('currency rates', () => {
  it('answers every currency of the list against the dollar', async () => {
    const res = await as(null).get('/api/currencies');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe('USD');
    expect(body.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(body.rates).sort()).toEqual(
      ['AED', 'AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'HKD', 'JPY', 'QAR', 'SAR', 'SGD', 'USD'].sort(),
    );
    expect(body.rates.USD).toBe(1);
  });

  it('lets only an administrator change them, and refuses bad rates with a message', async () => {
    expect((await as(null).put('/api/admin/currencies', { rates: { EUR: 1 } })).statusCode).toBe(401);
    expect((await as('dealer').put('/api/admin/currencies', { rates: { EUR: 1 } })).statusCode).toBe(403);
    for (const body of [
      { rates: {} },
      { rates: { EUR: 0 } },
      { rates: { EUR: -1 } },
      { rates: { XYZ: 2 } },
      { rates: { USD: 2 } },
      { rates: { EUR: 'one' } },
      { rates: { EUR: 1 }, asOf: '2026-02-30' },
      { rates: { EUR: 1 }, extra: true },
    ]) {
      const res = await as('admin').put('/api/admin/currencies', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('moves normalised prices, the sort and the bands when a rate changes, audited in one transaction', async () => {
    const admin = await as.account('admin');
    // The yen at 100 to the dollar: the Pagani is now $4.65M; the Hong Kong dollar at 5: the Rolls $1.176M.
    const res = await admin.put('/api/admin/currencies', { rates: { JPY: 100, HKD: 5 }, asOf: '2026-11-23' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rates).toMatchObject({ JPY: 100, HKD: 5, USD: 1 });
    expect(res.json().asOfByCurrency).toMatchObject({ JPY: '2026-11-23', HKD: '2026-11-23' });
    expect(res.json().listingsRepriced).toBe(2);
    expect((await as(null).get(`/api/listings/${pagani}`)).json().priceUsd).toBe(4_650_000);
    expect((await as(null).get(`/api/listings/${rolls}`)).json().priceUsd).toBe(1_176_000);
    expect(ids(await as(null).get('/api/listings?sort=price_desc'))).toEqual([
      pagani,
      ferrari,
      rolls,
      porsche,
    ]);
    expect(bands(await as(null).get('/api/listings/facets'))['over-1m']).toBe(3);
    expect(ids(await as(null).get('/api/listings?priceMin=1000000&priceMax=1180000'))).toEqual([rolls]);
    const [entry] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.adminId, admin.user!.id))
      .orderBy(desc(adminLogs.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update_currency_rates', targetType: 'currency_rates' });
    expect(entry!.details).toMatchObject({ rates: { JPY: { from: 151.5, to: 100 } }, listingsRepriced: 2 });
    // The maintained band counts still equal an exact count.
    const exact = (await t.deps.db.execute(
      sql`select count(*)::int as n from listings where status = 'active' and price_usd >= 1000000`,
    )) as unknown as { rows: { n: number }[] };
    expect(exact.rows[0]!.n).toBe(3);
  });
});
