import { lt, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { tooManyRequests } from './app-error.ts';

/**
 * Fixed-window counters kept in PostgreSQL, so every instance behind a load balancer shares them
 * (DESIGN section 9). One upsert per hit.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one event under `key`; answers the count in the current window and when it resets. */
  async hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetAt: Date }> {
    const windowSeconds = rule.windowMs / 1000;
    const rows = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    const row = rows[0]!;
    return { count: row.count, resetAt: row.resetAt };
  }

  /** Throws 429 (with Retry-After) when `key` has already used up its window; counts nothing. */
  async assertUnder(key: string, rule: RateLimitRule): Promise<void> {
    const rows = await this.db
      .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
    const row = rows[0];
    if (row && row.count >= rule.max) throw tooManyRequests((row.resetAt.getTime() - Date.now()) / 1000);
  }

  /** Counts one event and throws 429 once the window's budget is spent. */
  async consume(key: string, rule: RateLimitRule): Promise<void> {
    const { count, resetAt } = await this.hit(key, rule);
    if (count > rule.max) throw tooManyRequests((resetAt.getTime() - Date.now()) / 1000);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }
}
