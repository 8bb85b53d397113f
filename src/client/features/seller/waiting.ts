import { isAwaitingReview, latestApplication } from '@shared/domain/identity.ts';
import type { WaitingFor } from '@shared/domain/listing.ts';
import { isParkedByPlan } from '@shared/domain/plans.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';

/**
 * How the dashboard shows what a seller's listing waits for. The server decides what it waits for
 * (`waitingFor` on the seller's own listings, shared/domain/listing.ts); this only words it, adding the
 * identity application's own story (GET /api/kyc/applications/mine) when the wait is for identity.
 */

export type WaitingTone = 'live' | 'waiting' | 'action' | 'problem' | 'muted';

export interface WaitingState {
  /** Short badge text, e.g. 'Awaiting payment'. */
  label: string;
  tone: WaitingTone;
  /** A sentence for the card, when there is more to say. */
  detail?: string;
  /** The seller can settle it from the dashboard (pay the listing fee). */
  canPay?: boolean;
  /** A bigger plan would bring it back (the dashboard links to the plans). */
  canUpgrade?: boolean;
}

export interface WaitingListing {
  status: string;
  waitingFor?: WaitingFor | null;
  /** Why an administrator turned it down (the seller's own view only). */
  rejectionReason?: string | null;
  /** 'plan_limit': parked because the dealer's plan does not allow it (shared/domain/plans.ts). */
  inactiveReason?: string | null;
  /** When a private seller's listing stops being live (shared/domain/expiry.ts). */
  expiresAt?: string | null;
}

const IN_REVIEW: WaitingState = { label: 'In review', tone: 'waiting', detail: 'Usually within 24 hours.' };

function awaitingIdentity(apps: readonly KycApplication[] | null): WaitingState {
  const label = 'Awaiting identity verification';
  if (!apps) return { label, tone: 'waiting' };
  const app = latestApplication(apps, 'individual');
  if (!app) return { label, tone: 'problem', detail: 'Submit your identity verification.' };
  if (app.status === 'rejected') {
    return { label, tone: 'problem', detail: 'Your identity verification was not approved.' };
  }
  if (app.status === 'resubmission_required') {
    return {
      label,
      tone: 'action',
      detail: app.reviewNotes
        ? `New documents requested: ${app.reviewNotes}`
        : 'New identity documents were requested.',
    };
  }
  if (isAwaitingReview(app.status)) {
    return { label, tone: 'waiting', detail: 'Identity documents are being checked.' };
  }
  // Approved, but the account does not show it yet (it will after the next sign-in or refresh).
  return { label, tone: 'waiting' };
}

/**
 * Live, sold, 'Rejected: {reason}' (an inactive listing with a reason; 'Inactive' without one) or, for a
 * pending listing, what it waits for: 'Awaiting payment', 'Awaiting identity verification' or 'In review'.
 * `kycApplications` is null while still loading.
 */
export function waitingState(
  listing: WaitingListing,
  kycApplications: readonly KycApplication[] | null,
): WaitingState {
  switch (listing.status) {
    case 'active':
      return { label: 'Live', tone: 'live' };
    case 'sold':
      return { label: 'Sold', tone: 'muted' };
    case 'inactive': {
      if (isParkedByPlan(listing))
        return {
          label: 'Paused: over your plan’s limit',
          tone: 'action',
          detail:
            'Your plan allows fewer listings than you have. Upgrade your plan, or sell or delete another listing, to bring it back.',
          canUpgrade: true,
        };
      const reason = listing.rejectionReason?.trim();
      if (!reason && listing.expiresAt && new Date(listing.expiresAt) <= new Date())
        return {
          label: 'Expired',
          tone: 'action',
          detail: 'Its 90 days are over. Renew to show it for 90 more days.',
        };
      return reason
        ? {
            label: `Rejected: ${reason}`,
            tone: 'problem',
            detail: 'Edit the listing to send it for review again.',
          }
        : { label: 'Inactive', tone: 'muted' };
    }
    case 'pending':
      break;
    default:
      return { label: listing.status, tone: 'muted' };
  }
  switch (listing.waitingFor) {
    case 'payment':
      return {
        label: 'Awaiting payment',
        tone: 'action',
        detail: 'Pay the one-time listing fee to send it for review.',
        canPay: true,
      };
    case 'identity':
      return awaitingIdentity(kycApplications);
    default:
      return IN_REVIEW;
  }
}
