import { z } from 'zod';
import {
  REPORT_ACTIONS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  RESOLUTION_NOTE_MAX,
} from '../domain/report.ts';
import { timestamp } from './common.ts';

/** Contracts of reports and their moderation (issue 18, docs/decisions/0031). */

const details = z
  .string({ error: 'Details must be text' })
  .trim()
  .max(REPORT_DETAILS_MAX, { error: `Details must be at most ${REPORT_DETAILS_MAX} characters` })
  .optional()
  .transform((v) => v || null);

const reason = z.enum(REPORT_REASONS, {
  error: `reason must be one of: ${REPORT_REASONS.join(', ')}`,
});

/** POST /api/listings/{id}/reports */
export const listingReportBodySchema = z.object({ reason, details });
export type ListingReportBody = z.output<typeof listingReportBodySchema>;

/** POST /api/inquiries/reports: a conversation is its listing and its buyer. */
export const conversationReportBodySchema = z.object({
  listingId: z
    .number({ error: 'listingId must be a listing id' })
    .int({ error: 'listingId must be a listing id' })
    .min(1, { error: 'listingId must be a listing id' })
    .max(2_147_483_647, { error: 'listingId must be a listing id' }),
  buyerId: z.uuid({ error: 'buyerId must be a user id' }),
  reason,
  details,
});
export type ConversationReportBody = z.output<typeof conversationReportBodySchema>;

/** The reporter's receipt. */
export const reportReceiptSchema = z
  .object({ id: z.number().int(), status: z.enum(REPORT_STATUSES), createdAt: timestamp })
  .meta({ id: 'ReportReceipt' });

/** One open report in the administrators' queue. */
export const adminReportSchema = z
  .object({
    id: z.number().int(),
    subject: z.enum(['listing', 'conversation']),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    createdAt: timestamp,
    reporter: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    listing: z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      sellerId: z.string(),
      sellerName: z.string(),
      /** Held out of the public inventory by its open reports. */
      reportsHeld: z.boolean(),
      /** Open reports of the listing itself, from different accounts. */
      openReports: z.number().int(),
    }),
    /** For a conversation report: the buyer who names it, and its messages, oldest first (the last 50). */
    conversation: z
      .object({
        buyerId: z.string(),
        buyerName: z.string(),
        messages: z.array(z.object({ senderId: z.string(), message: z.string(), createdAt: timestamp })),
      })
      .nullable(),
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportListSchema = z.array(adminReportSchema);

/** POST /api/admin/reports/{id}/resolve */
export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS as [string, ...string[]], {
    error: `action must be one of: ${REPORT_ACTIONS.join(', ')}`,
  }) as z.ZodType<(typeof REPORT_ACTIONS)[number]>,
  note: z
    .string({ error: 'Please write a note' })
    .trim()
    .min(3, { error: 'Please write a note (at least 3 characters)' })
    .max(RESOLUTION_NOTE_MAX, { error: `The note must be at most ${RESOLUTION_NOTE_MAX} characters` }),
});
export type ResolveReportBody = z.input<typeof resolveReportBodySchema>;

/** What resolving did: how many open reports of the same subject it closed with it. */
export const resolvedReportSchema = z.object({
  status: z.enum(REPORT_STATUSES),
  resolved: z.number().int(),
});
