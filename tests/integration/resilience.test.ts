import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cookieOf,
  freePort,
  json,
  type RunningServer,
  startServer,
  waitUntilReady,
} from '../fixtures/server-process.ts';
import { openSse } from '../fixtures/sse.ts';
import { adminQuery, quoteIdent, testDatabaseUrl, withDatabase } from '../setup/databases.ts';
import { deleteKeysUnder, rawRedis, testRedisUrl, uniqueRedisConfig } from '../setup/redis.ts';

/**
 * Crash safety and scale-out with the real server process: writes acknowledged before a SIGKILL are
 * there after a restart; two instances on one PostgreSQL share sessions, live messages and rate limits,
 * and with TEST_REDIS_URL, rate limits kept in one Redis.
 */
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'marketplace-res-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const signUp = (base: string, n: number) =>
  json(`${base}/api/auth/register`, 'POST', {
    email: `crash-${n}@example.test`,
    password: 'secret-pass-1',
    userData: {
      firstName: 'Crash',
      lastName: `Test${n}`,
      username: `crash_${n}`,
      country: 'Spain',
      city: 'Madrid',
      age: 30,
      accountType: 'customer',
    },
  });

/**
 * Four writers send sign-ups concurrently; once 20 are acknowledged the process is killed with others
 * still in flight. Answers the acknowledged ones.
 */
async function writeUntilKilled(base: string, kill: () => void): Promise<number[]> {
  const acknowledged: number[] = [];
  let next = 0;
  let killed = false;
  const writer = async () => {
    for (;;) {
      const n = ++next;
      try {
        const res = await signUp(base, n);
        if (res.status === 201) acknowledged.push(n);
      } catch {
        return;
      }
      if (acknowledged.length >= 20 && !killed) {
        killed = true;
        kill();
      }
      if (n > 2000) throw new Error('the server did not die');
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  return acknowledged;
}

async function crashAndRecover(env: Record<string, string>) {
  const port = await freePort();
  const first = startServer(port, env);
  await waitUntilReady(first);
  const acknowledged = await writeUntilKilled(first.url, () => first.child.kill('SIGKILL'));
  await first.exited;
  const second = startServer(port, env);
  try {
    await waitUntilReady(second);
    const missing: number[] = [];
    for (const n of acknowledged) {
      const res = await json(`${second.url}/api/auth/login`, 'POST', {
        email: `crash-${n}@example.test`,
        password: 'secret-pass-1',
      });
      if (res.status !== 200) missing.push(n);
    }
    return { acknowledged, missing };
  } finally {
    await second.stop();
  }
}

describe('crash safety on the embedded store', () => {
  it('keeps every acknowledged write through a SIGKILL', async () => {
    const { acknowledged, missing } = await crashAndRecover({ DATA_DIR: tempDir(), DATABASE_URL: '' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    expect(missing).toEqual([]);
  }, 180_000);
});

/**
 * Ten failed sign-ins for one account, alternating between two instances, use up its budget on both: even
 * the right password then gets 429.
 */
async function expectSignInLimitShared(a: RunningServer, b: RunningServer, email: string) {
  const login = (server: RunningServer, password: string) =>
    json(`${server.url}/api/auth/login`, 'POST', { email, password });
  for (let i = 0; i < 10; i++) expect((await login(i % 2 === 0 ? a : b, `wrong-${i}`)).status).toBe(401);
  expect((await login(a, 'secret-pass-1')).status).toBe(429);
  expect((await login(b, 'secret-pass-1')).status).toBe(429);
}

// The PostgreSQL pass of the suite (TEST_DATABASE_URL) has a server to create databases on.
if (testDatabaseUrl()) {
  const url = testDatabaseUrl()!;
  const freshDatabase = async () => {
    const name = `mkt_res_${Date.now()}_${Math.floor(Math.random() * 1000)}`;
    await adminQuery(url, [`CREATE DATABASE ${quoteIdent(name)}`]);
    return {
      url: withDatabase(url, name),
      drop: () => adminQuery(url, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]),
    };
  };

  describe('crash safety on PostgreSQL', () => {
    it('keeps every acknowledged write through a SIGKILL', async () => {
      const db = await freshDatabase();
      try {
        const { acknowledged, missing } = await crashAndRecover({
          DATA_DIR: tempDir(),
          DATABASE_URL: db.url,
        });
        expect(acknowledged.length).toBeGreaterThanOrEqual(20);
        expect(missing).toEqual([]);
      } finally {
        await db.drop();
      }
    }, 180_000);
  });

  describe('two instances on one PostgreSQL', () => {
    it('share sessions, live messages and rate limits', async () => {
      const db = await freshDatabase();
      const env = { DATABASE_URL: db.url, AUTH_SECRET: 'shared-secret-for-both-instances-0123456789' };
      const a = startServer(await freePort(), { ...env, DATA_DIR: tempDir() });
      const b = startServer(await freePort(), { ...env, DATA_DIR: tempDir() });
      try {
        await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
        // A session made on A works on B.
        const buyerCookie = cookieOf(await signUp(a.url, 1));
        const me = await json(`${b.url}/api/users/me`, 'GET', undefined, buyerCookie);
        expect(me.status).toBe(200);

        // A message sent through A reaches the seller's event stream on B.
        const sellerRes = await json(`${b.url}/api/auth/register`, 'POST', {
          email: 'two-seller@example.test',
          password: 'secret-pass-1',
          userData: {
            firstName: 'Two',
            lastName: 'Seller',
            username: 'two_seller',
            country: 'Italy',
            city: 'Rome',
            age: 40,
            accountType: 'customer',
          },
        });
        const sellerCookie = cookieOf(sellerRes);
        const sellerId = (await sellerRes.json()).user.id as string;
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query('update users set verified = true where id = $1', [sellerId]);
        const listing = await client.query(
          "insert into listings (seller_id, make, model, year, price, location, region, status, verified) values ($1, 'Ferrari', 'Roma', 2022, 200000, 'Rome, Italy', 'Europe', 'active', true) returning id",
          [sellerId],
        );
        await client.end();
        const stream = await openSse(`${b.url}/api/events`, sellerCookie);
        try {
          await stream.next('ready');
          const sent = await json(
            `${a.url}/api/inquiries`,
            'POST',
            { listingId: listing.rows[0].id, message: 'Sent through instance A' },
            buyerCookie,
          );
          expect(sent.status).toBe(201);
          expect(await stream.next('inquiry', 2000)).toMatchObject({
            listingId: listing.rows[0].id,
            senderId: expect.any(String),
          });
        } finally {
          stream.close();
        }

        await expectSignInLimitShared(a, b, 'two-seller@example.test');
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await db.drop();
      }
    }, 180_000);
  });

  const redisUrl = testRedisUrl();
  if (redisUrl) {
    describe('two instances on one Redis', () => {
      it('share the failed sign-in limit, counted in Redis and not in the database', async () => {
        const db = await freshDatabase();
        const redis = uniqueRedisConfig(redisUrl);
        const env = {
          DATABASE_URL: db.url,
          AUTH_SECRET: 'shared-secret-for-both-instances-0123456789',
          REDIS_URL: redis.url,
          REDIS_KEY_PREFIX: redis.keyPrefix,
        };
        const a = startServer(await freePort(), { ...env, DATA_DIR: tempDir() });
        const b = startServer(await freePort(), { ...env, DATA_DIR: tempDir() });
        const raw = rawRedis(redisUrl);
        try {
          await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
          expect((await signUp(a.url, 1)).status).toBe(201);
          await expectSignInLimitShared(a, b, 'crash-1@example.test');

          const key = `${redis.keyPrefix}login-fail:acct:crash-1@example.test`;
          expect(await raw.get(key)).toBe('10');
          const left = await raw.pttl(key);
          expect(left).toBeGreaterThan(0);
          expect(left).toBeLessThanOrEqual(15 * 60_000);
          const { default: pg } = await import('pg');
          const client = new pg.Client({ connectionString: db.url });
          await client.connect();
          const rows = await client.query('select key from rate_limits');
          await client.end();
          expect(rows.rows).toEqual([]);
        } finally {
          raw.disconnect();
          await Promise.all([a.stop(), b.stop()]);
          await Promise.all([db.drop(), deleteKeysUnder(redis)]);
        }
      }, 180_000);
    });
  }
}
