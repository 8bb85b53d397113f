import { and, desc, eq, sql } from 'drizzle-orm';
import { LISTING_PUBLIC_STATUS } from '../../../shared/domain/listing.ts';
import { isWatchable } from '../../../shared/domain/watchlist.ts';
import type { Watch, WatchedListing } from '../../../shared/schemas/watchlist.ts';
import type { Db } from '../../db/client.ts';
import { listings, users, watchlist } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { type ListingRow, listingColumns, toListing } from '../listings/service.ts';

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
      update ${listings} set watcher_count = watcher_count + 1 where id in (select listing_id from fresh)`);
    const [row] = await tx
      .select({
        watchedAt: watchlist.createdAt,
        priceAtWatch: watchlist.priceAtWatch,
        watcherCount: listings.watcherCount,
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
    update ${listings} set watcher_count = greatest(watcher_count - 1, 0)
    where id in (select listing_id from gone)`),
  );
}

/**
 * The actor's watched listings that are live, newest watch first. A watched listing taken down, sold or
 * back in review is not shown (its watchers were told by e-mail); it shows again if it comes back.
 */
export async function watchedListings(db: Db, actor: Actor): Promise<WatchedListing[]> {
  const rows = await db
    .select({
      ...listingColumns,
      watchedAt: watchlist.createdAt,
      priceAtWatch: watchlist.priceAtWatch,
      currencyAtWatch: watchlist.currencyAtWatch,
    })
    .from(watchlist)
    .innerJoin(listings, eq(listings.id, watchlist.listingId))
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(watchlist.userId, actor.id), eq(listings.status, LISTING_PUBLIC_STATUS)))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.listingId))
    .limit(500);
  return rows.map(({ watchedAt, priceAtWatch, currencyAtWatch, ...listing }) => ({
    listingId: listing.id,
    watchedAt: watchedAt.toISOString(),
    priceAtWatch,
    currencyAtWatch,
    listing: toListing(listing as ListingRow),
  }));
}
