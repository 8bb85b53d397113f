import { asc, eq } from 'drizzle-orm';
import { isPriceChangeable, isPriceDrop } from '../../../shared/domain/watchlist.ts';
import type { PriceChange } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { listingPriceChanges, listings } from '../../db/schema/index.ts';
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

/**
 * A live listing's new price, in the caller's transaction (the price edit above, the CSV import): set,
 * recorded in its price history, its watchers told of a drop. The same price changes nothing; a first
 * price after "Price on request" is no change of price (no history entry, no drop).
 */
export async function recordPriceChange(
  uow: UnitOfWork,
  deps: NoticeDeps,
  listing: {
    id: number;
    sellerId: string;
    status: string;
    price: number | null;
    currency: string;
  } & Parameters<typeof tellWatchers>[2]['listing'],
  price: number,
): Promise<void> {
  const id = listing.id;
  if (listing.price === price) return;
  await uow.tx
    .update(listings)
    .set({ price, priceReduced: isPriceDrop(listing.price, price), updatedAt: new Date() })
    .where(eq(listings.id, id));
  // A price history runs from one price to another: a first price after "Price on request" starts it.
  if (listing.price !== null)
    await uow.tx
      .insert(listingPriceChanges)
      .values({ listingId: id, oldPrice: listing.price, newPrice: price, currency: listing.currency });
  uow.emit({ type: 'listing.changed', listingId: id, ownerId: listing.sellerId });
  await tellWatchers(uow, deps, {
    listing,
    before: { status: listing.status, price: listing.price },
    after: { status: listing.status, price },
  });
}
