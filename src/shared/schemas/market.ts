import { z } from 'zod';
import { CURRENCIES, MAKES } from '../constants.ts';
import { DISTANCE_UNITS } from '../domain/currency.ts';
import { maxListingYear } from '../domain/listing.ts';

/** Contracts of the market range (issue 17 "Market range", docs/decisions/0029, shared/domain/market.ts). */

export const comparableSchema = z
  .object({
    id: z.number().int(),
    year: z.number().int(),
    make: z.string(),
    model: z.string(),
    status: z.enum(['active', 'sold']),
    /** What priceUsd is: the asking price, or the sold price a sold car's seller published. */
    priceBasis: z.enum(['asking', 'sold']),
    /** Its price in US dollars at today's rates. */
    priceUsd: z.number(),
    mileageMi: z.number().int().nullable(),
    /** priceUsd brought to the priced car's mileage (shared/domain/market.ts mileageAdjusted). */
    adjustedUsd: z.number(),
  })
  .meta({ id: 'Comparable' });
export type Comparable = z.infer<typeof comparableSchema>;

const estimate = z.object({
  comparables: z.array(comparableSchema),
  /** The middle half of the adjusted prices, in US dollars. */
  low: z.number(),
  median: z.number(),
  high: z.number(),
  position: z.enum(['below', 'within', 'above']),
  /** In words, what the band was built from. */
  basis: z.string(),
  /** The priced car's own USD price. */
  priceUsd: z.number(),
});
const noEstimate = z.object({ comparables: z.array(comparableSchema), estimate: z.null() });

/**
 * GET /api/listings/{id}/market and GET /api/market/estimate: the band and the car's position, or
 * `estimate: null` when fewer than MARKET_MIN_COMPARABLES comparables exist.
 */
export const marketRangeSchema = z.union([estimate, noEstimate]).meta({ id: 'MarketRange' });
export type MarketRange = z.infer<typeof marketRangeSchema>;

const num = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** GET /api/market/estimate: a car not listed yet (the listing editor asks before the seller submits). */
export const marketEstimateQuerySchema = z.object({
  make: z.enum(MAKES, { error: 'Please choose a make' }),
  model: z
    .string({ error: 'Model is required' })
    .trim()
    .min(1, { error: 'Model is required' })
    .max(80, { error: 'Must be at most 80 characters' }),
  year: num('year', 1900, 2200)
    .int({ error: 'year must be a whole number' })
    .refine((y) => y <= maxListingYear(), { error: 'Year cannot be after next year' }),
  price: num('price', 0, 9_999_999_999.99),
  currency: z.enum(CURRENCIES, { error: 'Please choose a currency' }).default('USD'),
  mileage: z
    .union([z.literal(''), num('mileage', 0, 10_000_000).int({ error: 'mileage must be a whole number' })])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
  mileageUnit: z.enum(DISTANCE_UNITS, { error: 'mileageUnit must be mi or km' }).default('mi'),
});
export type MarketEstimateQuery = z.infer<typeof marketEstimateQuerySchema>;
