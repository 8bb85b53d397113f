import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, listings, watchlist } from '../../db/schema/index.ts';
import { counterColumns } from './counters.ts';

const DAYS = 30;

/**
 * A seller's analytics beyond the spec's cards: views per day of each of their listings over the last
 * 30 days (from the daily view records), watchers per day, and conversations and messages per listing.
 */
export async function sellerAnalytics(db: Db, sellerId: string) {
  const views = await db.execute<{ day: string; listing_id: number; views: number }>(sql`
    select to_char(v.day, 'YYYY-MM-DD') as day, v.listing_id, count(*)::int as views
    from listing_views v join ${listings} l on l.id = v.listing_id
    where l.seller_id = ${sellerId} and v.day >= current_date - ${DAYS - 1}::int
    group by v.day, v.listing_id
    order by v.day, v.listing_id`);
  const perListing = await db
    .select({
      listingId: listings.id,
      year: listings.year,
      make: listings.make,
      model: listings.model,
      ...counterColumns,
      conversations: sql<number>`count(distinct ${inquiries.buyerId})::int`,
      messages: sql<number>`count(${inquiries.id})::int`,
    })
    .from(listings)
    .leftJoin(inquiries, eq(inquiries.listingId, listings.id))
    .where(eq(listings.sellerId, sellerId))
    .groupBy(listings.id)
    .orderBy(listings.id);
  // Each day's watchers are those watching now who had started by the end of that day: an account that
  // stopped watching leaves no row (docs/decisions/0026).
  const watchers = await db.execute<{ day: string; listing_id: number; watchers: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, w.listing_id, count(*)::int as watchers
    from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
    join ${watchlist} w on w.created_at < d.day + interval '1 day'
    join ${listings} l on l.id = w.listing_id
    where l.seller_id = ${sellerId}
    group by d.day, w.listing_id
    order by d.day, w.listing_id`);
  const rows = (views as unknown as { rows: { day: string; listing_id: number; views: number }[] }).rows;
  const watcherRows = (
    watchers as unknown as { rows: { day: string; listing_id: number; watchers: number }[] }
  ).rows;
  return {
    days: DAYS,
    viewsPerDay: rows.map((r) => ({ day: r.day, listingId: r.listing_id, views: r.views })),
    watchersPerDay: watcherRows.map((r) => ({ day: r.day, listingId: r.listing_id, watchers: r.watchers })),
    listings: perListing,
  };
}
