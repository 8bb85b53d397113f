import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type ReportAction, reportTransition } from '../../../shared/domain/report.ts';
import { listingTitle } from '../../../shared/format.ts';
import type { AdminReport } from '../../../shared/schemas/reports.ts';
import type { Db } from '../../db/client.ts';
import { inquiries, listingReports, listings, users } from '../../db/schema/index.ts';
import type { DecisionDeps } from '../../deps.ts';
import { allowed, notFound } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { takeDownListing } from '../listings/review.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import type { NoticeDeps } from '../watchlist/notices.ts';

const QUEUE_LIMIT = 200;
const THREAD_MESSAGES = 50;

const reporter = alias(users, 'reporter');
const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const nameOf = (u: { firstName: string | null; lastName: string | null; username: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || 'Member';

const personColumns = (u: typeof reporter | typeof seller) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  username: u.username,
});

/**
 * The administrators' queue: open reports, oldest first, each with its listing (held or not, how many
 * open reports it has) and, for a conversation, the conversation's last messages to judge it by.
 */
export async function openReports(db: Db): Promise<AdminReport[]> {
  const openOfListing = sql<number>`(select count(*)::int from ${listingReports} r2 where r2.listing_id = ${listingReports.listingId} and r2.status = 'open' and r2.buyer_id is null)`;
  const rows = await db
    .select({
      id: listingReports.id,
      buyerId: listingReports.buyerId,
      reason: listingReports.reason,
      details: listingReports.details,
      createdAt: listingReports.createdAt,
      reporterId: reporter.id,
      reporterEmail: reporter.email,
      reporterPerson: personColumns(reporter),
      listing: {
        id: listings.id,
        make: listings.make,
        model: listings.model,
        year: listings.year,
        status: listings.status,
        sellerId: listings.sellerId,
        reportsHeld: listings.reportsHeld,
      },
      sellerPerson: personColumns(seller),
      buyerPerson: { firstName: buyer.firstName, lastName: buyer.lastName, username: buyer.username },
      openReports: openOfListing,
    })
    .from(listingReports)
    .innerJoin(reporter, eq(reporter.id, listingReports.reporterId))
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .innerJoin(seller, eq(seller.id, listings.sellerId))
    .leftJoin(buyer, eq(buyer.id, listingReports.buyerId))
    .where(eq(listingReports.status, 'open'))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id))
    .limit(QUEUE_LIMIT);

  return Promise.all(
    rows.map(async (r): Promise<AdminReport> => {
      let conversation: AdminReport['conversation'] = null;
      if (r.buyerId) {
        const messages = await db
          .select({
            senderId: inquiries.senderId,
            message: inquiries.message,
            createdAt: inquiries.createdAt,
          })
          .from(inquiries)
          .where(and(eq(inquiries.listingId, r.listing.id), eq(inquiries.buyerId, r.buyerId)))
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(THREAD_MESSAGES);
        conversation = {
          buyerId: r.buyerId,
          buyerName: nameOf(r.buyerPerson as never),
          messages: messages.reverse().map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        };
      }
      return {
        id: r.id,
        subject: r.buyerId ? 'conversation' : 'listing',
        reason: r.reason as AdminReport['reason'],
        details: r.details,
        createdAt: r.createdAt.toISOString(),
        reporter: { id: r.reporterId, name: nameOf(r.reporterPerson), email: r.reporterEmail },
        listing: {
          id: r.listing.id,
          title: listingTitle(r.listing),
          status: r.listing.status,
          sellerId: r.listing.sellerId,
          sellerName: nameOf(r.sellerPerson),
          reportsHeld: r.listing.reportsHeld,
          openReports: r.openReports,
        },
        conversation,
      };
    }),
  );
}

/**
 * An administrator resolves a report, in one transaction with its audit entry and the reporters'
 * e-mails. A listing report is decided for the listing: every open report of the listing closes with it
 * and its hold is lifted; `remove` also takes the listing down (LISTING_TRANSITIONS.reject, the seller
 * told why by e-mail, its watchers that it is gone). A conversation report closes alone, dismissed.
 */
export async function resolveReport(
  deps: DecisionDeps & NoticeDeps,
  origin: Origin,
  id: number,
  decision: { action: ReportAction; note: string },
): Promise<{ status: 'dismissed' | 'removed'; resolved: number }> {
  return withTransaction(deps, origin, async (uow) => {
    const { tx, actor, emit, audit } = uow;
    const [report] = await tx.select().from(listingReports).where(eq(listingReports.id, id)).for('update');
    if (!report) throw notFound('Report not found');
    const subject = report.buyerId ? 'conversation' : 'listing';
    const status = allowed(reportTransition(report.status, decision.action, subject)) as
      | 'dismissed'
      | 'removed';
    const [listing] = await tx
      .select({
        id: listings.id,
        make: listings.make,
        model: listings.model,
        year: listings.year,
        sellerId: listings.sellerId,
        reportsHeld: listings.reportsHeld,
      })
      .from(listings)
      .where(eq(listings.id, report.listingId))
      .for('update');
    if (!listing) throw notFound('Report not found');

    if (status === 'removed') await takeDownListing(uow, deps, listing.id, decision.note);
    const closing =
      subject === 'listing'
        ? and(
            eq(listingReports.listingId, listing.id),
            eq(listingReports.status, 'open'),
            isNull(listingReports.buyerId),
          )
        : eq(listingReports.id, id);
    const closed = await tx
      .update(listingReports)
      .set({ status, resolutionNote: decision.note, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(closing)
      .returning({ reporterId: listingReports.reporterId });
    if (subject === 'listing' && listing.reportsHeld) {
      await tx.update(listings).set({ reportsHeld: false }).where(eq(listings.id, listing.id));
      emit({ type: 'listing.changed', listingId: listing.id, ownerId: listing.sellerId });
    }
    await audit({
      action: status === 'removed' ? 'remove_reported_listing' : 'dismiss_report',
      targetType: 'listing_report',
      targetId: id,
      details: { listingId: listing.id, subject, note: decision.note, resolved: closed.length },
    });

    const reporters = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            closed.map((c) => c.reporterId),
          ),
          isNull(users.deletedAt),
        ),
      );
    const title = listingTitle(listing);
    for (const r of reporters) {
      await enqueueEmail(
        tx,
        emails.reportOutcome(r.email, {
          subject: subject === 'listing' ? `the ${title} listing` : `a conversation about the ${title}`,
          outcome: status,
          link: status === 'removed' ? `${deps.siteUrl}/listings` : `${deps.siteUrl}/listing/${listing.id}`,
        }),
      );
    }
    return { status, resolved: closed.length };
  });
}
