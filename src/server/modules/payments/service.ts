import { and, desc, eq, ne } from 'drizzle-orm';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { isOwnListing } from '../../../shared/domain/listing.ts';
import {
  FEE_PAID_STATUS,
  isPaid,
  LISTING_FEE,
  type PaymentStatus,
  paymentTransition,
} from '../../../shared/domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { listingPayments, listings } from '../../db/schema/index.ts';
import { AppError, allowed, forbidden, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';

export interface PaymentDeps extends TransactionDeps {
  payments: PaymentProvider;
}

const toPayment = (r: typeof listingPayments.$inferSelect) => ({
  id: r.id,
  userId: r.userId,
  listingId: r.listingId,
  amount: r.amount,
  currency: r.currency,
  paymentProvider: r.paymentProvider,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

const FEE_ALREADY_PAID = 'The listing fee is already paid';

/** The listing, locked until the payment change commits: payments of one listing change one at a time. */
async function lockListing(tx: Db, listingId: number | null) {
  if (listingId === null) return undefined;
  const [row] = await tx
    .select({ sellerId: listings.sellerId, feeRequired: listings.feeRequired })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row;
}

/** 409 when the listing's fee already has a completed payment (other than `except`). */
async function assertFeeUnpaid(tx: Db, listingId: number | null, except?: number) {
  if (listingId === null) return;
  const paid = await tx
    .select({ id: listingPayments.id })
    .from(listingPayments)
    .where(
      and(
        eq(listingPayments.listingId, listingId),
        eq(listingPayments.status, FEE_PAID_STATUS),
        except === undefined ? undefined : ne(listingPayments.id, except),
      ),
    );
  if (paid.length > 0) throw new AppError(409, FEE_ALREADY_PAID);
}

/**
 * Opens the listing fee for one of the user's own private-flow listings. The amount and currency are the
 * fee's, whatever the client sends. A listing has at most one open payment (a unique index): asking
 * again, or twice at once, answers that one; a paid listing is refused.
 */
export async function startListingPayment(deps: PaymentDeps, origin: Origin, listingId: number) {
  return withTransaction(deps, origin, async ({ tx, emit }) => {
    const listing = await lockListing(tx, listingId);
    if (!listing) throw notFound('Listing not found');
    if (!isOwnListing(origin.actor, listing)) throw forbidden('You can only pay for your own listings');
    if (!listing.feeRequired) throw new AppError(409, 'This listing has no listing fee to pay');
    await assertFeeUnpaid(tx, listingId);
    const [open] = await tx
      .select()
      .from(listingPayments)
      .where(and(eq(listingPayments.listingId, listingId), eq(listingPayments.status, 'pending')));
    if (open) return { payment: toPayment(open), created: false };

    const [row] = await tx
      .insert(listingPayments)
      .values({
        userId: origin.actor.id,
        listingId,
        amount: LISTING_FEE.amount,
        currency: LISTING_FEE.currency,
        paymentProvider: deps.payments.name,
        status: 'pending',
      })
      .returning();
    const { intentId } = await deps.payments.createIntent({
      id: row!.id,
      amount: row!.amount,
      currency: row!.currency,
    });
    const [withIntent] = await tx
      .update(listingPayments)
      .set({ paymentIntentId: intentId })
      .where(eq(listingPayments.id, row!.id))
      .returning();
    emit({ type: 'payment.changed', paymentId: row!.id, userId: origin.actor.id });
    return { payment: toPayment(withIntent!), created: true };
  });
}

async function ownPayment(db: Db, actor: Actor, id: number) {
  const [row] = await db.select().from(listingPayments).where(eq(listingPayments.id, id));
  if (!row || !ownsOrAdmin(actor, row.userId)) throw notFound('Payment not found');
  return row;
}

/**
 * Asks the provider whether the payment went through, and records its answer. Confirming again what is
 * already completed answers it as it is; a payment for a listing whose fee another payment already
 * settled is refused, so a fee is never charged twice.
 */
export async function confirmPayment(deps: PaymentDeps, origin: Origin, id: number) {
  return withTransaction(deps, origin, async ({ tx, emit }) => {
    const found = await ownPayment(tx, origin.actor, id);
    await lockListing(tx, found.listingId);
    const payment = await ownPayment(tx, origin.actor, id);
    if (isPaid(payment.status)) return toPayment(payment);
    await assertFeeUnpaid(tx, payment.listingId);
    if (!payment.paymentIntentId) throw new AppError(409, 'This payment was never opened with the provider');
    const outcome = await deps.payments.confirm(payment.paymentIntentId);
    allowed(paymentTransition(payment.status as PaymentStatus, outcome));
    const [row] = await tx
      .update(listingPayments)
      .set({ status: outcome })
      .where(eq(listingPayments.id, id))
      .returning();
    emit({ type: 'payment.changed', paymentId: id, userId: payment.userId });
    return toPayment(row!);
  });
}

export async function getPayment(db: Db, actor: Actor, id: number) {
  return toPayment(await ownPayment(db, actor, id));
}

export async function myPayments(db: Db, actor: Actor) {
  const rows = await db
    .select()
    .from(listingPayments)
    .where(eq(listingPayments.userId, actor.id))
    .orderBy(desc(listingPayments.createdAt));
  return rows.map(toPayment);
}

/**
 * An administrator corrects a payment's status (a refund, a failed charge); recorded in the audit log.
 * Reopening a payment while another is open, or completing one for a fee already paid, is refused.
 */
export async function setPaymentStatus(
  deps: TransactionDeps,
  origin: Origin,
  id: number,
  status: PaymentStatus,
) {
  return withTransaction(deps, origin, async ({ tx, emit, audit }) => {
    const [found] = await tx.select().from(listingPayments).where(eq(listingPayments.id, id));
    if (!found) throw notFound('Payment not found');
    await lockListing(tx, found.listingId);
    const [payment] = await tx.select().from(listingPayments).where(eq(listingPayments.id, id));
    allowed(paymentTransition(payment!.status as PaymentStatus, status));
    if (isPaid(status)) await assertFeeUnpaid(tx, payment!.listingId, id);
    if (status === 'pending' && payment!.listingId !== null) {
      const [open] = await tx
        .select({ id: listingPayments.id })
        .from(listingPayments)
        .where(and(eq(listingPayments.listingId, payment!.listingId), eq(listingPayments.status, 'pending')));
      if (open) throw new AppError(409, 'This listing already has an open payment');
    }
    const [row] = await tx
      .update(listingPayments)
      .set({ status })
      .where(eq(listingPayments.id, id))
      .returning();
    emit({ type: 'payment.changed', paymentId: id, userId: payment!.userId });
    await audit({
      action: 'set_payment_status',
      targetType: 'payment',
      targetId: id,
      details: { from: payment!.status, to: status },
    });
    return toPayment(row!);
  });
}
