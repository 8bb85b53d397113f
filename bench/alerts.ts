// The saved-search alerts section of `npm run bench` (BENCH_ALERTS=0 skips it), also runnable alone:
// `node --import tsx bench/alerts.ts`. Fills PostgreSQL (BENCH_ALERTS_DATABASE_URL, default
// marketplace_bench_alerts, created if missing) with 100,000 saved searches (BENCH_ALERTS_SEARCHES) of
// 5,000 buyers, filters spread as buyers set them, and 2,000 listings; then times the one query that finds
// the searches a new listing matches (modules/saved-searches/matching.ts, as the match job runs it) for
// 300 listings, one after another. Budget: under 50 ms per listing on PostgreSQL (issue "Buyers come back").
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { matchingSearchIds } from '../src/server/modules/saved-searches/matching.ts';
import { BODY_TYPES, FUEL_TYPES, MAKES, REGIONS } from '../src/shared/constants.ts';
import { ensureDatabase } from './postgres.ts';
import { quantile } from './quantile.ts';

const SEARCHES = Number(process.env.BENCH_ALERTS_SEARCHES ?? 100_000);
const LISTINGS = 2_000;
const BUYERS = 5_000;
const SAMPLES = 300;
const PG_URL =
  process.env.BENCH_ALERTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench_alerts';

const literal = (xs: readonly string[]) =>
  sql.raw(`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`);
const pick = (xs: readonly string[], skew = 1) =>
  sql.raw(
    `(${`array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`})[1 + floor(${xs.length} * random() ^ ${skew})::int]`,
  );

/** Text parts as storedSearchQuery writes them: prefixes, some with the typo alternatives of the vocabulary. */
const TEXTS = [
  "'carbon':*",
  "'manual':*",
  "('porsche':* | 'porshe')",
  "'gt':* & 'carbon':*",
  "'ceramic':*",
  "'911':*",
];

export interface AlertsBench {
  searches: number;
  listings: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  meanMatches: number;
  plan: string;
}

export async function runAlertsBench(): Promise<AlertsBench | null> {
  if (!(await ensureDatabase(PG_URL))) {
    console.log(`PostgreSQL not reachable at ${PG_URL}: alerts benchmark skipped`);
    return null;
  }
  const database = await openPostgres(PG_URL);
  const { db } = database;
  try {
    await database.migrate();
    const count = async (table: string) =>
      (
        (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    if ((await count('saved_searches')) < SEARCHES) {
      const t0 = Date.now();
      await db.execute(sql`truncate saved_searches, listings cascade`);
      await db.execute(sql`
        insert into users (email, first_name, last_name, username, role_id, verified, city, country)
        select 'alerts-user-' || i || '@bench.test', 'Bench', 'User ' || i, 'alerts_user_' || i,
               case when i <= 200 then 2 else 1 end, true, 'Geneva', 'Switzerland'
        from generate_series(1, ${sql.raw(String(BUYERS))}) as i
        on conflict do nothing`);
      // Listings of 200 sellers, as the approval sets them live.
      await db.execute(sql`
        with sellers as (select id, row_number() over (order by id) as n from users
                         where email like 'alerts-user-%' and role_id = 2)
        insert into listings (seller_id, make, model, year, price, mileage, location, region, features,
                              description, body_type, fuel_type, status, verified)
        select s.id, ${pick(MAKES, 2)}, ${pick(['911 GT3', 'Carrera', 'Huracan', 'F8 Tributo', 'Continental GT', 'DB12', 'Cullinan', '720S'])},
               1990 + floor(35 * random())::int, round((40000 + random() ^ 3 * 3000000)::numeric, -2),
               floor(random() ^ 2 * 120000)::int, 'Geneva', ${pick(REGIONS, 1.5)},
               array[${pick(['Carbon package', 'Ceramic brakes', 'Manual gearbox', 'Sport Chrono'])}],
               'A well kept car with full history', ${pick(BODY_TYPES)}, ${pick(FUEL_TYPES)}, 'active', true
        from generate_series(1, ${sql.raw(String(LISTINGS))}) g(i)
        join sellers s on s.n = 1 + g.i % 200`);
      // Saved searches: nine in ten name a make (skewed to the popular ones), many a body type or a price band,
      // some a year range, region, mileage or text; the others only a body type, a price or words.
      await db.execute(sql`
        with buyers as (select id, row_number() over (order by id) as n from users
                        where email like 'alerts-user-%' and role_id = 1)
        insert into saved_searches (user_id, name, frequency, filters, make, body_type, fuel_type, region,
                                    price_min, price_max, year_min, year_max, mileage_max, text_query)
        select b.id, 'Search ' || g.i,
               (array['instant','daily','daily','weekly','off'])[1 + floor(5 * random())::int], '{}'::jsonb,
               case when random() < 0.9 then ${pick(MAKES, 2)} end,
               case when random() < 0.4 then ${pick(BODY_TYPES)} end,
               case when random() < 0.15 then ${pick(FUEL_TYPES)} end,
               case when random() < 0.2 then ${pick(REGIONS, 1.5)} end,
               p.lo, case when random() < 0.6 then p.lo + round((50000 + random() * 500000)::numeric, -3) end,
               case when random() < 0.4 then 1995 + floor(25 * random())::int end,
               case when random() < 0.2 then 2015 + floor(10 * random())::int end,
               case when random() < 0.2 then floor(5000 + random() * 80000)::int end,
               case when random() < 0.15 then (${literal(TEXTS)})[1 + floor(${sql.raw(String(TEXTS.length))} * random())::int]::tsquery end
        from generate_series(1, ${sql.raw(String(SEARCHES))}) g(i)
        cross join lateral (select case when random() < 0.5 then round((random() * 400000)::numeric, -3) end as lo
                            where g.i > 0) p
        join buyers b on b.n = 1 + g.i % ${sql.raw(String(BUYERS - 200))}`);
      await db.execute(sql`vacuum analyze saved_searches`);
      await db.execute(sql`vacuum analyze listings`);
      console.log(
        `[alerts] generated ${SEARCHES} saved searches in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    const { rows: ids } = (await db.execute(
      sql`select id from listings order by random() limit ${SAMPLES}`,
    )) as unknown as { rows: { id: number }[] };
    // Warm-up, as a running server would be.
    for (const { id } of ids.slice(0, 20)) await matchingSearchIds(db, id);
    const times: number[] = [];
    let matches = 0;
    for (const { id } of ids) {
      const t0 = performance.now();
      matches += (await matchingSearchIds(db, id)).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number(quantile(times, q).toFixed(2));
    const { rows: plan } = (await db.execute(
      sql.raw(`explain (analyze, costs off, timing off, summary off)
        select s.id from listings l join saved_searches s
          on coalesce(s.make, '') = any(array['', l.make]) and coalesce(s.body_type, '') = any(array['', coalesce(l.body_type, '')])
        where l.id = ${ids[0]!.id}`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return {
      searches: await count('saved_searches'),
      listings: ids.length,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: Number(times.at(-1)!.toFixed(2)),
      meanMatches: Math.round(matches / ids.length),
      plan:
        plan.map((r) => r['QUERY PLAN'].trim()).find((l) => l.includes('saved_searches_match_idx')) ??
        'no index scan',
    };
  } finally {
    await database.close();
  }
}

export function alertsTable(r: AlertsBench): string {
  return [
    '| saved searches | listings matched | p50 ms | p95 ms | p99 ms | max ms | matches per listing (mean) |',
    '|---|---|---|---|---|---|---|',
    `| ${r.searches} | ${r.listings} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.meanMatches} |`,
    '',
    `Plan: ${r.plan}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runAlertsBench();
  if (result)
    console.log(`\nMatching one new listing against saved searches (PostgreSQL)\n\n${alertsTable(result)}`);
}
