import { and, eq, inArray } from 'drizzle-orm';
import { mayEmailPriceDrop, type WatchNotice, watchNoticeFor } from '../../../shared/domain/watchlist.ts';
import { listingTitle } from '../../../shared/format.ts';
import { users, watchlist } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

export type NoticeDeps = Pick<AppDeps, 'siteUrl' | 'realtime'>;

/** A listing as it was before a change, and what it is after (null: deleted). */
export interface ListingChange {
  listing: { id: number; year: number; make: string; model: string; currency: string };
  before: { status: string; price: number | null };
  after: { status: string; price: number | null } | null;
}

/** An amount in the listing's own currency, whole units ('€180,000', 'CHF 95,000'). */
const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/**
 * Tells a listing's watchers what a change means for them (`watchNoticeFor`, shared/domain/watchlist.ts):
 * an e-mail each, queued in the change's own transaction, and a live notice to their open pages once it
 * has committed. Must run before a deletion, which takes the watchlist rows with it.
 */
export async function tellWatchers(uow: UnitOfWork, deps: NoticeDeps, change: ListingChange): Promise<void> {
  const notice = watchNoticeFor(change.before, change.after);
  if (!notice) return;
  const watchers = await uow.tx
    .select({ id: users.id, email: users.email, priceDropEmailedAt: watchlist.priceDropEmailedAt })
    .from(watchlist)
    .innerJoin(users, eq(users.id, watchlist.userId))
    .where(eq(watchlist.listingId, change.listing.id));
  if (watchers.length === 0) return;
  const title = listingTitle(change.listing);
  // Price drops: one e-mail per watcher and listing a day (mayEmailPriceDrop); the live notice always.
  const now = new Date();
  const emailed =
    notice === 'price_drop' ? watchers.filter((w) => mayEmailPriceDrop(w.priceDropEmailedAt, now)) : watchers;
  for (const watcher of emailed)
    await enqueueEmail(uow.tx, emailFor(deps, notice, watcher.email, title, change));
  if (notice === 'price_drop' && emailed.length > 0)
    await uow.tx
      .update(watchlist)
      .set({ priceDropEmailedAt: now })
      .where(
        and(
          eq(watchlist.listingId, change.listing.id),
          inArray(
            watchlist.userId,
            emailed.map((w) => w.id),
          ),
        ),
      );
  uow.afterCommit(() =>
    deps.realtime.publish(
      watchers.map((w) => w.id),
      { type: 'watch', listingId: change.listing.id, notice, title },
    ),
  );
}

function emailFor(deps: NoticeDeps, notice: WatchNotice, to: string, title: string, change: ListingChange) {
  switch (notice) {
    case 'price_drop':
      // A drop is between two prices (isPriceDrop): neither is "Price on request".
      return emails.watchedPriceDrop(to, {
        listingTitle: title,
        oldPrice: money(change.before.price!, change.listing.currency),
        newPrice: money(change.after!.price!, change.listing.currency),
        link: `${deps.siteUrl}/listing/${change.listing.id}`,
      });
    case 'sold':
      return emails.watchedSold(to, {
        listingTitle: title,
        link: `${deps.siteUrl}/listings?make=${encodeURIComponent(change.listing.make)}`,
      });
    case 'removed':
      return emails.watchedRemoved(to, {
        listingTitle: title,
        link: `${deps.siteUrl}/listings?make=${encodeURIComponent(change.listing.make)}`,
      });
  }
}
