import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn, type TestUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.deps, 'seller');
  buyer = await makeUser(t.deps, 'customer');
  for (const u of [seller, buyer]) cookies[u.id] = await signIn(t.app, u);
});
afterAll(() => t.close());

const as = (u: TestUser) => ({ cookie: cookies[u.id]! });
const say = (u: TestUser, listingId: number, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: as(u),
    payload: {
      listingId,
      buyerId: buyer.id,
      sellerId: seller.id,
      message: `Message number ${n} in this conversation`,
    },
  });
const eligibility = (u: TestUser, listingId: number) =>
  t.app.inject({ method: 'GET', url: `/api/ratings/eligibility/${listingId}`, headers: as(u) });
const rate = (u: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ratings', headers: as(u), payload });

describe('ratings', () => {
  it('becomes possible only after three messages each way, once per seller and listing', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    expect((await eligibility(buyer, l.id)).json()).toEqual({
      eligible: false,
      hasRated: false,
      messageCount: { buyer: 0, seller: 0 },
    });
    for (let i = 0; i < 3; i++) await say(buyer, l.id, i);
    for (let i = 0; i < 2; i++) await say(seller, l.id, i);
    expect((await eligibility(buyer, l.id)).json()).toEqual({
      eligible: false,
      hasRated: false,
      messageCount: { buyer: 3, seller: 2 },
    });
    const early = await rate(buyer, { sellerId: seller.id, listingId: l.id, rating: 5 });
    expect(early.statusCode).toBe(403);

    await say(seller, l.id, 3);
    expect((await eligibility(buyer, l.id)).json()).toEqual({
      eligible: true,
      hasRated: false,
      messageCount: { buyer: 3, seller: 3 },
    });
    const ok = await rate(buyer, { sellerId: seller.id, listingId: l.id, rating: 4 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ sellerId: seller.id, buyerId: buyer.id, listingId: l.id, rating: 4 });

    expect((await eligibility(buyer, l.id)).json()).toMatchObject({ eligible: false, hasRated: true });
    const twice = await rate(buyer, { sellerId: seller.id, listingId: l.id, rating: 1 });
    expect(twice.statusCode).toBe(409);

    const summary = await t.app.inject({ method: 'GET', url: `/api/ratings/seller/${seller.id}` });
    expect(summary.json()).toEqual({ averageRating: 4, totalRatings: 1 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/listings/${l.id}` });
    expect(detail.json().sellerRating).toEqual({ averageRating: 4, totalRatings: 1 });
  });

  it.each([0, 6, 3.5, '5', null, -1])('refuses rating %j with 400', async (value) => {
    const l = await makeListing(t.deps.db, seller.id);
    const res = await rate(buyer, { sellerId: seller.id, listingId: l.id, rating: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      path: 'rating',
      message: 'Rating must be a whole number from 1 to 5',
    });
  });

  it('never lets a seller rate themselves, nor names the wrong seller', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    expect((await rate(seller, { sellerId: seller.id, listingId: l.id, rating: 5 })).statusCode).toBe(403);
    expect((await rate(buyer, { sellerId: buyer.id, listingId: l.id, rating: 5 })).statusCode).toBe(400);
    expect((await eligibility(seller, l.id)).json().eligible).toBe(false);
  });

  it('needs a signed-in user for eligibility and rating; the summary is public', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/ratings/eligibility/${l.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/ratings',
          payload: { sellerId: seller.id, listingId: l.id, rating: 5 },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/seller/not-a-uuid' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ratings/eligibility/${999999}`, headers: as(buyer) }))
        .statusCode,
    ).toBe(404);
  });
});
