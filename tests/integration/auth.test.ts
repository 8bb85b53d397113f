import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, dealers, sessions, users } from '../../src/server/db/schema/index.ts';
import { PENDING_DEALER_MESSAGE } from '../../src/shared/domain/access.ts';
import { DEALER_CREATED_MESSAGE } from '../../src/shared/schemas/auth.ts';
import { makeUser, PASSWORD, sessionCookie, signIn } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
const validBody = (over: Record<string, unknown> = {}, userData: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    email: `new-user-${seq}-${Date.now()}@example.test`,
    password: 'secret-pass-1',
    userData: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: `ada_${seq}_${Date.now()}`,
      country: 'United Kingdom',
      city: 'London',
      age: 36,
      accountType: 'customer',
      ...userData,
    },
    ...over,
  };
};

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates a customer and signs them in at once', async () => {
    const body = validBody();
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      needsVerification: false,
      message: 'Welcome! Your customer account has been created',
    });
    expect(json.user).toMatchObject({
      email: body.email,
      firstName: 'Ada',
      roleId: 1,
      role_id: 1,
      verified: false,
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(body.email);
  });

  it('stores the password as an argon2id hash, never on the user row', async () => {
    const body = validBody();
    const res = await register(body);
    const id = res.json().user.id as string;
    const [acct] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, id));
    expect(acct?.password).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const res = await register(validBody());
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await createTestApp({ publicUrl: 'https://cars.example.com' });
    try {
      const u = await makeUser(secure.deps, 'customer');
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: PASSWORD },
      });
      const raw = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.includes('session_token='))!;
      expect(raw).toMatch(/;\s*Secure/i);
      expect(raw).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });

  it('marks the cookie Secure per request when a trusted proxy says the request came over https', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const u = await makeUser(proxied.deps, 'customer');
      const login = (headers: Record<string, string>) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers,
          payload: { email: u.email, password: PASSWORD },
        });
      const overHttps = (await login({ 'x-forwarded-proto': 'https' })).headers['set-cookie'];
      const overHttp = (await login({ 'x-forwarded-proto': 'http' })).headers['set-cookie'];
      const session = (raw: string | string[] | undefined) =>
        ([] as string[]).concat(raw ?? []).find((c) => c.includes('session_token='))!;
      expect(session(overHttps)).toMatch(/;\s*Secure/i);
      expect(session(overHttp)).not.toMatch(/;\s*Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('does not believe a forged X-Forwarded-Proto without a trusted proxy', async () => {
    const u = await makeUser(t.deps, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: u.email, password: PASSWORD },
    });
    const raw = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='))!;
    expect(raw).not.toMatch(/;\s*Secure/i);
  });

  it('registers a dealer with a dealers row (limit 5) and a session that reaches only their account and application', async () => {
    const body = validBody({}, { accountType: 'dealer' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      needsVerification: true,
      message: DEALER_CREATED_MESSAGE,
    });
    const cookie = sessionCookie(res.headers['set-cookie']);
    const [u] = await t.deps.db.select().from(users).where(eq(users.email, body.email));
    expect(u).toMatchObject({ roleId: 2, verified: false });
    const [d] = await t.deps.db.select().from(dealers).where(eq(dealers.id, u!.id));
    expect(d).toMatchObject({ listingLimit: 5, verified: false });

    const as = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { cookie }, ...(method === 'POST' ? { payload: {} } : {}) });
    expect((await as('GET', '/api/users/me')).json()).toMatchObject({ id: u!.id, verified: false });
    expect((await as('GET', '/api/kyc/applications/mine')).statusCode).toBe(200);
    expect((await as('GET', '/api/auth/sessions')).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/listings'],
      ['GET', '/api/inquiries/unread-count'],
      ['GET', '/api/watchlist'],
      ['GET', '/api/saved-searches'],
      ['GET', '/api/seller/analytics'],
    ] as const) {
      const refused = await as(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(PENDING_DEALER_MESSAGE);
    }

    // Signing in again works as well, to the same narrow session.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role_id: 2, verified: false });
  });

  it('answers 409 for an e-mail already registered, in any letter case', async () => {
    const body = validBody();
    expect((await register(body)).statusCode).toBe(201);
    const dup = await register(validBody({ email: body.email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An account with this email already exists');
  });

  it('answers 409 for a username already taken', async () => {
    const body = validBody();
    await register(body);
    const dup = await register(validBody({}, { username: body.userData.username.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual([
      { path: 'userData.username', message: 'This username is already taken' },
    ]);
  });

  it.each([
    ['email', { email: 'not-an-email' }, {}, 'email', 'Invalid email address'],
    ['password', { password: '12345' }, {}, 'password', 'Password must be at least 6 characters'],
    ['all-whitespace password', { password: '      ' }, {}, 'password', 'Password cannot be only spaces'],
    [
      'breached password',
      { password: '123456' },
      {},
      'password',
      'This password appears in lists of breached passwords; choose another',
    ],
    [
      'breached password in another case',
      { password: 'Password1' },
      {},
      'password',
      'This password appears in lists of breached passwords; choose another',
    ],
    ['firstName', {}, { firstName: '  ' }, 'userData.firstName', 'First name is required'],
    ['lastName', {}, { lastName: '' }, 'userData.lastName', 'Last name is required'],
    ['username', {}, { username: 'ab' }, 'userData.username', 'Username must be at least 3 characters'],
    ['country', {}, { country: '' }, 'userData.country', 'Country is required'],
    ['city', {}, { city: '' }, 'userData.city', 'City is required'],
    ['age too young', {}, { age: 17 }, 'userData.age', 'Must be at least 18 years old'],
    ['age too old', {}, { age: 121 }, 'userData.age', 'Invalid age'],
    ['age not a number', {}, { age: 'old' }, 'userData.age', 'Invalid age'],
    ['accountType', {}, { accountType: 'admin' }, 'userData.accountType', 'Please select an account type'],
  ])('refuses an invalid %s with the spec message', async (_name, over, userData, path, message) => {
    const res = await register(validBody(over, userData));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
  });

  it('defaults an empty age to 18 and the account type to customer', async () => {
    const body = validBody({}, { age: '' });
    delete (body.userData as Record<string, unknown>).accountType;
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ age: 18, roleId: 1 });
  });

  it('cannot be used to make an administrator or a verified seller', async () => {
    const res = await register(validBody({ roleId: 3, verified: true }, { roleId: 3, verified: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ roleId: 1, verified: false });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a fresh session cookie and answers the user', async () => {
    const u = await makeUser(t.deps, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, email: u.email, roleId: 1 });
    expect(res.json().user).not.toHaveProperty('password');
    const first = sessionCookie(res.headers['set-cookie']);
    const second = await signIn(t.app, u);
    expect(second).not.toBe(first);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const u = await makeUser(t.deps, 'customer');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('accepts the e-mail in any letter case', async () => {
    const u = await makeUser(t.deps, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('validates e-mail and password with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });

  it('replaces the session the browser held before (rotation)', async () => {
    const u = await makeUser(t.deps, 'customer');
    const old = await signIn(t.app, u);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: old },
      payload: { email: u.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie: old } });
    expect(stale.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout and GET /api/users/me', () => {
  it('answers the profile fields and never a hash', async () => {
    const u = await makeUser(t.deps, 'seller', { firstName: 'Grace', lastName: 'Hopper' });
    const cookie = await signIn(t.app, u);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      id: u.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: u.email,
      country: 'Germany',
      city: 'Munich',
      roleId: 1,
      role_id: 1,
      verified: true,
    });
    expect(Object.keys(me)).toEqual(expect.arrayContaining(['username']));
    expect(res.body).not.toMatch(/password|argon2|token/i);
  });

  it('answers 401 when signed out or with a forged cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('deletes the session server-side, so the old cookie stops working', async () => {
    const u = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, u);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const left = await t.deps.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(left).toHaveLength(0);
  });

  it('accepts the empty JSON body the spec sends', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('GET /api/auth/session', () => {
  it('answers a visitor, or a forged cookie, with 200 and no user (not a 401 the browser logs)', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=abc.def' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ user: null });
    }
  });

  it('answers the signed-in user as GET /api/users/me does, and no user once signed out', async () => {
    const u = await makeUser(t.deps, 'seller', { firstName: 'Katherine', lastName: 'Johnson' });
    const cookie = await signIn(t.app, u);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: me.json() });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });
});
