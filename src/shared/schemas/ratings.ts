import { z } from 'zod';
import { RATING_HOLD_REASONS, RATING_STATUSES } from '../domain/rating.ts';
import { timestamp } from './common.ts';

export const ratingInputSchema = z.object({
  sellerId: z.uuid({ error: 'sellerId must be a user id' }),
  listingId: z.coerce
    .number({ error: 'listingId must be a number' })
    .int({ error: 'listingId must be a number' })
    .positive({ error: 'listingId must be a number' })
    .max(2_147_483_647, { error: 'listingId must be a number' }),
  rating: z
    .number({ error: 'Rating must be a whole number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number from 1 to 5' }),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** Whether the signed-in buyer may rate the seller of a listing (spec section 5). */
export const ratingEligibilitySchema = z.object({
  eligible: z.boolean(),
  hasRated: z.boolean(),
  messageCount: z.object({ buyer: z.number().int(), seller: z.number().int() }),
});
export type RatingEligibility = z.infer<typeof ratingEligibilitySchema>;

/** A seller's public rating summary. */
export const ratingSummarySchema = z
  .object({ averageRating: z.number(), totalRatings: z.number().int() })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A rating as its rater gets it back; a held one is not announced (it simply does not count yet). */
export const ratingReplySchema = z.object({
  id: z.number().int(),
  sellerId: z.string(),
  buyerId: z.string(),
  listingId: z.number().int().nullable(),
  rating: z.number().int(),
  createdAt: timestamp,
});
export type Rating = z.infer<typeof ratingReplySchema>;

export const ratingIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Rating id must be a number' })
    .transform(Number),
});

export const ratingRemoveInputSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(3, { error: 'Please give a reason' })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});
export type RatingRemoveInput = z.infer<typeof ratingRemoveInputSchema>;

const ratingPartySchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A held rating as administrators review it: who rated whom, for which listing, and why it waits. */
export const heldRatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  holdReason: z.enum(RATING_HOLD_REASONS).nullable(),
  createdAt: z.string(),
  listing: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  seller: ratingPartySchema,
  buyer: ratingPartySchema.extend({ createdAt: z.string() }),
});
export type HeldRating = z.infer<typeof heldRatingSchema>;
export const heldRatingsReplySchema = z.array(heldRatingSchema);

export const ratingDecisionReplySchema = z.object({
  id: z.number().int(),
  status: z.enum(RATING_STATUSES),
});
export type RatingDecision = z.infer<typeof ratingDecisionReplySchema>;

/** A rating an administrator removed, as its seller sees it: what it was and why it went. */
export const removedRatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  listing: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  removalReason: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type RemovedRating = z.infer<typeof removedRatingSchema>;
export const removedRatingsReplySchema = z.array(removedRatingSchema);
