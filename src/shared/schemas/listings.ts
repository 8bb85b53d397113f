import { z } from 'zod';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, LISTING_STATUSES } from '../constants.ts';

/** Contracts of the browsing endpoints (spec section 7, issue "buyers find cars"). */

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'year_desc', 'mileage_asc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
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
    .union([z.literal(''), z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` })])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as T[number] | undefined);

export const listingQuerySchema = z.object({
  status: optionalEnum(LISTING_STATUSES, 'status'),
  make: optionalText(),
  model: optionalText(),
  priceMin: optionalNumber('priceMin', 0, 1e10),
  priceMax: optionalNumber('priceMax', 0, 1e10),
  region: optionalText(),
  verified: z
    .enum(['true', 'false', ''], { error: 'verified must be true or false' })
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  sellerId: z
    .union([z.literal(''), z.uuid({ error: 'sellerId must be a user id' })])
    .optional()
    .transform((v) => v || undefined),
  q: optionalText(200),
  condition: optionalEnum(CONDITIONS, 'condition'),
  bodyType: optionalEnum(BODY_TYPES, 'bodyType'),
  fuelType: optionalEnum(FUEL_TYPES, 'fuelType'),
  yearMin: optionalNumber('yearMin', 1900, 2200),
  yearMax: optionalNumber('yearMax', 1900, 2200),
  mileageMax: optionalNumber('mileageMax', 0, 1e9),
  sort: optionalEnum(LISTING_SORTS, 'sort'),
  limit: optionalNumber('limit', 1, MAX_PAGE_SIZE),
  cursor: optionalText(300),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** The filters the facet counts and the result list share: the query minus paging and sorting. */
export type ListingFilters = Omit<ListingQuery, 'sort' | 'limit' | 'cursor'>;

export interface ListingSeller {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  roleId: number;
  verified: boolean;
  city: string | null;
  country: string | null;
}

export interface Listing {
  id: number;
  sellerId: string;
  make: string;
  model: string;
  year: number;
  price: number;
  currency: string;
  mileage: number | null;
  vin: string | null;
  condition: string;
  description: string | null;
  location: string;
  region: string;
  imageUrls: string[];
  features: string[];
  engine: string | null;
  transmission: string | null;
  fuelType: string | null;
  bodyType: string | null;
  exteriorColor: string | null;
  interiorColor: string | null;
  status: string;
  verified: boolean;
  kmVerified: boolean;
  viewCount: number;
  createdAt: string;
  updatedAt: string;
  seller: ListingSeller;
}

export interface RatingSummary {
  averageRating: number;
  totalRatings: number;
}

export interface ListingDetail extends Listing {
  /** Present only for the owner and administrators (why an administrator turned it down). */
  rejectionReason?: string | null;
  sellerRating: RatingSummary;
}

export const PRICE_BANDS = [
  { key: 'under-100k', label: 'Under $100k', min: 0, max: 100_000 },
  { key: '100k-250k', label: '$100k to $250k', min: 100_000, max: 250_000 },
  { key: '250k-500k', label: '$250k to $500k', min: 250_000, max: 500_000 },
  { key: '500k-1m', label: '$500k to $1M', min: 500_000, max: 1_000_000 },
  { key: 'over-1m', label: 'Over $1M', min: 1_000_000, max: null },
] as const;

export interface FacetCount {
  value: string;
  count: number;
}

export interface ListingFacets {
  total: number;
  make: FacetCount[];
  region: FacetCount[];
  condition: FacetCount[];
  bodyType: FacetCount[];
  priceBand: FacetCount[];
}

export const listingIdSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Listing id must be a number' })
    .transform(Number),
});

/** PATCH /api/listings/{id}: reorder or remove photos (URLs this server issued for the listing). */
export const listingPatchSchema = z.strictObject(
  {
    imageUrls: z
      .array(z.string().max(500), { error: 'imageUrls must be a list of photo addresses' })
      .max(30, {
        error: 'A listing can have at most 30 photos',
      }),
  },
  { error: 'Only imageUrls can be changed here' },
);
