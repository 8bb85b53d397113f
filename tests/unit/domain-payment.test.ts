import { describe, expect, it } from 'vitest';
import { listingFeePaid, PAYMENT_STATUSES, paymentTransition } from '../../src/shared/domain/payment.ts';

describe('listing-fee payment lifecycle', () => {
  it('moves only along its table', () => {
    const next = (from: (typeof PAYMENT_STATUSES)[number]) =>
      PAYMENT_STATUSES.filter((to) => 'to' in paymentTransition(from, to));
    expect(next('pending')).toEqual(['completed', 'failed']);
    expect(next('failed')).toEqual(['pending']);
    expect(next('completed')).toEqual(['refunded']);
    expect(next('refunded')).toEqual([]);
    expect(paymentTransition('refunded', 'completed')).toEqual({
      refused: 'A refunded payment cannot become completed',
    });
  });
});

describe('the listing fee is paid', () => {
  it('by a completed payment for that listing, whatever failed before', () => {
    const paid = [
      { listingId: 7, status: 'failed' },
      { listingId: 7, status: 'completed' },
    ];
    expect(listingFeePaid(7, paid)).toBe(true);
    expect(listingFeePaid(8, paid)).toBe(false);
  });

  it('not by a pending, failed or refunded payment, nor one for no listing', () => {
    for (const status of ['pending', 'failed', 'refunded'])
      expect(listingFeePaid(7, [{ listingId: 7, status }])).toBe(false);
    expect(listingFeePaid(7, [{ listingId: null, status: 'completed' }])).toBe(false);
  });
});
