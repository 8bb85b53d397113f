import type { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../constants.ts';
import { isDealer, type Subject } from './access.ts';
import type { ListingStatus } from './listing-status.ts';
import type { Transition } from './transition.ts';

export type PlanId = (typeof SUBSCRIPTION_PLANS)[number];
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** Per month, in USD, with the subscriptions table's precision (numeric 8,2). */
  pricePerMonth: number;
  /** Listings a dealer may hold live or in review at once; null: no limit. */
  listingLimit: number | null;
  /**
   * Where its dealers' listings stand in the "Recommended" sort: higher first, newest first within a
   * placement. Above 0 the listings are also featured on the home page in rotation.
   */
  placement: 0 | 1 | 2;
  perks: readonly string[];
}

/**
 * The dealer plans (spec sections 3, 6, 9: basic, pro, premium; a default listing limit of 5; "higher
 * search ranking, unlimited inventory uploads"). The one definition the server enforces and the
 * dashboard shows (docs/decisions/0032).
 */
export const PLANS: Record<PlanId, Plan> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    pricePerMonth: 0,
    listingLimit: 5,
    placement: 0,
    perks: ['Up to 5 listings', 'Verified dealer badge', 'CSV inventory import'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    pricePerMonth: 149,
    listingLimit: 50,
    placement: 1,
    perks: [
      'Up to 50 listings',
      'Placed above Basic in "Recommended"',
      'Featured on the home page in rotation',
    ],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    pricePerMonth: 399,
    listingLimit: null,
    placement: 2,
    perks: ['Unlimited listings', 'Placed first in "Recommended"', 'Featured on the home page in rotation'],
  },
};

export const PLAN_LIST: readonly Plan[] = [PLANS.basic, PLANS.pro, PLANS.premium];
/** What a dealer without a plan in effect has: free, always. */
export const FALLBACK_PLAN: PlanId = 'basic';
/** One billing period. */
export const PLAN_PERIOD_DAYS = 30;
/** How long a plan whose renewal failed stays `past_due` (still in effect) before it lapses to `inactive`. */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * The subscription lifecycle (spec: active, inactive, cancelled, past_due) in one table.
 * A dealer with no subscription row is `inactive` on basic.
 */
export const SUBSCRIPTION_TRANSITIONS = {
  /** The dealer pays for a plan (first time, after a lapse or after cancelling): it starts now. */
  subscribe: { from: ['inactive', 'cancelled'], to: 'active' },
  /** The dealer switches an active plan to another one; the new one starts a new period now. */
  change: { from: ['active'], to: 'active' },
  /** The dealer cancels: the plan stays in effect until its period ends, and is not renewed. */
  cancel: { from: ['active', 'past_due'], to: 'cancelled' },
  /** The period ended and the provider took the next month's payment. */
  renew: { from: ['active', 'past_due'], to: 'active' },
  /** The period ended and the provider refused the payment: still in effect during the grace days. */
  fail: { from: ['active'], to: 'past_due' },
  /** The grace days passed unpaid: the dealer falls back to basic. */
  lapse: { from: ['past_due'], to: 'inactive' },
} as const satisfies Record<string, { from: readonly SubscriptionStatus[]; to: SubscriptionStatus }>;

export type SubscriptionAction = keyof typeof SUBSCRIPTION_TRANSITIONS;

export function subscriptionTransition(
  current: SubscriptionStatus,
  action: SubscriptionAction,
): Transition<SubscriptionStatus> {
  const rule = SUBSCRIPTION_TRANSITIONS[action];
  return (rule.from as readonly SubscriptionStatus[]).includes(current)
    ? { to: rule.to }
    : {
        refused: `A ${current.replace('_', ' ')} subscription cannot ${action === 'change' ? 'be changed' : action}`,
      };
}

export interface SubscriptionFacts {
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | string | null;
}

/**
 * The plan in effect: an active or past-due plan (its grace days); a cancelled one until its paid period
 * ends; otherwise basic.
 */
export function planInEffect(sub: SubscriptionFacts | null | undefined, now: Date = new Date()): PlanId {
  if (!sub) return FALLBACK_PLAN;
  if (sub.status === 'active' || sub.status === 'past_due') return sub.plan;
  if (sub.status === 'cancelled' && sub.currentPeriodEnd && new Date(sub.currentPeriodEnd) > now)
    return sub.plan;
  return FALLBACK_PLAN;
}

/** The statuses that take a place under the limit: live listings and those waiting for review. */
export const LISTING_STATUSES_UNDER_LIMIT = ['pending', 'active'] as const satisfies readonly ListingStatus[];

export const planLimitMessage = (limit: number): string =>
  `Your plan allows ${limit} listing${limit === 1 ? '' : 's'}`;

/**
 * Whether a seller may add `adding` listings to the `holding` it has under the limit: only dealers have
 * plans (private sellers pay per listing). Null when allowed, else the refusal.
 */
export function planLimitRefusal(
  seller: Subject,
  plan: PlanId,
  holding: number,
  adding: number,
): string | null {
  if (!isDealer(seller)) return null;
  const limit = PLANS[plan].listingLimit;
  return limit !== null && holding + adding > limit ? planLimitMessage(limit) : null;
}

/** Why a parked listing is inactive: its dealer's plan does not allow it (stored in listings.inactive_reason). */
export const PLAN_LIMIT_REASON = 'plan_limit' as const;
export type InactiveReason = typeof PLAN_LIMIT_REASON;

export const isParkedByPlan = (l: { inactiveReason?: string | null }): boolean =>
  l.inactiveReason === PLAN_LIMIT_REASON;

export interface HeldListing {
  id: number;
  status: string;
  createdAt: Date | string;
}

const oldestFirst = (a: HeldListing, b: HeldListing): number =>
  new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id - b.id;

/**
 * When a dealer's plan in effect drops (a downgrade, or a lapse to basic) its listings over the new limit
 * are parked: the live ones are kept before those still waiting for review, and within each the oldest
 * (the stock the dealer has advertised longest, with its views and watchers); the newest go. Returns the
 * ids to park; none when the plan has no limit or the dealer is under it.
 */
export function listingsToPark(plan: PlanId, held: readonly HeldListing[]): number[] {
  const limit = PLANS[plan].listingLimit;
  if (limit === null || held.length <= limit) return [];
  const kept = [...held].sort(
    (a, b) => Number(b.status === 'active') - Number(a.status === 'active') || oldestFirst(a, b),
  );
  return kept.slice(limit).map((l) => l.id);
}

/**
 * When a plan allows more again (an upgrade, a new subscription): parked listings come back, the oldest
 * first, as many as the free places under the limit (all of them on an unlimited plan).
 */
export function listingsToUnpark(plan: PlanId, holding: number, parked: readonly HeldListing[]): number[] {
  const limit = PLANS[plan].listingLimit;
  const free = limit === null ? parked.length : Math.max(0, limit - holding);
  return [...parked]
    .sort(oldestFirst)
    .slice(0, free)
    .map((l) => l.id);
}

/** The plans a dealer on `current` may move to: any other plan (basic is reached by cancelling). */
export const isPaidPlan = (plan: PlanId): boolean => PLANS[plan].pricePerMonth > 0;

/** The home page's featured listings of paid plans change every hour. */
export const FEATURED_ROTATION_MS = 60 * 60 * 1000;

/**
 * Where this hour's rotation starts among the featured ids minId..maxId: a fixed step per slot, so
 * consecutive hours show different cars and every car comes round in turn.
 */
export const rotationPivot = (now: Date, minId: number, maxId: number): number =>
  maxId <= minId
    ? minId
    : minId + ((Math.floor(now.getTime() / FEATURED_ROTATION_MS) * 7919) % (maxId - minId + 1));
