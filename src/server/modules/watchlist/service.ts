import { and, desc, eq, sql } from 'drizzle-orm';
import { LISTING_PUBLIC_STATUS } from '../../../shared/domain/listing.ts';
import { isWatchable } from '../../../shared/domain/watchlist.ts';
import {
  decodeListingCursor,
  encodeListingCursor,
  type ListingCursor,
} from '../../../shared/schemas/listing-query.ts';
import type { Watch, WatchedListing, WatchlistQuery } from '../../../shared/schemas/watchlist.ts';
import type { Db } from '../../db/client.ts';
import { listings, users, watchlist } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { type ListingRow, listingColumns, toListing } from '../listings/cards.ts';
import { addOneTo, counterColumns, takeOneWatcher } from '../listings/counters.ts';

/** Bounds the hearts' id list: far more than anyone watches (a watch is a deliberate press on a car). */
const WATCHED_IDS_MAX = 5000;

/**
 * Watches a live listing (idempotent: watching again keeps the first watch and its price). A listing that
 * is not public is answered as unknown. The count on the listing moves in the same statement as the row.
 */
export async function watch(deps: TransactionDeps, origin: Origin, listingId: number): Promise<Watch> {
  return withTransaction(deps, origin, async ({ tx, actor }) => {
    const [listing] = await tx
      .select({ status: listings.status, price: listings.price, currency: listings.currency })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('share');
    if (!listing || !isWatchable(listing.status)) throw notFound('Listing not found');
    await tx.execute(sql`
      with fresh as (
        insert into ${watchlist} (user_id, listing_id, price_at_watch, currency_at_watch)
        values (${actor.id}, ${listingId}, ${listing.price}, ${listing.currency})
        on conflict do nothing returning listing_id
      )
      ${addOneTo('watcher_count', 'fresh')}`);
    const [row] = await tx
      .select({
        watchedAt: watchlist.createdAt,
        priceAtWatch: watchlist.priceAtWatch,
        watcherCount: counterColumns.watcherCount,
      })
      .from(watchlist)
      .innerJoin(listings, eq(listings.id, watchlist.listingId))
      .where(and(eq(watchlist.userId, actor.id), eq(watchlist.listingId, listingId)));
    return { listingId, ...row!, watchedAt: row!.watchedAt.toISOString() };
  });
}

/** Stops watching; stopping what one does not watch is done already (204 either way). */
export async function unwatch(deps: TransactionDeps, origin: Origin, listingId: number): Promise<void> {
  await withTransaction(deps, origin, ({ tx, actor }) =>
    tx.execute(sql`
    with gone as (
      delete from ${watchlist} where user_id = ${actor.id} and listing_id = ${listingId} returning listing_id
    )
    ${takeOneWatcher('gone')}`),
  );
}

/**
 * Where a watchlist page ended: the last watch's time as PostgreSQL prints it (microseconds kept, which a
 * JavaScript date would round away) and its listing id, written and checked like the listings' cursors.
 */
function decodeCursor(raw: string): ListingCursor {
  const c = decodeListingCursor(raw, 'newest');
  if (!c) throw new AppError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
  return c;
}

/** The watches that show: the actor's, on listings that are live. */
const shownWatches = (actor: Actor) =>
  and(eq(watchlist.userId, actor.id), eq(listings.status, LISTING_PUBLIC_STATUS));

/**
 * A page of the actor's watched listings that are live, newest watch first (keyset paging on the watch
 * time and listing id). A watched listing taken down, sold or back in review is not shown (its watchers
 * were told by e-mail); it shows again if it comes back.
 */
export async function watchedListings(
  db: Db,
  actor: Actor,
  query: WatchlistQuery,
): Promise<{ items: WatchedListing[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({
      ...listingColumns,
      watchedAt: watchlist.createdAt,
      priceAtWatch: watchlist.priceAtWatch,
      currencyAtWatch: watchlist.currencyAtWatch,
      watchedAtKey: sql<string>`${watchlist.createdAt}::text`,
    })
    .from(watchlist)
    .innerJoin(listings, eq(listings.id, watchlist.listingId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        shownWatches(actor),
        after
          ? sql`(${watchlist.createdAt}, ${watchlist.listingId}) < (${after.k}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(watchlist.createdAt), desc(watchlist.listingId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ watchedAt, priceAtWatch, currencyAtWatch, watchedAtKey: _k, ...listing }) => ({
      listingId: listing.id,
      watchedAt: watchedAt.toISOString(),
      priceAtWatch,
      currencyAtWatch,
      listing: toListing(listing as ListingRow),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeListingCursor({ k: last.watchedAtKey, id: last.id }) : null,
  };
}

/** The ids of every live listing the actor watches: what the hearts on cards and pages show. */
export async function watchedIds(db: Db, actor: Actor): Promise<number[]> {
  const rows = await db
    .select({ id: watchlist.listingId })
    .from(watchlist)
    .innerJoin(listings, eq(listings.id, watchlist.listingId))
    .where(shownWatches(actor))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.listingId))
    .limit(WATCHED_IDS_MAX);
  return rows.map((r) => r.id);
}
