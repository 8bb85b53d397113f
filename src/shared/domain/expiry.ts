import { isDealer, type Subject } from './access.ts';
import { LISTING_FEE_DAYS } from './payment.ts';

const DAY_MS = 86_400_000;

/** The owner is e-mailed this many days before its listing expires. */
export const EXPIRY_REMINDER_DAYS = 7;

/**
 * When a listing going live now stops being live: a private seller's after the 90 days its fee covers;
 * a dealer's never (it stays live while the dealer's plan is in effect: see plans.ts).
 */
export const expiryFor = (seller: Subject, liveFrom: Date): Date | null =>
  isDealer(seller) ? null : new Date(liveFrom.getTime() + LISTING_FEE_DAYS * DAY_MS);

/** The expiry a renewal gives: 90 more days, counted from the old expiry if it is still ahead, else from now. */
export const renewedExpiry = (current: Date | null, now: Date): Date =>
  new Date(Math.max(current?.getTime() ?? 0, now.getTime()) + LISTING_FEE_DAYS * DAY_MS);

/** The moment before which a listing expiring at `expiresAt` gets its reminder. */
export const reminderDue = (expiresAt: Date, now: Date): boolean =>
  expiresAt.getTime() - now.getTime() <= EXPIRY_REMINDER_DAYS * DAY_MS;

export interface RenewalFacts {
  status: string;
  expiresAt: Date | string | null;
}

/**
 * Why this listing cannot be renewed now, or null: a live listing in its last 7 days, or one that expired
 * (inactive past its expiry; a listing turned down by an administrator before then is not renewable).
 */
export function renewalRefusal(l: RenewalFacts, now: Date): string | null {
  if (l.expiresAt === null) return 'This listing does not expire: it stays live while your plan is in effect';
  const expiresAt = new Date(l.expiresAt);
  if (l.status === 'active') {
    return reminderDue(expiresAt, now)
      ? null
      : `This listing can be renewed in its last ${EXPIRY_REMINDER_DAYS} days`;
  }
  if (l.status === 'inactive' && expiresAt <= now) return null;
  return 'Only a live or expired listing can be renewed';
}

/** Whole days until `expiresAt`, rounded up (a listing expiring in 3 h has 1 day left); 0 once past. */
export const daysLeft = (expiresAt: Date | string, now: Date): number =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));

/**
 * What the owner's dashboard says of a listing's term: 'live_until' while far from its end, 'ending' in
 * the reminder window (with the days left), 'expired' once past it (inactive, not turned down), nothing
 * for a listing that does not expire (dealers') or is not live.
 */
export type ListingTerm =
  | { kind: 'live_until'; expiresAt: Date }
  | { kind: 'ending'; expiresAt: Date; days: number }
  | { kind: 'expired'; expiresAt: Date };

export function listingTerm(
  l: RenewalFacts & { rejectionReason?: string | null; inactiveReason?: string | null },
  now: Date,
): ListingTerm | null {
  if (l.expiresAt === null) return null;
  const expiresAt = new Date(l.expiresAt);
  if (l.status === 'active')
    return reminderDue(expiresAt, now)
      ? { kind: 'ending', expiresAt, days: daysLeft(expiresAt, now) }
      : { kind: 'live_until', expiresAt };
  if (l.status === 'inactive' && !l.rejectionReason && !l.inactiveReason && expiresAt <= now)
    return { kind: 'expired', expiresAt };
  return null;
}
