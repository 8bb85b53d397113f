import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { actors } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The market range (issue 17, shared/domain/market.ts): comparables in USD, mileage-adjusted. */
let t: TestApp;
let as: ReturnType<typeof actors>;
let dealer: TestUser;
let subject: number;
const comparableIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  as = actors(t);
  dealer = await makeUser(t.deps, 'dealer');
  const db = t.deps.db;
  const car = { make: 'Ferrari', model: '812 Superfast', mileage: 10_000 };
  subject = (await makeListing(db, dealer.id, { ...car, year: 2020, price: 400_000 })).id;
  // Four comparables in three currencies, all at the subject's mileage, and one sold.
  comparableIds.push((await makeListing(db, dealer.id, { ...car, year: 2018, price: 300_000 })).id);
  comparableIds.push(
    (await makeListing(db, dealer.id, { ...car, year: 2021, price: 320_000, currency: 'EUR' })).id,
  );
  comparableIds.push(
    (await makeListing(db, dealer.id, { ...car, year: 2022, price: 50_000_000, currency: 'JPY' })).id,
  );
  comparableIds.push(
    (await makeListing(db, dealer.id, { ...car, year: 2019, price: 360_000, status: 'sold' })).id,
  );
  // Not comparables: another model, too old, pending, lower-case model still counts (below).
  await makeListing(db, dealer.id, { ...car, model: 'Roma', year: 2020, price: 250_000 });
  await makeListing(db, dealer.id, { ...car, year: 2016, price: 200_000 });
  await makeListing(db, dealer.id, { ...car, year: 2020, price: 1, status: 'pending' });
});
afterAll(() => t.close());

describe('market range', () => {
  it('answers no estimate with fewer than five comparables, listing those it found', async () => {
    const res = await as(null).get(`/api/listings/${subject}/market`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.estimate).toBeNull();
    expect(body.comparables.map((c: { id: number }) => c.id).sort()).toEqual([...comparableIds].sort());
  });

  it('gives the band, the position and the basis from five comparables on, all in USD', async () => {
    // The fifth: a high-mileage car, its price brought to the subject's mileage (+2% per 10,000 miles more).
    comparableIds.push(
      (
        await makeListing(t.deps.db, dealer.id, {
          make: 'Ferrari',
          model: '812 SUPERFAST',
          year: 2023,
          price: 340_000,
          mileage: 30_000,
        })
      ).id,
    );
    const body = (await as(null).get(`/api/listings/${subject}/market`)).json();
    expect(body.comparables).toHaveLength(5);
    const yen = body.comparables.find((c: { id: number }) => c.id === comparableIds[2]);
    expect(yen.priceUsd).toBeCloseTo(50_000_000 / 151.5, 2);
    const worn = body.comparables.find((c: { id: number }) => c.id === comparableIds[4]);
    expect(worn.adjustedUsd).toBe(Math.round(340_000 * 1.04));
    const adjusted = body.comparables
      .map((c: { adjustedUsd: number }) => c.adjustedUsd)
      .sort((a: number, b: number) => a - b);
    expect(body.median).toBe(adjusted[2]);
    expect(body.low).toBeLessThanOrEqual(body.median);
    expect(body.high).toBeGreaterThanOrEqual(body.median);
    // $400,000 is above the middle half of about $300k-$360k.
    expect(body.position).toBe('above');
    expect(body.basis).toMatch(/5 Ferrari 812 Superfast/);
    expect(body.basis).toMatch(/1 sold/);
  });

  it('counts a sold car at the sold price its seller published, and a withheld one at its asking price', async () => {
    const db = t.deps.db;
    const car = { make: 'Ferrari', model: 'F8 Tributo', year: 2021, mileage: 5_000 };
    const subject = (await makeListing(db, dealer.id, { ...car, price: 280_000 })).id;
    for (let i = 0; i < 3; i++) await makeListing(db, dealer.id, { ...car, price: 260_000 + i * 10_000 });
    const published = await makeListing(db, dealer.id, {
      ...car,
      price: 300_000,
      currency: 'EUR',
      status: 'sold',
      soldPrice: 240_000,
      showSoldPrice: true,
    });
    const withheld = await makeListing(db, dealer.id, {
      ...car,
      price: 290_000,
      status: 'sold',
      soldPrice: 123_457,
      showSoldPrice: false,
    });
    const { rates } = (await as(null).get('/api/currencies')).json();
    const res = await as(null).get(`/api/listings/${subject}/market`);
    const body = res.json();
    const byId = (id: number) => body.comparables.find((c: { id: number }) => c.id === id);
    expect(byId(published.id)).toMatchObject({ priceBasis: 'sold' });
    expect(byId(published.id).priceUsd).toBeCloseTo(240_000 / rates.EUR, 2);
    expect(byId(withheld.id)).toMatchObject({ priceBasis: 'asking', priceUsd: 290_000 });
    expect(body.basis).toMatch(/2 sold, 1 counted at its sold price/);
    // The withheld sold price shows nowhere in the reply, not even through the band.
    expect(res.body).not.toContain('123457');
    expect([body.low, body.median, body.high]).not.toContain(123_457);
  });

  it('tells a seller where a price would sit before the car is listed', async () => {
    const low = await as(null).get(
      '/api/market/estimate?make=Ferrari&model=812%20Superfast&year=2021&price=200000&currency=EUR&mileage=16093&mileageUnit=km',
    );
    expect(low.statusCode).toBe(200);
    expect(low.json().position).toBe('below');
    expect(low.json().comparables).toHaveLength(6);
    const within = await as(null).get(
      `/api/market/estimate?make=Ferrari&model=812%20Superfast&year=2021&price=${low.json().median}`,
    );
    expect(within.json().position, within.body).toBe('within');
    const none = await as(null).get('/api/market/estimate?make=Pagani&model=Zonda&year=2005&price=1');
    expect(none.json()).toEqual({ comparables: [], estimate: null });
  });

  it('refuses bad questions with a message and hides listings the visitor may not see', async () => {
    for (const qs of [
      'make=Ferrari',
      'make=Nope&model=x&year=2020&price=1',
      'make=Ferrari&model=x&year=2020&price=-1',
      'make=Ferrari&model=x&year=2020&price=1&mileageUnit=ft',
    ]) {
      const res = await as(null).get(`/api/market/estimate?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const pending = await makeListing(t.deps.db, dealer.id, { status: 'pending' });
    expect((await as(null).get(`/api/listings/${pending.id}/market`)).statusCode).toBe(404);
    expect((await as('customer').get(`/api/listings/${pending.id}/market`)).statusCode).toBe(404);
    expect((await as(null).get('/api/listings/99999999/market')).statusCode).toBe(404);
  });
});
