import { describe, expect, it } from 'vitest';
import { inquiryFailure, OWN_LISTING_DESCRIPTION } from '../../src/client/features/inquiries/outcome.ts';
import { inquirySenderName } from '../../src/client/features/inquiries/sender-name.ts';
import { labelOf, statusBadgeLabel, viewsLabel } from '../../src/client/features/listings/format.ts';
import { parseListingId, stepIndex } from '../../src/client/features/listings/listing-id.ts';
import { ApiError } from '../../src/client/lib/api.ts';
import { inquiryFormSchema } from '../../src/shared/schemas/inquiries.ts';

describe('listing detail helpers', () => {
  it('reads only numeric listing ids', () => {
    expect(parseListingId('42')).toBe(42);
    expect(parseListingId('0')).toBeNull();
    expect(parseListingId('abc')).toBeNull();
    expect(parseListingId('12a')).toBeNull();
    expect(parseListingId(undefined)).toBeNull();
    expect(parseListingId('9999999999')).toBeNull();
  });

  it('steps through the gallery, wrapping at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('labels statuses as the spec does', () => {
    expect(statusBadgeLabel('active')).toBe('Available');
    expect(statusBadgeLabel('pending')).toBe('Pending');
    expect(statusBadgeLabel('sold')).toBeNull();
    expect(statusBadgeLabel('inactive')).toBeNull();
    expect(labelOf('excellent')).toBe('Excellent');
    expect(labelOf('suv')).toBe('SUV');
    expect(viewsLabel(1)).toBe('1 view');
    expect(viewsLabel(1234)).toBe('1,234 views');
  });
});

describe('inquiry form', () => {
  it('names the sender: full name, first name, e-mail, else Anonymous', () => {
    expect(inquirySenderName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.test' })).toBe(
      'Ada Lovelace',
    );
    expect(inquirySenderName({ firstName: 'Ada', lastName: ' ', email: 'a@x.test' })).toBe('Ada');
    expect(inquirySenderName({ firstName: null, lastName: 'Lovelace', email: 'a@x.test' })).toBe('a@x.test');
    expect(inquirySenderName({})).toBe('Anonymous');
    expect(inquirySenderName(null)).toBe('Anonymous');
  });

  it('needs a message of at least 10 characters', () => {
    const short = inquiryFormSchema.safeParse({ message: '   too short  ' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Message must be at least 10 characters');
    expect(inquiryFormSchema.safeParse({ message: 'Is it still available?' }).success).toBe(true);
  });

  it('tells an own-listing refusal from other failures', () => {
    const forbidden = new ApiError(403, JSON.stringify({ message: 'Forbidden' }), 'Forbidden');
    expect(inquiryFailure(forbidden)).toEqual({
      kind: 'own-listing',
      title: 'Unable to Send Message',
      description: OWN_LISTING_DESCRIPTION,
    });
    const own = new ApiError(400, JSON.stringify({ message: 'You cannot message your own listing' }), '');
    expect(inquiryFailure(own).kind).toBe('own-listing');

    const limited = new ApiError(429, JSON.stringify({ message: 'Too many messages, try later' }), '');
    expect(inquiryFailure(limited)).toEqual({
      kind: 'failed',
      title: 'Message Not Sent',
      description: 'Too many messages, try later',
    });
    expect(inquiryFailure(new Error('500: Database unavailable')).description).toBe('Database unavailable');
    expect(inquiryFailure(new ApiError(500, '', 'Internal Server Error')).description).toBe(
      'Something went wrong',
    );
    expect(inquiryFailure(new TypeError('Failed to fetch')).description).toBe('Something went wrong');
  });
});
