import type { ListingStatus } from '../../../shared/constants.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The listing lifecycle, in one table: which action moves a listing from which states to which.
 * New listings start as `pending` (spec section 4).
 */
export const LISTING_TRANSITIONS = {
  /** An administrator approves: the listing goes live and is marked verified. */
  approve: { from: ['pending'], to: 'active' },
  /** An administrator turns it down (or takes a live one down), with a reason the seller sees. */
  reject: { from: ['pending', 'active'], to: 'inactive' },
  /** The seller edits a turned-down listing: it goes back to the approval queue. */
  resubmit: { from: ['inactive'], to: 'pending' },
  /**
   * The seller changes the photos of a live listing: unreviewed photos are never public, so it goes back
   * to the approval queue (docs/decisions/0020).
   */
  revise: { from: ['active'], to: 'pending' },
} as const satisfies Record<string, { from: readonly ListingStatus[]; to: ListingStatus }>;

export type ListingAction = keyof typeof LISTING_TRANSITIONS;

const PAST_TENSE: Record<ListingAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  resubmit: 'resubmitted',
  revise: 'sent back to review',
};

export function nextStatus(current: ListingStatus, action: ListingAction): ListingStatus {
  const rule = LISTING_TRANSITIONS[action];
  if (!(rule.from as readonly ListingStatus[]).includes(current)) {
    throw new AppError(409, `A ${current} listing cannot be ${PAST_TENSE[action]}`);
  }
  return rule.to;
}
