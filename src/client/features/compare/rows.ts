import type { VisitorFormat } from '@client/features/currency/index.ts';
import { sellerLabel } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';

/** The comparison's rows: every specification a listing has, as displayed text. */
export interface CompareRow {
  label: string;
  values: string[];
  /** Not every car says the same. */
  differs: boolean;
}

const capital = (v: string | null | undefined): string => {
  const t = (v ?? '').trim();
  if (!t) return '—';
  return t.toLowerCase() === 'suv' ? 'SUV' : t.charAt(0).toUpperCase() + t.slice(1);
};
const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined || String(v).trim() === '' ? '—' : String(v);

// Prices and mileages in the visitor's currency and unit: cars priced in yen and in euros compare as one.
const FIELDS: [string, (l: Listing, format: VisitorFormat) => string][] = [
  ['Price', (l, format) => format.price(l.price, l.currency)],
  ['Year', (l) => text(l.year)],
  ['Make', (l) => text(l.make)],
  ['Model', (l) => text(l.model)],
  ['Mileage', (l, format) => format.mileage(l.mileage, l.mileageUnit)],
  ['Condition', (l) => capital(l.condition)],
  ['Body Type', (l) => capital(l.bodyType)],
  ['Engine', (l) => text(l.engine)],
  ['Transmission', (l) => text(l.transmission)],
  ['Fuel Type', (l) => capital(l.fuelType)],
  ['Exterior Color', (l) => text(l.exteriorColor)],
  ['Interior Color', (l) => text(l.interiorColor)],
  ['Location', (l) => text(l.location)],
  ['Region', (l) => text(l.region)],
  ['Seller', (l) => sellerLabel(l.seller?.roleId)],
  ['Features', (l) => (l.features.length ? l.features.join(', ') : '—')],
];

export function compareRows(listings: readonly Listing[], format: VisitorFormat): CompareRow[] {
  return FIELDS.map(([label, value]) => {
    const values = listings.map((l) => value(l, format));
    return { label, values, differs: new Set(values).size > 1 };
  });
}

/** `?ids=1,2,3` as ids: positive integers, each once, in order; anything else is dropped. */
export function parseIdsParam(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_648);
  return [...new Set(ids)];
}
