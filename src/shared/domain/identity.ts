import type { Transition } from './transition.ts';

export const KYC_STATUSES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'resubmission_required',
] as const;

export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_APPLICATION_TYPES = ['dealer', 'individual'] as const;

/**
 * Identity applications (KYC, spec section 4): an applicant submits (pending), an administrator reviews and
 * decides. Approved and rejected are final; a resubmission request reopens the application for the applicant.
 */

/** What an administrator may decide. */
export const KYC_DECISIONS = ['approved', 'rejected', 'resubmission_required'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];
export type KycApplicationType = 'dealer' | 'individual';

/** Named groups of statuses: the only place a set of identity-application statuses is written. */
export const KYC_GROUPS = {
  /** In the administrators' queue; blocks a second application of the same type. */
  awaitingReview: ['pending', 'under_review'],
  /** Not final yet: an administrator may still decide it. */
  decidable: ['pending', 'under_review', 'resubmission_required'],
  /** Lets a customer list privately (the listing then waits for its fee and the identity decision). */
  entitlesPrivateListing: ['pending', 'under_review', 'resubmission_required', 'approved'],
  /** The applicant has to act: send new documents, or apply again. */
  applicantMustAct: ['resubmission_required', 'rejected'],
} as const satisfies Record<string, readonly KycStatus[]>;

const within = (group: readonly KycStatus[], status: string): boolean =>
  (group as readonly string[]).includes(status);

export const isAwaitingReview = (status: string): boolean => within(KYC_GROUPS.awaitingReview, status);
export const entitlesPrivateListing = (status: string): boolean =>
  within(KYC_GROUPS.entitlesPrivateListing, status);
export const applicantMustAct = (status: string): boolean => within(KYC_GROUPS.applicantMustAct, status);

/** The lifecycle in one table: each decision, from the statuses it may be taken in. */
export const KYC_TRANSITIONS: Record<KycDecision, readonly KycStatus[]> = {
  approved: KYC_GROUPS.decidable,
  rejected: KYC_GROUPS.decidable,
  resubmission_required: KYC_GROUPS.decidable,
};

export function kycTransition(current: KycStatus, decision: KycDecision): Transition<KycDecision> {
  return KYC_TRANSITIONS[decision].includes(current)
    ? { to: decision }
    : { refused: `This application was already ${current.replace('_', ' ')}` };
}

interface ApplicationLike {
  applicationType: string;
  status: string;
  createdAt: string;
}

/** The application of this type that speaks for the account: the newest one. */
export function latestApplication<A extends ApplicationLike>(
  apps: readonly A[],
  type: KycApplicationType,
): A | null {
  let latest: A | null = null;
  for (const a of apps) {
    if (a.applicationType === type && (!latest || a.createdAt > latest.createdAt)) latest = a;
  }
  return latest;
}

/** The application of this type still waiting for a decision, if any (a new one would be refused). */
export const applicationAwaitingReview = <A extends ApplicationLike>(
  apps: readonly A[] | undefined,
  type: KycApplicationType,
): A | null => (apps ?? []).find((a) => a.applicationType === type && isAwaitingReview(a.status)) ?? null;
