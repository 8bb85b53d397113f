import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app.ts';
import {
  adminLogs,
  kycApplications,
  listingPayments,
  listingReports,
  ratings,
  savedSearches,
  sessions,
  users as usersTable,
} from '../../src/server/db/schema/index.ts';
import { unsubscribeToken } from '../../src/server/modules/saved-searches/unsubscribe-token.ts';
import { ADMIN_TWO_FACTOR_MESSAGE } from '../../src/shared/domain/access.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, PASSWORD, signIn, type TestUser } from '../factories/users.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { createTestApp, type TestApp, writeClientPage } from '../setup/test-app.ts';

/**
 * Every route of the API, for every kind of actor, with the status each must get: one table. A route
 * the app registers that is missing here fails the test, so new routes must be added to it.
 */
const ACTORS = [
  'anonymous',
  'customer',
  'unverifiedSeller',
  'owner',
  'otherSeller',
  'dealer',
  'pendingDealer',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

const all = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;
/**
 * Signed-in users get `status`; visitors without a session get 401; a dealer awaiting verification gets
 * 403 outside their own account and application (decision 0033).
 */
const signedIn = (status: number, over: Partial<Expect> = {}): Expect => ({
  ...all(status),
  anonymous: 401,
  pendingDealer: 403,
  ...over,
});
/** A route of one's own account or dealer application: a dealer awaiting verification may use it too. */
const ownAccount = (status: number, over: Partial<Expect> = {}): Expect =>
  signedIn(status, { pendingDealer: status, ...over });
const adminOnly = (status: number): Expect => ({
  ...all(403),
  anonymous: 401,
  admin: status,
});

interface Fixture {
  t: TestApp;
  users: Record<Exclude<ActorName, 'anonymous'>, TestUser>;
  pendingListing: number;
  activeListing: number;
  feeListing: number;
  kycReference: string;
  photoUrl: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

type Build = (f: Fixture) => Promise<Call> | Call;

/** A rating held for review (no listing, so each call can add another). */
async function heldRating(f: Fixture): Promise<number> {
  const [row] = await f.t.deps.db
    .insert(ratings)
    .values({
      sellerId: f.users.owner.id,
      buyerId: f.users.customer.id,
      rating: 5,
      status: 'held',
      holdReason: 'new_account',
    })
    .returning({ id: ratings.id });
  return row!.id;
}

/** A saved search of the listing owner's (each call adds another). */
async function ownersSavedSearch(f: Fixture): Promise<number> {
  const [row] = await f.t.deps.db
    .insert(savedSearches)
    .values({ userId: f.users.owner.id, name: 'Porsches', frequency: 'daily', filters: {}, make: 'Porsche' })
    .returning({ id: savedSearches.id });
  return row!.id;
}

const listingBody = {
  make: 'Porsche',
  model: '911 GT3',
  year: 2023,
  price: 250000,
  location: 'Stuttgart, Germany',
  region: 'Europe',
};

async function photoUpload(f: Fixture): Promise<Call> {
  const body = multipart([
    { field: 'photos', filename: 'car.png', contentType: 'image/png', data: await png(64, 40) },
  ]);
  return {
    method: 'POST',
    url: `/api/listings/${f.pendingListing}/photos`,
    payload: body.payload,
    headers: body.headers,
  };
}

/** A one-vehicle inventory CSV (a new stock number each time, so each call creates a listing). */
const inventoryUpload = (): Call => {
  const body = multipart([
    {
      field: 'file',
      filename: 'stock.csv',
      contentType: 'text/csv',
      data: Buffer.from(
        `stock_number,make,model,year,price,location,region\nM-${seq++},Porsche,911 GT3,2023,250000,Stuttgart,Europe\n`,
      ),
    },
  ]);
  return { method: 'POST', url: '/api/listings/import', payload: body.payload, headers: body.headers };
};

const pdfUpload = (): Call => {
  const body = multipart([
    {
      field: 'document',
      filename: 'id.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  ]);
  return { method: 'POST', url: '/api/kyc/documents', payload: body.payload, headers: body.headers };
};

/** An open payment on a fee listing of its own: a listing has at most one open payment. */
async function freshPayment(f: Fixture): Promise<number> {
  const listing = await makeListing(f.t.deps.db, f.users.unverifiedSeller.id, {
    status: 'pending',
    verified: false,
    feeRequired: true,
  });
  const [row] = await f.t.deps.db
    .insert(listingPayments)
    .values({
      userId: f.users.unverifiedSeller.id,
      listingId: listing.id,
      amount: 99,
      paymentProvider: 'sandbox',
      paymentIntentId: `sandbox_${Date.now()}_${Math.random()}`,
      status: 'pending',
    })
    .returning();
  return row!.id;
}

let seq = 0;
const MATRIX: Record<string, { build: Build; expect: Expect; stream?: true }> = {
  'GET /api/health': { build: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  'POST /api/auth/register': {
    build: () => {
      seq += 1;
      return {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: `matrix-${seq}-${Date.now()}@example.test`,
          password: 'secret-pass-1',
          userData: {
            firstName: 'M',
            lastName: 'X',
            username: `matrix_${seq}_${Date.now()}`,
            country: 'Italy',
            city: 'Rome',
            age: 30,
            accountType: 'customer',
          },
        },
      };
    },
    expect: all(201),
  },
  'POST /api/auth/login': {
    build: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'not-the-password' },
    }),
    expect: all(401),
  },
  'POST /api/auth/logout': { build: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: all(204) },
  'GET /api/auth/session': { build: () => ({ method: 'GET', url: '/api/auth/session' }), expect: all(200) },
  'GET /api/users/me': { build: () => ({ method: 'GET', url: '/api/users/me' }), expect: ownAccount(200) },
  'PATCH /api/users/me': {
    build: () => ({ method: 'PATCH', url: '/api/users/me', payload: { city: 'Rome' } }),
    expect: ownAccount(200),
  },
  'POST /api/contact': {
    build: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        subject: 'Hello',
        message: 'A question.',
      },
    }),
    expect: all(200),
  },
  'POST /api/auth/forgot-password': {
    build: () => {
      seq += 1;
      return {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `nobody-${seq}@example.test` },
      };
    },
    expect: all(200),
  },
  'POST /api/auth/reset-password': {
    build: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'made-up-token', password: 'long-enough-1' },
    }),
    expect: all(400),
  },
  'POST /api/auth/verify-email': {
    build: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'made-up-token' } }),
    expect: all(400),
  },
  // Every account here has a confirmed address already.
  'POST /api/auth/resend-verification': {
    build: () => ({ method: 'POST', url: '/api/auth/resend-verification' }),
    expect: ownAccount(409),
  },
  'POST /api/auth/change-password': {
    build: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'not-the-password', newPassword: 'a-new-password-1' },
    }),
    expect: ownAccount(400),
  },
  'POST /api/auth/change-email': {
    build: () => {
      seq += 1;
      return {
        method: 'POST',
        url: '/api/auth/change-email',
        payload: { newEmail: `matrix-moved-${seq}-${Date.now()}@example.test` },
      };
    },
    expect: ownAccount(200),
  },
  'GET /api/auth/sessions': {
    build: () => ({ method: 'GET', url: '/api/auth/sessions' }),
    expect: ownAccount(200),
  },
  'DELETE /api/auth/sessions/:id': {
    // Another session of the owner's: only the owner may end it.
    build: async (f) => {
      await signIn(f.t.app, f.users.owner);
      const [newest] = await f.t.deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, f.users.owner.id))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return { method: 'DELETE', url: `/api/auth/sessions/${newest!.id}` };
    },
    expect: { ...ownAccount(404), owner: 204 },
  },
  'DELETE /api/auth/sessions': {
    build: () => ({ method: 'DELETE', url: '/api/auth/sessions' }),
    expect: ownAccount(200),
  },
  // With a wrong password, so no set-up is left waiting; the administrator's is on already.
  'POST /api/auth/two-factor/enable': {
    build: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      payload: { password: 'not-the-password' },
    }),
    expect: { ...ownAccount(400), admin: 409 },
  },
  // No set-up is waiting for a first code (account-security.test.ts walks the set-up itself).
  'POST /api/auth/two-factor/verify': {
    build: () => ({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { code: '000000' } }),
    expect: ownAccount(409),
  },
  'POST /api/auth/two-factor/disable': {
    build: () => ({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: PASSWORD } }),
    expect: { ...ownAccount(409), admin: 403 },
  },
  // The code step of a sign-in: without a pending sign-in there is nothing to complete.
  'POST /api/auth/two-factor': {
    build: () => ({ method: 'POST', url: '/api/auth/two-factor', payload: { code: '000000' } }),
    expect: all(401),
  },
  'GET /api/users/me/export': {
    build: () => ({ method: 'GET', url: '/api/users/me/export' }),
    expect: ownAccount(200),
  },
  // With a wrong password, so the matrix's accounts survive it.
  'DELETE /api/users/me': {
    build: () => ({ method: 'DELETE', url: '/api/users/me', payload: { password: 'not-the-password' } }),
    expect: ownAccount(400),
  },
  'GET /api/admin/users': {
    build: () => ({ method: 'GET', url: '/api/admin/users?q=test' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/suspend': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/users/${(await makeUser(f.t.deps, 'customer')).id}/suspend`,
      payload: { reason: 'Fraudulent listings' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/unsuspend': {
    build: async (f) => {
      const user = await makeUser(f.t.deps, 'customer');
      await f.t.deps.db
        .update(usersTable)
        .set({ suspendedAt: new Date(), suspensionReason: 'Fraudulent listings' })
        .where(eq(usersTable.id, user.id));
      return { method: 'POST', url: `/api/admin/users/${user.id}/unsuspend` };
    },
    expect: adminOnly(200),
  },
  'GET /api/listings': { build: () => ({ method: 'GET', url: '/api/listings' }), expect: all(200) },
  'GET /api/listings/facets': {
    build: () => ({ method: 'GET', url: '/api/listings/facets' }),
    expect: all(200),
  },
  'GET /api/listings/:id': {
    build: (f) => ({ method: 'GET', url: `/api/listings/${f.pendingListing}` }),
    expect: { ...all(404), owner: 200, admin: 200 },
  },
  'GET /api/listings/compare': {
    build: (f) => ({
      method: 'GET',
      url: `/api/listings/compare?ids=${f.activeListing},${f.pendingListing}`,
    }),
    expect: all(200),
  },
  'GET /api/listings/:id/similar': {
    build: (f) => ({ method: 'GET', url: `/api/listings/${f.activeListing}/similar` }),
    expect: all(200),
  },
  // A pending listing's market: its owner and administrators only, like its page.
  'GET /api/listings/:id/market': {
    build: (f) => ({ method: 'GET', url: `/api/listings/${f.pendingListing}/market` }),
    expect: { ...all(404), owner: 200, admin: 200 },
  },
  'GET /api/market/estimate': {
    build: () => ({
      method: 'GET',
      url: '/api/market/estimate?make=Porsche&model=911&year=2022&price=150000&currency=EUR&mileage=5000',
    }),
    expect: all(200),
  },
  'GET /api/currencies': { build: () => ({ method: 'GET', url: '/api/currencies' }), expect: all(200) },
  'PUT /api/admin/currencies': {
    build: () => ({ method: 'PUT', url: '/api/admin/currencies', payload: { rates: { EUR: 0.926 } } }),
    expect: adminOnly(200),
  },
  'PATCH /api/listings/:id/price': {
    build: (f) => ({
      method: 'PATCH',
      url: `/api/listings/${f.activeListing}/price`,
      payload: { price: 200000 + seq++ },
    }),
    expect: { ...signedIn(403), owner: 200 },
  },
  // Each call marks a fresh live listing of the owner's sold; anyone else's answers as unknown.
  'PATCH /api/listings/:id/status': {
    build: async (f) => ({
      method: 'PATCH',
      url: `/api/listings/${(await makeListing(f.t.deps.db, f.users.owner.id)).id}/status`,
      payload: { status: 'sold', soldPrice: 240000, showSoldPrice: false },
    }),
    expect: { ...signedIn(404), owner: 200 },
  },
  'GET /api/dealers/:id': {
    build: (f) => ({ method: 'GET', url: `/api/dealers/${f.users.dealer.id}` }),
    expect: all(200),
  },
  'PATCH /api/dealers/me': {
    build: () => ({ method: 'PATCH', url: '/api/dealers/me', payload: { about: 'Dealers since 1962' } }),
    expect: { ...signedIn(403), dealer: 200 },
  },
  'POST /api/dealers/me/logo': {
    build: async () => {
      const body = multipart([
        { field: 'logo', filename: 'logo.png', contentType: 'image/png', data: await png(64, 64) },
      ]);
      return { method: 'POST', url: '/api/dealers/me/logo', payload: body.payload, headers: body.headers };
    },
    expect: { ...signedIn(403), dealer: 201 },
  },
  // A fresh listing each time, so the matrix's reports never hold a listing other rows use.
  'POST /api/listings/:id/reports': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/listings/${(await makeListing(f.t.deps.db, f.users.owner.id)).id}/reports`,
      payload: { reason: 'wrong_information', details: 'The mileage differs from the photos' },
    }),
    expect: { ...signedIn(201), owner: 403 },
  },
  // The customer's conversation about the active listing: its buyer and its seller may report it.
  'POST /api/inquiries/reports': {
    build: async (f) => {
      await f.t.deps.db
        .update(listingReports)
        .set({ status: 'dismissed' })
        .where(eq(listingReports.buyerId, f.users.customer.id));
      return {
        method: 'POST',
        url: '/api/inquiries/reports',
        payload: { listingId: f.activeListing, buyerId: f.users.customer.id, reason: 'scam' },
      };
    },
    expect: { ...signedIn(404), customer: 201, owner: 201 },
  },
  'GET /api/admin/reports': {
    build: () => ({ method: 'GET', url: '/api/admin/reports' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/reports/:id/resolve': {
    build: async (f) => {
      const listing = await makeListing(f.t.deps.db, f.users.owner.id);
      const [report] = await f.t.deps.db
        .insert(listingReports)
        .values({ listingId: listing.id, reporterId: f.users.customer.id, reason: 'scam' })
        .returning({ id: listingReports.id });
      return {
        method: 'POST',
        url: `/api/admin/reports/${report!.id}/resolve`,
        payload: { action: 'dismiss', note: 'Nothing wrong with it' },
      };
    },
    expect: adminOnly(200),
  },
  'GET /api/support/messages': {
    build: () => ({ method: 'GET', url: '/api/support/messages' }),
    expect: ownAccount(200, { admin: 403 }),
  },
  'POST /api/support/messages': {
    build: () => ({ method: 'POST', url: '/api/support/messages', payload: { body: 'A question' } }),
    expect: ownAccount(201, { admin: 403 }),
  },
  'POST /api/support/read': {
    build: () => ({ method: 'POST', url: '/api/support/read' }),
    expect: ownAccount(200, { admin: 403 }),
  },
  'GET /api/admin/support/threads': {
    build: () => ({ method: 'GET', url: '/api/admin/support/threads' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/support/threads/:userId': {
    build: (f) => ({ method: 'GET', url: `/api/admin/support/threads/${f.users.customer.id}` }),
    expect: adminOnly(200),
  },
  'POST /api/admin/support/threads/:userId/messages': {
    build: (f) => ({
      method: 'POST',
      url: `/api/admin/support/threads/${f.users.customer.id}/messages`,
      payload: { body: 'An answer' },
    }),
    expect: adminOnly(201),
  },
  'POST /api/admin/support/threads/:userId/read': {
    build: (f) => ({ method: 'POST', url: `/api/admin/support/threads/${f.users.customer.id}/read` }),
    expect: adminOnly(200),
  },
  'GET /api/watchlist': { build: () => ({ method: 'GET', url: '/api/watchlist' }), expect: signedIn(200) },
  'GET /api/watchlist/ids': {
    build: () => ({ method: 'GET', url: '/api/watchlist/ids' }),
    expect: signedIn(200),
  },
  'POST /api/watchlist': {
    build: (f) => ({ method: 'POST', url: '/api/watchlist', payload: { listingId: f.activeListing } }),
    expect: signedIn(200),
  },
  'DELETE /api/watchlist/:listingId': {
    build: (f) => ({ method: 'DELETE', url: `/api/watchlist/${f.activeListing}` }),
    expect: signedIn(204),
  },
  'GET /api/seller/analytics': {
    build: () => ({ method: 'GET', url: '/api/seller/analytics' }),
    expect: signedIn(200),
  },
  'POST /api/listings': {
    build: () => ({ method: 'POST', url: '/api/listings', payload: listingBody }),
    expect: { ...signedIn(201), customer: 403, admin: 403 },
  },
  'PATCH /api/listings/:id': {
    build: (f) => ({ method: 'PATCH', url: `/api/listings/${f.pendingListing}`, payload: { price: 240000 } }),
    expect: { ...signedIn(403), owner: 200 },
  },
  'DELETE /api/listings/:id': {
    build: async (f) => ({
      method: 'DELETE',
      url: `/api/listings/${(await makeListing(f.t.deps.db, f.users.owner.id, { status: 'pending', verified: false })).id}`,
    }),
    expect: { ...signedIn(403), owner: 204, admin: 204 },
  },
  'POST /api/listings/:id/photos': {
    build: photoUpload,
    expect: { ...signedIn(403), owner: 201, admin: 201 },
  },
  // Dealer plans, inventory import and renewal (issue 18, docs/decisions/0032).
  'POST /api/listings/import': {
    build: () => inventoryUpload(),
    expect: { ...signedIn(403), dealer: 200 },
  },
  'GET /api/listings/import/template': {
    build: () => ({ method: 'GET', url: '/api/listings/import/template' }),
    expect: signedIn(200),
  },
  'GET /api/plans': { build: () => ({ method: 'GET', url: '/api/plans' }), expect: all(200) },
  'GET /api/plans/mine': {
    build: () => ({ method: 'GET', url: '/api/plans/mine' }),
    expect: { ...signedIn(403), dealer: 200 },
  },
  'POST /api/plans/subscribe': {
    build: () => ({ method: 'POST', url: '/api/plans/subscribe', payload: { plan: 'pro' } }),
    expect: { ...signedIn(403), dealer: 200 },
  },
  'POST /api/plans/cancel': {
    build: () => ({ method: 'POST', url: '/api/plans/cancel' }),
    expect: { ...signedIn(403), dealer: 200 },
  },
  'GET /api/listings/featured': {
    build: () => ({ method: 'GET', url: '/api/listings/featured' }),
    expect: all(200),
  },
  'POST /api/listings/:id/renew': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/listings/${(await makeListing(f.t.deps.db, f.users.owner.id, { expiresAt: new Date(Date.now() + 86_400_000) })).id}/renew`,
    }),
    // Someone else's listing is answered as if it did not exist.
    expect: { ...signedIn(404), owner: 200 },
  },
  'POST /api/inquiries': {
    build: (f) => ({
      method: 'POST',
      url: '/api/inquiries',
      payload: { listingId: f.activeListing, message: 'Is this car still for sale?' },
    }),
    expect: { ...signedIn(201), owner: 403 },
  },
  'GET /api/inquiries/seller/:sellerId': {
    build: (f) => ({ method: 'GET', url: `/api/inquiries/seller/${f.users.owner.id}` }),
    expect: { ...signedIn(403), owner: 200, admin: 200 },
  },
  'GET /api/inquiries/buyer/:userId': {
    build: (f) => ({ method: 'GET', url: `/api/inquiries/buyer/${f.users.customer.id}` }),
    expect: { ...signedIn(403), customer: 200, admin: 200 },
  },
  'GET /api/inquiries/listing/:id': {
    build: (f) => ({ method: 'GET', url: `/api/inquiries/listing/${f.activeListing}` }),
    expect: signedIn(200),
  },
  'POST /api/inquiries/mark-read': {
    build: (f) => ({
      method: 'POST',
      url: '/api/inquiries/mark-read',
      payload: { listingId: f.activeListing, buyerId: f.users.customer.id, senderId: f.users.customer.id },
    }),
    expect: { ...signedIn(403), owner: 200 },
  },
  'GET /api/inquiries/unread-count': {
    build: () => ({ method: 'GET', url: '/api/inquiries/unread-count' }),
    expect: signedIn(200),
  },
  'GET /api/ratings/seller/:sellerId': {
    build: (f) => ({ method: 'GET', url: `/api/ratings/seller/${f.users.owner.id}` }),
    expect: all(200),
  },
  'GET /api/ratings/eligibility/:id': {
    build: (f) => ({ method: 'GET', url: `/api/ratings/eligibility/${f.activeListing}` }),
    expect: signedIn(200),
  },
  'POST /api/ratings': {
    build: (f) => ({
      method: 'POST',
      url: '/api/ratings',
      payload: { sellerId: f.users.owner.id, listingId: f.activeListing, rating: 5 },
    }),
    expect: signedIn(403),
  },
  'GET /api/ratings/removed': {
    build: () => ({ method: 'GET', url: '/api/ratings/removed' }),
    expect: signedIn(200),
  },
  'GET /api/admin/ratings/held': {
    build: () => ({ method: 'GET', url: '/api/admin/ratings/held' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/ratings/:id/release': {
    build: async (f) => ({ method: 'POST', url: `/api/admin/ratings/${await heldRating(f)}/release` }),
    expect: adminOnly(200),
  },
  'POST /api/admin/ratings/:id/remove': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/ratings/${await heldRating(f)}/remove`,
      payload: { reason: 'Rated from the seller’s own network' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/saved-searches': {
    build: () => ({ method: 'GET', url: '/api/saved-searches' }),
    expect: signedIn(200),
  },
  'POST /api/saved-searches': {
    build: () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: 'Porsches', filters: { make: 'Porsche' }, frequency: 'daily' },
    }),
    expect: signedIn(201),
  },
  // Someone else's saved search is answered as if it did not exist.
  'PATCH /api/saved-searches/:id': {
    build: async (f) => ({
      method: 'PATCH',
      url: `/api/saved-searches/${await ownersSavedSearch(f)}`,
      payload: { frequency: 'weekly' },
    }),
    expect: signedIn(404, { owner: 200 }),
  },
  'DELETE /api/saved-searches/:id': {
    build: async (f) => ({ method: 'DELETE', url: `/api/saved-searches/${await ownersSavedSearch(f)}` }),
    expect: signedIn(404, { owner: 200 }),
  },
  // The e-mail's signed link is the only proof the unsubscribe asks for: anyone holding it may use it.
  'POST /api/saved-searches/unsubscribe': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${unsubscribeToken(f.t.deps.cookieSecret, {
        kind: 'search',
        savedSearchId: await ownersSavedSearch(f),
      })}`,
    }),
    expect: all(200),
  },
  'POST /api/kyc/documents': { build: pdfUpload, expect: ownAccount(201) },
  'GET /api/kyc/documents': {
    build: (f) => ({ method: 'GET', url: `/api/kyc/documents?ref=${encodeURIComponent(f.kycReference)}` }),
    expect: { ...ownAccount(404), unverifiedSeller: 200, admin: 200 },
  },
  'POST /api/kyc/applications': {
    build: (f) => ({
      method: 'POST',
      url: '/api/kyc/applications',
      payload: {
        applicationType: 'individual',
        fullName: 'U S',
        email: 'us@example.test',
        country: 'Spain',
        idDocumentUrl: f.kycReference,
      },
    }),
    // The document is the unverified seller's: anyone else may not use it; they already applied.
    expect: { ...ownAccount(400), unverifiedSeller: 409 },
  },
  'GET /api/kyc/applications/mine': {
    build: () => ({ method: 'GET', url: '/api/kyc/applications/mine' }),
    expect: ownAccount(200),
  },
  'POST /api/payments/listing': {
    build: (f) => ({ method: 'POST', url: '/api/payments/listing', payload: { listingId: f.feeListing } }),
    expect: { ...signedIn(403), unverifiedSeller: 201 },
  },
  'POST /api/payments/:id/confirm': {
    build: async (f) => ({ method: 'POST', url: `/api/payments/${await freshPayment(f)}/confirm` }),
    expect: { ...signedIn(404), unverifiedSeller: 200, admin: 200 },
  },
  'GET /api/payments/mine': {
    build: () => ({ method: 'GET', url: '/api/payments/mine' }),
    expect: signedIn(200),
  },
  'GET /api/payments/:id': {
    build: async (f) => ({ method: 'GET', url: `/api/payments/${await freshPayment(f)}` }),
    expect: { ...signedIn(404), unverifiedSeller: 200, admin: 200 },
  },
  'PATCH /api/payments/:id/status': {
    build: async (f) => ({
      method: 'PATCH',
      url: `/api/payments/${await freshPayment(f)}/status`,
      payload: { status: 'failed' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/pending-listings': {
    build: () => ({ method: 'GET', url: '/api/admin/pending-listings' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/approve-listing/:id': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/approve-listing/${(await makeListing(f.t.deps.db, f.users.owner.id, { status: 'pending', verified: false })).id}`,
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/reject-listing/:id': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/reject-listing/${(await makeListing(f.t.deps.db, f.users.owner.id, { status: 'pending', verified: false })).id}`,
      payload: { reason: 'Not as described' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/unverified-sellers': {
    build: () => ({ method: 'GET', url: '/api/admin/unverified-sellers' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/verify-seller/:id': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/verify-seller/${(await makeUser(f.t.deps, 'unverifiedSeller')).id}`,
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/reject-seller/:id': {
    build: async (f) => ({
      method: 'POST',
      url: `/api/admin/reject-seller/${(await makeUser(f.t.deps, 'pendingDealer')).id}`,
      payload: { reason: 'Documents expired' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/analytics': {
    build: () => ({ method: 'GET', url: '/api/admin/analytics' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/kyc/pending': {
    build: () => ({ method: 'GET', url: '/api/admin/kyc/pending' }),
    expect: adminOnly(200),
  },
  'PATCH /api/admin/kyc/:id/status': {
    build: async (f) => {
      const [app] = await f.t.deps.db
        .insert(kycApplications)
        .values({
          userId: f.users.customer.id,
          applicationType: 'individual',
          idDocumentUrl: 'kyc:users/x/y.pdf',
        })
        .returning();
      return {
        method: 'PATCH',
        url: `/api/admin/kyc/${app!.id}/status`,
        payload: { status: 'resubmission_required' },
      };
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/audit-log': {
    build: () => ({ method: 'GET', url: '/api/admin/audit-log' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/system-status': {
    build: () => ({ method: 'GET', url: '/api/admin/system-status' }),
    expect: adminOnly(200),
  },
  'GET /api/events': {
    build: () => ({ method: 'GET', url: '/api/events' }),
    expect: ownAccount(200),
    stream: true,
  },
  // The API's contract and its reference docs describe public contracts only: open to everyone.
  'GET /api/openapi.json': { build: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: all(200) },
  'GET /api/docs': { build: () => ({ method: 'GET', url: '/api/docs' }), expect: all(200) },
  'GET /api/docs/json': { build: () => ({ method: 'GET', url: '/api/docs/json' }), expect: all(200) },
  'GET /api/docs/yaml': { build: () => ({ method: 'GET', url: '/api/docs/yaml' }), expect: all(200) },
  'GET /api/docs/static/index.html': {
    build: () => ({ method: 'GET', url: '/api/docs/static/index.html' }),
    expect: all(302),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    build: () => ({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },
  'GET /api/docs/static/*': {
    build: () => ({ method: 'GET', url: '/api/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
  'GET /robots.txt': { build: () => ({ method: 'GET', url: '/robots.txt' }), expect: all(200) },
  'GET /sitemap.xml': { build: () => ({ method: 'GET', url: '/sitemap.xml' }), expect: all(200) },
  'GET /': { build: () => ({ method: 'GET', url: '/' }), expect: all(200) },
  'GET /listings': { build: () => ({ method: 'GET', url: '/listings' }), expect: all(200) },
  'GET /results': { build: () => ({ method: 'GET', url: '/results' }), expect: all(200) },
  'GET /dealer/:id': {
    build: (f) => ({ method: 'GET', url: `/dealer/${f.users.dealer.id}` }),
    expect: all(200),
  },
  'GET /listing/:id': {
    build: (f) => ({ method: 'GET', url: `/listing/${f.activeListing}` }),
    expect: all(200),
  },
  'GET /uploads/car_pictures/*': { build: (f) => ({ method: 'GET', url: f.photoUrl }), expect: all(200) },
};

/**
 * Writes an administrator may make that touch only their own data, so nothing is audited. Every other
 * write an administrator can make is on someone else's data and must leave an audit entry.
 */
const ADMIN_OWN_WRITES: Record<string, string> = {
  'POST /api/auth/register': 'creates a new account; no one signed in acts',
  'POST /api/auth/logout': "ends the administrator's own session",
  'POST /api/kyc/documents': "stores the administrator's own document",
  'POST /api/inquiries': "the administrator's own message, written as a buyer",
  'POST /api/saved-searches': "the administrator's own saved search",
  'POST /api/saved-searches/unsubscribe': 'no one signed in acts: the signed link from the e-mail does',
  'POST /api/watchlist': "the administrator's own watchlist",
  'DELETE /api/watchlist/:listingId': "the administrator's own watchlist",
  'PATCH /api/users/me': "the administrator's own profile",
  'POST /api/auth/forgot-password': 'asks for a link by e-mail; changes nothing',
  'POST /api/contact': 'writes to the support inbox; changes no data',
  'POST /api/admin/support/threads/:userId/read': "the team's read mark; none of the customer's data",
  'POST /api/auth/change-email': "asks to change the administrator's own address",
  'DELETE /api/auth/sessions': "signs out the administrator's own other sessions",
};

let f: Fixture;
let base: string;
/** An administrator who has not turned on two-factor sign-in yet (the demo administrator's first visit). */
let adminWithoutTwoFactor: TestUser;

beforeAll(async () => {
  const t = await createTestApp();
  writeClientPage(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const users = {
    customer: await makeUser(t.deps, 'customer'),
    unverifiedSeller: await makeUser(t.deps, 'customer'),
    owner: await makeUser(t.deps, 'seller'),
    otherSeller: await makeUser(t.deps, 'seller'),
    dealer: await makeUser(t.deps, 'dealer'),
    pendingDealer: await makeUser(t.deps, 'pendingDealer'),
    admin: await makeUser(t.deps, 'admin'),
  };
  const pendingListing = (
    await makeListing(t.deps.db, users.owner.id, { status: 'pending', verified: false })
  ).id;
  const activeListing = (await makeListing(t.deps.db, users.owner.id)).id;
  const feeListing = (
    await makeListing(t.deps.db, users.unverifiedSeller.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    })
  ).id;
  await t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    headers: { cookie: await signIn(t.app, users.customer) },
    payload: { listingId: activeListing, message: 'First question about the car' },
  });
  const usCookie = await signIn(t.app, users.unverifiedSeller);
  const doc = pdfUpload();
  const kycReference = (await t.app.inject({ ...doc, headers: { ...doc.headers, cookie: usCookie } })).json()
    .reference as string;
  await t.deps.db.insert(kycApplications).values({
    userId: users.unverifiedSeller.id,
    applicationType: 'individual',
    idDocumentUrl: kycReference,
  });
  const photo = await photoUpload({
    t,
    users,
    pendingListing: activeListing,
    activeListing,
    feeListing,
    kycReference,
    photoUrl: '',
  });
  const photoUrl =
    // Uploaded by an administrator: the owner's own upload would take the live listing back to review.
    (
      await t.app.inject({
        ...photo,
        headers: { ...photo.headers, cookie: await signIn(t.app, users.admin) },
      })
    ).json().imageUrls[0] as string;
  adminWithoutTwoFactor = await makeUser(t.deps, 'admin', { twoFactor: false });
  f = { t, users, pendingListing, activeListing, feeListing, kycReference, photoUrl };
});
afterAll(() => f?.t.close());

/**
 * Each actor's session, signed in once and again only after a route ended it: an administrator's code
 * signs in once (modules/auth/two-factor-replay.ts), so a sign-in per route would wait for new codes.
 */
const sessionOf = new Map<ActorName, string>();
async function cookieFor(actor: ActorName): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const known = sessionOf.get(actor);
  if (known) {
    const live = await f.t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: known },
    });
    if (live.json().user) return known;
  }
  const cookie = await signIn(f.t.app, f.users[actor]);
  sessionOf.set(actor, cookie);
  return cookie;
}

async function statusOf(call: Call, cookie: string | undefined, stream: boolean): Promise<number> {
  const headers = { ...(call.headers ?? {}), ...(cookie ? { cookie } : {}) };
  if (!stream)
    return (await f.t.app.inject({ method: call.method, url: call.url, headers, payload: call.payload }))
      .statusCode;
  const controller = new AbortController();
  const res = await fetch(`${base}${call.url}`, { headers, signal: controller.signal });
  controller.abort();
  return res.status;
}

describe('authorization matrix', () => {
  it('covers every registered route', () => {
    const registered = registeredRoutes.get(f.t.app)!.map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !registered.includes(k))).toEqual([]);
  });

  for (const [route, spec] of Object.entries(MATRIX)) {
    it(route, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const call = await spec.build(f);
        got[actor] = await statusOf(call, await cookieFor(actor), spec.stream === true);
      }
      expect(got).toEqual(spec.expect);
    });
  }
});

describe('an administrator without two-factor sign-in', () => {
  const adminRoutes = Object.entries(MATRIX).filter(
    ([, spec]) =>
      spec.expect.admin < 300 && JSON.stringify(spec.expect) === JSON.stringify(adminOnly(spec.expect.admin)),
  );

  it('is walked over every administrators-only route', () => {
    expect(adminRoutes.map(([route]) => route)).toEqual(
      expect.arrayContaining(['GET /api/admin/analytics', 'POST /api/admin/users/:id/suspend']),
    );
    expect(adminRoutes.every(([route]) => route.includes('/api/admin/') || route.includes('/status'))).toBe(
      true,
    );
  });

  for (const [route, spec] of adminRoutes) {
    it(`${route}: 403 naming two-factor sign-in`, async () => {
      const call = await spec.build(f);
      const cookie = await signIn(f.t.app, adminWithoutTwoFactor);
      const headers = { ...(call.headers ?? {}), cookie };
      const res = await f.t.app.inject({
        method: call.method,
        url: call.url,
        headers,
        payload: call.payload,
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(ADMIN_TWO_FACTOR_MESSAGE);
    });
  }
});

describe('administrator writes are audited', () => {
  const writes = Object.entries(MATRIX).filter(
    ([route, spec]) => !route.startsWith('GET ') && spec.expect.admin < 300 && !(route in ADMIN_OWN_WRITES),
  );

  it('walks every write an administrator can make', () => {
    expect(writes.map(([route]) => route)).toContain('POST /api/listings/:id/photos');
  });

  for (const [route, spec] of writes) {
    it(`${route} leaves an audit entry`, async () => {
      const logs = async () =>
        (await f.t.deps.db.select().from(adminLogs).where(eq(adminLogs.adminId, f.users.admin.id))).length;
      const before = await logs();
      const call = await spec.build(f);
      expect(await statusOf(call, await cookieFor('admin'), false)).toBe(spec.expect.admin);
      expect(await logs()).toBeGreaterThan(before);
    });
  }
});
