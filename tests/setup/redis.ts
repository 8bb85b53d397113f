import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../src/server/config.ts';

/**
 * Tests on a real Redis (TEST_REDIS_URL). Other test files and other people's runs share it, so each
 * user of it writes under a prefix of its own and deletes only that prefix.
 */
export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;

export const uniqueRedisConfig = (url: string): RedisConfig => ({
  url,
  keyPrefix: `test:ratelimit:${randomBytes(6).toString('hex')}:`,
});

/** A plain client, without the prefix, to look at what a store wrote. */
export const rawRedis = (url: string): Redis => new Redis(url, { lazyConnect: true });

export async function deleteKeysUnder({ url, keyPrefix }: RedisConfig): Promise<void> {
  const redis = rawRedis(url);
  try {
    for await (const batch of redis.scanStream({ match: `${keyPrefix}*`, count: 100 })) {
      const keys = batch as string[];
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
