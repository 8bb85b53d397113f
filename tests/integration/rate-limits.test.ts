import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { makeUser, PASSWORD } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const login = (t: TestApp, email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-in limits with the production budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops guessing after 10 failed sign-ins for one account, even with the right password', async () => {
    const victim = await makeUser(t.deps, 'customer');
    for (let i = 0; i < 10; i++) expect((await login(t, victim.email, `guess-${i}-x`)).statusCode).toBe(401);
    const blocked = await login(t, victim.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is not affected.
    const other = await makeUser(t.deps, 'customer');
    expect((await login(t, other.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets dozens of users sign in from one address', async () => {
    const people = await Promise.all(Array.from({ length: 40 }, () => makeUser(t.deps, 'customer')));
    for (const p of people) expect((await login(t, p.email, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });
});

describe('per-address limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        ...defaultRateLimits,
        loginFailuresPerAddress: { max: 3, windowMs: 60_000 },
        signupsPerAddress: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('stops an address spraying many accounts', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(t, `spray-${i}@example.test`, 'nope-nope', '10.1.1.1')).statusCode).toBe(401);
    const res = await login(t, 'spray-x@example.test', 'nope-nope', '10.1.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login(t, 'spray-y@example.test', 'nope-nope', '10.1.1.2')).statusCode).toBe(401);
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const body = (n: number) => ({
      email: `burst-${n}@example.test`,
      password: 'secret123',
      userData: {
        firstName: 'A',
        lastName: 'B',
        username: `burst_${n}`,
        country: 'Italy',
        city: 'Rome',
        age: 30,
        accountType: 'customer',
      },
    });
    const send = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body(n),
        remoteAddress: '10.2.2.2',
      });
    expect((await send(1)).statusCode).toBe(201);
    expect((await send(2)).statusCode).toBe(201);
    const third = await send(3);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
