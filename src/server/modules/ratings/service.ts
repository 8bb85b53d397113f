import { and, avg, count, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.ts';
import { isOwnListing } from '../../../shared/domain/listing.ts';
import { RATING_PUBLIC_STATUS, ratingHoldReason } from '../../../shared/domain/rating.ts';
import type { RatingEligibility, RatingInput, RatingSummary } from '../../../shared/schemas/ratings.ts';
import type { Db } from '../../db/client.ts';
import { inquiries, listings, ratings, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { sharesSignInAddress } from '../auth/sign-in-addresses.ts';

/** A seller's average rating (two decimals) and how many ratings it rests on: counted ratings only. */
export async function sellerRatingSummary(db: Db, sellerId: string): Promise<RatingSummary> {
  const [row] = await db
    .select({ avg: avg(ratings.rating), n: count() })
    .from(ratings)
    .where(and(eq(ratings.sellerId, sellerId), eq(ratings.status, RATING_PUBLIC_STATUS)));
  return { averageRating: row?.avg ? Math.round(Number(row.avg) * 100) / 100 : 0, totalRatings: row?.n ?? 0 };
}

const ALREADY_RATED = 'You have already rated this seller for this listing';

/** Buyers rate after the sale too, so any listing counts; the conversation rule does the guarding. */
async function existingListing(db: Db, listingId: number) {
  const [listing] = await db
    .select({ id: listings.id, sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  return listing;
}

/**
 * Whether the actor may rate this listing's seller: both sides have sent at least 3 messages in their
 * conversation about it, and the actor has not rated it yet. Never on one's own listing.
 */
export async function ratingEligibility(db: Db, actor: Actor, listingId: number): Promise<RatingEligibility> {
  const listing = await existingListing(db, listingId);
  const [counts] = await db
    .select({
      buyer: sql<number>`count(*) filter (where ${inquiries.senderId} = ${actor.id})::int`,
      seller: sql<number>`count(*) filter (where ${inquiries.senderId} = ${listing.sellerId})::int`,
    })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listing.id), eq(inquiries.buyerId, actor.id)));
  const [rated] = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(
      and(
        eq(ratings.listingId, listing.id),
        eq(ratings.buyerId, actor.id),
        eq(ratings.sellerId, listing.sellerId),
      ),
    );
  const messageCount = { buyer: counts?.buyer ?? 0, seller: counts?.seller ?? 0 };
  const own = isOwnListing(actor, listing);
  const enough =
    messageCount.buyer >= LIMITS.ratingMinMessagesEachSide &&
    messageCount.seller >= LIMITS.ratingMinMessagesEachSide;
  return { eligible: !own && enough && !rated, hasRated: Boolean(rated), messageCount };
}

/** Why this rating must wait for an administrator (shared/domain/rating.ts), or null. */
async function holdReasonFor(db: Db, actor: Actor, sellerId: string, ip: string) {
  const [rater] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, actor.id));
  return ratingHoldReason({
    accountCreatedAt: rater?.createdAt ?? new Date(),
    now: new Date(),
    sharesAddressWithSeller: await sharesSignInAddress(db, actor.id, sellerId, ip),
  });
}

/**
 * Rates a seller. A rating that may come from the seller's own second account (a day-old account, or a
 * shared address) is stored held: it neither counts nor shows until an administrator releases it. The
 * rater is answered the same either way, so the defence does not teach its way around itself.
 */
export async function rateSeller(deps: TransactionDeps, origin: Origin, input: RatingInput) {
  return withTransaction(deps, origin, async ({ tx: db, actor, emit }) => {
    const listing = await existingListing(db, input.listingId);
    if (input.sellerId !== listing.sellerId)
      throw new AppError(400, 'That seller does not own this listing', [
        { path: 'sellerId', message: 'Not the seller of this listing' },
      ]);
    if (isOwnListing(actor, listing)) throw forbidden('You cannot rate yourself on your own listing');
    const eligibility = await ratingEligibility(db, actor, listing.id);
    if (eligibility.hasRated) throw new AppError(409, ALREADY_RATED);
    if (!eligibility.eligible) {
      throw forbidden(
        `Rating is available once you and the seller have each sent ${LIMITS.ratingMinMessagesEachSide} messages`,
      );
    }
    const holdReason = await holdReasonFor(db, actor, listing.sellerId, origin.meta.ip);
    const rows = await db
      .insert(ratings)
      .values({
        sellerId: listing.sellerId,
        buyerId: actor.id,
        listingId: listing.id,
        rating: input.rating,
        status: holdReason ? 'held' : RATING_PUBLIC_STATUS,
        holdReason,
      })
      .onConflictDoNothing()
      .returning();
    // Two submissions racing: the unique index lets one through, the other gets the same 409.
    if (!rows[0]) throw new AppError(409, ALREADY_RATED);
    const r = rows[0];
    emit({ type: 'rating.changed', ratingId: r.id, buyerId: r.buyerId, sellerId: r.sellerId });
    return {
      id: r.id,
      sellerId: r.sellerId,
      buyerId: r.buyerId,
      listingId: r.listingId,
      rating: r.rating,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
