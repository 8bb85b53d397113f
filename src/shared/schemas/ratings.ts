import { z } from 'zod';

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

export interface RatingEligibility {
  eligible: boolean;
  hasRated: boolean;
  messageCount: { buyer: number; seller: number };
}
