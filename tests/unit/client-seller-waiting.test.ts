import { describe, expect, it } from 'vitest';
import { latestIndividualApplication as fromStats } from '../../src/client/features/seller/stats.ts';
import {
  feePaid,
  latestIndividualApplication,
  type PaymentRecord,
  type WaitingContext,
  waitingState,
} from '../../src/client/features/seller/waiting.ts';
import type { KycApplication } from '../../src/shared/schemas/kyc.ts';

const app = (over: Partial<KycApplication>): KycApplication => ({
  id: 1,
  userId: 'u',
  applicationType: 'individual',
  fullName: 'Eva',
  email: 'e@x.test',
  phone: null,
  country: 'France',
  dealershipName: null,
  businessLicenseUrl: null,
  idDocumentUrl: 'kyc:doc',
  proofOfAddressUrl: null,
  status: 'pending',
  reviewNotes: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const ctx = (over: Partial<WaitingContext> = {}): WaitingContext => ({
  sellerVerified: true,
  payments: [],
  kycApplications: [],
  ...over,
});
const paid: PaymentRecord[] = [{ id: 1, listingId: 7, status: 'completed' }];
const pending = { id: 7, status: 'pending', feeRequired: false };
const privateFlow = { id: 7, status: 'pending', feeRequired: true };

describe('listing waiting states', () => {
  it('live and sold listings', () => {
    expect(waitingState({ id: 1, status: 'active', feeRequired: true }, ctx())).toEqual({
      label: 'Live',
      tone: 'live',
    });
    expect(waitingState({ id: 1, status: 'sold', feeRequired: false }, ctx()).label).toBe('Sold');
  });

  it("a turned-down listing shows the listing's own rejection reason", () => {
    const rejected = { id: 1, status: 'inactive', feeRequired: false, rejectionReason: '  Blurry photos ' };
    expect(waitingState(rejected, ctx())).toMatchObject({
      label: 'Rejected: Blurry photos',
      tone: 'problem',
      detail: 'Edit the listing to send it for review again.',
    });
    // Whatever the payments and the identity say.
    expect(waitingState({ ...rejected, feeRequired: true }, ctx({ sellerVerified: false })).label).toBe(
      'Rejected: Blurry photos',
    );
    for (const rejectionReason of [null, undefined, '  ']) {
      expect(waitingState({ ...rejected, rejectionReason }, ctx())).toEqual({
        label: 'Inactive',
        tone: 'muted',
      });
    }
  });

  it('a listing without a fee goes straight to review, even for a seller not verified yet', () => {
    expect(waitingState(pending, ctx())).toMatchObject({ label: 'In review', tone: 'waiting' });
    expect(waitingState(pending, ctx({ sellerVerified: false, payments: null })).label).toBe('In review');
    // Never offers to pay.
    expect(waitingState(pending, ctx()).canPay).toBeUndefined();
  });

  it('a fee-required listing waits for a completed payment of its own, even for a verified seller', () => {
    const awaiting = { label: 'Awaiting payment', tone: 'action', canPay: true };
    expect(
      waitingState(privateFlow, ctx({ sellerVerified: false, kycApplications: [app({})] })),
    ).toMatchObject(awaiting);
    expect(waitingState(privateFlow, ctx())).toMatchObject(awaiting);
    for (const payments of [
      [{ id: 1, listingId: 7, status: 'failed' }],
      [{ id: 1, listingId: 7, status: 'pending' }],
      [{ id: 1, listingId: 99, status: 'completed' }],
      [{ id: 1, listingId: null, status: 'completed' }],
    ]) {
      expect(waitingState(privateFlow, ctx({ payments })).label).toBe('Awaiting payment');
    }
  });

  it('a paid listing of a seller not verified waits for identity verification', () => {
    const unverified = (kycApplications: KycApplication[] | null) =>
      waitingState(privateFlow, ctx({ sellerVerified: false, payments: paid, kycApplications }));
    expect(unverified([app({})])).toMatchObject({
      label: 'Awaiting identity verification',
      tone: 'waiting',
      detail: 'Identity documents are being checked.',
    });
    expect(unverified([app({ status: 'under_review' })]).tone).toBe('waiting');
    expect(
      unverified([app({ status: 'resubmission_required', reviewNotes: 'Photo page unreadable' })]),
    ).toMatchObject({
      label: 'Awaiting identity verification',
      tone: 'action',
      detail: 'New documents requested: Photo page unreadable',
    });
    expect(unverified([app({ status: 'rejected' })])).toMatchObject({
      label: 'Awaiting identity verification',
      tone: 'problem',
      detail: 'Your identity verification was not approved.',
    });
    expect(unverified([])).toMatchObject({
      label: 'Awaiting identity verification',
      detail: 'Submit your identity verification.',
    });
    // Approved, the account not refreshed yet; or the applications still loading.
    expect(unverified([app({ status: 'approved' })]).label).toBe('Awaiting identity verification');
    expect(unverified(null)).toEqual({ label: 'Awaiting identity verification', tone: 'waiting' });
    for (const state of [unverified([app({})]), unverified([])]) expect(state.canPay).toBeUndefined();
  });

  it('a paid listing of a verified seller is in review', () => {
    expect(waitingState(privateFlow, ctx({ payments: paid }))).toMatchObject({
      label: 'In review',
      tone: 'waiting',
    });
    // A failed attempt before the completed one does not matter.
    const retried = [{ id: 1, listingId: 7, status: 'failed' }, ...paid];
    expect(waitingState(privateFlow, ctx({ payments: retried })).label).toBe('In review');
  });

  it('does not offer to pay before the payments have loaded', () => {
    expect(waitingState(privateFlow, ctx({ payments: null }))).toEqual({
      label: 'Checking payment...',
      tone: 'muted',
    });
  });

  it('other statuses show as they are', () => {
    expect(waitingState({ id: 1, status: 'archived', feeRequired: false }, ctx())).toEqual({
      label: 'archived',
      tone: 'muted',
    });
  });
});

describe('helpers', () => {
  it('a fee is paid by a completed payment for that listing', () => {
    expect(feePaid(7, paid)).toBe(true);
    expect(feePaid(8, paid)).toBe(false);
    expect(feePaid(7, [{ id: 2, listingId: 7, status: 'refunded' }])).toBe(false);
  });

  it('picks the newest individual application', () => {
    const apps = [
      app({ id: 1, status: 'rejected', createdAt: '2025-01-01T00:00:00.000Z' }),
      app({ id: 2, status: 'pending', createdAt: '2025-02-01T00:00:00.000Z' }),
      app({ id: 3, applicationType: 'dealer', createdAt: '2025-03-01T00:00:00.000Z' }),
    ];
    expect(latestIndividualApplication(apps)?.id).toBe(2);
    expect(latestIndividualApplication([])).toBeNull();
    // Still offered where the listing pages read it.
    expect(fromStats).toBe(latestIndividualApplication);
  });
});
