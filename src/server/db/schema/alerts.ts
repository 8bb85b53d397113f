import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredFilters } from '../../../shared/schemas/saved-searches.ts';
import { listings } from './listings.ts';
import { createdAt, users } from './users.ts';

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * A buyer's saved search. The browse filters are kept twice: as the page's address (`filters`, for
 * showing and linking) and in typed columns that one indexed query matches a new listing against
 * (modules/saved-searches/matching.ts).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency').notNull(),
    filters: jsonb('filters').$type<StoredFilters>().notNull(),
    make: text('make'),
    modelLower: text('model_lower'),
    region: text('region'),
    condition: text('condition'),
    bodyType: text('body_type'),
    fuelType: text('fuel_type'),
    priceMin: numeric('price_min', { precision: 12, scale: 2, mode: 'number' }),
    priceMax: numeric('price_max', { precision: 12, scale: 2, mode: 'number' }),
    /** The currency of the price bounds (null: USD); matching converts them at the current rate. */
    priceCurrency: text('price_currency'),
    yearMin: integer('year_min'),
    yearMax: integer('year_max'),
    mileageMax: integer('mileage_max'),
    /** The text part as browse reads it, its words as prefixes (listings/search.ts storedSearchQuery). */
    textQuery: tsquery('text_query'),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('saved_searches_frequency_known', sql`${t.frequency} in ('instant', 'daily', 'weekly', 'off')`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx').on(sql`coalesce(${t.make}, '')`, sql`coalesce(${t.bodyType}, '')`),
  ],
);

/** A listing a saved search has matched: the primary key makes a second alert about it impossible. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Null while a digest still owes it. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_hits_search_created_idx').on(t.savedSearchId, t.createdAt),
    index('saved_search_hits_owed_idx').on(t.savedSearchId).where(sql`${t.notifiedAt} is null`),
  ],
);

/** Background work run once across instances (lib/jobs.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What makes two jobs the same one: queueing a key again does nothing. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('jobs_key_unique').on(t.key),
    check('jobs_status_known', sql`${t.status} in ('pending', 'done', 'failed')`),
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.status} = 'pending'`),
  ],
);
