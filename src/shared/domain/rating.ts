/**
 * Ratings and the cheap defences against a seller rating themselves through a second account
 * (docs/decisions/0020): a rating that looks like it may come from the seller is held, uncounted and
 * unshown, until an administrator releases or removes it.
 */
export const RATING_STATUSES = ['counted', 'held', 'removed'] as const;
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** Only these count in a seller's public average and are shown. */
export const RATING_PUBLIC_STATUS = 'counted' satisfies RatingStatus;

export const RATING_HOLD_REASONS = ['new_account', 'shared_address'] as const;
export type RatingHoldReason = (typeof RATING_HOLD_REASONS)[number];

export const RATING_HOLD_LABELS: Record<RatingHoldReason, string> = {
  new_account: 'Rater account less than a day old',
  shared_address: 'Sent from an address the seller signs in from',
};

/** A rating from an account younger than this is held: a throwaway account costs its maker a day. */
export const RATING_MIN_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;

/** Why a new rating must wait for an administrator, or null when it counts at once. */
export function ratingHoldReason(rater: {
  accountCreatedAt: Date;
  now: Date;
  sharesAddressWithSeller: boolean;
}): RatingHoldReason | null {
  if (rater.sharesAddressWithSeller) return 'shared_address';
  if (rater.now.getTime() - rater.accountCreatedAt.getTime() < RATING_MIN_ACCOUNT_AGE_MS)
    return 'new_account';
  return null;
}

/** What an administrator may do to a rating: release a held one, or remove one held or counted. */
export const RATING_TRANSITIONS = {
  release: { from: ['held'], to: 'counted' },
  remove: { from: ['held', 'counted'], to: 'removed' },
} as const satisfies Record<string, { from: readonly RatingStatus[]; to: RatingStatus }>;

export type RatingAction = keyof typeof RATING_TRANSITIONS;

export function ratingTransition(
  current: RatingStatus,
  action: RatingAction,
): { to: RatingStatus } | { refused: string } {
  const rule = RATING_TRANSITIONS[action];
  return (rule.from as readonly RatingStatus[]).includes(current)
    ? { to: rule.to }
    : { refused: `A ${current} rating cannot be ${action === 'release' ? 'released' : 'removed'}` };
}
