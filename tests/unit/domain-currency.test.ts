import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../../src/shared/constants.ts';
import {
  approximate,
  convert,
  convertDistance,
  currencyForLocale,
  dualPrice,
  dualPriceText,
  formatDistance,
  formatMoney,
  fractionDigits,
  fromUsd,
  roundMoney,
  toUsd,
} from '../../src/shared/domain/currency.ts';
import { RATES } from '../fixtures/rates.ts';

/** What each currency looks like formatted: its symbol, and its own minor digits. */
const SHOWN: Record<Currency, { whole: string; cents: string }> = {
  USD: { whole: '$236,500', cents: '$99.50' },
  EUR: { whole: '€236,500', cents: '€99.50' },
  GBP: { whole: '£236,500', cents: '£99.50' },
  CAD: { whole: 'CA$236,500', cents: 'CA$99.50' },
  AUD: { whole: 'A$236,500', cents: 'A$99.50' },
  JPY: { whole: '¥236,500', cents: '¥100' },
  CHF: { whole: 'CHF 236,500', cents: 'CHF 99.50' },
  AED: { whole: 'AED 236,500', cents: 'AED 99.50' },
  SAR: { whole: 'SAR 236,500', cents: 'SAR 99.50' },
  QAR: { whole: 'QAR 236,500', cents: 'QAR 99.50' },
  HKD: { whole: 'HK$236,500', cents: 'HK$99.50' },
  SGD: { whole: 'SGD 236,500', cents: 'SGD 99.50' },
};

describe('currency conversion', () => {
  it('rounds to cents half away from zero, on the decimal digits', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(Number.NaN)).toBe(0);
  });

  it.each(CURRENCIES)('converts %s to and from dollars to the cent', (c) => {
    const usd = toUsd(1_000_000, c, RATES);
    expect(usd).toBe(roundMoney(1_000_000 / RATES[c]));
    expect(Number.isInteger(Math.round(usd * 100))).toBe(true);
    expect(fromUsd(usd, c, RATES)).toBeCloseTo(1_000_000, -1);
    expect(convert(250_000, c, c, RATES)).toBe(250_000);
  });

  it('puts the issue’s cars where a buyer expects them', () => {
    expect(toUsd(465_000_000, 'JPY', RATES)).toBeGreaterThan(3_000_000);
    const rolls = toUsd(5_880_000, 'HKD', RATES);
    expect(rolls).toBeGreaterThan(500_000);
    expect(rolls).toBeLessThan(1_000_000);
    expect(convert(219_000, 'EUR', 'GBP', RATES)).toBe(roundMoney((219_000 / 0.926) * 0.789));
  });

  it('treats an unknown currency as dollars rather than failing', () => {
    expect(toUsd(100, 'XYZ', RATES)).toBe(100);
  });
});

describe('money formatting', () => {
  it.each(CURRENCIES)('formats %s with its symbol and its own minor digits', (c) => {
    // Intl puts a no-break space between a code and the digits.
    expect(formatMoney(236_500, c).replace('\u00a0', ' ')).toBe(SHOWN[c].whole);
    expect(formatMoney(99.5, c).replace('\u00a0', ' ')).toBe(SHOWN[c].cents);
  });

  it('knows the yen has no minor unit', () => {
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('EUR')).toBe(2);
    expect(formatMoney(465_000_000, 'JPY')).toBe('¥465,000,000');
  });

  it('shows a converted price as "about", to three significant digits, with the seller’s price beside', () => {
    expect(approximate(236_501.08)).toBe(237_000);
    expect(approximate(999)).toBe(999);
    const d = dualPrice({ amount: 219_000, currency: 'EUR' }, 'USD', RATES);
    expect(d).toEqual({ main: 'about $237,000', original: 'EUR 219,000', converted: true });
    expect(dualPriceText({ amount: 219_000, currency: 'EUR' }, 'USD', RATES)).toBe(
      'EUR 219,000 · about $237,000',
    );
    // The same currency, or no rates yet: the seller's own price alone.
    expect(dualPrice({ amount: 219_000, currency: 'EUR' }, 'EUR', RATES)).toEqual({
      main: '€219,000',
      original: null,
      converted: false,
    });
    expect(dualPrice({ amount: 465_000_000, currency: 'JPY' }, 'USD', null).main).toBe('¥465,000,000');
    // Never "$465,000,000" for yen.
    expect(dualPrice({ amount: 465_000_000, currency: 'JPY' }, 'USD', RATES).main).toBe('about $3,070,000');
  });
});

describe('distances', () => {
  it('converts kilometres and miles to whole units', () => {
    expect(convertDistance(12_000, 'km', 'mi')).toBe(7456);
    expect(convertDistance(7456, 'mi', 'km')).toBe(11_999);
    expect(convertDistance(5000, 'mi', 'mi')).toBe(5000);
    expect(formatDistance(5000, 'mi', 'km')).toBe('8,047 km');
    expect(formatDistance(12_000, 'km', 'mi')).toBe('7,456 miles');
    expect(formatDistance(null)).toBe('0 miles');
  });

  it('suggests a currency from the browser’s locale, dollars otherwise', () => {
    expect(currencyForLocale('de-DE')).toBe('EUR');
    expect(currencyForLocale('ja-JP')).toBe('JPY');
    expect(currencyForLocale('en-GB')).toBe('GBP');
    expect(currencyForLocale('en')).toBe('USD');
    expect(currencyForLocale('pt-BR')).toBe('USD');
    expect(currencyForLocale(undefined)).toBe('USD');
  });
});
