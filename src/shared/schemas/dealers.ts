import { z } from 'zod';
import { STOREFRONT_LIMITS } from '../domain/storefront.ts';
import { timestamp } from './common.ts';
import { ratingSummarySchema } from './ratings.ts';

/** Contracts of dealer storefronts (issue 18, docs/decisions/0031). */

/** GET /api/dealers/{id} */
export const dealerIdParamsSchema = z.object({ id: z.uuid({ error: 'Dealer id must be a user id' }) });

/** A dealership's storefront: public, except `phone` and `website` (null for visitors not signed in). */
export const storefrontSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    about: z.string().nullable(),
    location: z.string().nullable(),
    verified: z.boolean(),
    rating: ratingSummarySchema,
    memberSince: timestamp,
    /** How many vehicles it has live now. */
    activeListings: z.number().int(),
    /** Whether `phone` and `website` were shown (signed-in visitors only, shared/domain/storefront.ts). */
    contactShown: z.boolean(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'Storefront' });
export type Storefront = z.infer<typeof storefrontSchema>;

/** An optional text: trimmed, '' clears it (null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** PATCH /api/dealers/me: only the fields sent change. */
export const storefrontPatchSchema = z.object({
  name: z
    .string({ error: 'The dealership name must be text' })
    .trim()
    .min(2, { error: 'The dealership name must be at least 2 characters' })
    .max(STOREFRONT_LIMITS.name, {
      error: `The dealership name must be at most ${STOREFRONT_LIMITS.name} characters`,
    })
    .optional(),
  about: optionalText('About', STOREFRONT_LIMITS.about),
  location: optionalText('Location', STOREFRONT_LIMITS.location),
  phone: optionalText('Phone', STOREFRONT_LIMITS.phone).refine(
    (v) => v == null || /^\+?[0-9 ()./-]{5,}$/.test(v),
    { error: 'Phone must be a phone number (digits, spaces, + ( ) - . /)' },
  ),
  website: optionalText('Website', STOREFRONT_LIMITS.website).refine(
    (v) => v == null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    { error: 'Website must be an address starting with http:// or https://' },
  ),
});
export type StorefrontPatch = z.input<typeof storefrontPatchSchema>;
