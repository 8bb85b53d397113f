import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/payment.ts';
import { numericIdParams, timestamp } from './common.ts';

/** Contracts of the listing fee (spec section 5, private flow). */

export const paymentIdParamsSchema = numericIdParams('Payment');

/** Client-sent amount, user, provider and status are not inputs: the server decides them. */
export const paymentStartSchema = z.object({
  listingId: z.coerce
    .number({ error: 'listingId must be a number' })
    .int({ error: 'listingId must be a number' })
    .positive({ error: 'listingId must be a number' })
    .max(2_147_483_647, { error: 'listingId must be a number' }),
});

/** PATCH /api/payments/:id/status (administrators). */
export const paymentStatusInputSchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }),
});

export const paymentSchema = z
  .object({
    id: z.number().int(),
    userId: z.string(),
    /** Null once the listing is deleted: the payment record stays. */
    listingId: z.number().int().nullable(),
    amount: z.number(),
    currency: z.string(),
    paymentProvider: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    createdAt: timestamp,
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
