import { canSell, isCustomer, owns, type VerifiableSubject } from './access.ts';
import { entitlesPrivateListing } from './identity.ts';
import type { ListingStatus } from './listing-status.ts';
import { isParkedByPlan } from './plans.ts';
import type { Transition } from './transition.ts';

/** Latest model year a listing may carry: the next calendar year. */
export const maxListingYear = (now: Date = new Date()): number => now.getFullYear() + 1;

/**
 * The listing lifecycle (spec section 4): which action moves a listing from which states to which.
 * New listings start as `pending`, waiting for an administrator.
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
  /** The seller marks a live listing sold: it leaves the inventory for the results archive (issue 17). */
  sell: { from: ['active'], to: 'sold' },
  /** A private seller's 90 days ran out (shared/domain/expiry.ts): it leaves the marketplace. */
  expire: { from: ['active'], to: 'inactive' },
  /** Its seller renews an expired listing (paying the fee again): back live, as it was approved. */
  renew: { from: ['inactive'], to: 'active' },
  /**
   * A dealer's plan no longer allows it (a downgrade or a lapse, shared/domain/plans.ts): it is parked,
   * inactive with the reason 'plan_limit', until a plan allows it again.
   */
  park: { from: ['pending', 'active'], to: 'inactive' },
  /** A plan allows a parked approved listing again: back live as it was approved. */
  unpark: { from: ['inactive'], to: 'active' },
  /** A plan allows a parked listing that had not been approved yet: back in the review queue. */
  unparkToReview: { from: ['inactive'], to: 'pending' },
} as const satisfies Record<string, { from: readonly ListingStatus[]; to: ListingStatus }>;

export type ListingAction = keyof typeof LISTING_TRANSITIONS;

const PAST_TENSE: Record<ListingAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  resubmit: 'resubmitted',
  revise: 'sent back to review',
  sell: 'marked sold',
  expire: 'expired',
  renew: 'renewed',
  park: 'parked',
  unpark: 'brought back',
  unparkToReview: 'brought back',
};

export function listingTransition(current: ListingStatus, action: ListingAction): Transition<ListingStatus> {
  const rule = LISTING_TRANSITIONS[action];
  return (rule.from as readonly ListingStatus[]).includes(current)
    ? { to: rule.to }
    : { refused: `A ${current} listing cannot be ${PAST_TENSE[action]}` };
}

/** Named states: a new or resubmitted listing waits for review; only live listings are public. */
export const LISTING_NEW_STATUS = 'pending' satisfies ListingStatus;
export const LISTING_AWAITING_REVIEW = LISTING_TRANSITIONS.approve.from;
export const LISTING_PUBLIC_STATUS = 'active' satisfies ListingStatus;
/**
 * What the public sees: live listings whose seller is not suspended and that reports do not hold
 * (shared/domain/report.ts REPORTS_TO_HOLD). A suspension or a hold keeps a listing's status, so lifting
 * it brings the listing back as it was. (The facet count triggers of migration 0018 and visibility.ts say
 * the same in SQL.)
 */
export const isPublicListing = (l: {
  status: string;
  sellerSuspended: boolean;
  reportsHeld: boolean;
}): boolean => l.status === LISTING_PUBLIC_STATUS && !l.sellerSuspended && !l.reportsHeld;
/** Sold listings are public too, in the results archive (/results, `GET /api/listings?status=sold`). */
export const LISTING_SOLD_STATUS = LISTING_TRANSITIONS.sell.to;
export const isPublicResult = (l: { status: string; sellerSuspended: boolean }): boolean =>
  l.status === LISTING_SOLD_STATUS && !l.sellerSuspended;
/** The seller's dashboard offers "Mark as sold" on these. */
export const isSellable = (status: string): boolean =>
  (LISTING_TRANSITIONS.sell.from as readonly string[]).includes(status);

/**
 * A sold price the public may see: only when its seller allowed it. The seller's own view (and an
 * administrator's) has it always; anyone else gets null, and the server never sends the hidden one.
 */
export const publicSoldPrice = (l: { soldPrice: number | null; showSoldPrice: boolean }): number | null =>
  l.showSoldPrice ? l.soldPrice : null;

const DAY_MS = 86_400_000;

/**
 * Whole days a listing has been (or was) on the market: from when it first went live to its sale, or to
 * now. A listing live before go-live times were kept counts from its creation; one never live has none.
 */
export function daysOnMarket(
  l: { status: string; liveAt: Date | null; createdAt: Date; soldAt: Date | null },
  now: Date = new Date(),
): number | null {
  const since =
    l.liveAt ?? (l.status === LISTING_PUBLIC_STATUS || l.status === LISTING_SOLD_STATUS ? l.createdAt : null);
  if (!since) return null;
  return Math.max(0, Math.floor(((l.soldAt ?? now).getTime() - since.getTime()) / DAY_MS));
}

/** Turned down (or taken down): the seller's edit sends it back to review. */
export const LISTING_RESUBMITTABLE = LISTING_TRANSITIONS.resubmit.from;

export const isAwaitingReview = (status: string): boolean =>
  (LISTING_AWAITING_REVIEW as readonly string[]).includes(status);
/**
 * A turned-down listing goes back to review when its seller edits it; one parked by its dealer's plan
 * (inactive_reason 'plan_limit', shared/domain/plans.ts) does not: only a plan that allows it brings it back.
 */
export const isResubmittable = (l: { status: string; inactiveReason: string | null }): boolean =>
  (LISTING_RESUBMITTABLE as readonly string[]).includes(l.status) && !isParkedByPlan(l);

/**
 * "My listing": the viewer (the server's actor, the client's session user) is the listing's seller. Its
 * seller may not report it, rate themselves on it or start a conversation about it, and sees it as theirs.
 */
export const isOwnListing = (
  viewer: { id: string } | null | undefined,
  listing: { sellerId: string },
): boolean => owns(viewer, listing.sellerId);

/** Verified listings cannot be edited (spec section 4). */
export const isEditable = (listing: { verified: boolean }): boolean => !listing.verified;

/**
 * On what terms a seller may create a listing: a verified seller lists free; a customer whose identity
 * application entitles it lists through the private flow, and the listing waits for its fee; anyone else
 * may not list.
 */
export function listingTerms(
  actor: VerifiableSubject,
  individualApplicationStatuses: readonly string[],
): { feeRequired: boolean } | null {
  if (canSell(actor)) return { feeRequired: false };
  if (isCustomer(actor) && individualApplicationStatuses.some(entitlesPrivateListing))
    return { feeRequired: true };
  return null;
}

export const WAITING_FOR = ['payment', 'identity', 'review'] as const;
/** What a listing waiting for approval waits for; null when it waits for nothing of the review. */
export type WaitingFor = (typeof WAITING_FOR)[number];

export interface ReviewFacts {
  status: string;
  /** Listed through the private flow: its fee and its seller's identity come before review. */
  feeRequired: boolean;
  feePaid: boolean;
  sellerVerified: boolean;
}

/**
 * The derived review state: a pending listing without a fee waits for review; a private-flow listing
 * first for its fee, then for its seller's identity, then for review. Any other status waits for nothing.
 */
export function waitingFor(l: ReviewFacts): WaitingFor | null {
  if (!isAwaitingReview(l.status)) return null;
  if (!l.feeRequired) return 'review';
  if (!l.feePaid) return 'payment';
  if (!l.sellerVerified) return 'identity';
  return 'review';
}

/** In the administrators' queue: may be approved now. */
export const readyForReview = (l: ReviewFacts): boolean => waitingFor(l) === 'review';

/**
 * A listing's asking price (issue 15): a positive amount, or none at all, which the seller chose
 * explicitly as "Price on request". A price of 0 is neither: it was a form's untouched default.
 */
export const MAX_PRICE = 9_999_999_999.99;
export const isValidPrice = (price: number): boolean =>
  price > 0 && price <= MAX_PRICE && Math.abs(Math.round(price * 100) - price * 100) < 1e-6;
export const PRICE_ON_REQUEST_LABEL = 'Price on request';
/** A listing without an asking price: shown as PRICE_ON_REQUEST_LABEL, outside every price filter and sort. */
export const isPriceOnRequest = (l: { price: number | null }): l is { price: null } => l.price === null;
