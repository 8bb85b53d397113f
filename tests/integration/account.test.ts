import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, sessions, users, verifications } from '../../src/server/db/schema/index.ts';
import { emailNotVerifiedMessage } from '../../src/shared/domain/email-verification.ts';
import {
  CURRENT_SESSION_REVOKE,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_IN_USE,
  EMAIL_LINK_INVALID,
  FORGOT_PASSWORD_MESSAGE,
  RESET_LINK_INVALID,
  SAME_EMAIL,
  SESSION_NOT_FOUND,
  WRONG_CURRENT_PASSWORD,
} from '../../src/shared/schemas/account.ts';
import { BREACHED_PASSWORD_MESSAGE } from '../../src/shared/schemas/auth.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, PASSWORD, sessionCookie, type TestUser } from '../factories/users.ts';
import { settledWithin } from '../fixtures/settled.ts';
import { openSse } from '../fixtures/sse.ts';
import { expectError, testAppWithActors } from '../setup/actors.ts';
import { createTestApp } from '../setup/test-app.ts';

const { t, as } = testAppWithActors();
let base: string;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

/** The e-mails queued for `to`, newest first. */
const mailsTo = (to: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id));

/** The token of the first link to `page` in `body`. */
function tokenIn(body: string, page: string): string {
  const match = body.match(new RegExp(`http://localhost:3000${page}\\?token=([^\\s]+)`));
  if (!match) throw new Error(`no ${page} link in ${body}`);
  return decodeURIComponent(match[1]!);
}

async function signInAs(user: { email: string; password: string }, userAgent = CHROME_MAC) {
  const res = await post('/api/auth/login', { email: user.email, password: user.password }, undefined, {
    'user-agent': userAgent,
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

let seq = 0;
async function registerCustomer(userAgent = CHROME_MAC) {
  seq += 1;
  const email = `new-${seq}-${Date.now()}@example.test`;
  const res = await post(
    '/api/auth/register',
    {
      email,
      password: PASSWORD,
      userData: {
        firstName: 'Nora',
        lastName: 'New',
        username: `nora_${seq}_${Date.now()}`,
        country: 'Italy',
        city: 'Turin',
        age: 30,
      },
    },
    undefined,
    { 'user-agent': userAgent },
  );
  expect(res.statusCode, res.body).toBe(201);
  return {
    email,
    password: PASSWORD,
    cookie: sessionCookie(res.headers['set-cookie']),
    id: res.json().user.id,
  };
}

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails a one-hour link only to the known one', async () => {
    const user = await makeUser(t.deps, 'customer');
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo('nobody-here@example.test')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.body).toContain('one hour');
    const token = tokenIn(mail!.body, '/reset-password');
    const [row] = await t.deps.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('sets the new password once, signs out every session and refuses the used link', async () => {
    const user = await makeUser(t.deps, 'customer');
    const first = await signInAs(user);
    const second = await signInAs(user, FIREFOX_WINDOWS);
    const stream = await openSse(`${base}/api/events`, first);
    try {
      await stream.next('ready');
      await post('/api/auth/forgot-password', { email: user.email });
      const token = tokenIn((await mailsTo(user.email))[0]!.body, '/reset-password');
      const done = await post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' });
      expect(done.statusCode, done.body).toBe(200);
      expect((await get('/api/users/me', first)).statusCode).toBe(401);
      expect((await get('/api/users/me', second)).statusCode).toBe(401);
      await expect(stream.ended).resolves.toBeUndefined();
      expectError(
        await post('/api/auth/reset-password', { token, password: 'another-new-secret' }),
        400,
        RESET_LINK_INVALID,
      );
      expectError(await post('/api/auth/login', { email: user.email, password: PASSWORD }), 401);
      await signInAs({ email: user.email, password: 'a-brand-new-secret' });
    } finally {
      stream.close();
    }
  });

  it('refuses a made-up token, an expired one, and a password the sign-up would refuse', async () => {
    expectError(
      await post('/api/auth/reset-password', { token: 'made-up', password: 'long-enough-1' }),
      400,
      RESET_LINK_INVALID,
    );
    const user = await makeUser(t.deps, 'customer');
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenIn((await mailsTo(user.email))[0]!.body, '/reset-password');
    expectError(
      await post('/api/auth/reset-password', { token, password: 'password' }),
      400,
      BREACHED_PASSWORD_MESSAGE,
      {
        password: BREACHED_PASSWORD_MESSAGE,
      },
    );
    expectError(await post('/api/auth/reset-password', { token, password: '12' }), 400, undefined, {
      password: /at least/,
    });
    expectError(await post('/api/auth/reset-password', { token, password: '        ' }), 400, undefined, {
      password: 'Password cannot be only spaces',
    });
    await t.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expectError(
      await post('/api/auth/reset-password', { token, password: 'long-enough-1' }),
      400,
      RESET_LINK_INVALID,
    );
  });

  it('limits requests per e-mail address and per network address', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...t.deps.rateLimits,
        passwordResetsPerEmail: { max: 2, windowMs: 60_000 },
        passwordResetsPerAddress: { max: 3, windowMs: 60_000 },
      },
    });
    try {
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect((await ask('a@example.test')).statusCode).toBe(200);
      expect((await ask('a@example.test')).statusCode).toBe(200);
      expectError(await ask('a@example.test'), 429);
      expect((await ask('b@example.test')).statusCode).toBe(200);
      expectError(await ask('c@example.test'), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('e-mail verification', () => {
  it('sends a link at sign-up; until it is opened listing, identity, dealer applications and fees are refused, messaging is not', async () => {
    const u = await registerCustomer();
    const me = await get('/api/users/me', u.cookie);
    expect(me.json().emailVerified).toBe(false);
    const [mail] = await mailsTo(u.email);
    expect(mail!.subject).toBe('Confirm your e-mail address');
    const token = tokenIn(mail!.body, '/verify-email');

    expectError(
      await post(
        '/api/listings',
        { make: 'Porsche', model: '911', year: 2020, price: 90000, location: 'Turin', region: 'Europe' },
        u.cookie,
      ),
      403,
      emailNotVerifiedMessage('createListing'),
    );
    const identity = {
      applicationType: 'individual',
      fullName: 'Nora New',
      email: u.email,
      country: 'Italy',
      idDocumentUrl: 'kyc:someone/id.pdf',
    };
    expectError(
      await post('/api/kyc/applications', identity, u.cookie),
      403,
      emailNotVerifiedMessage('submitIdentity'),
    );
    const dealer = {
      ...identity,
      applicationType: 'dealer',
      phone: '+39 011 000000',
      dealershipName: 'Nora Motors',
      businessLicenseUrl: 'kyc:someone/licence.pdf',
    };
    expectError(
      await post('/api/kyc/applications', dealer, u.cookie),
      403,
      emailNotVerifiedMessage('applyAsDealer'),
    );
    const seller = await makeUser(t.deps, 'seller');
    const listing = await makeListing(t.deps.db, seller.id);
    const fee = await makeListing(t.deps.db, u.id, { status: 'pending', verified: false, feeRequired: true });
    expectError(
      await post('/api/payments/listing', { listingId: fee.id }, u.cookie),
      403,
      emailNotVerifiedMessage('payFee'),
    );
    const message = await post(
      '/api/inquiries',
      { listingId: listing.id, message: 'Is it still available?' },
      u.cookie,
    );
    expect(message.statusCode, message.body).toBe(201);

    const ok = await post('/api/auth/verify-email', { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/api/users/me', u.cookie)).json().emailVerified).toBe(true);
    const paid = await post('/api/payments/listing', { listingId: fee.id }, u.cookie);
    expect(paid.statusCode, paid.body).toBe(201);
    // Opening the link again is harmless.
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('refuses a forged or tampered link', async () => {
    expectError(await post('/api/auth/verify-email', { token: 'not-a-token' }), 400, EMAIL_LINK_INVALID);
    const u = await registerCustomer();
    const token = tokenIn((await mailsTo(u.email))[0]!.body, '/verify-email');
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), email: 'admin@example.test' }),
    ).toString('base64url');
    expectError(
      await post('/api/auth/verify-email', { token: `${h}.${forged}.${s}` }),
      400,
      EMAIL_LINK_INVALID,
    );
    expectError(await post('/api/auth/verify-email', {}), 400);
  });

  it('resends a link to a signed-in unconfirmed account, a few times an hour, and not to a confirmed one', async () => {
    expectError(await post('/api/auth/resend-verification', {}), 401);
    const confirmed = await makeUser(t.deps, 'customer');
    expectError(
      await post('/api/auth/resend-verification', {}, (await as.user(confirmed)).cookie),
      409,
      EMAIL_ALREADY_VERIFIED,
    );
    const u = await registerCustomer();
    for (let i = 0; i < t.deps.rateLimits.emailLinksPerAccount.max; i++) {
      expect((await post('/api/auth/resend-verification', {}, u.cookie)).statusCode).toBe(200);
    }
    expectError(await post('/api/auth/resend-verification', {}, u.cookie), 429);
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1 + t.deps.rateLimits.emailLinksPerAccount.max);
    // Every link sent works.
    expect(
      (await post('/api/auth/verify-email', { token: tokenIn(mails[0]!.body, '/verify-email') })).statusCode,
    ).toBe(200);
  });
});

describe('profile', () => {
  it('changes the fields sent by the sign-up rules, and refuses a username someone else has', async () => {
    const user = await makeUser(t.deps, 'customer');
    const other = await makeUser(t.deps, 'customer');
    const cookie = (await as.user(user)).cookie;
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/me', payload, headers: { cookie } });
    const res = await patch({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      username: 'ada_l',
      country: 'UK',
      city: 'London',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_l',
      country: 'UK',
      city: 'London',
    });
    const [row] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Ada Lovelace');
    expect((await patch({ city: 'Paris' })).json()).toMatchObject({ city: 'Paris', firstName: 'Ada' });
    const [theirs] = await t.deps.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, other.id));
    expectError(
      await patch({ username: theirs!.username!.toUpperCase() }),
      409,
      'This username is already taken',
      {
        username: 'This username is already taken',
      },
    );
    expect((await patch({ username: 'ADA_L' })).statusCode).toBe(200);
    expectError(await patch({ username: 'ab' }), 400, undefined, {
      username: 'Username must be at least 3 characters',
    });
    expectError(await patch({ firstName: '  ' }), 400, undefined, { firstName: 'First name is required' });
    expectError(await patch({}), 400);
    expectError(await patch({ roleId: 3, email: 'x@example.test' } as object), 400);
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/users/me', payload: { city: 'X' } }), 401);
  });
});

describe('change of password', () => {
  it('needs the current password, signs out the other sessions and keeps this browser signed in', async () => {
    const user = await makeUser(t.deps, 'customer');
    const here = await signInAs(user);
    const elsewhere = await signInAs(user, FIREFOX_WINDOWS);
    const stream = await openSse(`${base}/api/events`, elsewhere);
    try {
      await stream.next('ready');
      expectError(
        await post(
          '/api/auth/change-password',
          { currentPassword: 'wrong-one', newPassword: 'new-secret-here' },
          here,
        ),
        400,
        WRONG_CURRENT_PASSWORD,
        { currentPassword: WRONG_CURRENT_PASSWORD },
      );
      expectError(
        await post(
          '/api/auth/change-password',
          { currentPassword: PASSWORD, newPassword: 'password1' },
          here,
        ),
        400,
        BREACHED_PASSWORD_MESSAGE,
      );
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'new-secret-here' },
        here,
      );
      expect(res.statusCode, res.body).toBe(200);
      const fresh = sessionCookie(res.headers['set-cookie']);
      expect((await get('/api/users/me', fresh)).statusCode).toBe(200);
      expect((await get('/api/users/me', elsewhere)).statusCode).toBe(401);
      await expect(stream.ended).resolves.toBeUndefined();
      await signInAs({ email: user.email, password: 'new-secret-here' });
      expectError(
        await post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'new-secret-here' }),
        401,
      );
    } finally {
      stream.close();
    }
  });

  it('counts wrong current passwords as failed sign-ins of the account', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = (await as.user(user)).cookie;
    const max = t.deps.rateLimits.loginFailuresPerAccount.max;
    for (let i = 0; i < max; i++) {
      expect(
        (
          await post(
            '/api/auth/change-password',
            { currentPassword: `guess-${i}`, newPassword: 'new-secret-here' },
            cookie,
          )
        ).statusCode,
      ).toBe(400);
    }
    expectError(
      await post(
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword: 'new-secret-here' },
        cookie,
      ),
      429,
    );
  });
});

describe('change of e-mail address', () => {
  it('tells the old address, changes once the new one confirms, and refuses the link a second time', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = (await as.user(user)).cookie;
    const newEmail = `moved-${Date.now()}@example.test`;
    const res = await post('/api/auth/change-email', { newEmail: newEmail.toUpperCase() }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await mailsTo(user.email);
    expect(notice!.subject).toBe('A change of e-mail address was requested');
    expect(notice!.body).toContain(newEmail);
    expect(notice!.body).toContain('http://localhost:3000/forgot-password');
    const [confirm] = await mailsTo(newEmail);
    expect(confirm!.subject).toBe('Confirm your new e-mail address');
    expect((await get('/api/users/me', cookie)).json().email).toBe(user.email);
    const token = tokenIn(confirm!.body, '/verify-email');
    const ok = await post('/api/auth/verify-email', { token }, cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    const me = (await get('/api/users/me', cookie)).json();
    expect(me).toMatchObject({ email: newEmail, emailVerified: true });
    expectError(await post('/api/auth/verify-email', { token }), 400, EMAIL_LINK_INVALID);
    await signInAs({ email: newEmail, password: PASSWORD });
  });

  it('refuses its own address and one another account uses, and a link whose address was taken meanwhile', async () => {
    const user = await makeUser(t.deps, 'customer');
    const other = await makeUser(t.deps, 'customer');
    const cookie = (await as.user(user)).cookie;
    expectError(await post('/api/auth/change-email', { newEmail: user.email }, cookie), 400, SAME_EMAIL);
    expectError(await post('/api/auth/change-email', { newEmail: other.email }, cookie), 409, EMAIL_IN_USE);
    expectError(
      await post('/api/auth/change-email', { newEmail: 'not-an-address' }, cookie),
      400,
      undefined,
      {
        newEmail: 'Invalid email address',
      },
    );
    expectError(await post('/api/auth/change-email', { newEmail: 'x@example.test' }), 401);
    const wanted = `wanted-${Date.now()}@example.test`;
    expect((await post('/api/auth/change-email', { newEmail: wanted }, cookie)).statusCode).toBe(200);
    const token = tokenIn((await mailsTo(wanted))[0]!.body, '/verify-email');
    await registerCustomerWith(wanted);
    expectError(await post('/api/auth/verify-email', { token }), 409, EMAIL_IN_USE);
    expect((await get('/api/users/me', cookie)).json().email).toBe(user.email);
  });

  it("refuses a change link opened in another account's browser", async () => {
    const user = await makeUser(t.deps, 'customer');
    const stranger = await makeUser(t.deps, 'customer');
    const wanted = `mine-${Date.now()}@example.test`;
    await post('/api/auth/change-email', { newEmail: wanted }, (await as.user(user)).cookie);
    const token = tokenIn((await mailsTo(wanted))[0]!.body, '/verify-email');
    expectError(
      await post('/api/auth/verify-email', { token }, (await as.user(stranger)).cookie),
      400,
      EMAIL_LINK_INVALID,
    );
  });
});

async function registerCustomerWith(email: string) {
  seq += 1;
  const res = await post('/api/auth/register', {
    email,
    password: PASSWORD,
    userData: {
      firstName: 'Sam',
      lastName: 'Same',
      username: `sam_${seq}_${Date.now()}`,
      country: 'Spain',
      city: 'Madrid',
      age: 40,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('sessions', () => {
  it('lists the account’s sessions with their device, this one marked', async () => {
    const user = await makeUser(t.deps, 'customer');
    const mac = await signInAs(user, CHROME_MAC);
    await signInAs(user, SAFARI_IPHONE);
    const res = await get('/api/auth/sessions', mac);
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: string;
      current: boolean;
      device: string;
      createdAt: string;
      lastSeenAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.device).toBe('Chrome on macOS');
    expect(list.find((s) => !s.current)?.device).toBe('Safari on iPhone');
    expect(list.every((s) => Date.parse(s.createdAt) > 0 && Date.parse(s.lastSeenAt) > 0)).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    expectError(await get('/api/auth/sessions'), 401);
  });

  it('revokes one other session (its next request is 401, its stream ends); another user’s is 404', async () => {
    const user = await makeUser(t.deps, 'customer');
    const stranger = await makeUser(t.deps, 'customer');
    const here = await signInAs(user);
    const there = await signInAs(user, FIREFOX_WINDOWS);
    const theirs = await signInAs(stranger);
    const stream = await openSse(`${base}/api/events`, there);
    const untouched = await openSse(`${base}/api/events`, here);
    try {
      await Promise.all([stream.next('ready'), untouched.next('ready')]);
      const list = (await get('/api/auth/sessions', here)).json() as { id: string; current: boolean }[];
      const current = list.find((s) => s.current)!;
      const other = list.find((s) => !s.current)!;
      const [strangers] = await t.deps.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, stranger.id));
      expectError(await del(`/api/auth/sessions/${strangers!.id}`, here), 404, SESSION_NOT_FOUND);
      expect((await get('/api/users/me', theirs)).statusCode).toBe(200);
      expectError(await del('/api/auth/sessions/no-such-session', here), 404, SESSION_NOT_FOUND);
      expectError(await del(`/api/auth/sessions/${current.id}`, here), 400, CURRENT_SESSION_REVOKE);
      const res = await del(`/api/auth/sessions/${other.id}`, here);
      expect(res.statusCode, res.body).toBe(204);
      expect((await get('/api/users/me', there)).statusCode).toBe(401);
      await expect(stream.ended).resolves.toBeUndefined();
      expect((await get('/api/users/me', here)).statusCode).toBe(200);
      // The other session's stream stays open.
      expect(await settledWithin(untouched.ended, 300)).toBe(false);
    } finally {
      stream.close();
      untouched.close();
    }
  });

  it('revokes every other session at once', async () => {
    const user = await makeUser(t.deps, 'customer');
    const here = await signInAs(user);
    const a = await signInAs(user, FIREFOX_WINDOWS);
    const b = await signInAs(user, SAFARI_IPHONE);
    const stream = await openSse(`${base}/api/events`, b);
    try {
      await stream.next('ready');
      const res = await del('/api/auth/sessions', here);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ revoked: 2 });
      expect((await get('/api/users/me', a)).statusCode).toBe(401);
      expect((await get('/api/users/me', b)).statusCode).toBe(401);
      expect((await get('/api/users/me', here)).statusCode).toBe(200);
      await expect(stream.ended).resolves.toBeUndefined();
      expect((await get('/api/auth/sessions', here)).json()).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});

describe('sign-in notices', () => {
  it('mails the owner when a new device signs in, not for the first sign-in nor a known device', async () => {
    const u = await registerCustomer(CHROME_MAC);
    const noticesTo = async () =>
      (await mailsTo(u.email)).filter((m) => m.subject === 'A new sign-in to your account');
    await signInAs(u, CHROME_MAC);
    expect(await noticesTo()).toHaveLength(0);
    await signInAs(u, FIREFOX_WINDOWS);
    const [notice] = await noticesTo();
    expect(notice!.body).toMatch(
      /A new sign-in from Firefox on Windows, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/,
    );
    expect(notice!.body).toContain(
      "If this wasn't you, reset your password: http://localhost:3000/forgot-password",
    );
    await signInAs(u, FIREFOX_WINDOWS);
    expect(await noticesTo()).toHaveLength(1);
  });

  it('says nothing at the first sign-in of an account made for someone', async () => {
    const user: TestUser = await makeUser(t.deps, 'customer');
    await signInAs(user, SAFARI_IPHONE);
    expect(await mailsTo(user.email)).toHaveLength(0);
    await signInAs(user, CHROME_MAC);
    expect(
      await t.deps.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.toAddress, user.email),
            eq(outboxEmails.subject, 'A new sign-in to your account'),
          ),
        ),
    ).toHaveLength(1);
  });
});
