import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES } from '../../../shared/domain/report.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

const known = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Reports of listings and of conversations (migration 0018). A conversation is named by its listing and
 * its buyer: a report with `buyerId` is about that conversation, one without about the listing itself.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_reports_reason_known', sql`${t.reason} in (${known(REPORT_REASONS)})`),
    check('listing_reports_status_known', sql`${t.status} in (${known(REPORT_STATUSES)})`),
    uniqueIndex('listing_reports_one_open_unique')
      .on(t.listingId, t.reporterId)
      .where(sql`${t.status} = 'open' and ${t.buyerId} is null`),
    uniqueIndex('listing_reports_one_open_conversation_unique')
      .on(t.listingId, t.buyerId, t.reporterId)
      .where(sql`${t.status} = 'open' and ${t.buyerId} is not null`),
    index('listing_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    index('listing_reports_listing_idx').on(t.listingId),
  ],
);
