import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import {
  adminLogs,
  inquiries,
  kycApplications,
  listingPayments,
  listings,
  outboxEmails,
  ratings,
  sessions,
  users,
} from '../../src/server/db/schema/index.ts';
import { ADMIN_TWO_FACTOR_MESSAGE } from '../../src/shared/domain/access.ts';
import { makeListing } from '../factories/listings.ts';
import { cookiesOf, makeUser, PASSWORD, signIn, type TestUser } from '../factories/users.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { secretOf, totp } from '../fixtures/totp.ts';
import { expectError } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let admin: TestUser;
let adminCookie: string;

beforeAll(async () => {
  // A small address budget, so the code step's limit is reached in a few tries.
  t = await createTestApp({
    rateLimits: { ...defaultRateLimits, loginFailuresPerAddress: { max: 8, windowMs: 60_000 } },
  });
  admin = await makeUser(t.deps, 'admin');
  adminCookie = await signIn(t.app, admin);
});
afterAll(() => t.close());

let address = 0;
/** Each test its own address, so the address budget of one does not spill into another. */
const nextIp = () => {
  address += 1;
  return `10.9.${Math.floor(address / 250)}.${address % 250}`;
};

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object, ip?: string) =>
  t.app.inject({
    method,
    url,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });

const login = (user: { email: string; password: string }, ip = nextIp()) =>
  call('POST', '/api/auth/login', null, { email: user.email, password: user.password }, ip);

const mailTo = async (to: string) =>
  (await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).map((m) => ({
    subject: m.subject,
    body: m.body,
  }));

/** A signed-in account with two-factor sign-in turned on through the API, as a person would. */
async function withTwoFactor(kind: 'customer' | 'seller' = 'customer') {
  const user = await makeUser(t.deps, kind);
  const cookie = await signIn(t.app, user);
  const setup = await call('POST', '/api/auth/two-factor/enable', cookie, { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { totpURI, backupCodes } = setup.json() as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const verified = await call('POST', '/api/auth/two-factor/verify', cookie, { code: totp(secret) });
  expect(verified.statusCode, verified.body).toBe(200);
  return { user, secret, backupCodes, cookie: cookiesOf(verified.headers['set-cookie']) };
}

describe('two-factor sign-in', () => {
  it('sets up: the password again, an otpauth URI with its secret, ten backup codes, a first code', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, user);
    expectError(await call('POST', '/api/auth/two-factor/enable', null, { password: PASSWORD }), 401);
    expectError(
      await call('POST', '/api/auth/two-factor/enable', cookie, { password: 'not-my-password' }),
      400,
      'Incorrect password',
      { password: 'Incorrect password' },
    );
    expectError(await call('POST', '/api/auth/two-factor/enable', cookie, {}), 400, undefined, {
      password: 'Enter your password',
    });

    const res = await call('POST', '/api/auth/two-factor/enable', cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { totpURI, backupCodes } = res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Kingsmere%20Motors:.+\?secret=[A-Z2-7]+/);
    expect(decodeURIComponent(totpURI)).toContain(user.email);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);

    // Not in force until a first code confirms it.
    expect((await call('GET', '/api/users/me', cookie)).json().twoFactorEnabled).toBe(false);
    expect((await login(user)).json().user.email).toBe(user.email);
    expectError(
      await call('POST', '/api/auth/two-factor/verify', cookie, { code: '000000' }),
      400,
      /code is not right/,
      { code: /code is not right/ },
    );
    const ok = await call('POST', '/api/auth/two-factor/verify', cookie, { code: totp(secretOf(totpURI)) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ twoFactorEnabled: true });
    const rotated = cookiesOf(ok.headers['set-cookie']);
    expect((await call('GET', '/api/users/me', rotated)).json().twoFactorEnabled).toBe(true);
    expect(await mailTo(user.email)).toContainEqual(
      expect.objectContaining({ subject: 'Two-factor sign-in is on' }),
    );
    expectError(
      await call('POST', '/api/auth/two-factor/enable', rotated, { password: PASSWORD }),
      409,
      'Two-factor sign-in is already on',
    );
  });

  it('confirming with no set-up waiting is refused', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, user);
    expectError(await call('POST', '/api/auth/two-factor/verify', cookie, { code: '123456' }), 409);
    expectError(await call('POST', '/api/auth/two-factor/verify', null, { code: '123456' }), 401);
  });

  it('signing in then takes two steps: no session until the code', async () => {
    const { user, secret } = await withTwoFactor();
    const ip = nextIp();
    const first = await login(user, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = cookiesOf(first.headers['set-cookie']);
    expect(pending).not.toMatch(/session_token=/);
    expectError(await call('GET', '/api/users/me', pending), 401);
    expect((await call('GET', '/api/auth/session', pending)).json()).toEqual({ user: null });

    expectError(
      await call('POST', '/api/auth/two-factor', pending, { code: '000000' }, ip),
      401,
      /code is not right/,
    );
    const done = await call('POST', '/api/auth/two-factor', pending, { code: totp(secret) }, ip);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ id: user.id, twoFactorEnabled: true });
    const session = cookiesOf(done.headers['set-cookie']);
    expect((await call('GET', '/api/users/me', session)).json().id).toBe(user.id);
    // The challenge is spent: the same cookie cannot sign in again.
    expectError(
      await call('POST', '/api/auth/two-factor', pending, { code: totp(secret) }, ip),
      401,
      /sign-in has expired/,
    );
  });

  it('a code that completed a sign-in does not complete another one (no replay within its window)', async () => {
    const { user, secret } = await withTwoFactor();
    const code = totp(secret);
    const ip = nextIp();
    const pending = cookiesOf((await login(user, ip)).headers['set-cookie']);
    expect((await call('POST', '/api/auth/two-factor', pending, { code }, ip)).statusCode).toBe(200);
    const sessionsBefore = await t.deps.db.$count(sessions, eq(sessions.userId, user.id));

    // Someone who saw the code (and knows the password) tries it from another browser at once.
    const other = nextIp();
    const second = cookiesOf((await login(user, other)).headers['set-cookie']);
    const replay = await call('POST', '/api/auth/two-factor', second, { code }, other);
    expectError(replay, 401, /code is not right/);
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    expect(await t.deps.db.$count(sessions, eq(sessions.userId, user.id))).toBe(sessionsBefore);
  });

  it('a sign-in completed with a code from a new browser is e-mailed to the owner and listed with its device', async () => {
    const { user, secret } = await withTwoFactor();
    const ip = nextIp();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';
    const inject = (url: string, cookie: string | null, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'user-agent': firefox, ...(cookie ? { cookie } : {}) },
        payload,
      });
    const first = await inject('/api/auth/login', null, { email: user.email, password: user.password });
    const done = await inject('/api/auth/two-factor', cookiesOf(first.headers['set-cookie']), {
      code: totp(secret),
    });
    expect(done.statusCode, done.body).toBe(200);
    const notices = (await mailTo(user.email)).filter((m) => m.subject === 'A new sign-in to your account');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('Firefox on Linux');
    const sessions = await call('GET', '/api/auth/sessions', cookiesOf(done.headers['set-cookie']));
    expect(sessions.json()).toContainEqual(
      expect.objectContaining({ current: true, device: 'Firefox on Linux' }),
    );
  });

  it('a backup code completes a sign-in once', async () => {
    const { user, backupCodes } = await withTwoFactor();
    const code = backupCodes[0]!;
    const first = cookiesOf((await login(user)).headers['set-cookie']);
    const done = await call('POST', '/api/auth/two-factor', first, { code });
    expect(done.statusCode, done.body).toBe(200);
    const again = cookiesOf((await login(user)).headers['set-cookie']);
    expectError(await call('POST', '/api/auth/two-factor', again, { code }), 401, /code is not right/);
    expect((await call('POST', '/api/auth/two-factor', again, { code: backupCodes[1]! })).statusCode).toBe(
      200,
    );
  });

  it('without a password step first, the code step has nothing to complete', async () => {
    expectError(await call('POST', '/api/auth/two-factor', null, { code: '123456' }), 401, /expired/);
    expectError(await call('POST', '/api/auth/two-factor', null, { code: '12' }), 400, undefined, {
      code: /6-digit code/,
    });
  });

  it('a session the browser still holds does not decide whose code is checked', async () => {
    const { user, secret } = await withTwoFactor();
    const other = await makeUser(t.deps, 'customer');
    const otherCookie = await signIn(t.app, other);
    const first = await call('POST', '/api/auth/login', otherCookie, {
      email: user.email,
      password: PASSWORD,
    });
    expect(first.json()).toEqual({ twoFactorRequired: true });
    // The earlier session was ended by the right password.
    expectError(await call('GET', '/api/users/me', otherCookie), 401);
    const done = await call(
      'POST',
      '/api/auth/two-factor',
      `${otherCookie}; ${cookiesOf(first.headers['set-cookie'])}`,
      {
        code: totp(secret),
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(user.id);
  });

  it('wrong codes are rate limited like passwords (per address, 429)', async () => {
    const { user } = await withTwoFactor();
    const ip = nextIp();
    let last = 0;
    for (let i = 0; i < 12; i++) {
      const pending = cookiesOf((await login(user, ip)).headers['set-cookie']);
      last = (await call('POST', '/api/auth/two-factor', pending, { code: '000000' }, ip)).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it('turns off with the password, and says so by e-mail; administrators may not', async () => {
    const { user, cookie } = await withTwoFactor();
    expectError(
      await call('POST', '/api/auth/two-factor/disable', cookie, { password: 'wrong-password' }),
      400,
      'Incorrect password',
    );
    const off = await call('POST', '/api/auth/two-factor/disable', cookie, { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ twoFactorEnabled: false });
    expect((await login(user)).json().user.id).toBe(user.id);
    expect(await mailTo(user.email)).toContainEqual(
      expect.objectContaining({ subject: 'Two-factor sign-in is off' }),
    );
    const now = cookiesOf(off.headers['set-cookie']);
    expectError(
      await call('POST', '/api/auth/two-factor/disable', now, { password: PASSWORD }),
      409,
      'Two-factor sign-in is not on',
    );
    expectError(
      await call('POST', '/api/auth/two-factor/disable', adminCookie, { password: PASSWORD }),
      403,
      'Administrators must keep two-factor sign-in on',
    );
    expectError(await call('POST', '/api/auth/two-factor/disable', null, { password: PASSWORD }), 401);
  });

  it('administrators without it get 403 naming two-factor from the admin API until they set it up', async () => {
    const fresh = await makeUser(t.deps, 'admin', { twoFactor: false });
    const cookie = await signIn(t.app, fresh);
    for (const url of ['/api/admin/analytics', '/api/admin/users', '/api/admin/pending-listings'])
      expectError(await call('GET', url, cookie), 403, ADMIN_TWO_FACTOR_MESSAGE);
    expect(ADMIN_TWO_FACTOR_MESSAGE).toMatch(/two-factor/);
    // Their own account works meanwhile (the panel uses it to lead them through the set-up).
    expect((await call('GET', '/api/users/me', cookie)).json()).toMatchObject({
      roleId: 3,
      twoFactorEnabled: false,
    });
    const setup = await call('POST', '/api/auth/two-factor/enable', cookie, { password: PASSWORD });
    const code = totp(secretOf(setup.json().totpURI));
    const done = await call('POST', '/api/auth/two-factor/verify', cookie, { code });
    const now = cookiesOf(done.headers['set-cookie']);
    expect((await call('GET', '/api/admin/analytics', now)).statusCode).toBe(200);
  });
});

describe('suspension', () => {
  it('suspends: audited, e-mailed, sessions ended, sign-in refused with the reason, listings hidden', async () => {
    const seller = await makeUser(t.deps, 'seller', { firstName: 'Susan', lastName: 'Pendleton' });
    const sellerCookie = await signIn(t.app, seller);
    const listing = await makeListing(t.deps.db, seller.id, { make: 'Bugatti', model: 'Chiron' });
    // Warm the public caches first: the suspension must drop them.
    const before = await call('GET', '/api/listings?make=Bugatti', null);
    expect(before.json().map((l: { id: number }) => l.id)).toContain(listing.id);
    expect((await call('GET', `/api/listings/${listing.id}`, null)).statusCode).toBe(200);
    const facetsBefore = (await call('GET', '/api/listings/facets', null)).json();

    const reason = 'Listing cars you do not own';
    expectError(await call('POST', `/api/admin/users/${seller.id}/suspend`, sellerCookie, { reason }), 403);
    expectError(
      await call('POST', `/api/admin/users/${seller.id}/suspend`, adminCookie, {}),
      400,
      undefined,
      {
        reason: 'Please give a reason',
      },
    );
    const res = await call('POST', `/api/admin/users/${seller.id}/suspend`, adminCookie, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expectError(await call('GET', '/api/users/me', sellerCookie), 401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, seller.id))).toEqual([]);
    const refused = expectError(await login(seller), 403);
    expect(refused.message).toContain(reason);
    expect(refused.message).toMatch(/suspended/);

    const after = await call('GET', '/api/listings?make=Bugatti', null);
    expect(after.json().map((l: { id: number }) => l.id)).not.toContain(listing.id);
    expectError(await call('GET', `/api/listings/${listing.id}`, null), 404);
    const facetsAfter = (await call('GET', '/api/listings/facets', null)).json();
    expect(JSON.stringify(facetsAfter)).not.toEqual(JSON.stringify(facetsBefore));
    expect((await call('GET', `/api/listings/${listing.id}`, adminCookie)).statusCode).toBe(200);
    expect((await call('GET', '/sitemap.xml', null)).body).not.toContain(`/listing/${listing.id}<`);
    // Nobody can start a conversation about a hidden listing.
    const buyer = await signIn(t.app, await makeUser(t.deps, 'customer'));
    expectError(
      await call('POST', '/api/inquiries', buyer, { listingId: listing.id, message: 'Still for sale?' }),
      404,
    );

    const [log] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'suspend_user'), eq(adminLogs.targetId, seller.id)));
    expect(log).toMatchObject({ adminId: admin.id, targetType: 'user' });
    expect(log!.details).toMatchObject({ reason });
    const mail = await mailTo(seller.email);
    expect(mail).toContainEqual(expect.objectContaining({ subject: 'Your account is suspended' }));
    expect(mail.find((m) => m.subject === 'Your account is suspended')!.body).toContain(reason);

    expectError(
      await call('POST', `/api/admin/users/${seller.id}/suspend`, adminCookie, { reason }),
      409,
      'This account is already suspended',
    );

    // Lifting it: sign-in works again and the listing is back as it was.
    expectError(await call('POST', `/api/admin/users/${seller.id}/unsuspend`, buyer), 403);
    const lifted = await call('POST', `/api/admin/users/${seller.id}/unsuspend`, adminCookie);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await login(seller)).statusCode).toBe(200);
    expect((await call('GET', `/api/listings/${listing.id}`, null)).json().status).toBe('active');
    expect(JSON.stringify((await call('GET', '/api/listings/facets', null)).json())).toEqual(
      JSON.stringify(facetsBefore),
    );
    expect(await mailTo(seller.email)).toContainEqual(
      expect.objectContaining({ subject: 'Your account is active again' }),
    );
    expect(
      await t.deps.db
        .select()
        .from(adminLogs)
        .where(and(eq(adminLogs.action, 'unsuspend_user'), eq(adminLogs.targetId, seller.id))),
    ).toHaveLength(1);
    expectError(
      await call('POST', `/api/admin/users/${seller.id}/unsuspend`, adminCookie),
      409,
      'This account is not suspended',
    );
  });

  it('refuses to suspend an administrator, oneself, or nobody', async () => {
    const other = await makeUser(t.deps, 'admin');
    const reason = 'Testing refusals';
    expectError(
      await call('POST', `/api/admin/users/${other.id}/suspend`, adminCookie, { reason }),
      403,
      'Administrators cannot be suspended',
    );
    expectError(
      await call('POST', `/api/admin/users/${admin.id}/suspend`, adminCookie, { reason }),
      403,
      'You cannot suspend your own account',
    );
    expectError(
      await call('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', adminCookie, {
        reason,
      }),
      404,
    );
    expectError(await call('POST', '/api/admin/users/nope/suspend', adminCookie, { reason }), 400);
  });

  it('the Users tab finds accounts by name, e-mail or username, 20 a page', async () => {
    const zed = await makeUser(t.deps, 'customer', { firstName: 'Zebedee', lastName: 'Quartermaine' });
    const found = await call('GET', '/api/admin/users?q=zebedee%20quarter', adminCookie);
    expect(found.statusCode, found.body).toBe(200);
    const byName = found.json();
    expect(byName.items.map((u: { id: string }) => u.id)).toEqual([zed.id]);
    const byMail = (
      await call('GET', `/api/admin/users?q=${encodeURIComponent(zed.email)}`, adminCookie)
    ).json();
    expect(byMail.items[0]).toMatchObject({ id: zed.id, suspendedAt: null, twoFactorEnabled: false });
    const [row] = await t.deps.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, zed.id));
    const byUsername = (await call('GET', `/api/admin/users?q=${row!.username}`, adminCookie)).json();
    expect(byUsername.total).toBe(1);
    expect((await call('GET', '/api/admin/users?q=%25', adminCookie)).json().total).toBe(0);

    for (let i = 0; i < 21; i++) await makeUser(t.deps, 'customer', { firstName: 'Pagey' });
    const page1 = (await call('GET', '/api/admin/users?q=pagey', adminCookie)).json();
    expect(page1).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    const page2 = (await call('GET', '/api/admin/users?q=pagey&page=2', adminCookie)).json();
    expect(page2.items).toHaveLength(1);
    expectError(await call('GET', '/api/admin/users?page=0', adminCookie), 400);
  });
});

/** A seller with a photo on a listing, an identity document and application, a payment and messages. */
async function busySeller() {
  const seller = await makeUser(t.deps, 'seller', { firstName: 'Leaving', lastName: 'Seller' });
  const cookie = await signIn(t.app, seller);
  const quiet = await makeListing(t.deps.db, seller.id, { make: 'Lancia', model: 'Stratos' });
  const discussed = await makeListing(t.deps.db, seller.id, { make: 'Lancia', model: 'Delta' });
  const body = multipart([
    { field: 'photos', filename: 'car.png', contentType: 'image/png', data: await png(64, 40) },
  ]);
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/listings/${quiet.id}/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie: adminCookie },
  });
  const photoUrl = photo.json().imageUrls[0] as string;
  const doc = multipart([
    {
      field: 'document',
      filename: 'id.pdf',
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n%%EOF\n'),
    },
  ]);
  const reference = (
    await t.app.inject({
      method: 'POST',
      url: '/api/kyc/documents',
      payload: doc.payload,
      headers: { ...doc.headers, cookie },
    })
  ).json().reference as string;
  await t.deps.db.insert(kycApplications).values({
    userId: seller.id,
    applicationType: 'individual',
    fullName: 'Leaving Seller',
    idDocumentUrl: reference,
  });
  await t.deps.db.insert(listingPayments).values({
    userId: seller.id,
    listingId: quiet.id,
    amount: 99,
    paymentProvider: 'sandbox',
    status: 'completed',
  });
  const buyer = await makeUser(t.deps, 'customer', { firstName: 'Bea', lastName: 'Buyer' });
  const buyerCookie = await signIn(t.app, buyer);
  await call('POST', '/api/inquiries', buyerCookie, {
    listingId: discussed.id,
    message: 'Is the Delta still available?',
  });
  await call('POST', '/api/inquiries', cookie, {
    listingId: discussed.id,
    buyerId: buyer.id,
    message: 'Yes it is, come and see it.',
  });
  await t.deps.db.insert(ratings).values({ sellerId: seller.id, buyerId: buyer.id, rating: 4 });
  return { seller, cookie, quiet, discussed, photoUrl, reference, buyer, buyerCookie };
}

describe('leaving: export', () => {
  it("returns all the account's personal data, without document contents or credentials", async () => {
    const s = await busySeller();
    expectError(await call('GET', '/api/users/me/export', null), 401);
    const res = await call('GET', '/api/users/me/export', s.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: s.seller.id, email: s.seller.email });
    expect(data.listings.map((l: { id: number }) => l.id).sort()).toEqual(
      [s.quiet.id, s.discussed.id].sort(),
    );
    expect(data.messages).toEqual([
      expect.objectContaining({
        direction: 'received',
        with: 'Bea Buyer',
        message: 'Is the Delta still available?',
      }),
      expect.objectContaining({
        direction: 'sent',
        with: 'Bea Buyer',
        message: 'Yes it is, come and see it.',
      }),
    ]);
    expect(data.ratingsReceived).toEqual([expect.objectContaining({ rating: 4 })]);
    expect(data.ratingsReceived[0].buyerId).toBeUndefined();
    expect(data.applications).toEqual([
      expect.objectContaining({ fullName: 'Leaving Seller', documents: ['identity document'] }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ amount: 99, status: 'completed' })]);
    expect(res.body).not.toContain(s.reference);
    expect(res.body).not.toMatch(/\$argon2/);
    expect(res.body).not.toContain(s.buyer.email);

    const buyerData = (await call('GET', '/api/users/me/export', s.buyerCookie)).json();
    expect(buyerData.ratingsGiven).toEqual([expect.objectContaining({ sellerId: s.seller.id, rating: 4 })]);
    expect(buyerData.listings).toEqual([]);
  });
});

describe('leaving: deleting the account', () => {
  it('needs the password', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, user);
    expectError(await call('DELETE', '/api/users/me', null, { password: PASSWORD }), 401);
    expectError(
      await call('DELETE', '/api/users/me', cookie, { password: 'wrong-password' }),
      400,
      'Incorrect password',
      {
        password: 'Incorrect password',
      },
    );
    expectError(await call('DELETE', '/api/users/me', cookie, {}), 400, undefined, {
      password: 'Enter your password',
    });
    expect((await call('GET', '/api/users/me', cookie)).statusCode).toBe(200);
  });

  it('removes the account, its listings, photos and documents; keeps messages and ratings anonymised', async () => {
    const s = await busySeller();
    const photoFile = path.join(t.dataDir, 'uploads', s.photoUrl.replace(/^\/uploads\//, ''));
    const docFile = path.join(t.dataDir, 'uploads/kyc_documents', s.reference.replace(/^kyc:/, ''));
    expect(existsSync(photoFile)).toBe(true);
    expect(existsSync(docFile)).toBe(true);
    const publicIds = async () =>
      ((await call('GET', `/api/listings?sellerId=${s.seller.id}`, null)).json() as { id: number }[]).map(
        (l) => l.id,
      );
    expect(await publicIds()).toHaveLength(2);

    const res = await call('DELETE', '/api/users/me', s.cookie, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=; Max-Age=0/);

    expectError(await call('GET', '/api/users/me', s.cookie), 401);
    expectError(await login(s.seller), 401, 'Invalid credentials');
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, s.seller.id))).toEqual([]);
    expect(await publicIds()).toEqual([]);
    expect(await t.deps.db.select().from(listings).where(eq(listings.id, s.quiet.id))).toEqual([]);
    expect(existsSync(photoFile)).toBe(false);
    expect(existsSync(docFile)).toBe(false);
    expect(
      await t.deps.db.select().from(kycApplications).where(eq(kycApplications.userId, s.seller.id)),
    ).toEqual([]);
    const [tombstone] = await t.deps.db.select().from(users).where(eq(users.id, s.seller.id));
    expect(tombstone).toMatchObject({ firstName: 'Deleted', lastName: 'user', username: null, city: null });
    expect(tombstone!.email).not.toContain('leaving');

    // The buyer keeps the conversation, with the seller shown as Deleted user.
    const inbox = (await call('GET', `/api/inquiries/buyer/${s.buyer.id}`, s.buyerCookie)).json();
    expect(inbox).toHaveLength(2);
    expect(inbox[0].seller).toMatchObject({ firstName: 'Deleted', lastName: 'user' });
    expect(inbox[0].listing).toMatchObject({ make: 'Lancia', model: 'Delta', imageUrls: [] });
    expect((await call('GET', `/api/listings/${s.discussed.id}`, null)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.senderId, s.seller.id))).toHaveLength(
      1,
    );
    expect(await t.deps.db.select().from(ratings).where(eq(ratings.sellerId, s.seller.id))).toHaveLength(1);

    expect(await mailTo(s.seller.email)).toContainEqual(
      expect.objectContaining({ subject: 'Your account has been deleted' }),
    );
    // A deleted account is no longer found by administrators.
    expect(
      (await call('GET', `/api/admin/users?q=${encodeURIComponent(s.seller.email)}`, adminCookie)).json()
        .total,
    ).toBe(0);
  });

  it('a deleted buyer’s messages and ratings stay with the seller, anonymised', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const listing = await makeListing(t.deps.db, seller.id);
    const buyer = await makeUser(t.deps, 'customer', { firstName: 'Gone', lastName: 'Soon' });
    const buyerCookie = await signIn(t.app, buyer);
    await call('POST', '/api/inquiries', buyerCookie, {
      listingId: listing.id,
      message: 'Interested in this car',
    });
    await t.deps.db
      .insert(ratings)
      .values({ sellerId: seller.id, buyerId: buyer.id, rating: 5, listingId: listing.id });
    expect((await call('DELETE', '/api/users/me', buyerCookie, { password: PASSWORD })).statusCode).toBe(204);
    const sellerCookie = await signIn(t.app, seller);
    const inbox = (await call('GET', `/api/inquiries/seller/${seller.id}`, sellerCookie)).json();
    expect(inbox).toEqual([
      expect.objectContaining({
        message: 'Interested in this car',
        buyer: expect.objectContaining({ firstName: 'Deleted', lastName: 'user' }),
      }),
    ]);
    const summary = (await call('GET', `/api/ratings/seller/${seller.id}`, null)).json();
    expect(JSON.stringify(summary)).not.toContain('Gone');
    expect(await t.deps.db.select().from(ratings).where(eq(ratings.sellerId, seller.id))).toHaveLength(1);
  });
});

describe('the last administrator', () => {
  it('cannot delete their account; another administrator can once one remains', async () => {
    const own = await createTestApp();
    try {
      const first = await makeUser(own.deps, 'admin');
      const firstCookie = await signIn(own.app, first);
      const del = (cookie: string) =>
        own.app.inject({
          method: 'DELETE',
          url: '/api/users/me',
          headers: { cookie },
          payload: { password: PASSWORD },
        });
      expectError(await del(firstCookie), 409, 'The last administrator cannot be deleted');
      const second = await makeUser(own.deps, 'admin');
      expect((await del(firstCookie)).statusCode).toBe(204);
      expectError(await del(await signIn(own.app, second)), 409, 'The last administrator cannot be deleted');
    } finally {
      await own.close();
    }
  });
});
