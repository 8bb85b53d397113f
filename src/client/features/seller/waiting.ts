import type { KycApplication } from '@shared/schemas/kyc.ts';

/**
 * What a seller's listing is waiting for, as a pure function of what the API returned: the listing (its
 * status, `feeRequired` and `rejectionReason` from GET /api/listings?sellerId={me}), the seller's payments
 * (GET /api/payments/mine) and identity applications (GET /api/kyc/applications/mine). The steps mirror the
 * server's review queue: a listing without a fee goes straight to review; a private-flow listing
 * (`feeRequired`) gets there once its fee is paid and its seller's identity is verified.
 */

export interface PaymentRecord {
  id: number;
  listingId: number | null;
  status: string;
  createdAt?: string;
}

export type WaitingTone = 'live' | 'waiting' | 'action' | 'problem' | 'muted';

export interface WaitingState {
  /** Short badge text, e.g. 'Awaiting payment'. */
  label: string;
  tone: WaitingTone;
  /** A sentence for the card, when there is more to say. */
  detail?: string;
  /** The seller can settle it from the dashboard (pay the listing fee). */
  canPay?: boolean;
}

export interface WaitingListing {
  id: number;
  status: string;
  /** Listed through the private flow: reaches review only once its fee is paid and its seller verified. */
  feeRequired: boolean;
  /** Why an administrator turned it down (the seller's own view only). */
  rejectionReason?: string | null;
}

export interface WaitingContext {
  sellerVerified: boolean;
  /** null while still loading: a private-flow listing's state is not known yet. */
  payments: readonly PaymentRecord[] | null;
  /** null while still loading. */
  kycApplications: readonly KycApplication[] | null;
}

const OPEN_KYC = new Set(['pending', 'under_review']);

const IN_REVIEW: WaitingState = { label: 'In review', tone: 'waiting', detail: 'Usually within 24 hours.' };

/** The individual (private seller) application that speaks for the account: the newest one. */
export function latestIndividualApplication(apps: readonly KycApplication[]): KycApplication | null {
  const individual = apps.filter((a) => a.applicationType === 'individual');
  if (individual.length === 0) return null;
  return [...individual].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** Has the listing's fee been paid (a completed payment for this listing)? */
export function feePaid(listingId: number, payments: readonly PaymentRecord[]): boolean {
  return payments.some((p) => p.listingId === listingId && p.status === 'completed');
}

function awaitingIdentity(apps: readonly KycApplication[] | null): WaitingState {
  const label = 'Awaiting identity verification';
  if (!apps) return { label, tone: 'waiting' };
  const app = latestIndividualApplication(apps);
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
  if (OPEN_KYC.has(app.status)) {
    return { label, tone: 'waiting', detail: 'Identity documents are being checked.' };
  }
  // Approved, but the account does not show it yet (it will after the next sign-in or refresh).
  return { label, tone: 'waiting' };
}

/**
 * Live, sold, 'Rejected: {reason}' (an inactive listing with a reason; 'Inactive' without one) or, for a
 * pending listing: 'Awaiting payment' (fee required, no completed payment), then 'Awaiting identity
 * verification' (fee paid, seller not verified), otherwise 'In review'.
 */
export function waitingState(listing: WaitingListing, ctx: WaitingContext): WaitingState {
  switch (listing.status) {
    case 'active':
      return { label: 'Live', tone: 'live' };
    case 'sold':
      return { label: 'Sold', tone: 'muted' };
    case 'inactive': {
      const reason = listing.rejectionReason?.trim();
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

  if (!listing.feeRequired) return IN_REVIEW;
  if (!ctx.payments) return { label: 'Checking payment...', tone: 'muted' };
  if (!feePaid(listing.id, ctx.payments)) {
    return {
      label: 'Awaiting payment',
      tone: 'action',
      detail: 'Pay the one-time listing fee to send it for review.',
      canPay: true,
    };
  }
  if (!ctx.sellerVerified) return awaitingIdentity(ctx.kycApplications);
  return IN_REVIEW;
}
