import type { Transition } from './transition.ts';

/**
 * Reports of listings and conversations (issue 18, "Reports and moderation"; docs/decisions/0031).
 * Signed-in visitors report; administrators resolve from the Reports tab.
 */

export const REPORT_REASONS = ['scam', 'wrong_information', 'already_sold', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the administrators' queue word them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Suspected scam',
  wrong_information: 'Wrong information',
  already_sold: 'Already sold',
  offensive: 'Offensive',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'removed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What a report is about: the listing, or one conversation about it. */
export type ReportSubject = 'listing' | 'conversation';

/**
 * An administrator's decision: dismiss (nothing wrong) or remove the listing. Removing takes the listing
 * down (LISTING_TRANSITIONS.reject); a conversation cannot be removed, only dismissed after a look (the
 * administrator suspends an account from the Users tab if needed).
 */
export const REPORT_TRANSITIONS = {
  dismiss: { from: ['open'], to: 'dismissed' },
  remove: { from: ['open'], to: 'removed' },
} as const satisfies Record<string, { from: readonly ReportStatus[]; to: ReportStatus }>;
export type ReportAction = keyof typeof REPORT_TRANSITIONS;
export const REPORT_ACTIONS = Object.keys(REPORT_TRANSITIONS) as ReportAction[];

export function reportTransition(
  current: string,
  action: ReportAction,
  subject: ReportSubject,
): Transition<ReportStatus> {
  if (action === 'remove' && subject === 'conversation')
    return { refused: 'A conversation cannot be removed; dismiss the report, or suspend the account' };
  const rule = REPORT_TRANSITIONS[action];
  return (rule.from as readonly string[]).includes(current)
    ? { to: rule.to }
    : { refused: `This report was already resolved (${current})` };
}

/**
 * Open reports of a listing from this many different accounts hold it out of the public inventory until
 * an administrator resolves them (`listings.reports_held`; isPublicListing in listing.ts).
 */
export const REPORTS_TO_HOLD = 3;
export const holdsListing = (openReporters: number): boolean => openReporters >= REPORTS_TO_HOLD;

/** Free text a reporter adds; the reason alone is enough. */
export const REPORT_DETAILS_MAX = 2000;
export const RESOLUTION_NOTE_MAX = 1000;
