import { z } from 'zod';
import { BODY_TYPES, CONDITIONS, CURRENCIES, FUEL_TYPES, MAKES, REGIONS } from '../constants.ts';
import { DEFAULT_DISTANCE_UNIT, DISTANCE_UNITS } from '../domain/currency.ts';
import {
  isValidPrice,
  LISTING_SOLD_STATUS,
  MAX_PRICE,
  maxListingYear,
  WAITING_FOR,
} from '../domain/listing.ts';
import { VIN_PATTERN } from '../vin.ts';
import { numericIdParams, timestamp } from './common.ts';
import { ratingSummarySchema } from './ratings.ts';

/** What a listing page shows of its seller: never an e-mail address (DESIGN section 6). */
export const listingSellerSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string().nullable(),
    roleId: z.number().int(),
    verified: z.boolean(),
    city: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'ListingSeller' });
export type ListingSeller = z.infer<typeof listingSellerSchema>;

/** What a seller's own pending listing waits for; null when nothing (live, sold, turned down). */
export const waitingForSchema = z.enum(WAITING_FOR).nullable();

export const listingSchema = z
  .object({
    id: z.number().int(),
    sellerId: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    /** The asking price in `currency`; null when the seller chose "Price on request" (`priceOnRequest`). */
    price: z.number().nullable(),
    currency: z.string(),
    /** The price in US dollars at the current rates (what price filters and sorts compare); null with `price`. */
    priceUsd: z.number().nullable(),
    /** No asking price: shown as "Price on request", sorted last, outside every price filter and band. */
    priceOnRequest: z.boolean(),
    /** As the seller entered it, in `mileageUnit`. */
    mileage: z.number().nullable(),
    mileageUnit: z.enum(DISTANCE_UNITS),
    vin: z.string().nullable(),
    condition: z.string(),
    description: z.string().nullable(),
    location: z.string(),
    region: z.string(),
    imageUrls: z.array(z.string()),
    features: z.array(z.string()),
    engine: z.string().nullable(),
    transmission: z.string().nullable(),
    fuelType: z.string().nullable(),
    bodyType: z.string().nullable(),
    exteriorColor: z.string().nullable(),
    interiorColor: z.string().nullable(),
    status: z.string(),
    verified: z.boolean(),
    kmVerified: z.boolean(),
    /** Listed through the private flow: reaches review only once its listing fee is paid. */
    feeRequired: z.boolean(),
    viewCount: z.number().int(),
    /** How many accounts watch it. */
    watcherCount: z.number().int(),
    /** Whole days since it first went live, to its sale if sold; null if it never went live. */
    daysOnMarket: z.number().int().nullable(),
    /** Its latest price change was a reduction (the "Reduced" badge). */
    priceReduced: z.boolean(),
    /** When its seller marked it sold; null unless sold. */
    soldAt: timestamp.nullable(),
    /**
     * What it sold for: null unless sold and its seller shows the price (`showSoldPrice`); the seller's own
     * view and administrators always have it. A withheld price never leaves the server.
     */
    soldPrice: z.number().nullable(),
    showSoldPrice: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
    seller: listingSellerSchema,
    /** Present only in the seller's own view and for administrators (why an administrator turned it down). */
    rejectionReason: z.string().nullable().optional(),
    /**
     * Seller's own view and administrators only: why an inactive listing no one turned down is not live,
     * 'plan_limit' when its dealer's plan does not allow it (shared/domain/plans.ts); else null.
     */
    inactiveReason: z.enum(['plan_limit']).nullable().optional(),
    /**
     * Seller's own view and administrators only: when a private seller's listing stops being live (the 90
     * days its fee covers, shared/domain/expiry.ts); null for dealers' listings and those not yet approved.
     */
    expiresAt: timestamp.nullable().optional(),
    /** Seller's own view and administrators only: what a pending listing waits for (`waitingFor` in shared/domain/listing.ts). */
    waitingFor: waitingForSchema.optional(),
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof listingSchema>;

/** GET /api/listings: a JSON array (spec contract); the total and the next page are in headers. */
export const listingListSchema = z.array(listingSchema);

/** One change of a live listing's price, in the listing's currency. */
export const priceChangeSchema = z
  .object({ oldPrice: z.number(), newPrice: z.number(), currency: z.string(), changedAt: timestamp })
  .meta({ id: 'PriceChange' });
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const listingDetailSchema = listingSchema
  .extend({
    sellerRating: ratingSummarySchema,
    /** Every price change since the listing went live, oldest first. */
    priceHistory: z.array(priceChangeSchema),
  })
  .meta({ id: 'ListingDetail' });
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** POST and PATCH /api/listings reply: the listing as saved, with what the seller should double-check. */
export const savedListingSchema = listingDetailSchema.extend({ warnings: z.array(z.string()) });
export type SavedListing = z.infer<typeof savedListingSchema>;

const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));
export type FacetCount = z.infer<typeof facetCounts>[number];

/** GET /api/listings/facets: how many listings each filter value would leave. */
export const listingFacetsSchema = z.object({
  /** How many listings match all the filters. */
  total: z.number().int(),
  /**
   * True when `total` or some counts are estimates: over EXACT_COUNT_LIMIT matches are not all counted
   * (the interface says "about"); false when every number is exact.
   */
  estimated: z.boolean(),
  make: facetCounts,
  region: facetCounts,
  condition: facetCounts,
  bodyType: facetCounts,
  priceBand: facetCounts,
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

/** A listing awaiting review, as administrators see it: the seller's e-mail included. */
export const pendingListingSchema = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  /** null: "Price on request". */
  price: z.number().nullable(),
  currency: z.string(),
  location: z.string(),
  imageUrls: z.array(z.string()),
  createdAt: timestamp,
  sellerId: z.string(),
  seller: z.object({
    username: z.string().nullable(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    roleId: z.number().int(),
  }),
});
export type PendingListing = z.infer<typeof pendingListingSchema>;

/** GET /api/seller/analytics: the signed-in seller's views and conversations over 30 days. */
export const sellerAnalyticsSchema = z.object({
  days: z.number().int(),
  viewsPerDay: z.array(z.object({ day: z.string(), listingId: z.number().int(), views: z.number().int() })),
  /** How many accounts watched each listing at the end of each day (those still watching it). */
  watchersPerDay: z.array(
    z.object({ day: z.string(), listingId: z.number().int(), watchers: z.number().int() }),
  ),
  listings: z.array(
    z.object({
      listingId: z.number().int(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      viewCount: z.number().int(),
      watcherCount: z.number().int(),
      conversations: z.number().int(),
      messages: z.number().int(),
    }),
  ),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;

/** POST /api/listings/:id/photos reply: every photo of the listing, in order. */
/**
 * After an upload: the listing's photos and its status, which a seller's photos on a live listing send back
 * to review (docs/decisions/0020), so the dashboard can say so.
 */
export const listingPhotosSchema = z.object({ imageUrls: z.array(z.string()), status: z.string() });
export type ListingPhotos = z.infer<typeof listingPhotosSchema>;

export const listingIdSchema = numericIdParams('Listing');

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => v || null);

const requiredField = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** An amount a car is offered or sold at: the price rule of shared/domain/listing.ts, with each reason said. */
export const amount = (notNumber: string, notPositive: string) =>
  z.coerce
    .number({ error: notNumber })
    .refine((p) => p > 0, { error: notPositive, abort: true })
    .refine((p) => p <= MAX_PRICE, { error: 'Price is too large', abort: true })
    .refine((p) => isValidPrice(p), { error: 'Price can have at most 2 decimals' });
const askingPrice = amount(
  'Enter the price as a number, or choose "Price on request"',
  'Price must be more than 0 (or choose "Price on request")',
);

/**
 * The listing form's fields (spec sections 2, 5, 9). Identity and state (`sellerId`, `status`,
 * `verified`, `viewCount`) are not fields: a client sending them is ignored.
 */
export const listingFieldsSchema = z.object({
  make: z.enum(MAKES, { error: 'Please choose a make' }),
  model: requiredField('Model is required', 80),
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int({ error: 'Year must be a whole number' })
    .min(1900, { error: 'Year must be 1900 or later' })
    .refine((y) => y <= maxListingYear(), { error: `Year cannot be after next year` }),
  /** A positive amount, or null: the seller's explicit "Price on request" (shared/domain/listing.ts). */
  price: askingPrice.nullable().describe('A positive amount, or null for "Price on request"'),
  currency: z.enum(CURRENCIES, { error: 'Please choose a currency' }),
  mileage: z.coerce
    .number({ error: 'Mileage must be a number' })
    .int({ error: 'Mileage must be a whole number' })
    .min(0, { error: 'Mileage cannot be negative' })
    .max(10_000_000, { error: 'Mileage is too large' })
    .nullish()
    .transform((v) => v ?? null),
  mileageUnit: z.enum(DISTANCE_UNITS, { error: 'mileageUnit must be mi or km' }),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => v || null)
    .pipe(
      z.string().regex(VIN_PATTERN, { error: 'VIN must be 17 letters and digits (no I, O or Q)' }).nullable(),
    ),
  condition: z.enum(CONDITIONS, { error: 'Please choose a condition' }),
  description: optionalField(5000),
  location: requiredField('Location is required', 120),
  region: z.enum(REGIONS, { error: 'Please choose a region' }),
  engine: optionalField(80),
  transmission: optionalField(40),
  fuelType: z
    .enum(FUEL_TYPES, { error: 'Please choose a fuel type' })
    .nullish()
    .transform((v) => v ?? null),
  bodyType: z
    .enum(BODY_TYPES, { error: 'Please choose a body type' })
    .nullish()
    .transform((v) => v ?? null),
  exteriorColor: optionalField(40),
  interiorColor: optionalField(40),
  /** Trimmed, empty ones dropped, duplicates (any letter case) removed, order kept. */
  features: z
    .array(z.string().max(80, { error: 'Each feature must be at most 80 characters' }), {
      error: 'Features must be a list',
    })
    .max(60, { error: 'At most 60 features' })
    .transform((list) => {
      const seen = new Set<string>();
      return list
        .map((f) => f.trim())
        .filter((f) => f.length > 0 && !seen.has(f.toLowerCase()) && seen.add(f.toLowerCase()));
    }),
});

/**
 * POST /api/listings, with the form's defaults (spec section 2: currency USD, condition excellent). Photos
 * are uploaded afterwards (spec: imageUrls are empty at creation).
 */
export const listingCreateSchema = listingFieldsSchema.extend({
  currency: listingFieldsSchema.shape.currency.default('USD'),
  mileageUnit: listingFieldsSchema.shape.mileageUnit.default(DEFAULT_DISTANCE_UNIT),
  condition: listingFieldsSchema.shape.condition.default('excellent'),
  features: listingFieldsSchema.shape.features.default([]),
  imageUrls: z.array(z.string()).max(0, { error: 'Upload photos after creating the listing' }).optional(),
});
export type ListingCreateInput = z.infer<typeof listingCreateSchema>;

/** PATCH /api/listings/{id}: any listing fields (absent ones unchanged), and/or the photo order. */
export const listingPatchSchema = listingFieldsSchema.partial().extend({
  imageUrls: z
    .array(z.string().max(500), { error: 'imageUrls must be a list of photo addresses' })
    .max(30, { error: 'A listing can have at most 30 photos' })
    .optional(),
});
export type ListingPatchInput = z.infer<typeof listingPatchSchema>;

/** PATCH /api/listings/{id}/price: the new price of a live listing (the form's price rules). */
export const listingPriceSchema = z.object({
  price: amount('Price must be a number', 'Price must be more than 0'),
});

/**
 * PATCH /api/listings/{id}/status: the seller marks a live listing sold, with what it sold for (the
 * form's price rules) and whether the public may see that price.
 */
export const listingStatusSchema = z.object({
  status: z.literal(LISTING_SOLD_STATUS, { error: 'status must be sold' }),
  soldPrice: amount('Price must be a number', 'Price must be more than 0'),
  showSoldPrice: z.boolean({ error: 'showSoldPrice must be true or false' }).default(false),
});
export type ListingStatusInput = z.infer<typeof listingStatusSchema>;
