import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from './app-error.ts';

/** One key's current window: the events counted in it and when it ends. */
export interface WindowCount {
  count: number;
  resetAt: Date;
}

/**
 * Where fixed-window counters live (PostgreSQL, or Redis for REDIS_URL). A key's window opens with its
 * first event and lasts `windowMs`; later events count up without extending it; the first event after it
 * ends opens a new one.
 */
export interface RateLimitStore {
  /** Counts one event under `key`: the count in its window, this event included, and when it ends. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Gives back one event counted in `key`'s open window (none once it has ended), without moving its end. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Drops ended windows, for a store whose entries do not expire by themselves. */
  purgeExpired(): Promise<void>;
  /** Releases what the store opened itself (a connection), never what it was handed. */
  close(): Promise<void>;
}

const refuse = ({ resetAt }: WindowCount) => tooManyRequests((resetAt.getTime() - Date.now()) / 1000);

/**
 * Fixed-window limits in a store every instance behind a load balancer shares (DESIGN section 9): the
 * store counts, this decides, answering 429 with Retry-After once a window's budget is spent.
 */
export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /**
   * Counts one event and throws 429 once the window's budget is spent. The count is taken before the
   * work it guards, in one atomic step of the store, so requests arriving together cannot all pass a
   * check made before any of them was counted; a refused event is given back.
   */
  async consume(key: string, rule: RateLimitRule): Promise<void> {
    const window = await this.store.hit(key, rule.windowMs);
    if (window.count > rule.max) {
      // A refused request did none of the work the limit guards: the window keeps counting what was done.
      await this.store.release(key);
      throw refuse(window);
    }
  }

  /** Counts one event and answers whether it was within the window's budget, for callers that do not refuse. */
  async allows(key: string, rule: RateLimitRule): Promise<boolean> {
    return (await this.store.hit(key, rule.windowMs)).count <= rule.max;
  }

  /**
   * Gives back an event `consume` counted, when the work turned out not to be what the limit is about
   * (a sign-in that succeeded is not a failed one).
   */
  release(key: string): Promise<void> {
    return this.store.release(key);
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  purgeExpired(): Promise<void> {
    return this.store.purgeExpired();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
