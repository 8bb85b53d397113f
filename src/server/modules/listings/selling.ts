import { eq } from 'drizzle-orm';
import { listingTransition } from '../../../shared/domain/listing.ts';
import type { ListingStatusInput } from '../../../shared/schemas/listings.ts';
import { listings } from '../../db/schema/index.ts';
import { allowed } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { refillFreedPlace } from '../plans/service.ts';
import { type NoticeDeps, tellWatchers } from '../watchlist/notices.ts';
import { LISTING_ACTORS, lockListingFor } from './locked-listing.ts';

/**
 * The seller marks a live listing sold (`sell` in LISTING_TRANSITIONS): it leaves the inventory for the
 * results archive with its sold date and price, shown only if the seller allows. Its watchers' e-mails
 * are queued in the same transaction, and a listing the dealer's plan parked takes its place. Another seller's listing answers 404, a listing that is not live 409.
 */
export async function markSold(
  deps: TransactionDeps & NoticeDeps,
  origin: Origin,
  id: number,
  input: ListingStatusInput,
): Promise<void> {
  await withTransaction(deps, origin, async (uow) => {
    const listing = await lockListingFor(uow.tx, uow.actor, id, LISTING_ACTORS.status);
    const status = allowed(listingTransition(listing.status, 'sell'));
    const now = new Date();
    await uow.tx
      .update(listings)
      .set({
        status,
        soldAt: now,
        soldPrice: input.soldPrice,
        showSoldPrice: input.showSoldPrice,
        updatedAt: now,
      })
      .where(eq(listings.id, id));
    uow.emit({ type: 'listing.changed', listingId: id, ownerId: listing.sellerId });
    if (await refillFreedPlace(uow.tx, listing.sellerId, deps.siteUrl))
      uow.emit({ type: 'seller.changed', sellerId: listing.sellerId });
    await tellWatchers(uow, deps, { listing, before: listing, after: { status, price: listing.price } });
  });
}
