import { asc, eq, inArray, sql } from 'drizzle-orm';
import { isPriceChangeable, isPriceDrop } from '../../../shared/domain/watchlist.ts';
import type { PriceChange } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { listingPriceChanges, listings, watchlist } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type TransactionDeps, type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { type NoticeDeps, tellWatchers } from '../watchlist/notices.ts';
import { LISTING_ACTORS, lockListingFor } from './locked-listing.ts';

/** A listing's price changes, oldest first. */
export async function priceHistory(db: Db, listingId: number): Promise<PriceChange[]> {
  const rows = await db
    .select({
      oldPrice: listingPriceChanges.oldPrice,
      newPrice: listingPriceChanges.newPrice,
      currency: listingPriceChanges.currency,
      changedAt: listingPriceChanges.changedAt,
    })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listingId))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  return rows.map((r) => ({ ...r, changedAt: r.changedAt.toISOString() }));
}

/**
 * The one edit a live listing allows (docs/decisions/0026): its seller changes its price, with no new
 * review. The change is recorded in its price history (and whether it was a reduction, for the "Reduced"
 * badge); a lower price tells its watchers. Setting the
 * price it already has changes nothing.
 */
export async function changePrice(
  deps: TransactionDeps & NoticeDeps,
  origin: Origin,
  id: number,
  price: number,
): Promise<void> {
  await withTransaction(deps, origin, async (uow) => {
    const listing = await lockListingFor(uow.tx, uow.actor, id, LISTING_ACTORS.edit);
    if (!isPriceChangeable(listing.status))
      throw new AppError(409, 'Only a live listing’s price can be changed: edit the listing instead');
    await recordPriceChange(uow, deps, listing, price);
  });
}

type PricedListing = {
  id: number;
  sellerId: string;
  status: string;
  price: number | null;
  currency: string;
} & Parameters<typeof tellWatchers>[2]['listing'];

/** Listings one statement reprices (a 5,000-row import is five statements, not 5,000). */
const PRICE_BATCH = 1000;

/**
 * A live listing's new price, in the caller's transaction (the price edit above, the CSV import): set,
 * recorded in its price history, its watchers told of a drop. The same price changes nothing; a first
 * price after "Price on request" is no change of price (no history entry, no drop).
 */
export async function recordPriceChange(
  uow: UnitOfWork,
  deps: NoticeDeps,
  listing: PricedListing,
  price: number,
): Promise<void> {
  await recordPriceChanges(uow, deps, [{ listing, price }]);
}

/**
 * Many live listings' new prices at once (the CSV import): one UPDATE and one price-history INSERT per
 * thousand listings, and one query for which of them are watched, so the statement-level facet triggers
 * run a few times rather than once per listing. Watchers are then told per watched listing.
 */
export async function recordPriceChanges(
  uow: UnitOfWork,
  deps: NoticeDeps,
  changes: { listing: PricedListing; price: number }[],
): Promise<void> {
  const changed = changes.filter(({ listing, price }) => listing.price !== price);
  await setPrices(
    uow.tx,
    changed.map(({ listing, price }) => ({
      id: listing.id,
      price,
      reduced: isPriceDrop(listing.price, price),
    })),
  );
  // A price history runs from one price to another: a first price after "Price on request" starts it.
  const withHistory = changed.filter(({ listing }) => listing.price !== null);
  for (let i = 0; i < withHistory.length; i += PRICE_BATCH)
    await uow.tx.insert(listingPriceChanges).values(
      withHistory.slice(i, i + PRICE_BATCH).map(({ listing, price }) => ({
        listingId: listing.id,
        oldPrice: listing.price!,
        newPrice: price,
        currency: listing.currency,
      })),
    );
  if (changed.length === 0) return;
  for (const { listing } of changed)
    uow.emit({ type: 'listing.changed', listingId: listing.id, ownerId: listing.sellerId });
  const watched = new Set(
    (
      await uow.tx
        .selectDistinct({ id: watchlist.listingId })
        .from(watchlist)
        .where(
          inArray(
            watchlist.listingId,
            changed.map(({ listing }) => listing.id),
          ),
        )
    ).map((w) => w.id),
  );
  for (const { listing, price } of changed) {
    if (!watched.has(listing.id)) continue;
    await tellWatchers(uow, deps, {
      listing,
      before: { status: listing.status, price: listing.price },
      after: { status: listing.status, price },
    });
  }
}

/**
 * Sets many listings' prices in one statement per thousand (and the "Reduced" badge where `reduced` is
 * given; a listing not yet live keeps its own). Nothing else: the callers record history and tell watchers.
 */
export async function setPrices(
  tx: Db,
  rows: { id: number; price: number; reduced: boolean | null }[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let i = 0; i < rows.length; i += PRICE_BATCH)
    await tx.execute(sql`
      update ${listings}
      set price = v.price, price_reduced = coalesce(v.reduced, ${listings.priceReduced}), updated_at = ${now}::timestamptz
      from (values ${sql.join(
        rows
          .slice(i, i + PRICE_BATCH)
          .map(({ id, price, reduced }) => sql`(${id}::int, ${price}::numeric, ${reduced}::boolean)`),
        sql`, `,
      )}) as v(id, price, reduced)
      where ${listings.id} = v.id`);
}
