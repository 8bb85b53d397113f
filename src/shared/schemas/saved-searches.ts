import { z } from 'zod';
import { BASE_CURRENCY, DISTANCE_UNITS, formatMoney } from '../domain/currency.ts';
import { ALERT_FREQUENCIES } from '../domain/saved-search.ts';
import { formatNumber } from '../format-number.ts';
import { numericIdParams, timestamp } from './common.ts';
import { BROWSE_FILTER_KEYS, browseFilterFields } from './listing-query.ts';

/** Contracts of saved searches and their alerts (issue "Buyers come back"). */

/**
 * The browse filters a saved search keeps: the browse page's own fields, nothing else, and bounds that
 * can both hold (a minimum above its maximum would match no car, so it is refused).
 */
export const savedSearchFiltersSchema = z
  .strictObject(browseFilterFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown filter: ${issue.keys.join(', ')}`
        : 'Filters must be an object',
  })
  .superRefine((f, ctx) => {
    if (f.priceMin !== undefined && f.priceMax !== undefined && f.priceMin > f.priceMax)
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must be at least priceMin' });
    if (f.yearMin !== undefined && f.yearMax !== undefined && f.yearMin > f.yearMax)
      ctx.addIssue({ code: 'custom', path: ['yearMax'], message: 'yearMax must be at least yearMin' });
  });
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

const name = z
  .string({ error: 'Please give the search a name' })
  .trim()
  .min(1, { error: 'Please give the search a name' })
  .max(80, { error: 'The name must be at most 80 characters' });

const frequency = z.enum(ALERT_FREQUENCIES, {
  error: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}`,
});

export const savedSearchInputSchema = z.object({ name, filters: savedSearchFiltersSchema, frequency });
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** PATCH: a new name or frequency, or `seen` when the owner has looked at the new cars. */
export const savedSearchPatchSchema = z
  .object({ name: name.optional(), frequency: frequency.optional(), seen: z.literal(true).optional() })
  .refine((p) => p.name !== undefined || p.frequency !== undefined || p.seen !== undefined, {
    error: 'Nothing to change',
  });
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

export const savedSearchIdParams = numericIdParams('Saved search');

/** The filters as they were saved (browse address form: numbers as numbers, unset ones absent). */
const storedFiltersSchema = z.object({
  q: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  priceMin: z.number().optional(),
  priceMax: z.number().optional(),
  priceCurrency: z.string().optional(),
  region: z.string().optional(),
  condition: z.string().optional(),
  bodyType: z.string().optional(),
  fuelType: z.string().optional(),
  yearMin: z.number().optional(),
  yearMax: z.number().optional(),
  mileageMax: z.number().optional(),
  mileageUnit: z.enum(DISTANCE_UNITS).optional(),
});
export type StoredFilters = z.infer<typeof storedFiltersSchema>;

export const savedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    filters: storedFiltersSchema,
    frequency,
    /** Cars that went live matching it since its owner last looked. */
    newSinceLastVisit: z.number().int(),
    lastVisitedAt: timestamp,
    createdAt: timestamp,
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.array(savedSearchSchema);

/** The one-click and the page's unsubscribe: the signed token from the e-mail, no session. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'The unsubscribe link is incomplete' })
    .min(1, { error: 'The unsubscribe link is incomplete' })
    .max(300, { error: 'The unsubscribe link is not valid' }),
});

export const unsubscribeReplySchema = z.object({
  /** The saved searches that no longer e-mail, by name. */
  unsubscribed: z.array(z.string()),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;

/** The filters as the browse page's query string, in the page's own order (BROWSE_FILTER_KEYS). */
export function savedSearchParams(filters: StoredFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of BROWSE_FILTER_KEYS) {
    const value = filters[key as keyof StoredFilters];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

const money = (n: number, currency = BASE_CURRENCY) => formatMoney(n, currency);

/** A short summary of a saved search's filters: "Porsche 911 · coupe · $100,000 to $250,000 · “manual”". */
export function describeFilters(f: StoredFilters): string {
  const parts: string[] = [];
  const car = [f.make, f.model].filter(Boolean).join(' ');
  if (car) parts.push(car);
  if (f.bodyType) parts.push(f.bodyType);
  if (f.fuelType) parts.push(f.fuelType);
  if (f.condition) parts.push(`${f.condition} condition`);
  if (f.region) parts.push(f.region);
  if (f.priceMin !== undefined && f.priceMax !== undefined)
    parts.push(`${money(f.priceMin, f.priceCurrency)} to ${money(f.priceMax, f.priceCurrency)}`);
  else if (f.priceMin !== undefined) parts.push(`from ${money(f.priceMin, f.priceCurrency)}`);
  else if (f.priceMax !== undefined) parts.push(`up to ${money(f.priceMax, f.priceCurrency)}`);
  if (f.yearMin !== undefined && f.yearMax !== undefined) parts.push(`${f.yearMin} to ${f.yearMax}`);
  else if (f.yearMin !== undefined) parts.push(`${f.yearMin} or newer`);
  else if (f.yearMax !== undefined) parts.push(`${f.yearMax} or older`);
  if (f.mileageMax !== undefined)
    parts.push(`under ${formatNumber(f.mileageMax)} ${f.mileageUnit === 'km' ? 'km' : 'miles'}`);
  if (f.q) parts.push(`“${f.q}”`);
  return parts.length > 0 ? parts.join(' · ') : 'All cars';
}
