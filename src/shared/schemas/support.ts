import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, SUPPORT_PAGE_MAX, SUPPORT_PAGE_SIZE } from '../domain/support.ts';
import { timestamp } from './common.ts';

/** Contracts of the support chat (shared/domain/support.ts): the customer's side and the team's. */

export const SUPPORT_MESSAGE_REQUIRED = 'Please write a message';
export const SUPPORT_MESSAGE_TOO_LONG = `A message can be at most ${SUPPORT_MESSAGE_MAX} characters`;
export const SUPPORT_RATE_LIMITED =
  'You are sending messages too quickly. Please wait a few minutes and try again.';

/** POST /api/support/messages, POST /api/admin/support/threads/{userId}/messages */
export const supportMessageBodySchema = z.object({
  body: z
    .string({ error: SUPPORT_MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: SUPPORT_MESSAGE_REQUIRED })
    .max(SUPPORT_MESSAGE_MAX, { error: SUPPORT_MESSAGE_TOO_LONG }),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

/**
 * A page of a thread: the newest messages, or those before a message id (older ones). The inbox pages the
 * same way, by the id of each thread's newest message.
 */
export const supportThreadQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SUPPORT_PAGE_MAX).default(SUPPORT_PAGE_SIZE),
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type SupportThreadQuery = z.infer<typeof supportThreadQuerySchema>;

export const supportMessageSchema = z
  .object({
    id: z.number().int(),
    body: z.string(),
    createdAt: timestamp,
    /** Written by the support team (an administrator), not the customer. */
    fromStaff: z.boolean(),
    /** Whether the other side has read it. */
    read: z.boolean(),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportThreadPageSchema = z
  .object({
    /** Oldest first within the page (the page itself is the newest `limit` before `before`). */
    messages: z.array(supportMessageSchema),
    /** Pass as `before` for older messages; null when there are none. */
    olderBefore: z.number().int().nullable(),
  })
  .meta({ id: 'SupportThreadPage' });
export type SupportThreadPage = z.infer<typeof supportThreadPageSchema>;

export const supportCustomerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});

/** GET /api/admin/support/threads/{userId}: a customer's thread with who they are. */
export const adminSupportThreadSchema = supportThreadPageSchema
  .extend({ customer: supportCustomerSchema })
  .meta({ id: 'AdminSupportThread' });
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

/** One thread in the team's inbox. */
export const supportThreadSummarySchema = z
  .object({
    customer: supportCustomerSchema,
    lastMessage: z.object({ body: z.string(), createdAt: timestamp, fromStaff: z.boolean() }),
    /** The customer's messages no administrator has read yet. */
    unread: z.number().int(),
  })
  .meta({ id: 'SupportThreadSummary' });
export type SupportThreadSummary = z.infer<typeof supportThreadSummarySchema>;

/** GET /api/admin/support/threads: newest activity first. */
export const supportInboxSchema = z
  .object({
    threads: z.array(supportThreadSummarySchema),
    /** Pass as `before` for the next page (threads with older activity); null on the last. */
    olderBefore: z.number().int().nullable(),
    /** Threads with unread customer messages, over the whole inbox (the tab's badge). */
    unreadThreads: z.number().int(),
  })
  .meta({ id: 'SupportInbox' });
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const supportThreadParamsSchema = z.object({
  userId: z.uuid({ error: 'User id must be a user id' }),
});

/** POST .../read: how many messages it marked read. */
export const supportReadSchema = z.object({ updated: z.number().int() });
