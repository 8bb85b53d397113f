import { z } from 'zod';
import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES } from '../constants.ts';
import { DISTANCE_UNITS } from '../domain/currency.ts';
import { LISTING_SOLD_STATUS } from '../domain/listing.ts';
import { LISTING_STATUSES } from '../domain/listing-status.ts';

/**
 * Contracts of the browsing endpoints' questions (spec section 7, issue "buyers find cars"): the sorts,
 * the filters, the cursor. Apart from the listings' own contracts (./listings.ts) because the browse
 * page reads its address with them: a zod schema is built when its module loads, and the page should
 * not build every listing contract to read its filters (measured: ~30 ms of a phone's first seconds).
 */

export const LISTING_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'mileage_asc',
  'sold_newest',
  /** Dealers' plan placement first (shared/domain/plans.ts), then newest. */
  'recommended',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_SORT: ListingSort = 'newest';
/** The results archive (status=sold) reads newest sale first unless asked otherwise. */
export const defaultSortFor = (status: string | undefined): ListingSort =>
  status === LISTING_SOLD_STATUS ? 'sold_newest' : DEFAULT_SORT;

/** Where a page ended: the last row's sort key, as PostgreSQL prints it, and its id (keyset pagination). */
export interface ListingCursor {
  /** The sort key of the last row sent; null only in the price sorts, after a listing without a price. */
  k: string | null;
  id: number;
}

/** The sorts whose key a listing may lack ("Price on request"): such listings come last. */
const NULLABLE_SORT_KEY: ReadonlySet<ListingSort> = new Set(['price_asc', 'price_desc']);

/** A calendar date and time PostgreSQL prints for a timestamptz ('2026-10-10 08:30:00.123+00'). */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** A timestamp's parts as PostgreSQL prints it, when it names a real date and time. */
function timestampParts(k: string) {
  const m = TIMESTAMP.exec(k);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? { year, month, day, hour, minute, second, fraction: m[7], zone: m[8] } : undefined;
}

const isTimestamp = (k: string): boolean => timestampParts(k) !== undefined;

/**
 * A cursor's time as microseconds since 1970, when it says its zone (PostgreSQL reads one without it in
 * the session's time zone, which the caller cannot know): none otherwise.
 */
export function timestampMicros(k: string): number | undefined {
  const t = timestampParts(k);
  if (!t?.zone) return undefined;
  const micros = Number((t.fraction ?? '.').slice(1).padEnd(6, '0'));
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})?$/.exec(t.zone) ?? [];
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) : 0;
  const utc = new Date(0);
  utc.setUTCFullYear(t.year, t.month - 1, t.day);
  utc.setUTCHours(t.hour, t.minute - offsetMinutes, t.second, 0);
  return utc.getTime() * 1000 + micros;
}

/** Microseconds since 1970 as a cursor's time ('2026-10-10T08:30:00.123456Z'), which PostgreSQL reads. */
export function microsText(us: number): string {
  const ms = Math.floor(us / 1000);
  return `${new Date(ms).toISOString().slice(0, 23)}${String(us - ms * 1000).padStart(3, '0')}Z`;
}

/**
 * What each sort's key must look like in a cursor, checked before any SQL: a key PostgreSQL could not read
 * as the sort's type (a 13th month, a number too long for its column) is a bad cursor, not a server error.
 */
const SORT_KEY_VALID: Record<ListingSort, (k: string) => boolean> = {
  newest: isTimestamp,
  // The USD price (numeric(14, 2)).
  price_asc: (k) => /^\d{1,12}(\.\d{1,2})?$/.test(k),
  price_desc: (k) => /^\d{1,12}(\.\d{1,2})?$/.test(k),
  year_desc: (k) => /^-?\d{1,9}$/.test(k),
  mileage_asc: (k) => /^-?\d{1,9}$/.test(k),
  sold_newest: isTimestamp,
  recommended: isTimestamp,
};

/** Listing ids are PostgreSQL integers. */
const MAX_LISTING_ID = 2_147_483_647;

/** A cursor as the API writes it: base64url JSON, opaque to clients. */
export function encodeListingCursor(c: ListingCursor): string {
  return btoa(JSON.stringify(c)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor if it is one this sort could have written; null for anything else. */
export function decodeListingCursor(raw: string, sort: ListingSort): ListingCursor | null {
  try {
    const c = JSON.parse(
      atob(raw.replaceAll('-', '+').replaceAll('_', '/')),
    ) as Partial<ListingCursor> | null;
    if (
      c &&
      (typeof c.k === 'string' ? SORT_KEY_VALID[sort](c.k) : c.k === null && NULLABLE_SORT_KEY.has(sort)) &&
      Number.isInteger(c.id) &&
      (c.id as number) >= 1 &&
      (c.id as number) <= MAX_LISTING_ID
    )
      return { k: c.k as string | null, id: c.id as number };
  } catch {
    // Not base64 or not JSON: an invalid cursor like any other.
  }
  return null;
}
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .union([z.literal(''), z.coerce.number({ error: `${label} must be a number` })])
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .min(min, { error: `${label} must be at least ${min}` })
        .max(max, { error: `${label} must be at most ${max}` })
        .optional(),
    );

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `${label} must be one of: ${values.join(', ')}` })
    .optional()
    .transform((v) => (v === '' ? undefined : v) as T[number] | undefined);

/** The browse page's filters, in the order the page writes them in its address. */
export const BROWSE_FILTER_KEYS = [
  'q',
  'make',
  'model',
  'priceMin',
  'priceMax',
  'priceCurrency',
  'region',
  'condition',
  'bodyType',
  'fuelType',
  'yearMin',
  'yearMax',
  'mileageMax',
  'mileageUnit',
] as const;

/** What the results archive reads (/results?make=Ferrari&sort=price_desc). */
export const RESULTS_PAGE_PARAMS = ['make', 'sort'] as const;

/** Every query parameter the browse page reads (/listings?make=Ferrari&sort=price_desc); others mean nothing to it. */
export const BROWSE_PAGE_PARAMS = [...BROWSE_FILTER_KEYS, 'sort'] as const;

/**
 * The browse filters as the page and the API read them (one definition: saved searches store the same
 * fields, modules/saved-searches).
 */
export const browseFilterFields = {
  make: optionalText(),
  model: optionalText(),
  priceMin: optionalNumber('priceMin', 0, 1e10),
  priceMax: optionalNumber('priceMax', 0, 1e10),
  /** The currency priceMin and priceMax are in (unset: USD); they are compared with each listing's USD price. */
  priceCurrency: optionalEnum(CURRENCIES, 'priceCurrency'),
  region: optionalText(),
  q: optionalText(200),
  condition: optionalEnum(CONDITIONS, 'condition'),
  bodyType: optionalEnum(BODY_TYPES, 'bodyType'),
  fuelType: optionalEnum(FUEL_TYPES, 'fuelType'),
  yearMin: optionalNumber('yearMin', 1900, 2200),
  yearMax: optionalNumber('yearMax', 1900, 2200),
  mileageMax: optionalNumber('mileageMax', 0, 1e9),
  /** The unit mileageMax is in (unset: miles); it is compared with each listing's mileage in miles. */
  mileageUnit: optionalEnum(DISTANCE_UNITS, 'mileageUnit'),
};

export const listingQuerySchema = z
  .object({
    ...browseFilterFields,
    status: optionalEnum(LISTING_STATUSES, 'status'),
    verified: z
      .enum(['true', 'false', ''], { error: 'verified must be true or false' })
      .optional()
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
    sellerId: z
      .union([z.literal(''), z.uuid({ error: 'sellerId must be a user id' })])
      .optional()
      .transform((v) => v || undefined),
    sort: optionalEnum(LISTING_SORTS, 'sort'),
    limit: optionalNumber('limit', 1, MAX_PAGE_SIZE),
    cursor: optionalText(300),
  })
  // A cursor only means something for the sort that wrote it; anything else never reaches SQL.
  .superRefine((q, ctx) => {
    if (q.cursor !== undefined && !decodeListingCursor(q.cursor, q.sort ?? defaultSortFor(q.status)))
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'Invalid cursor for this sort' });
  });
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** The filters the facet counts and the result list share: the query minus paging and sorting. */
export type ListingFilters = Omit<ListingQuery, 'sort' | 'limit' | 'cursor'>;

/** What a listing query asks for, without how the answer is sorted and paged. */
export const filtersOf = ({
  sort: _sort,
  limit: _limit,
  cursor: _cursor,
  ...filters
}: ListingQuery): ListingFilters => filters;

export const PRICE_BANDS = [
  { key: 'under-100k', label: 'Under $100k', min: 0, max: 100_000 },
  { key: '100k-250k', label: '$100k to $250k', min: 100_000, max: 250_000 },
  { key: '250k-500k', label: '$250k to $500k', min: 250_000, max: 500_000 },
  { key: '500k-1m', label: '$500k to $1M', min: 500_000, max: 1_000_000 },
  { key: 'over-1m', label: 'Over $1M', min: 1_000_000, max: null },
] as const;
