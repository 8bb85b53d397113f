import type { KycStatus } from '../../../shared/constants.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The identity application lifecycle in one table (spec section 4): an administrator decides an open
 * application; approved and rejected are final.
 */
const OPEN: readonly KycStatus[] = ['pending', 'under_review', 'resubmission_required'];

export const KYC_TRANSITIONS: Record<
  'approved' | 'rejected' | 'resubmission_required',
  readonly KycStatus[]
> = {
  approved: OPEN,
  rejected: OPEN,
  resubmission_required: OPEN,
};

export const isOpen = (status: KycStatus): boolean => OPEN.includes(status);

export function assertKycTransition(current: KycStatus, next: keyof typeof KYC_TRANSITIONS): void {
  if (!KYC_TRANSITIONS[next].includes(current)) {
    throw new AppError(409, `This application was already ${current.replace('_', ' ')}`);
  }
}
