import { describe, expect, it } from 'vitest';
import { waitingState } from '../../src/client/features/seller/waiting.ts';
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

describe('how the dashboard words what a listing waits for', () => {
  it('live and sold listings', () => {
    expect(waitingState({ status: 'active', waitingFor: null }, [])).toEqual({ label: 'Live', tone: 'live' });
    expect(waitingState({ status: 'sold', waitingFor: null }, []).label).toBe('Sold');
  });

  it("a turned-down listing shows the listing's own rejection reason", () => {
    const rejected = { status: 'inactive', waitingFor: null, rejectionReason: '  Blurry photos ' };
    expect(waitingState(rejected, [])).toMatchObject({
      label: 'Rejected: Blurry photos',
      tone: 'problem',
      detail: 'Edit the listing to send it for review again.',
    });
    for (const rejectionReason of [null, undefined, '  ']) {
      expect(waitingState({ ...rejected, rejectionReason }, [])).toEqual({
        label: 'Inactive',
        tone: 'muted',
      });
    }
  });

  it('follows the server: review, then payment (the only state offering to pay)', () => {
    expect(waitingState({ status: 'pending', waitingFor: 'review' }, null)).toMatchObject({
      label: 'In review',
      tone: 'waiting',
    });
    expect(waitingState({ status: 'pending', waitingFor: 'review' }, null).canPay).toBeUndefined();
    expect(waitingState({ status: 'pending', waitingFor: 'payment' }, null)).toMatchObject({
      label: 'Awaiting payment',
      tone: 'action',
      canPay: true,
    });
  });

  it("a listing waiting for identity tells the identity application's story", () => {
    const identity = (kycApplications: KycApplication[] | null) =>
      waitingState({ status: 'pending', waitingFor: 'identity' }, kycApplications);
    expect(identity([app({})])).toMatchObject({
      label: 'Awaiting identity verification',
      tone: 'waiting',
      detail: 'Identity documents are being checked.',
    });
    expect(identity([app({ status: 'under_review' })]).tone).toBe('waiting');
    expect(
      identity([app({ status: 'resubmission_required', reviewNotes: 'Photo page unreadable' })]),
    ).toMatchObject({ tone: 'action', detail: 'New documents requested: Photo page unreadable' });
    expect(identity([app({ status: 'rejected' })])).toMatchObject({
      tone: 'problem',
      detail: 'Your identity verification was not approved.',
    });
    expect(identity([])).toMatchObject({ detail: 'Submit your identity verification.' });
    // The newest individual application speaks: an old rejection does not.
    const reapplied = [
      app({ id: 1, status: 'rejected', createdAt: '2025-01-01T00:00:00.000Z' }),
      app({ id: 2, status: 'pending', createdAt: '2025-02-01T00:00:00.000Z' }),
    ];
    expect(identity(reapplied).tone).toBe('waiting');
    expect(identity([app({ status: 'approved' })]).label).toBe('Awaiting identity verification');
    expect(identity(null)).toEqual({ label: 'Awaiting identity verification', tone: 'waiting' });
  });

  it('other statuses show as they are', () => {
    expect(waitingState({ status: 'archived' }, [])).toEqual({ label: 'archived', tone: 'muted' });
  });
});

describe('inactive listings no one turned down', () => {
  it('says a listing parked by the plan is paused, with the upgrade', () => {
    expect(waitingState({ status: 'inactive', inactiveReason: 'plan_limit' }, [])).toMatchObject({
      label: 'Paused: over your plan’s limit',
      canUpgrade: true,
    });
  });

  it('says an expired listing expired, and a plain inactive one is inactive', () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect(waitingState({ status: 'inactive', expiresAt: past }, []).label).toBe('Expired');
    expect(waitingState({ status: 'inactive', expiresAt: null }, []).label).toBe('Inactive');
  });
});
