import { type SQL, sql } from 'drizzle-orm';
import { LISTING_PUBLIC_STATUS } from '../../../shared/domain/listing.ts';
import { DIGEST_FREQUENCIES } from '../../../shared/domain/saved-search.ts';
import type { Db } from '../../db/client.ts';

/**
 * The saved searches a listing matches, as SQL over typed columns (the browse filters of
 * listings/service.ts filterCondition, read the other way round): a search's unset filter matches
 * anything. The make and body type come first in the form the index saved_searches_match_idx holds,
 * written as `= any(array[...])` so both columns are index conditions (an `in` list with a column in it
 * is planned as an OR of the make alone): PostgreSQL reads only the searches that name this make (or
 * none) and this body type (or none); the
 * text part is the tsquery browse would run, against the listing's own search vector. Price bounds are in
 * the search's currency (null: USD) and meet the listing's USD price at today's rate, rounded as browse
 * rounds them (listings/service.ts usdBound). A seller is never
 * alerted about their own car.
 */
const matches = (listingId: number): SQL => sql`
  from listings l
  join saved_searches s
    on coalesce(s.make, '') = any(array['', l.make])
   and coalesce(s.body_type, '') = any(array['', coalesce(l.body_type, '')])
   and (s.model_lower is null or s.model_lower = lower(l.model))
   and (s.region is null or s.region = l.region)
   and (s.condition is null or s.condition = l.condition::text)
   and (s.fuel_type is null or s.fuel_type = l.fuel_type)
   and (s.price_min is null or l.price_usd >= round(s.price_min / coalesce(
          (select r.rate from currency_rates r where r.currency = s.price_currency), 1), 2))
   and (s.price_max is null or l.price_usd <= round(s.price_max / coalesce(
          (select r.rate from currency_rates r where r.currency = s.price_currency), 1), 2))
   and (s.year_min is null or l.year >= s.year_min)
   and (s.year_max is null or l.year <= s.year_max)
   and (s.mileage_max is null or coalesce(l.mileage_mi, 0) <= s.mileage_max)
   and (s.text_query is null or l.search_vector @@ s.text_query)
   and s.user_id <> l.seller_id
  where l.id = ${listingId} and l.status = ${LISTING_PUBLIC_STATUS}`;

/** The ids of the saved searches a listing matches (one query; also what the benchmark times). */
export async function matchingSearchIds(db: Db, listingId: number): Promise<number[]> {
  const { rows } = (await db.execute(sql`select s.id ${matches(listingId)}`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.map((r) => r.id);
}

const digestList = sql.raw(DIGEST_FREQUENCIES.map((f) => `'${f}'`).join(', '));

/**
 * Records the searches a live listing matches and answers those it had not matched before: the primary
 * key of saved_search_hits lets a listing that goes live again (after an edit and a new review) alert
 * nobody twice. A hit waits for a digest (notified_at null) only when its search is a digest one.
 */
export async function recordMatches(
  tx: Db,
  listingId: number,
): Promise<{ savedSearchId: number; frequency: string }[]> {
  const { rows } = (await tx.execute(sql`
    with found as (select s.id, s.frequency ${matches(listingId)}),
    inserted as (
      insert into saved_search_hits (saved_search_id, listing_id, notified_at)
      select id, ${listingId}, case when frequency in (${digestList}) then null else now() end from found
      on conflict do nothing
      returning saved_search_id
    )
    select f.id as "savedSearchId", f.frequency from found f join inserted i on i.saved_search_id = f.id`)) as unknown as {
    rows: { savedSearchId: number; frequency: string }[];
  };
  return rows;
}
