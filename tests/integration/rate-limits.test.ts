import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, defaultRateLimits } from '../../src/server/config.ts';
import { makeUser, PASSWORD } from '../factories/users.ts';
import { deleteKeysUnder, testRedisUrl, uniqueRedisConfig } from '../setup/redis.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const login = (t: TestApp, email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

const signUp = (t: TestApp, n: number, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: ip,
    payload: {
      email: `burst-${n}@example.test`,
      password: 'secret-pass-1',
      userData: {
        firstName: 'A',
        lastName: 'B',
        username: `burst_${n}`,
        country: 'Italy',
        city: 'Rome',
        age: 30,
        accountType: 'customer',
      },
    },
  });

/** The same limits with the counters in the database, and in Redis too when TEST_REDIS_URL is set. */
const stores: [string, string | undefined][] = [['the database', undefined]];
const redisUrl = testRedisUrl();
if (redisUrl) stores.push(['Redis', redisUrl]);

/** An app counting in the given store; on Redis under a key prefix of its own, deleted on close. */
async function appCountingIn(
  redisUrl: string | undefined,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const redis = redisUrl ? uniqueRedisConfig(redisUrl) : undefined;
  const t = await createTestApp({ ...overrides, redis });
  return {
    ...t,
    close: async () => {
      await t.close();
      if (redis) await deleteKeysUnder(redis);
    },
  };
}

describe.each(stores)('limits counted in %s', (_name, redisUrl) => {
  describe('sign-in limits with the production budget', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appCountingIn(redisUrl);
    });
    afterAll(() => t.close());

    it('stops guessing after 10 failed sign-ins for one account, even with the right password', async () => {
      const victim = await makeUser(t.deps, 'customer');
      for (let i = 0; i < 10; i++)
        expect((await login(t, victim.email, `guess-${i}-x`)).statusCode).toBe(401);
      const blocked = await login(t, victim.email, PASSWORD);
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // Another account from the same address is not affected.
      const other = await makeUser(t.deps, 'customer');
      expect((await login(t, other.email, PASSWORD)).statusCode).toBe(200);
    });

    it('checks at most 10 of 100 wrong passwords sent at once for one account; the rest get 429', async () => {
      const victim = await makeUser(t.deps, 'customer');
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(t, victim.email, `parallel-${i}-x`, '10.8.8.8')),
      );
      const codes = replies.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(90);
      for (const r of replies.filter((r) => r.statusCode === 429))
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t, victim.email, PASSWORD, '10.8.8.9')).statusCode).toBe(429);
    });

    it('lets dozens of users sign in from one address', async () => {
      const people = await Promise.all(Array.from({ length: 40 }, () => makeUser(t.deps, 'customer')));
      for (const p of people) expect((await login(t, p.email, PASSWORD, '10.9.9.9')).statusCode).toBe(200);
    });
  });

  describe('per-address limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appCountingIn(redisUrl, {
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

    it('checks at most the address budget of wrong passwords sprayed at once over many accounts', async () => {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(t, `burst-spray-${i}@example.test`, 'nope-nope', '10.1.4.4'),
        ),
      );
      const codes = replies.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(27);
    });

    it('does not count successful sign-ins against the address, nor attempts it refused', async () => {
      const people = await Promise.all(Array.from({ length: 5 }, () => makeUser(t.deps, 'customer')));
      // One after another: attempts in flight together each hold a unit of the budget until answered.
      for (const p of people) expect((await login(t, p.email, PASSWORD, '10.1.5.5')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++)
        expect((await login(t, people[0]!.email, 'wrong-wrong', '10.1.5.5')).statusCode).toBe(401);
      expect((await login(t, people[1]!.email, PASSWORD, '10.1.5.5')).statusCode).toBe(429);
      // The address was refused before the account was checked: the account's budget is untouched.
      expect((await login(t, people[1]!.email, PASSWORD, '10.1.5.6')).statusCode).toBe(200);
    });

    it('counts sign-ups that find the e-mail taken, so addresses cannot be probed at speed', async () => {
      const known = await makeUser(t.deps, 'customer');
      const probe = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.2.3.3',
          payload: {
            email: known.email,
            password: 'secret-pass-1',
            userData: {
              firstName: 'A',
              lastName: 'B',
              username: `probe_${n}`,
              country: 'Italy',
              city: 'Rome',
              age: 30,
              accountType: 'customer',
            },
          },
        });
      expect((await probe(1)).statusCode).toBe(409);
      expect((await probe(2)).statusCode).toBe(409);
      const third = await probe(3);
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.body).not.toContain('already exists');
    });

    it('limits sign-ups per address with 429 and Retry-After', async () => {
      expect((await signUp(t, 1, '10.2.2.2')).statusCode).toBe(201);
      expect((await signUp(t, 2, '10.2.2.2')).statusCode).toBe(201);
      const third = await signUp(t, 3, '10.2.2.2');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

describe('with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      redis: { url: `redis://127.0.0.1:${await closedPort()}`, keyPrefix: 'unreachable:' },
    });
  });
  afterAll(() => t.close());

  it('refuses sign-in and sign-up with a 503 in the usual error shape rather than skip the limit', async () => {
    const user = await makeUser(t.deps, 'customer');
    const unavailable = { message: 'Service temporarily unavailable. Please try again shortly.' };
    const signIn = await login(t, user.email, PASSWORD);
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual(unavailable);
    const signUpRes = await signUp(t, 1, '10.3.3.3');
    expect(signUpRes.statusCode).toBe(503);
    expect(signUpRes.json()).toEqual(unavailable);
  });
});
