import { Redis } from 'ioredis';
import type { RedisConfig } from '../config.ts';
import { serviceUnavailable } from './app-error.ts';
import type { RateLimitStore, WindowCount } from './rate-limiter.ts';

/**
 * One atomic step: count the event, and give the key its window's expiry only if it has none (the event
 * that opened the window), so later events never extend it. Answers {count, milliseconds left}.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  left = tonumber(ARGV[1])
  redis.call('PEXPIRE', KEYS[1], left)
end
return {count, left}`;

/** One event fewer in the open window; DECR keeps the key's expiry, and an ended window is left alone. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const toWindow = ([count, left]: [number, number]): WindowCount => ({
  count,
  resetAt: new Date(Date.now() + left),
});

/**
 * Counters as Redis keys that expire with their window, for several instances without a write per event on
 * PostgreSQL. When Redis cannot answer quickly the request fails with 503: a limit is never skipped.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor({ url, keyPrefix }: RedisConfig) {
    this.redis = new Redis(url, {
      keyPrefix,
      // Connect on the first command: scripts that build the app's dependencies and never count anything
      // (create-admin) must not be kept alive by an idle connection.
      lazyConnect: true,
      // However Redis fails (refusing, unreachable, stalled), a request waits on it at most about a second.
      connectTimeout: 1000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
    });
    // The connection keeps retrying by itself; each request it fails is logged with its 503.
    this.redis.on('error', () => {});
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    return toWindow((await this.call(this.redis.eval(HIT, 1, key, windowMs))) as [number, number]);
  }

  async release(key: string): Promise<void> {
    await this.call(this.redis.eval(RELEASE, 1, key));
  }

  async reset(key: string): Promise<void> {
    await this.call(this.redis.del(key));
  }

  /** Keys expire with their window. */
  async purgeExpired(): Promise<void> {}

  async close(): Promise<void> {
    // QUIT lets pending replies arrive; without a connection there is nothing to wait for.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private async call<T>(reply: Promise<T>): Promise<T> {
    try {
      return await reply;
    } catch (error) {
      throw serviceUnavailable(error);
    }
  }
}
