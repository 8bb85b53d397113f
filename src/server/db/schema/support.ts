import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The support chat (migration 0025, shared/domain/support.ts): one thread per customer (`user_id`), with
 * the customer's messages and the team's replies. A message is read by the other side when its
 * `read_by_staff_at` (a customer's message) or `read_by_user_at` (a reply) is set.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    /** The customer whose thread it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it: the customer, or an administrator (null once that account is gone). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the team: kept on the row, so it survives the author's account. */
    fromStaff: boolean('from_staff').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readByStaffAt: timestamp('read_by_staff_at', { withTimezone: true }),
    readByUserAt: timestamp('read_by_user_at', { withTimezone: true }),
  },
  (t) => [
    index('support_messages_thread_idx').on(t.userId, t.id),
    index('support_messages_activity_idx').on(t.createdAt),
    check('support_messages_body_present', sql`char_length(${t.body}) between 1 and 4000`),
  ],
);
