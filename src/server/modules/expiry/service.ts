import { and, eq, isNull, sql } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS, renewalRefusal, renewedExpiry } from '../../../shared/domain/expiry.ts';
import { isOwnListing, listingTransition } from '../../../shared/domain/listing.ts';
import { LISTING_FEE, paymentTransition } from '../../../shared/domain/payment.ts';
import { listingTitle } from '../../../shared/format.ts';
import type { Renewal } from '../../../shared/schemas/plans.ts';
import type { Db } from '../../db/client.ts';
import { listingPayments, listings, users } from '../../db/schema/index.ts';
import { AppError, allowed, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';

const DAY_MS = 86_400_000;
/** How many listings one sweep expires or reminds at most; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export interface RenewDeps extends TransactionDeps {
  payments: PaymentProvider;
}

/**
 * The owner renews a listing in its last days or after it expired (shared/domain/expiry.ts): the listing
 * fee is paid again through the payment provider, in this same transaction, and the listing is live for
 * 90 more days (an expired one comes back live as it was approved: its content has not changed since).
 */
export async function renewListing(
  deps: RenewDeps,
  origin: Origin,
  id: number,
  now = new Date(),
): Promise<Renewal> {
  return withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    const [listing] = await tx
      .select({
        id: listings.id,
        sellerId: listings.sellerId,
        status: listings.status,
        expiresAt: listings.expiresAt,
      })
      .from(listings)
      .where(eq(listings.id, id))
      .for('update');
    // Someone else's listing is answered as if it did not exist.
    if (!listing || !isOwnListing(actor, listing)) throw notFound('Listing not found');
    const refusal = renewalRefusal(listing, now);
    if (refusal) throw new AppError(409, refusal);
    const status =
      listing.status === 'active' ? listing.status : allowed(listingTransition(listing.status, 'renew'));

    const [payment] = await tx
      .insert(listingPayments)
      .values({
        userId: actor.id,
        listingId: id,
        amount: LISTING_FEE.amount,
        currency: LISTING_FEE.currency,
        paymentProvider: deps.payments.name,
        status: 'pending',
      })
      .returning({
        id: listingPayments.id,
        amount: listingPayments.amount,
        currency: listingPayments.currency,
      });
    const { intentId } = await deps.payments.createIntent(payment!);
    const outcome = await deps.payments.confirm(intentId);
    if (outcome !== 'completed')
      throw new AppError(409, 'The payment was declined: the listing was not renewed');
    await tx
      .update(listingPayments)
      .set({ paymentIntentId: intentId, status: allowed(paymentTransition('pending', outcome)) })
      .where(eq(listingPayments.id, payment!.id));
    const expiresAt = renewedExpiry(listing.expiresAt, now);
    await tx
      .update(listings)
      .set({ status, expiresAt, expiryRemindedAt: null, updatedAt: now })
      .where(eq(listings.id, id));
    emit({ type: 'payment.changed', paymentId: payment!.id, userId: actor.id });
    emit({ type: 'listing.changed', listingId: id, ownerId: actor.id });
    return { listingId: id, status, expiresAt: expiresAt.toISOString(), paymentId: payment!.id };
  });
}

const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** The owner's dashboard with that listing's Renew button in view (SellerDashboard reads `renew`). */
export const renewLink = (siteUrl: string, listingId: number): string =>
  `${siteUrl}/seller-dashboard?renew=${listingId}`;

/**
 * The expiry sweep (a scheduled job, `now` injected): live listings past their expiry become inactive
 * (LISTING_TRANSITIONS.expire) and their owners are told; owners of listings expiring within 7 days get
 * one reminder per expiry. Runs in the job's transaction, so its e-mails commit with it exactly once.
 */
export async function runExpirySweep(tx: Db, siteUrl: string, now: Date): Promise<void> {
  const { to: expired } = listingTransition('active', 'expire') as { to: 'inactive' };
  const ending = await tx
    .select({
      id: listings.id,
      year: listings.year,
      make: listings.make,
      model: listings.model,
      email: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.status, 'active'), sql`${listings.expiresAt} <= ${now.toISOString()}`))
    .limit(SWEEP_BATCH)
    .for('update', { of: listings, skipLocked: true });
  for (const l of ending) {
    await tx.update(listings).set({ status: expired, updatedAt: now }).where(eq(listings.id, l.id));
    await enqueueEmail(
      tx,
      emails.listingExpired(l.email, { listingTitle: listingTitle(l), link: renewLink(siteUrl, l.id) }),
    );
  }

  const horizon = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  const soon = await tx
    .select({
      id: listings.id,
      year: listings.year,
      make: listings.make,
      model: listings.model,
      expiresAt: listings.expiresAt,
      email: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        eq(listings.status, 'active'),
        isNull(listings.expiryRemindedAt),
        sql`${listings.expiresAt} > ${now.toISOString()} and ${listings.expiresAt} <= ${horizon.toISOString()}`,
      ),
    )
    .limit(SWEEP_BATCH)
    .for('update', { of: listings, skipLocked: true });
  for (const l of soon) {
    await enqueueEmail(
      tx,
      emails.listingExpiring(l.email, {
        listingTitle: listingTitle(l),
        expiresOn: dayOf(l.expiresAt!),
        link: renewLink(siteUrl, l.id),
      }),
    );
    await tx.update(listings).set({ expiryRemindedAt: now }).where(eq(listings.id, l.id));
  }
}
