import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { expiryFor } from '../../../shared/domain/expiry.ts';
import { LISTING_AWAITING_REVIEW, listingTransition, waitingFor } from '../../../shared/domain/listing.ts';
import { listingTitle } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { listings, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { AppError, allowed, notFound } from '../../lib/app-error.ts';
import { type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { feePaidSql } from '../payments/fee-paid.ts';
import { queueListingMatch } from '../saved-searches/alerts.ts';
import { type NoticeDeps, tellWatchers } from '../watchlist/notices.ts';

/** `readyForReview` (shared/domain/listing.ts) as SQL, for the queue: no fee, or fee paid and seller verified. */
const readyForReview = and(
  inArray(listings.status, [...LISTING_AWAITING_REVIEW]),
  or(eq(listings.feeRequired, false), and(feePaidSql(), eq(users.verified, true))),
);

/** Listings awaiting approval, oldest first, with their seller's username and e-mail. */
export async function pendingListings(db: Db) {
  const rows = await db
    .select({
      id: listings.id,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      price: listings.price,
      currency: listings.currency,
      location: listings.location,
      imageUrls: listings.imageUrls,
      createdAt: listings.createdAt,
      sellerId: listings.sellerId,
      seller: {
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        roleId: users.roleId,
      },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(readyForReview)
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The listing and its seller, locked until the decision commits: two decisions never interleave. */
async function listingWithSeller(tx: Db, id: number) {
  const [row] = await tx
    .select({
      listing: listings,
      sellerEmail: users.email,
      sellerVerified: users.verified,
      sellerRoleId: users.roleId,
      feePaid: feePaidSql(),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, id))
    .for('update', { of: listings });
  if (!row) throw notFound('Listing not found');
  return row;
}

/** Approves a pending listing: it goes live, verified. A private-flow listing needs its fee and identity first. */
export async function approveListing(deps: DecisionDeps, origin: Origin, id: number) {
  await withTransaction(deps, origin, async ({ tx, emit, audit }) => {
    const { listing, sellerEmail, sellerVerified, sellerRoleId, feePaid } = await listingWithSeller(tx, id);
    const status = allowed(listingTransition(listing.status, 'approve'));
    const waits = waitingFor({ ...listing, feePaid, sellerVerified });
    if (waits === 'payment') throw new AppError(409, 'The listing fee has not been paid yet');
    if (waits === 'identity') throw new AppError(409, "The seller's identity has not been verified yet");
    const liveAt = new Date();
    await tx
      .update(listings)
      .set({
        status,
        verified: true,
        kmVerified: true,
        rejectionReason: null,
        updatedAt: liveAt,
        // Days on market count from the first time it went live, not from a return after new photos.
        liveAt: sql`coalesce(${listings.liveAt}, ${liveAt})`,
        // A private seller's listing is live for the days its fee covers (shared/domain/expiry.ts).
        expiresAt: expiryFor({ roleId: sellerRoleId }, liveAt),
        expiryRemindedAt: null,
      })
      .where(eq(listings.id, id));
    emit({ type: 'listing.changed', listingId: id, ownerId: listing.sellerId });
    // Saved-search alerts: queued with the approval, so a crash right after the commit loses none.
    await queueListingMatch(tx, id, liveAt);
    await audit({ action: 'approve_listing', targetType: 'listing', targetId: id });
    await enqueueEmail(
      tx,
      emails.listingApproved(sellerEmail, {
        listingTitle: listingTitle(listing),
        link: `${deps.siteUrl}/listing/${id}`,
      }),
    );
  });
}

/** Turns a listing down with a reason its seller sees on the dashboard and receives by e-mail. */
export async function rejectListing(
  deps: DecisionDeps & NoticeDeps,
  origin: Origin,
  id: number,
  reason: string,
) {
  await withTransaction(deps, origin, (uow) => takeDownListing(uow, deps, id, reason));
}

/**
 * rejectListing's work inside a caller's transaction (resolving reports removes a listing this way, in
 * the same transaction as the reports it closes).
 */
export async function takeDownListing(
  uow: UnitOfWork,
  deps: DecisionDeps & NoticeDeps,
  id: number,
  reason: string,
): Promise<void> {
  const { tx, emit, audit } = uow;
  const { listing, sellerEmail } = await listingWithSeller(tx, id);
  const status = allowed(listingTransition(listing.status, 'reject'));
  // A live listing taken down: its watchers hear that it is gone.
  await tellWatchers(uow, deps, { listing, before: listing, after: { status, price: listing.price } });
  await tx
    .update(listings)
    .set({ status, verified: false, rejectionReason: reason, updatedAt: new Date() })
    .where(eq(listings.id, id));
  emit({ type: 'listing.changed', listingId: id, ownerId: listing.sellerId });
  await audit({ action: 'reject_listing', targetType: 'listing', targetId: id, details: { reason } });
  await enqueueEmail(
    tx,
    emails.listingRejected(sellerEmail, {
      listingTitle: listingTitle(listing),
      reason,
      link: `${deps.siteUrl}/seller-dashboard`,
    }),
  );
}
