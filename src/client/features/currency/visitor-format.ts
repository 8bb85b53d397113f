import { type DistanceUnit, dualPriceText, formatDistance, type Rates } from '@shared/domain/currency.ts';
import { PRICE_ON_REQUEST_LABEL } from '@shared/domain/listing.ts';
import { useRates } from './api.ts';
import { type DisplayPrefs, useDisplayPrefs } from './display-prefs.ts';

/**
 * Text for places that print a price or a mileage inside a sentence or a table cell (compare rows,
 * watchlist notes, sold prices, filter chips): an amount in the seller's currency reads "EUR 10,000 ·
 * about $10,800" for a visitor who chose dollars, a mileage in the visitor's unit. Components that show
 * a price on its own use <Price> and <Mileage> instead.
 */
export interface VisitorFormat {
  /** null: a listing without a price, "Price on request". */
  price: (amount: number | null, currency: string) => string;
  mileage: (value: number | null | undefined, unit: DistanceUnit | string | undefined) => string;
}

/** The formatter for a visitor's choices; without rates (not loaded yet) prices stay in the seller's currency. */
export function visitorFormat(prefs: DisplayPrefs, rates: Rates | null): VisitorFormat {
  return {
    price: (amount, currency) =>
      amount === null ? PRICE_ON_REQUEST_LABEL : dualPriceText({ amount, currency }, prefs.currency, rates),
    mileage: (value, unit) => formatDistance(value, unit === 'km' ? 'km' : 'mi', prefs.unit),
  };
}

export function useVisitorFormat(): VisitorFormat {
  // The rates are one small cached answer; every amount here may be in a currency of its own.
  return visitorFormat(useDisplayPrefs(), useRates(true));
}
