import { describe, expect, it } from 'vitest';
import {
  applicantMustAct,
  applicationAwaitingReview,
  entitlesPrivateListing,
  isAwaitingReview,
  KYC_STATUSES,
  kycTransition,
  latestApplication,
} from '../../src/shared/domain/identity.ts';

const app = (id: number, applicationType: string, status: string, createdAt: string) => ({
  id,
  applicationType,
  status,
  createdAt,
});

describe('identity application lifecycle', () => {
  it('an administrator decides pending, under-review and resubmission-requested applications only', () => {
    for (const decision of ['approved', 'rejected', 'resubmission_required'] as const) {
      expect(KYC_STATUSES.filter((s) => 'to' in kycTransition(s, decision))).toEqual([
        'pending',
        'under_review',
        'resubmission_required',
      ]);
    }
    expect(kycTransition('approved', 'rejected')).toEqual({
      refused: 'This application was already approved',
    });
    expect(kycTransition('pending', 'approved')).toEqual({ to: 'approved' });
  });

  it('names its groups of statuses', () => {
    expect(KYC_STATUSES.filter(isAwaitingReview)).toEqual(['pending', 'under_review']);
    expect(KYC_STATUSES.filter(entitlesPrivateListing)).toEqual([
      'pending',
      'under_review',
      'approved',
      'resubmission_required',
    ]);
    expect(KYC_STATUSES.filter(applicantMustAct)).toEqual(['rejected', 'resubmission_required']);
  });
});

describe('which application speaks', () => {
  const apps = [
    app(1, 'individual', 'rejected', '2025-01-01T00:00:00.000Z'),
    app(2, 'individual', 'pending', '2025-02-01T00:00:00.000Z'),
    app(3, 'dealer', 'under_review', '2025-03-01T00:00:00.000Z'),
  ];

  it('the newest of its type', () => {
    expect(latestApplication(apps, 'individual')?.id).toBe(2);
    expect(latestApplication(apps, 'dealer')?.id).toBe(3);
    expect(latestApplication([], 'individual')).toBeNull();
  });

  it('an application awaiting review blocks another of its type', () => {
    expect(applicationAwaitingReview(apps, 'dealer')?.id).toBe(3);
    expect(applicationAwaitingReview([apps[0]!], 'individual')).toBeNull();
    expect(applicationAwaitingReview(undefined, 'dealer')).toBeNull();
  });
});
