import { eq } from 'drizzle-orm';
import { owns, ownsOrAdmin } from '../../../shared/domain/access.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { type AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';

/**
 * Who may act on a listing, and what anyone else is told. One place for the lock-then-check that every
 * seller's change of a listing starts with (price, status, edit, delete).
 */
export interface ListingActionRule {
  may: (actor: Actor, sellerId: string) => boolean;
  refusal: () => AppError;
}

export const LISTING_ACTORS = {
  /** Editing and changing the price: the seller only; others are told it is not theirs (as before). */
  edit: { may: owns, refusal: () => forbidden('You can only change your own listings') },
  /** Deleting: the seller or an administrator. */
  delete: { may: ownsOrAdmin, refusal: () => forbidden('You can only delete your own listings') },
  /** Marking sold: the seller only; anyone else's listing answers as if it did not exist. */
  status: { may: owns, refusal: () => notFound('Listing not found') },
} as const satisfies Record<string, ListingActionRule>;

/** What the changes read of the listing they lock. */
const lockedColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  status: listings.status,
  verified: listings.verified,
  imageUrls: listings.imageUrls,
  price: listings.price,
  currency: listings.currency,
  year: listings.year,
  make: listings.make,
  model: listings.model,
  inactiveReason: listings.inactiveReason,
};
export type LockedListing = Pick<typeof listings.$inferSelect, keyof typeof lockedColumns>;

/**
 * The listing, locked until the change commits, if the actor may act on it under `rule`; 404 when there
 * is no such listing, the rule's refusal when it is someone else's.
 */
export async function lockListingFor(
  tx: Db,
  actor: Actor,
  id: number,
  rule: ListingActionRule,
): Promise<LockedListing> {
  const [row] = await tx.select(lockedColumns).from(listings).where(eq(listings.id, id)).for('update');
  if (!row) throw notFound('Listing not found');
  if (!rule.may(actor, row.sellerId)) throw rule.refusal();
  return row;
}
