import { LISTING_PUBLIC_STATUS } from './listing.ts';
import type { ListingStatus } from './listing-status.ts';

/** At most one price-drop e-mail per watcher and listing in this many hours (shared/domain/watchlist.ts). */
export const PRICE_DROP_EMAIL_INTERVAL_HOURS = 24;

/**
 * Watching listings and the notices watchers get (issue "Buyers come back"). Only public listings can be
 * watched; a watcher hears when the price goes down, or when the car leaves the market.
 */

/** Only a live listing's price may change, and without a new review (docs/decisions/0026). */
export const PRICE_CHANGEABLE_STATUSES = [LISTING_PUBLIC_STATUS] as const satisfies readonly ListingStatus[];
export const isPriceChangeable = (status: string): boolean =>
  (PRICE_CHANGEABLE_STATUSES as readonly string[]).includes(status);

/** Only a live listing can be watched: watching a pending or turned-down one is answered as if it did not exist. */
export const isWatchable = (status: string): boolean => status === LISTING_PUBLIC_STATUS;

/**
 * A price drop is any new price below the old one, in the listing's own currency. Going to or from "Price
 * on request" (null) is no drop: there is nothing to compare.
 */
export const isPriceDrop = (oldPrice: number | null, newPrice: number | null): boolean =>
  oldPrice !== null && newPrice !== null && newPrice < oldPrice;

/**
 * A watcher gets at most one price-drop e-mail per listing in PRICE_DROP_EMAIL_INTERVAL_HOURS: a seller
 * lowering a price in steps does not flood the inbox. The live notice in the header still comes each time.
 */
export const mayEmailPriceDrop = (lastEmailedAt: Date | null, now: Date = new Date()): boolean =>
  lastEmailedAt === null ||
  now.getTime() - lastEmailedAt.getTime() >= PRICE_DROP_EMAIL_INTERVAL_HOURS * 3_600_000;

/**
 * Statuses a live listing leaves the market for: sold, or taken down (inactive). A live listing sent back
 * to review for new photos (pending) comes back, so its watchers are not told it is gone. Deleting a
 * listing removes it too (`WATCH_NOTICES.removed`).
 */
export const LISTING_GONE_STATUSES = ['sold', 'inactive'] as const satisfies readonly ListingStatus[];

export type WatchNotice = 'price_drop' | 'sold' | 'removed';

/**
 * What a change of a live listing tells its watchers: `after` is null when the listing was deleted.
 * Null when nothing worth an e-mail happened (a price rise, a trip back to review, a listing that was
 * not live).
 */
export function watchNoticeFor(
  before: { status: string; price: number | null },
  after: { status: string; price: number | null } | null,
): WatchNotice | null {
  if (before.status !== LISTING_PUBLIC_STATUS) return null;
  if (after === null) return 'removed';
  if (after.status === 'sold') return 'sold';
  if ((LISTING_GONE_STATUSES as readonly string[]).includes(after.status)) return 'removed';
  if (after.status === LISTING_PUBLIC_STATUS && isPriceDrop(before.price, after.price)) return 'price_drop';
  return null;
}

/** What a listing's page says of its watchers: nothing below one, 'N watching' from one on. */
export const watchersLabel = (count: number): string | null => (count >= 1 ? `${count} watching` : null);
