import type { Transition } from './transition.ts';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;

/** Individual listing fee (spec section 9): one-time, covers KYC, review and 90 days listed. */
export const LISTING_FEE = { amount: 99, currency: 'USD' } as const;

/** What the listing fee covers (spec section 9): this many days live; then it expires unless renewed. */
export const LISTING_FEE_DAYS = 90;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The listing-fee payment lifecycle in one table. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed'],
  failed: ['pending'],
  completed: ['refunded'],
  refunded: [],
};

export function paymentTransition(current: PaymentStatus, next: PaymentStatus): Transition<PaymentStatus> {
  return PAYMENT_TRANSITIONS[current].includes(next)
    ? { to: next }
    : { refused: `A ${current} payment cannot become ${next}` };
}

/** The one status that means the money arrived; a refund takes it back. */
export const FEE_PAID_STATUS = 'completed' satisfies PaymentStatus;

export const isPaid = (status: string): boolean => status === FEE_PAID_STATUS;

/** A listing's fee is paid when one of its payments completed (a failed attempt may precede it). */
export const listingFeePaid = (
  listingId: number,
  payments: readonly { listingId: number | null; status: string }[],
): boolean => payments.some((p) => p.listingId === listingId && isPaid(p.status));
