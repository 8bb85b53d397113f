import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../constants.ts';
import { timestamp } from './common.ts';

/** Contracts of dealer plans, the inventory import and listing renewal (issue 18). */

export const planSchema = z
  .object({
    id: z.enum(SUBSCRIPTION_PLANS),
    name: z.string(),
    /** USD per month, two decimals (the subscriptions table's numeric 8,2). */
    pricePerMonth: z.number(),
    currency: z.literal('USD'),
    /** Null: unlimited. */
    listingLimit: z.number().int().nullable(),
    placement: z.number().int(),
    perks: z.array(z.string()),
  })
  .meta({ id: 'Plan' });
export type PlanReply = z.infer<typeof planSchema>;

export const planListSchema = z.array(planSchema);

/** GET /api/plans/mine: the dealer's subscription and where it stands against its limit. */
export const mySubscriptionSchema = z
  .object({
    /** The plan paid for (basic when never subscribed). */
    plan: z.enum(SUBSCRIPTION_PLANS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    /** The plan whose limit and placement apply now (a lapsed plan falls back to basic). */
    planInEffect: z.enum(SUBSCRIPTION_PLANS),
    pricePerMonth: z.number(),
    listingLimit: z.number().int().nullable(),
    /** Listings live or waiting for review: what the limit counts. */
    listingsHeld: z.number().int(),
    currentPeriodEnd: timestamp.nullable(),
  })
  .meta({ id: 'Subscription' });
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** POST /api/plans/subscribe: a paid plan to start, or to switch an active one to. */
export const subscribeSchema = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS, { error: 'Please choose a plan: basic, pro or premium' }),
});

/** POST /api/listings/import reply: what happened to each row. */
export const importReportSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Rows not imported, by their line in the file (the header is line 1), the column and why. */
    errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  })
  .meta({ id: 'ImportReport' });
export type ImportReport = z.infer<typeof importReportSchema>;

/** POST /api/listings/{id}/renew reply. */
export const renewalSchema = z
  .object({
    listingId: z.number().int(),
    status: z.string(),
    expiresAt: timestamp,
    /** The listing fee paid again for the renewal. */
    paymentId: z.number().int(),
  })
  .meta({ id: 'Renewal' });
export type Renewal = z.infer<typeof renewalSchema>;
