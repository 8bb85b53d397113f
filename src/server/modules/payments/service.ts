import { desc, eq } from 'drizzle-orm';
import { LISTING_FEE } from '../../../shared/constants.ts';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { isPaid, type PaymentStatus, paymentTransition } from '../../../shared/domain/payment.ts';
import type { Db } from '../../db/client.ts';
import { listingPayments, listings } from '../../db/schema/index.ts';
import { AppError, allowed, forbidden, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments.ts';
import type { Actor } from '../../plugins/session.ts';
import { type RequestMeta, recordAdminAction } from '../admin/audit.ts';
import { feePaidSql } from './fee-paid.ts';

export interface PaymentDeps {
  db: Db;
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

/**
 * Opens the listing fee for one of the user's own private-flow listings. The amount and currency are the
 * fee's, whatever the client sends; a listing is paid for once.
 */
export async function startListingPayment(deps: PaymentDeps, actor: Actor, listingId: number) {
  const [listing] = await deps.db
    .select({
      sellerId: listings.sellerId,
      feeRequired: listings.feeRequired,
      feePaid: feePaidSql(),
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  if (listing.sellerId !== actor.id) throw forbidden('You can only pay for your own listings');
  if (!listing.feeRequired) throw new AppError(409, 'This listing has no listing fee to pay');
  if (listing.feePaid) throw new AppError(409, 'The listing fee is already paid');

  const [row] = await deps.db
    .insert(listingPayments)
    .values({
      userId: actor.id,
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
  const [withIntent] = await deps.db
    .update(listingPayments)
    .set({ paymentIntentId: intentId })
    .where(eq(listingPayments.id, row!.id))
    .returning();
  return toPayment(withIntent!);
}

async function ownPayment(db: Db, actor: Actor, id: number) {
  const [row] = await db.select().from(listingPayments).where(eq(listingPayments.id, id));
  if (!row || !ownsOrAdmin(actor, row.userId)) throw notFound('Payment not found');
  return row;
}

/** Asks the provider whether the payment went through, and records its answer. */
export async function confirmPayment(deps: PaymentDeps, actor: Actor, id: number) {
  const payment = await ownPayment(deps.db, actor, id);
  if (isPaid(payment.status)) return toPayment(payment);
  if (!payment.paymentIntentId) throw new AppError(409, 'This payment was never opened with the provider');
  const outcome = await deps.payments.confirm(payment.paymentIntentId);
  allowed(paymentTransition(payment.status as PaymentStatus, outcome));
  const [row] = await deps.db
    .update(listingPayments)
    .set({ status: outcome })
    .where(eq(listingPayments.id, id))
    .returning();
  return toPayment(row!);
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

/** An administrator corrects a payment's status (a refund, a failed charge); recorded in the audit log. */
export async function setPaymentStatus(
  db: Db,
  admin: Actor,
  id: number,
  status: PaymentStatus,
  meta: RequestMeta,
) {
  const [payment] = await db.select().from(listingPayments).where(eq(listingPayments.id, id));
  if (!payment) throw notFound('Payment not found');
  allowed(paymentTransition(payment.status as PaymentStatus, status));
  const [row] = await db
    .update(listingPayments)
    .set({ status })
    .where(eq(listingPayments.id, id))
    .returning();
  await recordAdminAction(db, admin, meta, {
    action: 'set_payment_status',
    targetType: 'payment',
    targetId: id,
    details: { from: payment.status, to: status },
  });
  return toPayment(row!);
}
