import { type SQL, sql } from 'drizzle-orm';
import { listingCounters, listings } from '../../db/schema/index.ts';

// A listing's view and watcher counts, kept in listing_counters apart from the listing (decision 0092):
// read beside the listing's columns, and moved by the statement that records the view or the watch.

type Counter = 'view_count' | 'watcher_count';

/** The listing's count `column`, zero while it has no row of counts. */
const countOf = (column: Counter) =>
  sql<number>`coalesce((select ${sql.identifier(column)} from ${listingCounters} where ${listingCounters.listingId} = ${listings.id}), 0)`;

/** The counts of the listing whose row the selection reads (`listings.id`), for any selection of it. */
export const counterColumns = {
  viewCount: countOf('view_count'),
  watcherCount: countOf('watcher_count'),
};

/**
 * Adds one to the count `column` of each listing the common table expression `fresh` names (its
 * `listing_id`s: the view or watch rows just written), answering their ids.
 */
export const addOneTo = (column: Counter, fresh: string): SQL => {
  const counter = sql.identifier(column);
  return sql`insert into ${listingCounters} (listing_id, ${counter})
    select listing_id, 1 from ${sql.identifier(fresh)}
    on conflict (listing_id) do update set ${counter} = ${listingCounters}.${counter} + 1
    returning listing_id`;
};

/** Takes one from the watcher count of each listing the common table expression `gone` names. */
export const takeOneWatcher = (gone: string): SQL =>
  sql`update ${listingCounters} set watcher_count = greatest(watcher_count - 1, 0)
    where listing_id in (select listing_id from ${sql.identifier(gone)})`;
