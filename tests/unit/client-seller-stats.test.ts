import { describe, expect, it } from 'vitest';
import {
  averagePrice,
  countThreads,
  inventoryValue,
  latestIndividualApplication,
  shortTitle,
  threadsPerListing,
  totalViews,
  waitingState,
} from '../../src/client/features/seller/stats.ts';
import { formatMillions } from '../../src/shared/format.ts';
import type { KycApplication } from '../../src/shared/schemas/kyc.ts';

describe('dashboard figures', () => {
  it('sums prices given as numbers or strings, shown in millions with one decimal', () => {
    const value = inventoryValue([
      { price: 589000 },
      { price: '1250000.50' },
      { price: null },
      { price: 'x' },
    ]);
    expect(value).toBeCloseTo(1_839_000.5);
    expect(formatMillions(value)).toBe('$1.8M');
    expect(formatMillions(inventoryValue([]))).toBe('$0.0M');
  });

  it('averages prices, none without listings', () => {
    expect(averagePrice([{ price: 100 }, { price: '300' }])).toBe(200);
    expect(averagePrice([])).toBeNull();
  });

  it('totals view counts', () => {
    expect(totalViews([{ viewCount: 10 }, { viewCount: 0 }, { viewCount: null }, { viewCount: 5 }])).toBe(15);
  });

  it('counts one thread per buyer and listing', () => {
    const messages = [
      { buyerId: 'a', listingId: 1 },
      { buyerId: 'a', listingId: 1 },
      { buyerId: 'b', listingId: 1 },
      { buyerId: 'a', listingId: 2 },
    ];
    expect(countThreads(messages)).toBe(3);
    expect(countThreads([])).toBe(0);
    expect(Object.fromEntries(threadsPerListing(messages))).toEqual({ 1: 2, 2: 1 });
  });

  it('shortens long titles for a chart axis', () => {
    expect(shortTitle({ year: 2024, make: 'BMW', model: 'M5' })).toBe('2024 BMW M5');
    const short = shortTitle({ year: 2023, make: 'Mercedes-Benz', model: 'AMG GT Black Series' }, 20);
    expect(short.length).toBeLessThanOrEqual(20);
    expect(short.endsWith('…')).toBe(true);
  });
});

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

describe('waiting states', () => {
  const verified = { sellerVerified: true, payments: [], kycApplications: [] };
  const pending = { id: 7, status: 'pending' };

  it('shows live, sold and rejected listings for what they are', () => {
    expect(waitingState({ id: 1, status: 'active' }, verified).label).toBe('Live');
    expect(waitingState({ id: 1, status: 'sold' }, verified).label).toBe('Sold');
    expect(
      waitingState({ id: 1, status: 'inactive', rejectionReason: 'Blurry photos' }, verified),
    ).toMatchObject({
      label: 'Rejected: Blurry photos',
      tone: 'problem',
    });
    expect(waitingState({ id: 1, status: 'inactive', rejectionReason: null }, verified).label).toBe(
      'Inactive',
    );
  });

  it("a verified seller's pending listing is in review", () => {
    expect(waitingState(pending, verified).label).toBe('In review');
  });

  it('a private-flow listing waits for its payment first', () => {
    const state = waitingState(pending, { sellerVerified: false, payments: [], kycApplications: [app({})] });
    expect(state).toMatchObject({ label: 'Awaiting payment', canPay: true });
    const failed = waitingState(pending, {
      sellerVerified: false,
      payments: [{ id: 1, listingId: 7, status: 'failed' }],
      kycApplications: [app({})],
    });
    expect(failed.label).toBe('Awaiting payment');
  });

  it('then for identity verification, then for review', () => {
    const paid = [{ id: 1, listingId: 7, status: 'completed' }];
    expect(
      waitingState(pending, { sellerVerified: false, payments: paid, kycApplications: [app({})] }).label,
    ).toBe('Awaiting identity verification');
    expect(
      waitingState(pending, {
        sellerVerified: false,
        payments: paid,
        kycApplications: [app({ status: 'resubmission_required', reviewNotes: 'Photo page unreadable' })],
      }),
    ).toMatchObject({
      label: 'Awaiting identity verification',
      detail: expect.stringContaining('Photo page'),
    });
    // Approved: the account is verified, the paid listing is in review.
    expect(waitingState(pending, { sellerVerified: true, payments: paid, kycApplications: [] }).label).toBe(
      'In review',
    );
  });

  it('ignores payments of other listings', () => {
    const state = waitingState(pending, {
      sellerVerified: true,
      payments: [{ id: 1, listingId: 99, status: 'pending' }],
      kycApplications: [],
    });
    expect(state.label).toBe('In review');
  });

  it('picks the newest individual application', () => {
    const apps = [
      app({ id: 1, status: 'rejected', createdAt: '2025-01-01T00:00:00.000Z' }),
      app({ id: 2, status: 'pending', createdAt: '2025-02-01T00:00:00.000Z' }),
      app({ id: 3, applicationType: 'dealer', createdAt: '2025-03-01T00:00:00.000Z' }),
    ];
    expect(latestIndividualApplication(apps)?.id).toBe(2);
    expect(latestIndividualApplication([])).toBeNull();
  });
});
