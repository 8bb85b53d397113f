import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatMillions,
  formatPrice,
  formatRating,
  initials,
  listingTitle,
  roleBadge,
  sellerInitials,
  sellerLabel,
} from '../../src/shared/format.ts';

describe('initials', () => {
  it('uses first and last initials', () =>
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL'));
  it('falls back to the first two letters of the first name', () =>
    expect(initials({ firstName: 'Grace' })).toBe('GR'));
  it('falls back to the first letter of the e-mail', () =>
    expect(initials({ email: 'zed@example.com' })).toBe('Z'));
  it('ignores blank names', () =>
    expect(initials({ firstName: '  ', lastName: ' ', email: 'q@x.io' })).toBe('Q'));
  it('is empty with nothing to go on', () => expect(initials({})).toBe(''));
  it('seller card falls back to DL', () => {
    expect(sellerInitials({})).toBe('DL');
    expect(sellerInitials({ firstName: 'Marco', lastName: 'Bellini' })).toBe('MB');
    expect(sellerInitials({ firstName: 'Marco' })).toBe('MA');
  });
});

describe('displayName', () => {
  it('uses the full name', () =>
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace'));
  it('falls back to the first name', () => expect(displayName({ firstName: 'Ada' })).toBe('Ada'));
  it('falls back to the e-mail local part', () =>
    expect(displayName({ email: 'ada.l@example.com' })).toBe('ada.l'));
});

describe('role labels', () => {
  it('header badge: 1 Customer, 2 Dealer, otherwise Admin', () => {
    expect(roleBadge(1)).toBe('Customer');
    expect(roleBadge(2)).toBe('Dealer');
    expect(roleBadge(3)).toBe('Admin');
    expect(roleBadge(undefined)).toBe('Admin');
  });
  it('seller label: role 2 is a Premium Dealer', () => {
    expect(sellerLabel(2)).toBe('Premium Dealer');
    expect(sellerLabel(1)).toBe('Private Seller');
    expect(sellerLabel(null)).toBe('Private Seller');
  });
});

describe('listing formatting', () => {
  it('titles a listing "year make model"', () =>
    expect(listingTitle({ year: 2021, make: 'Ferrari', model: 'SF90 Stradale' })).toBe(
      '2021 Ferrari SF90 Stradale',
    ));
  it('shows prices as whole US dollars from numbers or strings', () => {
    expect(formatPrice(489999.99)).toBe('$490,000');
    expect(formatPrice('1250000.00')).toBe('$1,250,000');
    expect(formatPrice(null)).toBe('$0');
    expect(formatPrice('not a number')).toBe('$0');
  });
  it('shows inventory value in millions with one decimal', () =>
    expect(formatMillions(2_460_000)).toBe('$2.5M'));
  it('shows rating averages with one decimal, N/A without ratings', () => {
    expect(formatRating(4.25, 4)).toBe('4.3');
    expect(formatRating(null, 0)).toBe('N/A');
  });
});
