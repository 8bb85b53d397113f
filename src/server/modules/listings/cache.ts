import { LRUCache } from 'lru-cache';
import type { ListingDetail } from '../../../shared/schemas/listings.ts';

export interface CachedReply {
  body: string;
  headers: Record<string, string>;
}

/**
 * What every visitor sees alike (active listings, the public listing pages) is cached as serialized
 * replies for a few seconds: browsing is read-heavy and most visitors ask the same questions.
 * Any listing change made through this instance clears it at once; other instances see the change
 * within the TTL (docs/decisions/0005-public-browse-cache.md).
 */
export class ListingCache {
  readonly replies = new LRUCache<string, CachedReply>({ max: 2000, ttl: 10_000 });
  /** Public pages of active listings, by id. */
  readonly details = new LRUCache<number, ListingDetail>({ max: 5000, ttl: 10_000 });
  /** Views this instance already recorded today ("listing|viewer|day"), so repeats skip the database. */
  readonly recordedViews = new LRUCache<string, true>({ max: 100_000, ttl: 6 * 60 * 60 * 1000 });

  invalidate(): void {
    this.replies.clear();
    this.details.clear();
  }
}
