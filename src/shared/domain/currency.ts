/**
 * Money and distance across the spec's currencies and units (issue 17 "Currencies", docs/decisions/0029):
 * conversion through US dollars, rounding, display, and kilometres against miles. The server's SQL
 * (migration 0016, modules/currencies) does the same arithmetic: price_usd = round(price / rate, 2).
 */
import { CURRENCIES, type Currency } from '../constants.ts';
import { formatNumber } from '../format-number.ts';

/** Every rate is "units of the currency for one US dollar": USD itself is 1. */
export const BASE_CURRENCY = 'USD' satisfies Currency;

export type Rates = Readonly<Record<Currency, number>>;

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/**
 * Rounds to cents, half away from zero like PostgreSQL's round(numeric, 2), on the decimal digits
 * rather than the binary fraction (1.005 rounds to 1.01, as the database rounds it).
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const sign = amount < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(amount)}e2`);
  return sign * Number(`${Math.round(shifted)}e-2`) || 0;
}

/** The rate of a currency; an unknown one (a stale client) counts as dollars rather than failing. */
const rateOf = (rates: Rates, currency: string): number => (isCurrency(currency) ? rates[currency] : 1) || 1;

/** An amount in a currency, in US dollars, to the cent. */
export const toUsd = (amount: number, currency: string, rates: Rates): number =>
  roundMoney(amount / rateOf(rates, currency));

/** US dollars in a currency, to the cent. */
export const fromUsd = (usd: number, currency: string, rates: Rates): number =>
  roundMoney(usd * rateOf(rates, currency));

/** An amount from one currency to another, through dollars, rounded once at the end. */
export const convert = (amount: number, from: string, to: string, rates: Rates): number =>
  from === to ? amount : roundMoney((amount / rateOf(rates, from)) * rateOf(rates, to));

/**
 * How English (en-US) writes each currency before the digits: a symbol, or the code and a no-break space
 * (as Intl does; tests/unit/domain-currency.test.ts compares the two). Written out so a page formats
 * prices without loading Intl's locale data (src/shared/format-number.ts says why).
 */
const CURRENCY_PREFIX: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CAD: 'CA$',
  AUD: 'A$',
  JPY: '¥',
  CHF: 'CHF\u00a0',
  AED: 'AED\u00a0',
  SAR: 'SAR\u00a0',
  QAR: 'QAR\u00a0',
  HKD: 'HK$',
  SGD: 'SGD\u00a0',
};

/** A currency's own minor digits: the yen has none, the others 2 (ISO 4217). */
export const fractionDigits = (currency: string): number => (currency === 'JPY' ? 0 : 2);

/** An amount's digits, signed: none after the point for whole amounts, else the currency's own minor digits. */
const amountText = (value: number, code: Currency): string =>
  formatNumber(value, Number.isInteger(value) ? 0 : fractionDigits(code));

/**
 * An amount as a price: the currency's symbol, its own minor digits, and none at all for whole amounts
 * (car prices are whole: "$236,500", "€219,000", "¥465,000,000"; "$99.50" keeps its cents). English
 * digits for every currency, so a page never mixes separators; dollars other than the US dollar keep
 * their prefix (CA$, A$, HK$) so "$" always means US dollars.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency: string = BASE_CURRENCY,
): string {
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  const code = isCurrency(currency) ? currency : BASE_CURRENCY;
  const text = amountText(value, code);
  // The sign goes before the symbol, as Intl writes it: "-$1,234".
  return text.startsWith('-')
    ? `-${CURRENCY_PREFIX[code]}${text.slice(1)}`
    : `${CURRENCY_PREFIX[code]}${text}`;
}

/** "EUR 219,000": the code, for the seller's own price beside a converted one (symbols can be ambiguous). */
export function formatMoneyCode(amount: number, currency: string): string {
  const code = isCurrency(currency) ? currency : BASE_CURRENCY;
  return `${code} ${amountText(amount, code)}`;
}

/**
 * Converted amounts are shown as "about": rounded to three significant digits above a thousand, so a
 * rate's noise never reads as a precise price ($236,757 shows as about $237,000).
 */
export function approximate(amount: number): number {
  if (Math.abs(amount) < 1000) return Math.round(amount);
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(amount))) - 2);
  return Math.round(amount / magnitude) * magnitude;
}

export interface DualPrice {
  /** The price in the visitor's display currency (exact when it is the seller's currency). */
  main: string;
  /** The seller's own price when the currencies differ ("EUR 219,000"); null when they are the same. */
  original: string | null;
  /** True when `main` is a conversion. */
  converted: boolean;
}

/**
 * A listing's price for a visitor: in their display currency, with the seller's price beside it when the
 * two differ ("about $236,500 · EUR 219,000"). Without rates (not loaded yet) the seller's own price.
 */
export function dualPrice(
  price: { amount: number; currency: string },
  display: string,
  rates: Rates | null,
): DualPrice {
  if (display === price.currency || !rates || !isCurrency(display))
    return { main: formatMoney(price.amount, price.currency), original: null, converted: false };
  const converted = approximate(convert(price.amount, price.currency, display, rates));
  return {
    main: `about ${formatMoney(converted, display)}`,
    original: formatMoneyCode(price.amount, price.currency),
    converted: true,
  };
}

/** "EUR 219,000 · about $236,500": the seller's price, then the visitor's, in one line. */
export function dualPriceText(
  price: { amount: number; currency: string },
  display: string,
  rates: Rates | null,
): string {
  const d = dualPrice(price, display, rates);
  return d.original ? `${d.original} · ${d.main}` : d.main;
}

/** Distances: what a seller enters a mileage in, and what a visitor reads it in. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DEFAULT_DISTANCE_UNIT: DistanceUnit = 'mi';
export const KM_PER_MILE = 1.609344;

export const isDistanceUnit = (value: unknown): value is DistanceUnit => value === 'mi' || value === 'km';

/** A distance from one unit to another, to the whole unit (odometers have no fractions). */
export function convertDistance(value: number, from: DistanceUnit, to: DistanceUnit): number {
  if (from === to) return Math.round(value);
  return Math.round(from === 'km' ? value / KM_PER_MILE : value * KM_PER_MILE);
}

/** The mileage caps a buyer picks from ("up to 5,000 miles" or km), in the unit they read distances in. */
export const MILEAGE_CHOICES = [1_000, 5_000, 10_000, 25_000, 50_000, 100_000] as const;

/**
 * Every choice of MILEAGE_CHOICES in either unit, as the filter compares it (miles, convertDistance): the
 * public full-text index holds, for each listing, the caps its mileage is within, so a search of words
 * under one of these caps is one scan of that index (decision 0061). Other caps are compared as a range.
 */
export const MILEAGE_CAPS_MI: readonly number[] = [
  ...new Set(DISTANCE_UNITS.flatMap((unit) => MILEAGE_CHOICES.map((n) => convertDistance(n, unit, 'mi')))),
].sort((a, b) => a - b);

/** "12,400 miles" / "19,956 km"; a missing mileage reads as 0. */
export function formatDistance(
  value: number | null | undefined,
  from: DistanceUnit = DEFAULT_DISTANCE_UNIT,
  to: DistanceUnit = from,
): string {
  const n = value && Number.isFinite(value) ? convertDistance(value, from, to) : 0;
  return `${formatNumber(n)} ${to === 'km' ? 'km' : 'miles'}`;
}

/**
 * The currency a browser's locale suggests ('de-DE' → EUR, 'ja-JP' → JPY), when it is one we list; the
 * selector offers it first. USD otherwise.
 */
const REGION_CURRENCY: Record<string, Currency> = {
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  JP: 'JPY',
  CH: 'CHF',
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  HK: 'HKD',
  SG: 'SGD',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  PT: 'EUR',
  FI: 'EUR',
  GR: 'EUR',
  LU: 'EUR',
};
export function currencyForLocale(locale: string | undefined): Currency {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return (region && REGION_CURRENCY[region]) || BASE_CURRENCY;
}

/** Miles where the road signs are in miles (the United States and the United Kingdom), kilometres elsewhere. */
export function distanceUnitForLocale(locale: string | undefined): DistanceUnit {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return !region || region === 'US' || region === 'GB' ? 'mi' : 'km';
}
