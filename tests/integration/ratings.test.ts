import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, users } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, sessionCookie, signIn, type TestUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;
const cookies: Record<string, string> = {};

/** Each account signs in from its own address; the seller's is SELLER_IP. */
const SELLER_IP = '10.0.0.1';
let nextIp = 2;
async function signInFrom(u: TestUser, ip = `10.0.0.${nextIp++}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: u.email, password: u.password },
  });
  cookies[u.id] = sessionCookie(res.headers['set-cookie']);
}
/** Backdates an account (no waiting in tests): ratings from accounts younger than a day are held. */
const ageAccount = (u: TestUser, days: number) =>
  t.deps.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, u.id));

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.deps, 'seller');
  buyer = await makeUser(t.deps, 'customer');
  admin = await makeUser(t.deps, 'admin');
  await signInFrom(seller, SELLER_IP);
  await signInFrom(buyer);
  // The administrator signs in with two-factor sign-in, which the factory's sign-in completes.
  cookies[admin.id] = await signIn(t.app, admin);
  await ageAccount(buyer, 30);
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
const rate = (u: TestUser, payload: object, remoteAddress = '192.0.2.10') =>
  t.app.inject({ method: 'POST', url: '/api/ratings', headers: as(u), payload, remoteAddress });
const summaryOf = async (sellerId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/ratings/seller/${sellerId}` })).json();
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(admin), ...(payload ? { payload } : {}) });

/** A listing of a fresh seller (signed in from SELLER_IP), and a conversation of 3+3 messages with `rater`. */
async function eligibleRater(rater: TestUser) {
  const own = await makeUser(t.deps, 'seller');
  await signInFrom(own, SELLER_IP);
  const l = await makeListing(t.deps.db, own.id);
  for (let i = 0; i < 3; i++) {
    for (const from of [rater, own]) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: as(from),
        payload: { listingId: l.id, buyerId: rater.id, sellerId: own.id, message: `Message ${i} about it` },
      });
      expect(sent.statusCode).toBe(201);
    }
  }
  return { own, listing: l };
}

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

describe('ratings that may come from the seller themselves', () => {
  it('holds a rating from an account younger than a day until an administrator releases it', async () => {
    const fresh = await makeUser(t.deps, 'customer');
    await signInFrom(fresh);
    const { own, listing } = await eligibleRater(fresh);
    const res = await rate(fresh, { sellerId: own.id, listingId: listing.id, rating: 5 });
    // The rater is answered as usual; the rating neither counts nor shows.
    expect(res.statusCode).toBe(201);
    expect(await summaryOf(own.id)).toEqual({ averageRating: 0, totalRatings: 0 });
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(page.json().sellerRating).toEqual({ averageRating: 0, totalRatings: 0 });

    const held = (await asAdmin('GET', '/api/admin/ratings/held')).json();
    expect(held.find((r: { id: number }) => r.id === res.json().id)).toMatchObject({
      rating: 5,
      holdReason: 'new_account',
      seller: { id: own.id },
      buyer: { id: fresh.id },
      listing: { id: listing.id },
    });
    const released = await asAdmin('POST', `/api/admin/ratings/${res.json().id}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ id: res.json().id, status: 'counted' });
    expect(await summaryOf(own.id)).toEqual({ averageRating: 5, totalRatings: 1 });
    const [log] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.targetId, String(res.json().id)));
    expect(log).toMatchObject({ action: 'release_rating', targetType: 'rating', adminId: admin.id });
    expect((await asAdmin('POST', `/api/admin/ratings/${res.json().id}/release`)).statusCode).toBe(409);
  });

  it('holds a rating sent from an address the seller signs in from; a removal tells the seller why', async () => {
    const second = await makeUser(t.deps, 'customer');
    await ageAccount(second, 10);
    await signInFrom(second);
    const { own, listing } = await eligibleRater(second);
    const res = await rate(second, { sellerId: own.id, listingId: listing.id, rating: 5 }, SELLER_IP);
    expect(res.statusCode).toBe(201);
    expect(await summaryOf(own.id)).toEqual({ averageRating: 0, totalRatings: 0 });
    const held = (await asAdmin('GET', '/api/admin/ratings/held')).json();
    expect(held.find((r: { id: number }) => r.id === res.json().id)).toMatchObject({
      holdReason: 'shared_address',
    });

    const noReason = await asAdmin('POST', `/api/admin/ratings/${res.json().id}/remove`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const removed = await asAdmin('POST', `/api/admin/ratings/${res.json().id}/remove`, {
      reason: 'Rated from the seller’s own network',
    });
    expect(removed.json()).toEqual({ id: res.json().id, status: 'removed' });
    expect(await summaryOf(own.id)).toEqual({ averageRating: 0, totalRatings: 0 });
    expect((await asAdmin('GET', '/api/admin/ratings/held')).json()).not.toContainEqual(
      expect.objectContaining({ id: res.json().id }),
    );
    const [log] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.targetId, String(res.json().id)));
    expect(log).toMatchObject({
      action: 'remove_rating',
      details: expect.objectContaining({ reason: 'Rated from the seller’s own network' }),
    });

    const sellerView = await t.app.inject({ method: 'GET', url: '/api/ratings/removed', headers: as(own) });
    expect(sellerView.json()).toEqual([
      expect.objectContaining({
        id: res.json().id,
        rating: 5,
        removalReason: 'Rated from the seller’s own network',
        listing: expect.objectContaining({ id: listing.id }),
      }),
    ]);
    // Someone else's removed ratings are not theirs to read.
    const other = await t.app.inject({ method: 'GET', url: '/api/ratings/removed', headers: as(buyer) });
    expect(other.json()).toEqual([]);
    // The same rater cannot simply try again.
    expect((await rate(second, { sellerId: own.id, listingId: listing.id, rating: 5 })).statusCode).toBe(409);
  });

  it('holds a rating from an account that has signed in where the seller does', async () => {
    const sibling = await makeUser(t.deps, 'customer');
    await ageAccount(sibling, 10);
    await signInFrom(sibling, SELLER_IP);
    const { own, listing } = await eligibleRater(sibling);
    const res = await rate(sibling, { sellerId: own.id, listingId: listing.id, rating: 4 });
    expect(res.statusCode).toBe(201);
    expect(await summaryOf(own.id)).toEqual({ averageRating: 0, totalRatings: 0 });
  });

  it('answers 404 for an unknown rating and 409 for a decision its state does not allow', async () => {
    expect((await asAdmin('POST', '/api/admin/ratings/999999/release')).statusCode).toBe(404);
    expect(
      (await asAdmin('POST', '/api/admin/ratings/999999/remove', { reason: 'Not genuine' })).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/api/admin/ratings/abc/release')).statusCode).toBe(400);
  });
});
