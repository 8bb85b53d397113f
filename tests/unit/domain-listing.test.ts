import { describe, expect, it } from 'vitest';
import { ROLE } from '../../src/shared/domain/access.ts';
import {
  isEditable,
  isOwnListing,
  listingTerms,
  listingTransition,
  readyForReview,
  waitingFor,
} from '../../src/shared/domain/listing.ts';
import { LISTING_STATUSES } from '../../src/shared/domain/listing-status.ts';

const facts = { status: 'pending', feeRequired: true, feePaid: false, sellerVerified: false };

describe('listing lifecycle', () => {
  it('approves only pending listings, rejects pending or live ones, resubmits turned-down ones', () => {
    const allowed = (action: 'approve' | 'reject' | 'resubmit') =>
      LISTING_STATUSES.filter((s) => 'to' in listingTransition(s, action));
    expect(allowed('approve')).toEqual(['pending']);
    expect(allowed('reject')).toEqual(['pending', 'active']);
    expect(allowed('resubmit')).toEqual(['inactive']);
    expect(listingTransition('pending', 'approve')).toEqual({ to: 'active' });
    expect(listingTransition('sold', 'approve')).toEqual({ refused: 'A sold listing cannot be approved' });
    expect(listingTransition('active', 'resubmit')).toEqual({
      refused: 'A active listing cannot be resubmitted',
    });
  });

  it("is the viewer's own listing only when the viewer is its seller, whatever their role", () => {
    const listing = { sellerId: 'seller-1' };
    const dealer = { id: 'seller-1', roleId: ROLE.dealer };
    const sessionUser = { id: 'buyer-1', role_id: ROLE.customer };
    const admin = { id: 'admin-1', roleId: ROLE.admin };
    expect(isOwnListing({ id: 'seller-1' }, listing)).toBe(true);
    expect(isOwnListing(dealer, listing)).toBe(true);
    expect(isOwnListing(sessionUser, listing)).toBe(false);
    expect(isOwnListing(admin, listing)).toBe(false);
    expect(isOwnListing(null, listing)).toBe(false);
    expect(isOwnListing(undefined, listing)).toBe(false);
  });

  it('only unverified listings may be edited', () => {
    expect(isEditable({ verified: false })).toBe(true);
    expect(isEditable({ verified: true })).toBe(false);
  });
});

describe('what a listing waits for', () => {
  it('a listing without a fee waits for review, whoever its seller', () => {
    expect(waitingFor({ ...facts, feeRequired: false })).toBe('review');
  });

  it('a private-flow listing waits for its fee, then its seller identity, then review', () => {
    expect(waitingFor(facts)).toBe('payment');
    expect(waitingFor({ ...facts, sellerVerified: true })).toBe('payment');
    expect(waitingFor({ ...facts, feePaid: true })).toBe('identity');
    expect(waitingFor({ ...facts, feePaid: true, sellerVerified: true })).toBe('review');
  });

  it('listings not pending wait for nothing', () => {
    for (const status of ['active', 'sold', 'inactive']) expect(waitingFor({ ...facts, status })).toBeNull();
  });

  it('is ready for review exactly when it waits for review', () => {
    expect(readyForReview({ ...facts, feeRequired: false })).toBe(true);
    expect(readyForReview({ ...facts, feePaid: true })).toBe(false);
    expect(readyForReview({ ...facts, feePaid: true, sellerVerified: true })).toBe(true);
    expect(readyForReview({ ...facts, status: 'active', feeRequired: false })).toBe(false);
  });
});

describe('terms of listing', () => {
  const customer = { roleId: ROLE.customer, verified: false };
  it('verified customers and dealers list free', () => {
    expect(listingTerms({ roleId: ROLE.customer, verified: true }, [])).toEqual({ feeRequired: false });
    expect(listingTerms({ roleId: ROLE.dealer, verified: true }, [])).toEqual({ feeRequired: false });
  });

  it('an unverified customer lists with a fee once an identity application entitles it', () => {
    for (const status of ['pending', 'under_review', 'resubmission_required', 'approved'])
      expect(listingTerms(customer, [status])).toEqual({ feeRequired: true });
    expect(listingTerms(customer, ['rejected'])).toBeNull();
    expect(listingTerms(customer, [])).toBeNull();
    expect(listingTerms(customer, ['rejected', 'pending'])).toEqual({ feeRequired: true });
  });

  it('administrators and unverified dealers may not list', () => {
    expect(listingTerms({ roleId: ROLE.admin, verified: true }, ['approved'])).toBeNull();
    expect(listingTerms({ roleId: ROLE.dealer, verified: false }, ['pending'])).toBeNull();
  });
});
