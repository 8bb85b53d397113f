import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/shared/constants.ts';
import { formatMoney, formatMoneyCode } from '../../src/shared/domain/currency.ts';
import { formatNumber } from '../../src/shared/format-number.ts';

// Amounts across the range a page shows: none, cents, halves (rounding), thousands, a yen hypercar.
const AMOUNTS = [
  0, 1, 7, 12, 999, 1000, 1001, 12_400, 99.5, 99.995, 1.005, 2.675, 0.5, 1.5, 2.5, 236_500, 236_501.08,
  1_234_567.5, 465_000_000, 9_007_199_254_740, -1, -1234.5, -236_500,
];

describe('formatNumber: English digits without Intl', () => {
  it.each([0, 1, 2])('writes every amount as Intl en-US does with %i decimals', (digits) => {
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    for (const amount of AMOUNTS)
      expect(formatNumber(amount, digits), String(amount)).toBe(intl.format(amount));
  });

  it('reads a missing or broken number as 0 rather than "NaN"', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatMoney: every currency as Intl en-US writes it', () => {
  it.each(CURRENCIES)('%s', (currency) => {
    const minor = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    for (const amount of AMOUNTS) {
      const digits = Number.isInteger(amount) ? 0 : minor;
      const intl = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      expect(formatMoney(amount, currency), `${currency} ${amount}`).toBe(intl.format(amount));
      expect(formatMoneyCode(amount, currency)).toBe(
        `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`,
      );
    }
  });
});
