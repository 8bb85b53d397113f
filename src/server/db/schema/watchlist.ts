import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * Who watches which listing, since when and at what price (migration 0014). A listing's watchers are
 * counted in `listing_counters` (decision 0092); rows go with the listing or the account.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** Null when the listing had no price then ("Price on request", migration 0021). */
    priceAtWatch: numeric('price_at_watch', { precision: 12, scale: 2, mode: 'number' }),
    currencyAtWatch: text('currency_at_watch').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last price-drop e-mail this watcher got for this listing: one a day at most (migration 0017). */
    priceDropEmailedAt: timestamp('price_drop_emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('watchlist_listing_idx').on(t.listingId, t.createdAt),
    index('watchlist_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Each price change of a live listing (old, new, when): the listing's price history. */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_price_changes_listing_idx').on(t.listingId, t.changedAt)],
);
