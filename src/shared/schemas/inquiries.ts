import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { timestamp } from './common.ts';

/** Contracts of the conversation endpoints (spec sections 5, 7, 8). */

export const INQUIRY_TOO_SHORT = 'Message must be at least 10 characters';
export const OWN_LISTING_MESSAGE = 'You cannot send an inquiry on your own listing';
export const MESSAGE_MAX = 5000;

const listingId = z.coerce
  .number({ error: 'listingId must be a number' })
  .int({ error: 'listingId must be a number' })
  .positive({ error: 'listingId must be a number' })
  .max(2_147_483_647, { error: 'listingId must be a number' });
const userId = (field: string) => z.uuid({ error: `${field} must be a user id` });

/**
 * A buyer's first message `{listingId, message}` or a reply `{listingId, buyerId, sellerId, senderId,
 * message}`. The first message of a thread needs 10 characters; a reply only needs to be non-blank.
 */
export const inquiryInputSchema = z.object({
  listingId,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(MESSAGE_MAX, { error: `Message must be at most ${MESSAGE_MAX} characters` }),
  buyerId: userId('buyerId').optional(),
  sellerId: userId('sellerId').optional(),
  senderId: userId('senderId').optional(),
});
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

/** The buyer's first-message form (listing detail), client side. */
export const inquiryFormSchema = z.object({
  message: z.string().trim().min(LIMITS.inquiryMinLength, { error: INQUIRY_TOO_SHORT }).max(MESSAGE_MAX),
});

export const markReadSchema = z.object({
  listingId,
  buyerId: userId('buyerId'),
  senderId: userId('senderId'),
});
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const userIdParamSchema = (name: 'sellerId' | 'userId') =>
  z.object({ [name]: userId(name) } as Record<typeof name, z.ZodUUID>);

/** One message of a conversation. */
export const inquirySchema = z
  .object({
    id: z.number().int(),
    listingId: z.number().int(),
    buyerId: z.string(),
    sellerId: z.string(),
    senderId: z.string(),
    message: z.string(),
    seen: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Inquiry' });
export type Inquiry = z.infer<typeof inquirySchema>;

/** The two parties of a conversation: each sees the other's name and e-mail (spec section 3). */
const participant = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/** A message with its conversation's parties and listing, as the inbox lists read it. */
export const inquiryWithContextSchema = inquirySchema
  .extend({
    buyer: participant,
    seller: participant,
    listing: z.object({
      id: z.number().int(),
      year: z.number().int(),
      make: z.string(),
      model: z.string(),
      imageUrls: z.array(z.string()),
    }),
  })
  .meta({ id: 'InquiryWithContext' });
export type InquiryWithContext = z.infer<typeof inquiryWithContextSchema>;
export const inquiryListSchema = z.array(inquiryWithContextSchema);

export const markReadReplySchema = z.object({ updated: z.number().int() });
export type MarkReadReply = z.infer<typeof markReadReplySchema>;
export const unreadCountSchema = z.object({ unread: z.number().int() });
