import { and, count, inArray, type SQL, sql } from 'drizzle-orm';
import type { FacetCount } from '../../../shared/schemas/listings.ts';
import type { Db } from '../../db/client.ts';
import { listingFacetCounts, listings } from '../../db/schema/index.ts';

/**
 * Up to this many matches a count is exact; above it the planner's estimate stands in, so counting
 * never visits more than this many rows (docs/decisions/0022-search-at-scale.md).
 */
export const EXACT_COUNT_LIMIT = 1000;

/** Facet counts over more matches than this are read from this many of them and scaled. */
export const FACET_SAMPLE_SIZE = 2000;

export interface MatchCount {
  count: number;
  /** True when `count` is an estimate (more than EXACT_COUNT_LIMIT matches). */
  estimated: boolean;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** An estimate is shown as "about 12,400": three significant digits, never at or below the exact range. */
function roundEstimate(n: number): number {
  return Math.max(Number(Math.max(n, 1).toPrecision(3)), EXACT_COUNT_LIMIT + 1);
}

/** The planner's row estimate for the listings matching `where`, from the table's statistics. */
export async function plannerEstimate(db: Db, where: SQL | undefined): Promise<number> {
  const query = db.select({ one: sql`1` }).from(listings).where(where);
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${query}`));
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return roundEstimate(plan[0].Plan['Plan Rows']);
}

/** Rows of listings read to estimate how many match a text condition. */
const ESTIMATE_SAMPLE_ROWS = 10_000;

/**
 * An estimate for a condition with words: the planner knows little about how many rows a prefix or a
 * typo's alternatives match, so the matches are counted in a block sample of about ESTIMATE_SAMPLE_ROWS
 * rows, the same sample each time (repeatable), whatever the size of the table.
 */
export async function sampledEstimate(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = rowsOf<{ n: number; total: number }>(
    await db.execute(sql`
      with size as (select greatest(reltuples, 1) as total from pg_class where oid = 'listings'::regclass)
      select (select total from size)::float8 as total,
             (select count(*) from ${listings}
                tablesample system (least(100, 100.0 * ${ESTIMATE_SAMPLE_ROWS} / (select total from size))) repeatable (14)
                where ${where ?? sql`true`})::float8 as n`),
  );
  const share = Math.min(100, (100 * ESTIMATE_SAMPLE_ROWS) / Math.max(row?.total ?? 1, 1)) / 100;
  return roundEstimate((row?.n ?? 0) / share);
}

/**
 * How many listings match `where`: exact while at most EXACT_COUNT_LIMIT, estimated above (from a sample
 * when `hasText`, otherwise from the planner's statistics).
 */
export async function countMatches(db: Db, where: SQL | undefined, hasText = false): Promise<MatchCount> {
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  if (n <= EXACT_COUNT_LIMIT) return { count: n, estimated: false };
  return { count: await (hasText ? sampledEstimate : plannerEstimate)(db, where), estimated: true };
}

export type FacetDimension = 'make' | 'region' | 'condition' | 'bodyType' | 'priceBand';

/**
 * The maintained counts of active listings for some dimensions (table listing_facet_counts, kept by
 * triggers in the transaction that changes a listing): exact, and as cheap at a million listings as at ten.
 */
export async function maintainedFacetCounts(
  db: Db,
  dimensions: FacetDimension[],
): Promise<Map<FacetDimension, FacetCount[]>> {
  const byDimension = new Map<FacetDimension, FacetCount[]>(dimensions.map((d) => [d, []]));
  if (dimensions.length === 0) return byDimension;
  const rows = await db
    .select()
    .from(listingFacetCounts)
    .where(and(inArray(listingFacetCounts.dimension, dimensions), sql`${listingFacetCounts.count} > 0`));
  for (const r of rows)
    byDimension.get(r.dimension as FacetDimension)?.push({ value: r.value, count: r.count });
  return byDimension;
}

/**
 * How many active listings there are, from the maintained counts: every listing has one region (not
 * every one a price band: "Price on request" has none, migration 0021).
 */
export async function activeListingCount(db: Db): Promise<number> {
  const counts = (await maintainedFacetCounts(db, ['region'])).get('region') ?? [];
  return counts.reduce((sum, c) => sum + c.count, 0);
}

/**
 * Facet counts of the listings matching `where`, over at most FACET_SAMPLE_SIZE of them: exact when
 * fewer match, otherwise the sample's shares scaled to the planner's estimate of the matches.
 */
export async function sampledFacetCounts(
  db: Db,
  where: SQL | undefined,
  columns: Partial<Record<FacetDimension, SQL>>,
  hasText: boolean,
): Promise<{ counts: Map<FacetDimension, FacetCount[]>; matches: MatchCount }> {
  const dims = Object.keys(columns) as FacetDimension[];
  const sample = rowsOf<Record<FacetDimension, string | null>>(
    await db.execute(
      sql`select ${sql.join(
        dims.map((d) => sql`${columns[d]} as ${sql.identifier(d)}`),
        sql`, `,
      )} from ${listings} where ${where ?? sql`true`} limit ${FACET_SAMPLE_SIZE}`,
    ),
  );
  const full = sample.length >= FACET_SAMPLE_SIZE;
  const matches: MatchCount = full
    ? { count: await (hasText ? sampledEstimate : plannerEstimate)(db, where), estimated: true }
    : { count: sample.length, estimated: false };
  const scale = full ? matches.count / sample.length : 1;
  const counts = new Map<FacetDimension, FacetCount[]>();
  for (const d of dims) {
    const tally = new Map<string, number>();
    for (const row of sample) {
      const v = row[d];
      if (v !== null && v !== undefined) tally.set(String(v), (tally.get(String(v)) ?? 0) + 1);
    }
    counts.set(
      d,
      [...tally].map(([value, n]) => ({ value, count: full ? Math.max(1, Math.round(n * scale)) : n })),
    );
  }
  return { counts, matches };
}
