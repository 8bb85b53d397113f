import type { PAYMENT_STATUSES } from '../../../shared/constants.ts';
import { AppError } from '../../lib/app-error.ts';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The listing-fee payment lifecycle in one table. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed'],
  failed: ['pending'],
  completed: ['refunded'],
  refunded: [],
};

export function assertPaymentTransition(current: PaymentStatus, next: PaymentStatus): void {
  if (!PAYMENT_TRANSITIONS[current].includes(next)) {
    throw new AppError(409, `A ${current} payment cannot become ${next}`);
  }
}
