import { aliasedTable, and, asc, desc, eq } from 'drizzle-orm';
import {
  type RatingAction,
  type RatingHoldReason,
  type RatingStatus,
  ratingTransition,
} from '../../../shared/domain/rating.ts';
import { listingTitle } from '../../../shared/format.ts';
import type { HeldRating, RatingDecision, RemovedRating } from '../../../shared/schemas/ratings.ts';
import type { Db } from '../../db/client.ts';
import { listings, ratings, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';

const buyers = aliasedTable(users, 'buyer');

const titleOf = (l: { id: number; year: number; make: string; model: string } | null) =>
  l ? { id: l.id, title: listingTitle(l) } : null;

/** Ratings waiting for an administrator, oldest first, with both parties and why each waits. */
export async function heldRatings(db: Db): Promise<HeldRating[]> {
  const rows = await db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      holdReason: ratings.holdReason,
      createdAt: ratings.createdAt,
      listing: { id: listings.id, year: listings.year, make: listings.make, model: listings.model },
      seller: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      buyer: {
        id: buyers.id,
        username: buyers.username,
        firstName: buyers.firstName,
        lastName: buyers.lastName,
        createdAt: buyers.createdAt,
      },
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.sellerId))
    .innerJoin(buyers, eq(buyers.id, ratings.buyerId))
    .leftJoin(listings, eq(listings.id, ratings.listingId))
    .where(eq(ratings.status, 'held'))
    .orderBy(asc(ratings.createdAt), asc(ratings.id))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    holdReason: r.holdReason as RatingHoldReason | null,
    createdAt: r.createdAt.toISOString(),
    listing: titleOf(r.listing),
    buyer: { ...r.buyer, createdAt: r.buyer.createdAt.toISOString() },
  }));
}

/**
 * Releases a held rating (it counts from now on) or removes one, held or counted, with a reason its
 * seller sees. The change and its audit entry commit together.
 */
export async function decideRating(
  deps: TransactionDeps,
  origin: Origin,
  id: number,
  decision: { action: 'release' } | { action: 'remove'; reason: string },
): Promise<RatingDecision> {
  return withTransaction(deps, origin, async ({ tx, emit, audit }) => {
    const [row] = await tx
      .select({ status: ratings.status, sellerId: ratings.sellerId, buyerId: ratings.buyerId })
      .from(ratings)
      .where(eq(ratings.id, id))
      .for('update');
    if (!row) throw notFound('Rating not found');
    const action: RatingAction = decision.action;
    const next = ratingTransition(row.status as RatingStatus, action);
    if ('refused' in next) throw new AppError(409, next.refused);
    const reason = decision.action === 'remove' ? decision.reason : null;
    await tx
      .update(ratings)
      .set({ status: next.to, removalReason: reason, decidedAt: new Date() })
      .where(eq(ratings.id, id));
    // The seller's public rating summary changes with it.
    emit({ type: 'rating.changed', ratingId: id, buyerId: row.buyerId, sellerId: row.sellerId });
    await audit({
      action: decision.action === 'release' ? 'release_rating' : 'remove_rating',
      targetType: 'rating',
      targetId: id,
      details: { sellerId: row.sellerId, from: row.status, ...(reason ? { reason } : {}) },
    });
    return { id, status: next.to };
  });
}

/** The ratings administrators removed from a seller, newest first, with the reason given. */
export async function removedRatingsOf(db: Db, sellerId: string): Promise<RemovedRating[]> {
  const rows = await db
    .select({
      id: ratings.id,
      rating: ratings.rating,
      removalReason: ratings.removalReason,
      decidedAt: ratings.decidedAt,
      listing: { id: listings.id, year: listings.year, make: listings.make, model: listings.model },
    })
    .from(ratings)
    .leftJoin(listings, eq(listings.id, ratings.listingId))
    .where(and(eq(ratings.sellerId, sellerId), eq(ratings.status, 'removed')))
    .orderBy(desc(ratings.decidedAt), desc(ratings.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    listing: titleOf(r.listing),
    removalReason: r.removalReason,
    removedAt: r.decidedAt?.toISOString() ?? null,
  }));
}
