import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES, MAKES, REGIONS } from '@shared/constants.ts';
import { DISTANCE_UNITS } from '@shared/domain/currency.ts';
import {
  BROWSE_FILTER_KEYS,
  LISTING_SORTS,
  type ListingSort,
  listingQuerySchema,
} from '@shared/schemas/listing-query.ts';

/**
 * The browse page's state, kept in the address so a search can be shared and survives a reload
 * (/listings?make=Ferrari&sort=price_desc). Every value is the text of its control; '' means "any".
 */
export interface BrowseFilters {
  q: string;
  make: string;
  model: string;
  priceMin: string;
  priceMax: string;
  /** The currency of priceMin and priceMax ('' is USD). */
  priceCurrency: string;
  region: string;
  condition: string;
  bodyType: string;
  fuelType: string;
  yearMin: string;
  yearMax: string;
  mileageMax: string;
  /** The unit of mileageMax ('' is miles). */
  mileageUnit: string;
  sort: ListingSort;
}

export type BrowseFilterKey = Exclude<keyof BrowseFilters, 'sort'>;

export const DEFAULT_SORT: ListingSort = 'newest';

export const EMPTY_FILTERS: BrowseFilters = {
  q: '',
  make: '',
  model: '',
  priceMin: '',
  priceMax: '',
  priceCurrency: '',
  region: '',
  condition: '',
  bodyType: '',
  fuelType: '',
  yearMin: '',
  yearMax: '',
  mileageMax: '',
  mileageUnit: '',
  sort: DEFAULT_SORT,
};

/** The spelling of a known value whatever the case it was written in ('porsche' is Porsche), else null. */
function canonical(value: string, known: readonly string[]): string | null {
  const lower = value.toLowerCase();
  return known.find((k) => k.toLowerCase() === lower) ?? null;
}

const ENUMS: Partial<Record<BrowseFilterKey, readonly string[]>> = {
  make: MAKES,
  priceCurrency: CURRENCIES,
  mileageUnit: DISTANCE_UNITS,
  region: REGIONS,
  condition: CONDITIONS,
  bodyType: BODY_TYPES,
  fuelType: FUEL_TYPES,
};

const NUMERIC: ReadonlySet<BrowseFilterKey> = new Set([
  'priceMin',
  'priceMax',
  'yearMin',
  'yearMax',
  'mileageMax',
]);

/**
 * One address value, checked by the API's own contract (listingQuerySchema) so the page never sends a
 * request the server would refuse: unknown or malformed values are dropped, numbers keep their digits,
 * enumerations their canonical spelling.
 */
function cleanValue(key: BrowseFilterKey, raw: string | null): string {
  const trimmed = (raw ?? '').trim();
  const known = ENUMS[key];
  const value = known ? (canonical(trimmed, known) ?? '') : trimmed;
  if (!value) return '';
  const parsed = listingQuerySchema.shape[key].safeParse(value);
  if (!parsed.success || parsed.data === undefined) return '';
  if (known) return value;
  if (NUMERIC.has(key)) {
    const n = Number(parsed.data);
    return Number.isFinite(n) ? String(Math.round(n)) : '';
  }
  return String(parsed.data);
}

/** Reads the filters from the address (/listings?make=Ferrari&sort=price_desc). */
export function filtersFromSearchParams(params: URLSearchParams): BrowseFilters {
  const filters: BrowseFilters = { ...EMPTY_FILTERS };
  for (const key of BROWSE_FILTER_KEYS) filters[key] = cleanValue(key, params.get(key));
  const sort = params.get('sort');
  filters.sort = (LISTING_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as ListingSort)
    : DEFAULT_SORT;
  return filters;
}

/** Writes the filters to the address: only the ones set, and the sort only when it is not the default. */
export function filtersToSearchParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BROWSE_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/**
 * The API query of the browse page: its filters, plus active and verified listings only (spec section 9:
 * only verified listings are requested on the listings page). Empty values are left out.
 */
export function browseApiParams(filters: BrowseFilters): URLSearchParams {
  const params = filtersToSearchParams(filters);
  params.set('status', 'active');
  params.set('verified', 'true');
  return params;
}

/** The units other filters are in: they qualify a bound (priceMin in EUR), they filter nothing alone. */
const UNITS: ReadonlySet<BrowseFilterKey> = new Set(['priceCurrency', 'mileageUnit']);

/** The filters a visitor set, as chips and counts show them (not the search text, the sort or the units). */
export function setFilterKeys(filters: BrowseFilters): BrowseFilterKey[] {
  return BROWSE_FILTER_KEYS.filter((key) => key !== 'q' && !UNITS.has(key) && filters[key].trim() !== '');
}

/** How many filters are set. */
export function activeFilterCount(filters: BrowseFilters): number {
  return setFilterKeys(filters).length;
}

/** The change that removes one filter, and the unit of its bounds when no bound is left. */
export function withoutFilter(filters: BrowseFilters, key: BrowseFilterKey): Partial<BrowseFilters> {
  const change: Partial<BrowseFilters> = { [key]: '' };
  if (key === 'mileageMax') change.mileageUnit = '';
  if ((key === 'priceMin' && !filters.priceMax) || (key === 'priceMax' && !filters.priceMin))
    change.priceCurrency = '';
  return change;
}

export function hasAnyFilter(filters: BrowseFilters): boolean {
  return BROWSE_FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/**
 * What the `search` address parameter (the header's search box) does: the text pre-fills the search, and
 * the longest known make found in it becomes the make filter. Other filters are kept.
 */
export function applySearchParam(
  filters: BrowseFilters,
  text: string,
  findMake: (text: string) => string | null,
): { filters: BrowseFilters; make: string | null } {
  const q = text.trim();
  const make = findMake(q);
  return { filters: { ...filters, q, make: make ?? filters.make }, make };
}
