import { and, count, eq, isNull, or } from 'drizzle-orm';
import { isOwnListing, isPublicListing } from '../../../shared/domain/listing.ts';
import { holdsListing } from '../../../shared/domain/report.ts';
import type { ConversationReportBody, ListingReportBody } from '../../../shared/schemas/reports.ts';
import type { Db } from '../../db/client.ts';
import { inquiries, listingReports, listings } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { publicnessColumns } from '../listings/visibility.ts';

export const ALREADY_REPORTED = 'You have already reported this listing; an administrator will look at it';
export const ALREADY_REPORTED_CONVERSATION =
  'You have already reported this conversation; an administrator will look at it';
export const OWN_LISTING_REPORT = 'You cannot report your own listing';

type Receipt = { id: number; status: 'open'; createdAt: string };

const receipt = (row: { id: number; createdAt: Date }): Receipt => ({
  id: row.id,
  status: 'open',
  createdAt: row.createdAt.toISOString(),
});

/** Open reports of the listing itself (not of its conversations): one per account, so one per reporter. */
export async function openListingReports(tx: Db, listingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.listingId, listingId),
        eq(listingReports.status, 'open'),
        isNull(listingReports.buyerId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A signed-in visitor reports a public listing that is not their own; one open report per account per
 * listing (409 after). The report that makes REPORTS_TO_HOLD holds the listing out of the public
 * inventory in the same transaction (the facet counts follow by trigger, migration 0018). The listing row
 * is locked first, so two reports arriving together count each other.
 */
export async function reportListing(
  deps: TransactionDeps,
  origin: Origin,
  listingId: number,
  body: ListingReportBody,
): Promise<Receipt> {
  return withTransaction(deps, origin, async ({ tx, actor, emit, audit }) => {
    const [listing] = await tx
      .select(publicnessColumns)
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    if (!listing) throw notFound('Listing not found');
    if (isOwnListing(actor, listing)) throw forbidden(OWN_LISTING_REPORT);
    if (!isPublicListing(listing)) throw notFound('Listing not found');
    const [row] = await tx
      .insert(listingReports)
      .values({ listingId, reporterId: actor.id, reason: body.reason, details: body.details ?? null })
      .onConflictDoNothing()
      .returning({ id: listingReports.id, createdAt: listingReports.createdAt });
    if (!row) throw new AppError(409, ALREADY_REPORTED);
    await audit({ action: 'report_listing', targetType: 'listing', targetId: listingId });
    if (holdsListing(await openListingReports(tx, listingId))) {
      await tx.update(listings).set({ reportsHeld: true }).where(eq(listings.id, listingId));
      emit({ type: 'listing.changed', listingId, ownerId: listing.sellerId });
    }
    return receipt(row);
  });
}

/**
 * One side of a conversation reports it (the buyer or the listing's seller); anyone else, or a
 * conversation without messages, is answered as not found.
 */
export async function reportConversation(
  deps: TransactionDeps,
  origin: Origin,
  body: ConversationReportBody,
): Promise<Receipt> {
  return withTransaction(deps, origin, async ({ tx, actor, audit }) => {
    const [thread] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .innerJoin(listings, eq(listings.id, inquiries.listingId))
      .where(
        and(
          eq(inquiries.listingId, body.listingId),
          eq(inquiries.buyerId, body.buyerId),
          or(eq(inquiries.buyerId, actor.id), eq(listings.sellerId, actor.id)),
        ),
      )
      .limit(1);
    if (!thread) throw notFound('Conversation not found');
    const [row] = await tx
      .insert(listingReports)
      .values({
        listingId: body.listingId,
        buyerId: body.buyerId,
        reporterId: actor.id,
        reason: body.reason,
        details: body.details ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: listingReports.id, createdAt: listingReports.createdAt });
    if (!row) throw new AppError(409, ALREADY_REPORTED_CONVERSATION);
    await audit({
      action: 'report_conversation',
      targetType: 'conversation',
      targetId: `${body.listingId}:${body.buyerId}`,
    });
    return receipt(row);
  });
}
