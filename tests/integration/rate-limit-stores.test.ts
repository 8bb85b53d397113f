import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisConfig } from '../../src/server/config.ts';
import { PostgresRateLimitStore } from '../../src/server/lib/postgres-rate-limit-store.ts';
import type { RateLimitStore } from '../../src/server/lib/rate-limiter.ts';
import { RedisRateLimitStore } from '../../src/server/lib/redis-rate-limit-store.ts';
import { deleteKeysUnder, rawRedis, testRedisUrl, uniqueRedisConfig } from '../setup/redis.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The window rule every store keeps: the database's table always, Redis when TEST_REDIS_URL is set. */
interface StoreUnderTest {
  store: RateLimitStore;
  close(): Promise<void>;
}

const stores: [string, () => Promise<StoreUnderTest>][] = [
  [
    'the database',
    async () => {
      const t: TestApp = await createTestApp();
      return { store: new PostgresRateLimitStore(t.deps.db), close: () => t.close() };
    },
  ],
];
const redisUrl = testRedisUrl();
if (redisUrl) {
  stores.push([
    'Redis',
    async () => {
      const config = uniqueRedisConfig(redisUrl);
      const store = new RedisRateLimitStore(config);
      return {
        store,
        close: async () => {
          await store.close();
          await deleteKeysUnder(config);
        },
      };
    },
  ]);
}

const WINDOW = 60_000;
const SHORT = 300;

describe.each(stores)('fixed windows in %s', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s.close());

  it('counts events in one window without extending it', async () => {
    const before = Date.now();
    const first = await s.store.hit('count', WINDOW);
    expect(first.count).toBe(1);
    expect(first.resetAt.getTime()).toBeGreaterThan(before + WINDOW - 1000);
    expect(first.resetAt.getTime()).toBeLessThanOrEqual(Date.now() + WINDOW + 50);
    await sleep(200);
    const second = await s.store.hit('count', WINDOW);
    const third = await s.store.hit('count', WINDOW);
    expect([second.count, third.count]).toEqual([2, 3]);
    // The same end, give or take clock rounding and a busy event loop: the later events did not push it
    // back by the 200 ms that passed.
    expect(Math.abs(third.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(100);
    // Other keys have their own windows.
    expect((await s.store.hit('count-other', WINDOW)).count).toBe(1);
  });

  it('opens a new window once the last one ends', async () => {
    await s.store.hit('short', SHORT);
    const last = await s.store.hit('short', SHORT);
    expect(last.count).toBe(2);
    await sleep(SHORT + 100);
    const fresh = await s.store.hit('short', SHORT);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt.getTime()).toBeGreaterThan(last.resetAt.getTime() + 50);
  });

  it('counts events arriving at once one by one', async () => {
    const windows = await Promise.all(Array.from({ length: 50 }, () => s.store.hit('burst', WINDOW)));
    expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('gives one event back without moving the window, never below zero', async () => {
    const first = await s.store.hit('release', WINDOW);
    await s.store.hit('release', WINDOW);
    await s.store.release('release');
    const after = await s.store.hit('release', WINDOW);
    expect(after.count).toBe(2);
    expect(Math.abs(after.resetAt.getTime() - first.resetAt.getTime())).toBeLessThan(100);
    for (let i = 0; i < 4; i++) await s.store.release('release');
    expect((await s.store.hit('release', WINDOW)).count).toBe(1);
    // Nothing to give back where no window is open.
    await s.store.release('release-none');
    expect((await s.store.hit('release-none', WINDOW)).count).toBe(1);
  });

  it('forgets a key on reset', async () => {
    await s.store.hit('reset', WINDOW);
    await s.store.hit('reset', WINDOW);
    await s.store.reset('reset');
    expect((await s.store.hit('reset', WINDOW)).count).toBe(1);
  });
});

// Only where a Redis is given (CI's last integration pass): defined there, absent elsewhere.
if (redisUrl) {
  describe('the Redis store', () => {
    let config: RedisConfig;
    let store: RedisRateLimitStore;
    let raw: Redis;
    beforeAll(() => {
      config = uniqueRedisConfig(redisUrl!);
      store = new RedisRateLimitStore(config);
      raw = rawRedis(redisUrl!);
    });
    afterAll(async () => {
      await store.close();
      raw.disconnect();
      await deleteKeysUnder(config);
    });

    it('writes prefixed keys that expire with their window', async () => {
      await store.hit('login-fail:acct:someone@example.test', SHORT);
      const key = `${config.keyPrefix}login-fail:acct:someone@example.test`;
      expect(await raw.get(key)).toBe('1');
      const ttl = await raw.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(SHORT);
      await sleep(SHORT + 100);
      expect(await raw.exists(key)).toBe(0);
    });
  });
}
