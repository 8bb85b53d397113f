import { inArray, type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { listings, regionSearchIndex } from '../../src/server/db/schema/index.ts';
import { dialect } from '../../src/server/db/sql-text.ts';
import {
  estimateWithBase,
  FACET_SAMPLE_SIZE,
  type Matching,
  matchRows,
  type Planned,
  SMALL_SAMPLE_SIZE,
  type TermRows,
  type WordShares,
} from '../../src/server/modules/listings/counting.ts';
import { edgeRanges } from '../../src/server/modules/listings/facet-cube.ts';
import { searchTerms } from '../../src/server/modules/listings/search.ts';
import {
  filterCondition,
  type KnownAnswers,
  keysetAfter,
  listingFacets,
  matching,
} from '../../src/server/modules/listings/service.ts';
import { publicListing } from '../../src/server/modules/listings/visibility.ts';
import { REGIONS } from '../../src/shared/constants.ts';
import {
  convertDistance,
  DISTANCE_UNITS,
  MILEAGE_CAPS_MI,
  MILEAGE_CHOICES,
} from '../../src/shared/domain/currency.ts';
import { EXACT_COUNT_LIMIT } from '../../src/shared/domain/search.ts';
import {
  encodeListingCursor,
  type ListingFilters,
  PRICE_BANDS,
} from '../../src/shared/schemas/listing-query.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Totals and facet counts at scale (issue 14, docs/decisions/0022-search-at-scale.md): exact while few
 * listings match, marked estimates above, and the maintained facet counts always equal an exact count.
 */
let t: TestApp;
let seller: TestUser;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(q)) as unknown as { rows: T[] }).rows;
const get = (url: string) => t.app.inject({ url });

/**
 * The statement `q` has the database run: for a call of rows_in_table_order (db/client.ts
 * rowsInTableOrder), the statement that call runs, its values written in as the literals it quotes.
 */
function statementRun(q: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(q);
  if (!text.startsWith('select rows_in_table_order(')) return q;
  const [format, values] = params as [string, string];
  const literals = (JSON.parse(values) as unknown[]).map((v) =>
    v === null ? 'null' : `'${String(v).replaceAll("'", "''")}'`,
  );
  return sql.raw(format.replace(/%(\d+)\$L/g, (_, n) => literals[Number(n) - 1]!).replaceAll('%%', '%'));
}

/**
 * `db` with every statement it executes pushed to `statements` (and executed as it was), those of its
 * transactions included, and those run by a call of rows_in_table_order (statementRun).
 */
const recording = (db: Db, statements: SQL[]): Db =>
  new Proxy(db, {
    get: (target, key) => {
      if (key === 'execute')
        return (q: SQL) => {
          statements.push(statementRun(q));
          return target.execute(q);
        };
      if (key === 'transaction')
        return (run: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => run(recording(tx as unknown as Db, statements)));
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
const textOf = (q: SQL) => dialect.sqlToQuery(q).sql;

/** `url`'s answer (a 200), and the text of each statement the app executed for it. */
async function answeredWith(url: string) {
  const db = t.deps.db;
  const statements: SQL[] = [];
  // The routes read `deps.db` on every request.
  t.deps.db = recording(db, statements);
  try {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return { res, texts: statements.map(textOf) };
  } finally {
    t.deps.db = db;
  }
}

/** The ids of a page of listings, in its order. */
const pageIds = (res: Awaited<ReturnType<typeof get>>): number[] =>
  res.json().map((l: { id: number }) => l.id);

/** Each sort's order as SQL over the table, to compare the API's pages with. */
const SORT_ORDER_SQL: Record<string, string> = {
  newest: 'created_at desc, id desc',
  price_asc: 'price_usd asc, id asc',
  price_desc: 'price_usd desc nulls last, id desc',
  year_desc: 'year desc, id desc',
  mileage_asc: 'coalesce(mileage_mi, 0) asc, id asc',
};

/** The first `limit` public listings meeting `where`, in a sort's order, straight from the table. */
const idsWhere = async (where: SQL, sort: string, limit: number) =>
  (
    await rows<{ id: number }>(
      sql`select id from listings where status = 'active' and not seller_suspended and not reports_held
          and ${where} order by ${sql.raw(SORT_ORDER_SQL[sort]!)} limit ${limit}`,
    )
  ).map((r) => r.id);

/** The first `limit` public listings matching a tsquery, in a sort's order, straight from the table. */
const idsInOrder = (tsquery: string, sort: string, limit: number) =>
  idsWhere(sql`search_vector @@ to_tsquery('simple', ${tsquery})`, sort, limit);

/**
 * A facets request's answer (listingFacets, `known` as a browsing instance would hold it) and the
 * statements that read its samples.
 */
async function facetsWithSamples(f: Partial<ListingFilters>, known?: KnownAnswers) {
  const statements: SQL[] = [];
  const facets = await listingFacets(recording(t.deps.db, statements), null, f as ListingFilters, known);
  return { facets, samples: statements.filter((q) => /grouping sets/.test(textOf(q))) };
}

/** Word shares that say every term of every question has these rows among all (the planner's estimates). */
const sharesSaying = (rows: TermRows): WordShares =>
  ({ get: () => rows, set: () => undefined }) as unknown as WordShares;

/** Follows a listing address's `Link: rel="next"` for up to `pages` pages, checking each reply. */
async function pageThrough(
  url: string,
  pages: number,
  check: (res: Awaited<ReturnType<typeof get>>) => void,
) {
  const shown: number[] = [];
  let next: string | undefined = url;
  for (let page = 0; page < pages && next; page++) {
    const res = await get(next);
    check(res);
    shown.push(...res.json().map((l: { id: number }) => l.id));
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
  }
  return shown;
}

/** Exact counts of active listings per facet value, straight from the table. */
async function exactFacets(where = sql`true`) {
  const band = sql.raw(
    `case ${PRICE_BANDS.map((b) => (b.max === null ? `when price_usd >= ${b.min} then '${b.key}'` : `when price_usd < ${b.max} then '${b.key}'`)).join(' ')} end`,
  );
  const by = async (column: ReturnType<typeof sql>) =>
    Object.fromEntries(
      (
        await rows<{ v: string; n: number }>(
          sql`select ${column} as v, count(*)::int as n from listings where status = 'active' and ${where} and ${column} is not null group by 1`,
        )
      ).map((r) => [r.v, r.n]),
    );
  return {
    make: await by(sql`make`),
    region: await by(sql`region`),
    condition: await by(sql`condition::text`),
    bodyType: await by(sql`body_type`),
    priceBand: await by(band),
  };
}

const asRecord = (list: { value: string; count: number }[]) =>
  Object.fromEntries(list.map((c) => [c.value, c.count]));

beforeAll(async () => {
  t = await createTestApp();
  seller = await makeUser(t.deps, 'dealer');
  const db = t.deps.db;
  await makeListing(db, seller.id, {
    make: 'Ferrari',
    price: 320_000,
    region: 'Middle East',
    bodyType: 'coupe',
  });
  await makeListing(db, seller.id, { make: 'Bentley', price: 90_000, condition: 'good', bodyType: null });
  await makeListing(db, seller.id, { make: 'Porsche', price: 2_500_000, status: 'pending' });
  await makeListing(db, seller.id, {
    make: 'McLaren',
    price: 750_000,
    region: 'Asia Pacific',
    condition: 'new',
  });
});
afterAll(() => t.close());

describe('facet counts on small data', () => {
  it('are exact, not marked as estimates, and follow every change to a listing', async () => {
    const check = async () => {
      const res = await get('/api/listings/facets');
      const f = res.json();
      const exact = await exactFacets();
      expect(f.estimated).toBe(false);
      expect(f.total).toBe(Object.values(exact.make).reduce((a, b) => a + b, 0));
      for (const d of ['make', 'region', 'condition', 'bodyType', 'priceBand'] as const)
        expect(asRecord(f[d]), d).toEqual(exact[d]);
      const list = await get('/api/listings');
      expect(list.headers['x-total-count']).toBe(String(f.total));
      expect(list.headers['x-total-count-estimate']).toBeUndefined();
    };
    await check();
    const db = t.deps.db;
    const extra = await makeListing(db, seller.id, {
      make: 'Bugatti',
      price: 3_100_000,
      bodyType: 'convertible',
    });
    t.deps.listingCache.invalidate();
    await check();
    await db.execute(
      sql`update listings set price = 99000, region = 'Africa', condition = 'fair' where id = ${extra.id}`,
    );
    t.deps.listingCache.invalidate();
    await check();
    await db.execute(
      sql`update listings set status = case when status = 'active' then 'pending' else 'active' end::listing_status`,
    );
    t.deps.listingCache.invalidate();
    await check();
    await db.execute(sql`update listings set status = 'active'`);
    await db.execute(sql`delete from listings where id = ${extra.id}`);
    t.deps.listingCache.invalidate();
    await check();
  });

  it('agree with exact counts with filters and words applied, each facet ignoring its own filter', async () => {
    for (const [qs, where, whereWithoutMake] of [
      ['make=Ferrari', sql`make = 'Ferrari'`, sql`true`],
      [
        'region=Europe&priceMax=200000',
        sql`region = 'Europe' and price <= 200000`,
        sql`region = 'Europe' and price <= 200000`,
      ],
      [
        'q=carrera',
        sql`search_vector @@ to_tsquery('simple', 'carrera:*')`,
        sql`search_vector @@ to_tsquery('simple', 'carrera:*')`,
      ],
    ] as const) {
      const f = (await get(`/api/listings/facets?${qs}`)).json();
      expect(f.estimated, qs).toBe(false);
      const exact = await exactFacets(where);
      expect(f.total, qs).toBe(Object.values(exact.make).reduce((a, b) => a + b, 0));
      expect(asRecord(f.make), qs).toEqual((await exactFacets(whereWithoutMake)).make);
      expect(asRecord(f.region), qs).toEqual(qs.includes('region') ? expect.any(Object) : exact.region);
      const list = await get(`/api/listings?${qs}`);
      expect(list.headers['x-total-count'], qs).toBe(String(f.total));
    }
  });

  it('read a facet sample again once a listing changes, though the facet ignores the filter that moved', async () => {
    // The price bands ignore the price filters: moving the price floor asks their sample again unchanged,
    // and the browse cache keeps it (ListingCache.facetSamples) only until a listing changes.
    const words = sql`search_vector @@ to_tsquery('simple', 'carrera:*')`;
    const agree = async (priceMin: number) => {
      const f = (await get(`/api/listings/facets?q=carrera&priceMin=${priceMin}`)).json();
      expect(f.estimated).toBe(false);
      expect(asRecord(f.priceBand)).toEqual((await exactFacets(words)).priceBand);
      expect(asRecord(f.make)).toEqual((await exactFacets(sql`${words} and price_usd >= ${priceMin}`)).make);
    };
    await agree(1);
    const [moved] = await rows<{ id: number }>(sql`select id from listings where ${words} limit 1`);
    await t.deps.db.execute(sql`update listings set price = 4100000 where id = ${moved!.id}`);
    t.deps.listingCache.invalidate();
    await agree(2);
    await agree(3);
  });
});

/** The facet cube (migration 0026) exactly as the listings give it: public listings by all five dimensions. */
async function cubeAgreesWithListings() {
  const key = (r: Record<string, unknown>) =>
    [r.make, r.region, r.condition, r.body_type, r.price_band].join('|');
  const cube = await rows<Record<string, unknown>>(
    sql`select make, region, condition, body_type, price_band, count from listing_facet_cube where count <> 0`,
  );
  const exact = await rows<Record<string, unknown>>(
    sql`select make, region, condition::text as condition, coalesce(body_type, '') as body_type,
               coalesce(listing_price_band(price_usd), '') as price_band, count(*)::int as count
        from listings where status = 'active' and not seller_suspended and not reports_held group by 1, 2, 3, 4, 5`,
  );
  expect(Object.fromEntries(cube.map((r) => [key(r), Number(r.count)]))).toEqual(
    Object.fromEntries(exact.map((r) => [key(r), Number(r.count)])),
  );
}

/** A question of the cube's filters as the query string and as SQL over listings. */
type CubeQuestion = Partial<
  Record<'make' | 'region' | 'condition' | 'bodyType' | 'priceMin' | 'priceMax', string | number>
>;
const CUBE_SQL = {
  make: (v: unknown) => sql`lower(make) = lower(${v})`,
  region: (v: unknown) => sql`region = ${v}`,
  condition: (v: unknown) => sql`condition::text = ${v}`,
  bodyType: (v: unknown) => sql`body_type = ${v}`,
  priceMin: (v: unknown) => sql`price_usd >= ${v}`,
  priceMax: (v: unknown) => sql`price_usd <= ${v}`,
} as const;
const OWN: Record<string, (keyof CubeQuestion)[]> = {
  make: ['make'],
  region: ['region'],
  condition: ['condition'],
  bodyType: ['bodyType'],
  priceBand: ['priceMin', 'priceMax'],
};
const whereOf = (q: CubeQuestion, without: (keyof CubeQuestion)[] = []) =>
  sql.join(
    [
      sql`not seller_suspended and not reports_held`,
      ...(Object.entries(q) as [keyof CubeQuestion, unknown][])
        .filter(([k]) => !without.includes(k))
        .map(([k, v]) => CUBE_SQL[k](v)),
    ],
    sql` and `,
  );

/** The API's facets for a question against exact counts, each facet without its own filter. */
async function facetsAgree(q: CubeQuestion, expectEstimated = false) {
  const qs = new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();
  const f = (await get(`/api/listings/facets?${qs}`)).json();
  const exactAll = await exactFacets(whereOf(q));
  const total = Object.values(exactAll.region).reduce((a, b) => a + b, 0);
  expect(f.estimated, qs).toBe(expectEstimated);
  if (expectEstimated) return { f, total, exact: exactAll };
  expect(f.total, qs).toBe(total);
  for (const [d, own] of Object.entries(OWN))
    expect(asRecord(f[d]), `${qs}: ${d}`).toEqual((await exactFacets(whereOf(q, own)))[d as 'make']);
  // The list's total is exact in the exact range, and an estimate above it.
  const list = await get(`/api/listings?${qs}`);
  if (total <= 500) expect(list.headers['x-total-count'], qs).toBe(String(f.total));
  else expect(list.headers['x-total-count-estimate'], qs).toBeDefined();
  return { f, total, exact: exactAll };
}

describe('the facet cube (decision 0042)', () => {
  const QUESTIONS: CubeQuestion[] = [
    {},
    { make: 'Ferrari' },
    { region: 'Europe', priceMin: 100_000 },
    { region: 'Europe', priceMin: 95_000 },
    { make: 'porsche', condition: 'excellent', priceMax: 200_000 },
    { bodyType: 'coupe', priceMin: 120_000, priceMax: 400_000 },
    { region: 'Middle East', condition: 'excellent', bodyType: 'coupe', priceMin: 1, priceMax: 99_999.5 },
    { priceMin: 2_000_000 },
  ];

  it('equals an exact count of public listings after inserts, updates and deletes', async () => {
    const db = t.deps.db;
    await cubeAgreesWithListings();
    const made = [
      await makeListing(db, seller.id, {
        make: 'Lamborghini',
        price: 410_000,
        region: 'Europe',
        bodyType: null,
      }),
      await makeListing(db, seller.id, {
        make: 'Lamborghini',
        price: 95_000,
        currency: 'EUR',
        condition: 'new',
      }),
      await makeListing(db, seller.id, { make: 'Aston Martin', price: null, region: 'Africa' }),
      await makeListing(db, seller.id, { make: 'Ferrari', price: 1_200_000, status: 'pending' }),
    ];
    await cubeAgreesWithListings();
    const ids = made.map((m) => m.id);
    for (const change of [
      sql`update listings set price = 260000, body_type = 'suv' where id = ${ids[0]}`,
      sql`update listings set status = 'active' where id = ${ids[3]}`,
      sql`update listings set seller_suspended = true where id in (${ids[0]}, ${ids[1]})`,
      sql`update listings set reports_held = true where id = ${ids[2]}`,
      sql`update listings set seller_suspended = false, reports_held = false, region = 'Asia Pacific' where id = any(${`{${ids.join(',')}}`}::int[])`,
      sql`update listings set status = 'sold' where id = ${ids[1]}`,
      sql`delete from listings where id in (${ids[0]}, ${ids[1]})`,
    ]) {
      await db.execute(change);
      await cubeAgreesWithListings();
      t.deps.listingCache.invalidate();
      await facetsAgree({ region: 'Europe', priceMin: 95_000 });
    }
    await db.execute(sql`delete from listings where id in (${ids[2]}, ${ids[3]})`);
    await cubeAgreesWithListings();
    t.deps.listingCache.invalidate();
  });

  it('answers the five filters in any combination exactly on small data, bounds inside a band included', async () => {
    for (const q of QUESTIONS) await facetsAgree(q);
  });

  it("answers from the cube a facet whose words its make says, and samples only the make's", async () => {
    // 'ferari' is the make Ferrari: beside that make, the words ask nothing more of the region's,
    // condition's, body type's or price band's question, which the cube answers exactly; the make's facet
    // ignores the make, and its question is the words' (a sample).
    const q = { make: 'Ferrari', priceMax: 400_000 } satisfies CubeQuestion;
    const { res, texts } = await answeredWith('/api/listings/facets?q=ferari&make=Ferrari&priceMax=400000');
    const f = res.json();
    // One sample's tally (samples of a request share a statement: count them, not statements).
    expect(texts.flatMap((text) => text.match(/grouping sets/g) ?? [])).toHaveLength(1);
    expect(f.estimated).toBe(false);
    expect(f.total).toBe(Object.values((await exactFacets(whereOf(q))).region).reduce((a, b) => a + b, 0));
    for (const [d, own] of Object.entries(OWN).filter(([d]) => d !== 'make'))
      expect(asRecord(f[d]), d).toEqual((await exactFacets(whereOf(q, own)))[d as 'make']);
    const ferrariWords = sql`search_vector @@ to_tsquery('simple', 'ferrari') and price_usd <= 400000`;
    expect(asRecord(f.make)).toEqual((await exactFacets(ferrariWords)).make);
  });

  it("reads a band's listings outside the bounds as ranges of the price index, not the whole band", async () => {
    /**
     * Each range as the walk reads it (a subquery of its own), in a plan with no other way to read: the
     * price index's conditions, and whether any price is tested row by row instead.
     */
    const scan = async (band: (typeof PRICE_BANDS)[number], q: { priceMin?: number; priceMax?: number }) => {
      const plans: string[] = [];
      for (const range of edgeRanges(band, q))
        plans.push(
          await planWithOnly(
            '^listings_public_price_idx$',
            ['enable_seqscan', 'enable_bitmapscan'],
            sql`select 1 from listings where ${publicListing()} and ${range} limit 501`,
          ),
        );
      return {
        ranges: plans.length,
        conds: plans.flatMap((plan) =>
          [...plan.matchAll(/"Index Cond":"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]),
        ),
        filtered: plans.some((plan) => /"Filter":"[^"]*price_usd/.test(plan)),
      };
    };
    const [, , middle, , top] = PRICE_BANDS;
    // From $300,000 to $9.1M: of the top band, the listings above the cap, however many it holds below.
    expect(await scan(top, { priceMin: 300_000, priceMax: 9_100_000 })).toEqual({
      ranges: 1,
      conds: [expect.stringMatching(/price_usd > '?9100000/)],
      filtered: false,
    });
    // Both bounds inside one band: below the floor and above the cap, each its own range.
    expect(await scan(middle, { priceMin: 300_000, priceMax: 400_000 })).toEqual({
      ranges: 2,
      conds: [
        expect.stringMatching(/price_usd >= '?250000.*price_usd < '?300000/),
        expect.stringMatching(/price_usd > '?400000.*price_usd < '?500000/),
      ],
      filtered: false,
    });
    // A floor at the band's own edge leaves nothing below it to read.
    expect((await scan(middle, { priceMin: 250_000, priceMax: 400_000 })).ranges).toBe(1);
  });
});

describe('counts above the exact range', () => {
  beforeAll(async () => {
    // 2,400 more active Paganis and a few pending ones: past both the exact count and the facet sample.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                            description, features, status, verified, body_type)
      select ${seller.id}, 'Pagani', 'Huayra', 2018 + i % 6, 1500000 + (i % 7) * 400000, 'USD', i * 10,
             (array['new', 'excellent', 'good'])[1 + i % 3]::listing_condition, 'Modena, Italy',
             (array['Europe', 'North America'])[1 + i % 2], 'carbon fibre monocoque', '{}',
             case when i % 25 = 0 then 'pending' else 'active' end::listing_status, true, 'coupe'
      from generate_series(1, 2500) as i`);
    // What autovacuum does after a bulk load: the planner's statistics.
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
  });

  it('answers X-Total-Count-Estimate, not X-Total-Count, with an estimate near the exact count', async () => {
    const res = await get('/api/listings?make=Pagani&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.headers['x-total-count']).toBeUndefined();
    const estimate = Number(res.headers['x-total-count-estimate']);
    expect(estimate).toBeGreaterThan(2400 * 0.7);
    expect(estimate).toBeLessThan(2400 * 1.3);
    // A narrow question in the same inventory is still counted exactly.
    expect((await get('/api/listings?make=Ferrari')).headers['x-total-count']).toBe('1');
  });

  it('counts all active listings exactly from the maintained counts', async () => {
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where status = 'active'`,
    );
    const n = active!.n;
    // In any sort and page size (they choose how the listings are shown, not which), asked first: the
    // instance keeps a question's total for its other sorts and pages.
    t.deps.listingCache.invalidate();
    expect((await get('/api/listings?sort=price_asc&limit=5')).headers['x-total-count']).toBe(String(n));
    expect((await get('/api/listings')).headers['x-total-count']).toBe(String(n));
    const f = (await get('/api/listings/facets')).json();
    expect(f).toMatchObject({ total: n, estimated: false });
    expect(asRecord(f.make)).toEqual((await exactFacets()).make);
  });

  it('answers the cube filters exactly at band edges, and estimates a bound inside a crowded band, marked as such', async () => {
    // 2,400 Paganis, all over $1M: a bound on a band's edge is a sum over the cube, exact at any size.
    await facetsAgree({ make: 'Pagani', priceMin: 1_000_000 });
    await facetsAgree({ region: 'Europe', priceMin: 250_000 });
    // $2.3M cuts the top band where hundreds of listings lie on either side: an estimate, near the truth.
    const { f, total } = await facetsAgree({ priceMin: 2_300_000 }, true);
    expect(f.total).toBeGreaterThan(total * 0.7);
    expect(f.total).toBeLessThan(total * 1.3);
    const exactRegions = (await exactFacets(sql`price_usd >= 2300000`)).region;
    for (const [value, count] of Object.entries(exactRegions).filter(([, n]) => n > 100)) {
      const shown = asRecord(f.region)[value] ?? 0;
      expect(Math.abs(shown - count), `region=${value}`).toBeLessThan(count * 0.3);
    }
    // The price band facet ignores the bound: exact.
    expect(asRecord(f.priceBand)).toEqual((await exactFacets()).priceBand);
  });

  it('marks facet counts over a sample as estimates, in proportion to the exact counts', async () => {
    const f = (await get('/api/listings/facets?q=monocoque')).json();
    expect(f.estimated).toBe(true);
    const exact = await exactFacets(sql`search_vector @@ to_tsquery('simple', 'monocoque:*')`);
    expect(f.total).toBeGreaterThan(2400 * 0.7);
    expect(f.total).toBeLessThan(2400 * 1.3);
    for (const d of ['region', 'condition'] as const) {
      for (const [value, count] of Object.entries(exact[d])) {
        const shown = asRecord(f[d])[value] ?? 0;
        expect(Math.abs(shown - count), `${d}=${value}`).toBeLessThan(count * 0.3);
      }
    }
  });

  it('samples facets in the order the table holds the listings, not in an index of a facet: every price band is seen (decision 0071)', async () => {
    // Verified listings in Europe with one word, their prices cycling through the five bands in the order
    // they are written. Read through an index of the region and the price, the first of them were all
    // the cheapest, and the facets said every match was under $100,000.
    const prices = [50_000, 150_000, 300_000, 700_000, 2_000_000];
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                            region, description, features, status, verified)
      select ${seller.id}, 'Bugatti', 'Chiron', 2020,
             (array[${sql.raw(prices.join(', '))}])[1 + i % 5] + i, 'USD', 500, 'excellent',
             'Molsheim, France', 'Europe', 'zeppelin hangar', '{}', 'active', true
      from generate_series(1, 3000) as i`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    try {
      // Whatever index the planner would read them through: here it has only the region's and the
      // price's (its others dropped and the table's own reading turned off, all rolled back after).
      const f = await withOnlyIndexes('^listings_public_region_idx$', ['enable_seqscan'], (tx) =>
        listingFacets(tx, null, { q: 'zeppelin', region: 'Europe', verified: true } as ListingFilters),
      );
      expect(f.estimated).toBe(true);
      const bands = asRecord(f.priceBand);
      expect(Object.keys(bands).sort()).toEqual(PRICE_BANDS.map((b) => b.key).sort());
      for (const [band, count] of Object.entries(bands)) {
        expect(count, band).toBeGreaterThan((f.total / 5) * 0.6);
        expect(count, band).toBeLessThan((f.total / 5) * 1.4);
      }
    } finally {
      await t.deps.db.execute(sql`delete from listings where description = 'zeppelin hangar'`);
      await t.deps.db.execute(sql`vacuum analyze listings`);
      t.deps.listingCache.invalidate();
    }
  });

  /**
   * The listings scans of the statements that read a facets request's samples, by their plans; not a
   * walk's test of the words on a row its bits kept (a subplan reading that one row: decision 0081).
   */
  const scansOfSamples = async (f: Partial<ListingFilters>, known?: KnownAnswers) => {
    const { facets, samples } = await facetsWithSamples(f, known);
    let scans = 0;
    for (const statement of samples)
      scans += (await planNodes(statement)).filter(
        (n) => n['Relation Name'] === 'listings' && n['Parent Relationship'] !== 'SubPlan',
      ).length;
    return { facets, samples, scans };
  };

  it("reads the whole question's facet sample from a broader sample's rows when those are mostly its own (decision 0054)", async () => {
    // 'monocoque' (2,400 Paganis) from $1,000: every one of them. The price bands' sample (the words at any
    // price) is read once, and the other facets are counted over its rows that meet the floor.
    const loose = await scansOfSamples({ q: 'monocoque', priceMin: 1_000 });
    expect(loose.scans).toBe(1);
    expect(loose.facets.estimated).toBe(true);
    const exact = await exactFacets(sql`search_vector @@ to_tsquery('simple', 'monocoque:*')`);
    for (const [value, count] of Object.entries(exact.region)) {
      const shown = asRecord(loose.facets.region)[value] ?? 0;
      expect(Math.abs(shown - count), `region=${value}`).toBeLessThan(count * 0.3);
    }
    // From $3.5M only the dearest two Paganis in seven: most of the price bands' sample would not be the
    // question's, and each sample is read on its own.
    expect((await scansOfSamples({ q: 'monocoque', priceMin: 3_500_000 })).scans).toBe(2);
  });

  it("reads the whole question's exact facet sample from a broader one that holds every match, and alone when that one fills a sample after all (decision 0074)", async () => {
    // 'monocoque' new in Europe under a cap above every price: about 400 Paganis, the same as the words
    // new in Europe at any price (the price bands' sample). Read once: one scan fewer than the samples.
    const capped = { q: 'monocoque', region: 'Europe', condition: 'new', priceMax: 10_000_000 } as const;
    const shared = await scansOfSamples(capped);
    expect(shared.samples.map(textOf).some((q) => /^with "sample_\d+"/.test(q))).toBe(true);
    expect(shared.scans).toBe(3);
    const where = sql`search_vector @@ to_tsquery('simple', 'monocoque:*') and region = 'Europe' and condition = 'new'`;
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where status = 'active' and ${where}`,
    );
    expect(n).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(shared.facets.total).toBe(n);
    const exact = await exactFacets(where);
    expect(asRecord(shared.facets.make)).toEqual(exact.make);
    expect(asRecord(shared.facets.bodyType)).toEqual(exact.bodyType);
    expect(asRecord(shared.facets.priceBand)).toEqual(exact.priceBand);
    // Shares that say the word is nearly nowhere: the words at any price (2,400 Paganis) are expected to
    // fit a sample beside the 343 under $1.6M, and fill it. The question's sample is read again, alone.
    const cheap = await facetsWithSamples(
      { q: 'monocoque', priceMax: 1_600_000 },
      { wordShares: sharesSaying({ rows: 1, all: 1_000_000 }) },
    );
    expect(cheap.samples.map(textOf).some((q) => /^with "sample_\d+"/.test(q))).toBe(true);
    const under = sql`search_vector @@ to_tsquery('simple', 'monocoque:*') and price_usd <= 1600000`;
    const exactUnder = await exactFacets(under);
    expect(cheap.facets.total).toBe(Object.values(exactUnder.region).reduce((a, b) => a + b, 0));
    expect(cheap.facets.total).toBeGreaterThan(300);
    expect(asRecord(cheap.facets.region)).toEqual(exactUnder.region);
    expect(asRecord(cheap.facets.condition)).toEqual(exactUnder.condition);
  });

  it('reads a broader sample whole for a narrower one that holds every match, so that both count exactly (decision 0080)', async () => {
    // 'monocoque' new in Europe, no price: about 400 Paganis, among the 800 or so new ones anywhere (the
    // region's sample) and the 1,200 in Europe (the condition's). The region's sample is read whole, past a
    // sample, and the whole question's counted from its rows: the regions are exact, not a sample scaled.
    const words = sql`search_vector @@ to_tsquery('simple', 'monocoque:*')`;
    const { facets, samples } = await facetsWithSamples({
      q: 'monocoque',
      region: 'Europe',
      condition: 'new',
    });
    const newOnes = await exactFacets(sql`${words} and condition = 'new'`);
    const newTotal = Object.values(newOnes.region).reduce((a, b) => a + b, 0);
    expect(newTotal).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(samples.map(textOf).some((q) => /^with "sample_\d+"/.test(q))).toBe(true);
    expect(asRecord(facets.region)).toEqual(newOnes.region);
    const whole = await exactFacets(sql`${words} and condition = 'new' and region = 'Europe'`);
    expect(facets.total).toBe(Object.values(whole.region).reduce((a, b) => a + b, 0));
    expect(asRecord(facets.make)).toEqual(whole.make);
    expect(asRecord(facets.priceBand)).toEqual(whole.priceBand);
    // The condition's sample (the words in Europe, about 1,200) is a sample, scaled, and says so.
    expect(facets.estimated).toBe(true);
  });

  describe('facet samples from the sampled quarter (decision 0080)', () => {
    beforeAll(async () => {
      // 12,000 more listings without the word: the 2,400 Paganis holding 'monocoque' are a sixth of the
      // inventory, a word whose bitmap marks most of the table's pages, where the quarter's marks a third.
      await t.deps.db.execute(sql`
        insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                              region, description, features, status, verified)
        select ${seller.id}, 'Maserati', 'MC20', 2022, 250000 + i, 'USD', 1000,
               'excellent'::listing_condition, 'Modena, Italy', (array['Europe', 'Asia Pacific'])[1 + i % 2],
               'trident grille', '{}', 'active', true
        from generate_series(1, 12000) as i`);
      await t.deps.db.execute(sql`analyze listings`);
      t.deps.listingCache.invalidate();
    });

    afterAll(async () => {
      await t.deps.db.execute(sql`delete from listings where description = 'trident grille'`);
      await t.deps.db.execute(sql`vacuum analyze listings`);
      t.deps.listingCache.invalidate();
    });

    it('reads a sample expected to fill from the quarter there, an estimate in proportion to the exact counts', async () => {
      const { facets, samples } = await facetsWithSamples({ q: 'monocoque' });
      const texts = samples.map(textOf);
      expect(texts.some((q) => /hashint4\("listings"\."id"\) % 4 = 0/.test(q))).toBe(true);
      const indexes = (await Promise.all(samples.map(planNodes))).flat().map((n) => n['Index Name']);
      expect(indexes).toContain('listings_public_quarter_search_idx');
      expect(facets.estimated).toBe(true);
      const exact = await exactFacets(sql`search_vector @@ to_tsquery('simple', 'monocoque:*')`);
      const total = Object.values(exact.region).reduce((a, b) => a + b, 0);
      expect(facets.total).toBeGreaterThan(total * 0.7);
      expect(facets.total).toBeLessThan(total * 1.3);
      for (const d of ['region', 'condition'] as const)
        for (const [value, count] of Object.entries(exact[d])) {
          const shown = asRecord(facets[d])[value] ?? 0;
          expect(Math.abs(shown - count), `${d}=${value}`).toBeLessThan(count * 0.3);
        }
    });

    it('reads the sample again the usual way when the quarter holds too few, and counts exactly', async () => {
      // Shares that say 'ferrari', which one listing holds, is in a sixth of the listings as 'monocoque'
      // is: the quarter holds at most that one.
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from listings`);
      const likeMonocoque = { wordShares: sharesSaying({ rows: n / 6, all: n }) };
      const { facets, samples } = await facetsWithSamples({ q: 'ferrari' }, likeMonocoque);
      expect(samples.map(textOf).some((q) => /% 4 = 0/.test(q))).toBe(true);
      expect(samples.map(textOf).some((q) => !/% 4 = 0/.test(q))).toBe(true);
      const exact = await exactFacets(sql`search_vector @@ to_tsquery('simple', 'ferrari:*')`);
      expect(facets).toMatchObject({ total: 1, estimated: false });
      expect(asRecord(facets.region)).toEqual(exact.region);
    });

    it('never reads a question under a mileage cap from the quarter, whose index lacks the caps', async () => {
      // Every Pagani is under 50,000 miles: without the cap, the quarter would read this sample.
      const { samples } = await facetsWithSamples({ q: 'monocoque', mileageMax: 50_000 });
      expect(samples.length).toBeGreaterThan(0);
      expect(samples.map(textOf).some((q) => /% 4 = 0/.test(q))).toBe(false);
    });
  });

  describe('facet samples walked by the newest-first index (decision 0072)', () => {
    beforeAll(async () => {
      // 5,700 listings with a word, a third of them in the Middle East: a quarter of all listings in the
      // region, nearly all of them with the word, yet fewer than QUARTER_SLICES samples, so that the
      // sampled quarter could not fill one (decision 0080). And 30 there with a word of their own, older
      // than every other listing.
      await t.deps.db.execute(sql`
        insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                              region, description, features, status, verified)
        select ${seller.id}, 'Mercedes-Benz', '300 SL', 1955, 1500000 + i, 'USD', 30000,
               (array['excellent', 'good'])[1 + i % 2]::listing_condition, 'Dubai',
               (array['Middle East', 'Europe', 'North America'])[1 + i % 3], 'gullwing doors', '{}',
               'active', true
        from generate_series(1, 5700) as i`);
      await t.deps.db.execute(sql`
        insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                              region, description, features, status, verified, created_at)
        select ${seller.id}, 'Lancia', 'Stratos', 1975, 400000, 'USD', 20000,
               (array['excellent', 'good'])[1 + i % 2]::listing_condition, 'Dubai', 'Middle East',
               'quokka livery', '{}', 'active', true, now() - interval '10 years'
        from generate_series(1, 30) as i`);
      await t.deps.db.execute(sql`analyze listings`);
      t.deps.listingCache.invalidate();
    });

    afterAll(async () => {
      await t.deps.db.execute(
        sql`delete from listings where description in ('gullwing doors', 'quokka livery')`,
      );
      await t.deps.db.execute(sql`vacuum analyze listings`);
      t.deps.listingCache.invalidate();
    });

    /**
     * Word shares that say every listing holds every word: the planner's estimates of a common word, so
     * that sampleWalkBound chooses the walk it chooses at a million listings.
     */
    const everywhere = async (): Promise<WordShares> => {
      const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from listings`);
      return sharesSaying({ rows: n, all: n });
    };

    it('reads the sample of common words in a category as their newest matches, in proportion', async () => {
      const { facets: f, samples } = await facetsWithSamples(
        { q: 'gullwing', region: 'Middle East' },
        { wordShares: await everywhere() },
      );
      const indexes = (await Promise.all(samples.map(planNodes))).flat().map((n) => n['Index Name']);
      expect(indexes).toContain('listings_status_created_idx');
      expect(f.estimated).toBe(true);
      const exact = await exactFacets(
        sql`search_vector @@ to_tsquery('simple', 'gullwing:*') and region = 'Middle East'`,
      );
      for (const [value, count] of Object.entries(exact.condition)) {
        const shown = asRecord(f.condition)[value] ?? 0;
        expect(Math.abs(shown - count), `condition=${value}`).toBeLessThan(count * 0.3);
      }
    });

    it('reads the sample the usual way when the walk ends at its bound short of one: the counts stay exact', async () => {
      // Bounded by shares that say every listing holds the word, the walk from the newest ends among the
      // 1,900 newer listings of the region without finding the 30.
      const { facets: f, samples } = await facetsWithSamples(
        { q: 'quokka', region: 'Middle East' },
        { wordShares: await everywhere() },
      );
      expect(samples.map(textOf).some((q) => /order by "listings"."created_at" desc/.test(q))).toBe(true);
      expect(f.estimated).toBe(false);
      expect(f.total).toBe(30);
      expect(asRecord(f.condition)).toEqual({ excellent: 15, good: 15 });
      expect(asRecord(f.make)).toEqual({ Lancia: 30 });
    });

    it('reads half a sample where the planner expects over ten times the exact range, a whole one where it expects fewer: in proportion either way (decision 0094)', async () => {
      /** The row limits in a request's sample statements (recorded with their values inlined). */
      const limitsOf = (samples: SQL[]) =>
        samples.flatMap((q) => [...textOf(q).matchAll(/limit '?(\d+)/g)].map((m) => Number(m[1])));
      const question = { q: 'gullwing', region: 'Middle East' } as const;
      const exact = await exactFacets(
        sql`search_vector @@ to_tsquery('simple', 'gullwing:*') and region = 'Middle East'`,
      );
      // The planner's own estimates: under ten times the exact range with the word in the region (1,900
      // listings), a whole sample; over it in every region (5,700, the region's own counts), half a sample.
      const planned = await facetsWithSamples(question);
      expect(limitsOf(planned.samples)).toEqual(
        expect.arrayContaining([FACET_SAMPLE_SIZE, SMALL_SAMPLE_SIZE]),
      );
      // Shares that say every listing holds the word: half a sample for each.
      const many = await facetsWithSamples(question, { wordShares: await everywhere() });
      expect(limitsOf(many.samples)).toContain(SMALL_SAMPLE_SIZE);
      expect(limitsOf(many.samples)).not.toContain(FACET_SAMPLE_SIZE);
      // Scaled to the planner's estimate of the total, which is the larger error (decision 0070): the
      // counts' shares are the sample's, near the exact shares whatever its size.
      const shares = (counts: Record<string, number>) => {
        const sum = Object.values(counts).reduce((x, y) => x + y, 0);
        return Object.entries(counts).map(([value, n]) => [value, n / sum] as const);
      };
      const regions = (await exactFacets(sql`search_vector @@ to_tsquery('simple', 'gullwing:*')`)).region;
      for (const { facets: f } of [planned, many]) {
        expect(f.estimated).toBe(true);
        for (const [d, truth] of [
          ['condition', exact.condition],
          ['region', regions],
        ] as const) {
          const shown = Object.fromEntries(shares(asRecord(f[d])));
          for (const [value, share] of shares(truth))
            expect(Math.abs((shown[value] ?? 0) - share), `${d}=${value}`).toBeLessThan(0.1);
        }
      }
    });
  });

  it('counts facets of words beside filters exactly, whether the words or the filters are the rarer (decisions 0050, 0051)', async () => {
    // 'carrera' (a few Porsches) is far rarer than a price floor every listing passes: read words first.
    // Beside a region or a condition, one scan of the public full-text index finds words and category.
    // 'monocoque' (2,400 Paganis) is far commoner than a Ferrari: filters first. Each facet but the
    // filter's own counts words and filter together, fewer than a sample: exact.
    for (const [qs, tsquery, filter, own] of [
      ['q=carrera&priceMin=1000', 'carrera:*', sql`price_usd >= 1000`, 'priceBand'],
      ['q=carrera&region=Europe', 'carrera:*', sql`region = 'Europe'`, 'region'],
      ['q=carrera&condition=excellent', 'carrera:*', sql`condition = 'excellent'`, 'condition'],
      ['q=monocoque&make=Ferrari', 'monocoque:*', sql`make = 'Ferrari'`, 'make'],
    ] as const) {
      const words = sql`search_vector @@ to_tsquery('simple', ${tsquery})`;
      const f = (await get(`/api/listings/facets?${qs}`)).json();
      const exact = await exactFacets(sql`${words} and ${filter}`);
      expect(f.total, qs).toBe(Object.values(exact.make).reduce((a, b) => a + b, 0));
      for (const d of ['make', 'region', 'condition', 'bodyType', 'priceBand'] as const)
        if (d !== own) expect(asRecord(f[d]), `${qs}: ${d}`).toEqual(exact[d]);
      // The filter's own facet counts the words alone: exact for the few Porsches.
      if (tsquery === 'carrera:*') expect(asRecord(f[own]), qs).toEqual((await exactFacets(words))[own]);
    }
  });

  it("estimates a word beside filters as the planner does, the word's share kept while filters change", async () => {
    /** The planner's rows for public listings with these conditions, rounded as an estimate is shown. */
    const planned = async (condition: ReturnType<typeof sql>) => {
      const [row] = await rows<{ 'QUERY PLAN': unknown }>(
        sql`explain (format json) select 1 from listings where status = 'active' and not seller_suspended and not reports_held and ${condition}`,
      );
      const raw = row!['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
      return plan[0].Plan['Plan Rows'];
    };
    // The first question plans the word's share; the next ones, other regions and floors, reuse it.
    for (const [region, floor] of [
      ['Europe', 1_000_000],
      ['North America', 1_500_000],
      ['Europe', 2_000_000],
    ] as const) {
      const res = await get(
        `/api/listings?q=monocoque&region=${encodeURIComponent(region)}&priceMin=${floor}&limit=1`,
      );
      expect(res.statusCode).toBe(200);
      const filters = sql`region = ${region} and price_usd >= ${floor}`;
      // A word as searched (a prefix) and as a whole word: the larger stands (counting.ts).
      const expected = Math.max(
        await planned(sql`${filters} and search_vector @@ to_tsquery('simple', 'monocoque:*')`),
        await planned(sql`${filters} and search_vector @@ to_tsquery('simple', 'monocoque')`),
      );
      const [exact] = await rows<{ n: number }>(
        sql`select count(*)::int as n from listings where status = 'active' and ${filters} and search_vector @@ to_tsquery('simple', 'monocoque')`,
      );
      const shown = Number(res.headers['x-total-count-estimate'] ?? res.headers['x-total-count']);
      if (exact!.n <= 500) expect(shown, `${region} ${floor}`).toBe(exact!.n);
      else expect(Math.abs(shown - expected), `${region} ${floor}`).toBeLessThanOrEqual(expected * 0.01 + 1);
    }
  });

  it('estimates a make and its model near their count, not as if the two words were unrelated', async () => {
    // 3,000 other cars: 'pagani' and 'huayra' are each in under half of the listings, and always together.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                            description, features, status, verified)
      select ${seller.id}, 'Bentley', 'Bentayga', 2020, 200000, 'USD', 1000, 'excellent', 'Crewe, UK', 'Europe',
             'hybrid', '{}', 'active', true
      from generate_series(1, 3000)`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    const [exact] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where status = 'active' and make = 'Pagani' and model = 'Huayra'`,
    );
    for (const url of [
      '/api/listings?q=pagani%20huayra&limit=1',
      '/api/listings?q=huayra%20pagany&limit=1',
    ]) {
      const res = await get(url);
      expect(res.headers['x-total-count'], url).toBeUndefined();
      const estimate = Number(res.headers['x-total-count-estimate']);
      expect(estimate, url).toBeGreaterThan(exact!.n * 0.7);
      expect(estimate, url).toBeLessThan(exact!.n * 1.3);
    }
  });

  it("estimates a model's words beside its make by their share among the make's listings, not among all", async () => {
    // Every Pagani here is a Huayra; under half of all listings are Paganis (the 3,000 Bentleys above).
    const [exact] = await rows<{ n: number; all: number }>(
      sql`select count(*) filter (where make = 'Pagani' and model = 'Huayra')::int as n, count(*)::int as all
          from listings where status = 'active'`,
    );
    expect(exact!.n).toBeLessThan(exact!.all / 2);
    const res = await get('/api/listings?q=huayra&make=Pagani&limit=1');
    expect(res.headers['x-total-count']).toBeUndefined();
    const estimate = Number(res.headers['x-total-count-estimate']);
    expect(estimate).toBeGreaterThan(exact!.n * 0.7);
    expect(estimate).toBeLessThan(exact!.n * 1.3);
  });

  it('estimates unrelated words by how often a sample holds them together, not as the rarest alone (decision 0062)', async () => {
    // 3,000 more cars: half say 'vellum', half 'quilted', independently: a quarter say both.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                            description, features, status, verified)
      select ${seller.id}, 'Bentley', 'Mulsanne', 2019, 250000, 'USD', 2000, 'excellent', 'Crewe, UK', 'Europe',
             case when i % 2 = 0 then 'vellum ' else '' end || case when i / 2 % 2 = 0 then 'quilted' else 'plain' end,
             '{}', 'active', true
      from generate_series(1, 3000) as i`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    const count = async (words: string) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from listings where status = 'active' and search_vector @@ to_tsquery('simple', ${words})`,
        )
      )[0]!.n;
    const [both, vellum, quilted] = [
      await count('vellum & quilted'),
      await count('vellum'),
      await count('quilted'),
    ];
    expect(both).toBeGreaterThan(500);
    expect(both).toBeLessThan(Math.min(vellum, quilted) * 0.6);
    for (const url of [
      '/api/listings?q=vellum%20quilted&limit=1',
      '/api/listings?q=quilted%20vellum&limit=3',
    ]) {
      const res = await get(url);
      expect(res.headers['x-total-count'], url).toBeUndefined();
      const estimate = Number(res.headers['x-total-count-estimate']);
      expect(estimate, url).toBeGreaterThan(both * 0.7);
      expect(estimate, url).toBeLessThan(both * 1.3);
    }
    // The sample is read once per instance for the same words, whatever the filters beside them.
    t.deps.listingCache.invalidate();
    const sampled = (texts: string[]) => texts.filter((text) => /tablesample/.test(text)).length;
    expect(sampled((await answeredWith('/api/listings?q=vellum%20quilted&limit=2')).texts)).toBe(1);
    expect(sampled((await answeredWith('/api/listings?q=quilted%20vellum&region=Europe')).texts)).toBe(0);
    // More than a facet sample match (EXACT_COUNT_LIMIT, decision 0070): the facets' total is the same
    // estimate, shown as one.
    const facets = (await get('/api/listings/facets?q=vellum%20quilted')).json();
    expect(facets.estimated).toBe(true);
    expect(facets.total).toBeGreaterThan(both * 0.7);
    expect(facets.total).toBeLessThan(both * 1.3);
  });

  it('pages words in every sort exactly as the table orders them, walking the sort index or not (decision 0038)', async () => {
    // 'pagani huayra' matches 2,400 of ~5,400 active listings: the page walks the sort's index.
    for (const sort of Object.keys(SORT_ORDER_SQL)) {
      const shown = await pageThrough(`/api/listings?q=pagani%20huayra&sort=${sort}&limit=5`, 3, (res) =>
        expect(res.statusCode, sort).toBe(200),
      );
      expect(shown, sort).toEqual(await idsInOrder('pagani:* & huayra:*', sort, 15));
    }
    // Words common alone but absent under the filters: the bounded walk finds nothing, the usual plan answers.
    const none = await get('/api/listings?q=monocoque&make=Bentley');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('shows the estimate without counting when a walk proves more than the exact range, and counts exactly when it does not (decision 0039)', async () => {
    // 12,000 more: 'hybrid' and 'velvet' each in over 6,000 listings (with the 3,000 hybrid Bentleys),
    // both together in only 300, spread evenly. Either word is common enough for a walk's full page to
    // prove more than 500 matches.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                            description, features, status, verified)
      select ${seller.id}, 'Aston Martin', 'DB12', 2015 + i % 9, 180000 + (i % 13) * 1000, 'USD', i % 5000,
             'excellent', 'Gaydon, UK', 'Europe',
             case when i % 40 = 0 then 'hybrid velvet' when i % 3 = 0 then 'hybrid' else 'velvet' end,
             '{}', 'active', true
      from generate_series(1, 12000) as i`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    const exactOf = async (tsquery: string, filter = sql`true`) =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from listings where status = 'active' and not seller_suspended
              and not reports_held and search_vector @@ to_tsquery('simple', ${tsquery}) and ${filter}`,
        )
      )[0]!.n;
    const hybrid = await exactOf('hybrid:*');
    for (const sort of ['newest', 'price_asc', 'mileage_asc']) {
      const shown = await pageThrough(`/api/listings?q=hybrid&sort=${sort}&limit=10`, 2, (res) => {
        expect(res.headers['x-total-count'], sort).toBeUndefined();
        const estimate = Number(res.headers['x-total-count-estimate']);
        expect(estimate, sort).toBeGreaterThan(hybrid * 0.7);
        expect(estimate, sort).toBeLessThan(hybrid * 1.3);
      });
      expect(shown, sort).toEqual(await idsInOrder('hybrid:*', sort, 20));
    }
    // Each word common, the two together rare (estimated as common as the rarer word): the walk that
    // could have proved the count finds no page, the usual plan answers and the count is exact.
    const both = await get('/api/listings?q=velvet%20hybrid&limit=5');
    expect(both.json()).toHaveLength(5);
    expect(both.headers['x-total-count']).toBe(String(await exactOf('velvet:* & hybrid:*')));
    expect(both.headers['x-total-count']).toBe('300');
    // A cursor past the last page, here past the price cap: an empty page and the question's exact total,
    // counted words first (a price range every listing is in is broader than the words; decision 0052).
    const past = encodeListingCursor({ k: '500000', id: 2_147_483_647 });
    for (const [filters, expected] of [
      ['priceMin=1000&priceMax=400000', '300'],
      [
        'priceMin=181000&priceMax=400000',
        String(await exactOf('velvet:* & hybrid:*', sql`price_usd >= 181000`)),
      ],
    ] as const) {
      const empty = await get(`/api/listings?q=velvet%20hybrid&${filters}&sort=price_asc&cursor=${past}`);
      expect(empty.statusCode, filters).toBe(200);
      expect(empty.json(), filters).toEqual([]);
      expect(empty.headers['x-total-count'], filters).toBe(expected);
    }
  });

  it('counts rare words exactly above the exact range, as the first page reads their matches (decision 0045)', async () => {
    // 550 listings with 'tourbillon' among the ~18,000 of this block, all of the model Mistral. Under a
    // model, which only the table holds, too rare for a walk (it would read about 25 x 18,000 / 550 = 820
    // rows for a page, more than the 550 matches): the first page reads every match from the full-text
    // index to sort them and counts them as it goes; later pages keep that total.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                            description, features, status, verified)
      select ${seller.id}, 'Bugatti', 'Mistral', 2026, 4000000 + i, 'USD', i, 'new', 'Molsheim, France',
             'Europe', 'tourbillon', '{}', 'active', true
      from generate_series(1, 550) as i`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    const tourbillons = await idsInOrder('tourbillon:*', 'price_desc', 48);
    const underModel = await pageThrough(
      '/api/listings?q=tourbillon&model=Mistral&sort=price_desc',
      2,
      (res) => {
        expect(res.headers['x-total-count']).toBe('550');
        expect(res.headers['x-total-count-estimate']).toBeUndefined();
      },
    );
    expect(underModel).toEqual(tourbillons);
    // Without the model, the price index holds every filter and the word's bits (decision 0087): a walk
    // reads from the table only the rows whose bits pass, finds the page, and the total above the exact
    // range is an estimate, said as one.
    t.deps.listingCache.invalidate();
    const walked = await pageThrough('/api/listings?q=tourbillon&sort=price_desc', 2, (res) => {
      expect(res.headers['x-total-count']).toBeUndefined();
      expect(Number(res.headers['x-total-count-estimate'])).toBeGreaterThan(EXACT_COUNT_LIMIT);
    });
    expect(walked).toEqual(tourbillons);
  });

  /** A public question as listListings asks it. */
  const questionOf = async (f: Partial<ListingFilters>) =>
    matching(null, f as ListingFilters, await searchTerms(t.deps.db, f.q ?? '', { begun: 'whole words' }));

  /**
   * How the first `n` matches of a question are read (counting.ts matchRows, by the planner's estimates
   * `plan`; `after`: a cursor's condition): whether the words are tested on the rows of a fenced subquery
   * of the filters (filters first), or the filters on a fenced subquery of the words (words first).
   */
  const readingOf = async (question: Matching, n: number, plan: Planned | undefined, after?: SQL) => {
    const [row] = await rows<{ 'QUERY PLAN': unknown }>(
      sql`explain (format json) select count(*) from (${matchRows(question, sql`1`, n, plan, after)}) r`,
    );
    const raw = row!['QUERY PLAN'];
    type Node = { 'Node Type': string; Filter?: string; 'Index Cond'?: string; Plans?: Node[] };
    const all: Node[] = [];
    const walk = (node: Node) => {
      all.push(node);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: Node }])[0].Plan);
    /** Where the words are tested: on the rows a fenced subquery gives, or by the table's own reading. */
    const words = all.find((node) => /search_vector @@/.test(`${node.Filter} ${node['Index Cond']}`));
    const fenced = all.find((node) => node['Node Type'] === 'Subquery Scan' && node !== words);
    return {
      wordsOnSubquery: words?.['Node Type'] === 'Subquery Scan',
      filtersOnSubquery: !!fenced?.Filter,
    };
  };

  it('reads common words beside narrow filters filters first, and rare words beside broad ones words first (decisions 0052, 0053)', async () => {
    const planOf = async (f: Partial<ListingFilters>, n: number) => {
      const question = await questionOf(f);
      return readingOf(question, n, await estimateWithBase(t.deps.db, question));
    };
    // 'monocoque' (2,400 Paganis) beside the few listings from $3.9M to $4M driven under 200 miles: those
    // read first, the word tested on each (the word's 2,400 index entries cost more than a few rows).
    const narrow = { priceMin: 3_900_000, priceMax: 3_999_999, mileageMax: 200 };
    expect(await planOf({ q: 'monocoque', ...narrow }, Number.POSITIVE_INFINITY)).toEqual({
      wordsOnSubquery: true,
      filtersOnSubquery: false,
    });
    // 'tourbillon' (550) beside a price floor nearly every listing passes: the word's rows first, the
    // floor tested on each.
    expect(await planOf({ q: 'tourbillon', priceMin: 1_000 }, 501)).toEqual({
      wordsOnSubquery: false,
      filtersOnSubquery: true,
    });
    // A mileage cap a buyer picks is held beside the words in a public full-text index (decision 0061): one
    // scan finds both, no fence (decision 0067). Any other cap is a range, tested on each of the words' rows.
    expect(await planOf({ q: 'tourbillon', mileageMax: 100_000 }, 501)).toEqual({
      wordsOnSubquery: false,
      filtersOnSubquery: false,
    });
    expect(await planOf({ q: 'tourbillon', mileageMax: 99_999 }, 501)).toEqual({
      wordsOnSubquery: false,
      filtersOnSubquery: true,
    });
    // Neither far cheaper: the planner's own way, no fence between words and filters.
    expect(await planOf({ q: 'monocoque', region: 'Europe', priceMin: 2_000_000 }, 501)).toEqual({
      wordsOnSubquery: false,
      filtersOnSubquery: false,
    });
    // Read filters first, the page is still the table's own order, counted exactly.
    const res = await get(
      '/api/listings?q=monocoque&priceMin=3900000&priceMax=3999999&mileageMax=200&sort=mileage_asc',
    );
    const expected = await rows<{ id: number }>(
      sql`select id from listings where status = 'active' and not seller_suspended and not reports_held
          and price_usd between 3900000 and 3999999 and coalesce(mileage_mi, 0) <= 200
          and search_vector @@ to_tsquery('simple', 'monocoque:*')
          order by coalesce(mileage_mi, 0), id`,
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(res.json().map((l: { id: number }) => l.id)).toEqual(expected.map((r) => r.id));
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('plans each of two categories alone: a bitmap of them reads every listing of each, not the few they keep (decision 0086)', async () => {
    const estimate = async (f: Partial<ListingFilters>) =>
      estimateWithBase(t.deps.db, await questionOf({ q: 'monocoque', ...f }));
    const europe = await estimate({ region: 'Europe' });
    const fresh = await estimate({ condition: 'new' });
    const both = await estimate({ region: 'Europe', condition: 'new' });
    // One category: its index entries are the rows it keeps.
    expect(europe.categoryEntries).toBeUndefined();
    expect(fresh.categoryEntries).toBeUndefined();
    // Two: the posting list of each, each as the planner counts it alone.
    expect(both.categoryEntries).toBe(europe.base + fresh.base);
    expect(both.categoryEntries).toBeGreaterThan(2 * both.base);
    // Kept beside the words' shares, one per category: the next question of either plans it no more.
    const shares = new Map<string, TermRows>();
    const question = await questionOf({ q: 'monocoque', region: 'Europe', condition: 'new' });
    await estimateWithBase(t.deps.db, question, shares as unknown as WordShares);
    const kept = [...shares.keys()].filter((k) => k.startsWith('category '));
    expect(kept).toHaveLength(2);
  });

  it('reads the matches after a cursor as the rows left after it are estimated (decision 0054)', async () => {
    // 'tourbillon' (550 Bugattis) from 2000 on, which nearly every listing is: the word's rows first, the
    // years tested on each. After a car of 1999 by year no row is left: read by the whole question's
    // estimate, the word's 550 rows would still be read to find none; by the estimate of the rows after
    // the cursor (none), those rows are read first instead (an empty range of the year's index).
    const question = await questionOf({ q: 'tourbillon', yearMin: 2000 });
    const { rows: after, keys } = keysetAfter('year_desc', { k: '1999', id: 2_147_483_647 });
    const { rest, ...whole } = await estimateWithBase(t.deps.db, question, undefined, keys);
    expect(whole.base).toBeGreaterThan(5000);
    expect(rest!.base).toBeLessThan(10);
    const n = Number.POSITIVE_INFINITY;
    expect(await readingOf(question, n, whole, after)).toEqual({
      wordsOnSubquery: false,
      filtersOnSubquery: true,
    });
    expect(await readingOf(question, n, rest, after)).toEqual({
      wordsOnSubquery: true,
      filtersOnSubquery: false,
    });
    // Through the API: an empty page, and the question's own total (over the exact range: an estimate).
    const cursor = encodeListingCursor({ k: '1999', id: 2_147_483_647 });
    const res = await get(`/api/listings?q=tourbillon&yearMin=2000&sort=year_desc&cursor=${cursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const estimate = Number(res.headers['x-total-count-estimate']);
    expect(estimate).toBeGreaterThan(550 * 0.7);
    expect(estimate).toBeLessThan(550 * 1.3);
    // The rows left are estimated by the key's range alone, near their count: the planner lowers its
    // estimate for the row comparison that orders ties by id (12,396 of 15,002 here; 7,906 of 15,472
    // Ferraris from $150,000 at a million listings).
    const below = keysetAfter('price_desc', { k: '1000000', id: 2_147_483_647 });
    const everyListing = await questionOf({ q: 'tourbillon' });
    const left = (await estimateWithBase(t.deps.db, everyListing, undefined, below.keys)).rest!.base;
    const [exact] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where ${everyListing.filters} and ${below.rows}`,
    );
    expect(exact!.n).toBeGreaterThan(1000);
    expect(Math.abs(left - exact!.n)).toBeLessThan(exact!.n * 0.08);
  });

  it("reads the rows after a cursor past a filter's bound on the sort's key from that bound, the same page as without the cursor", async () => {
    /** Whether the rows after a cursor compare the key and the id together (the ties' order). */
    const comparesTies = (after: { rows: SQL }) => /, "listings"\."id"\) [<>] \(/.test(textOf(after.rows));
    const cases = [
      // A cap under a dearer car's price, by price from the dearest (2,400 Paganis, many at each price).
      [{ priceMax: 2_000_000 }, 'price_desc', '3000000', 'price_usd <= 2000000'],
      // A floor above a cheaper car's price, by price from the cheapest.
      [{ priceMin: 3_000_000 }, 'price_asc', '1000000', 'price_usd >= 3000000'],
      // The newest model year allowed under a later car's, by year.
      [{ yearMax: 2020 }, 'year_desc', '2023', 'year <= 2020'],
    ] as const;
    for (const [filter, sort, k, where] of cases) {
      const [name, bound] = Object.entries(filter)[0]!;
      const cursor = encodeListingCursor({ k, id: 2_147_483_647 });
      const res = await get(`/api/listings?${name}=${bound}&sort=${sort}&limit=7&cursor=${cursor}`);
      expect(pageIds(res), name).toEqual(await idsWhere(sql.raw(where), sort, 7));
      // The key's range alone: the index's scan starts at the filter's bound, not at the cursor's key.
      const c = { k, id: 2_147_483_647 };
      expect(comparesTies(keysetAfter(sort, c, filter as ListingFilters)), name).toBe(false);
      expect(comparesTies(keysetAfter(sort, c)), name).toBe(true);
    }
    // A cursor inside the bound still orders ties by id: the page after the first follows on.
    const first = await get('/api/listings?priceMax=2000000&sort=price_desc&limit=7');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect([...pageIds(first), ...pageIds(await get(next!))]).toEqual(
      await idsWhere(sql`price_usd <= 2000000`, 'price_desc', 14),
    );
    const inside = { priceMax: 2_000_000 } as ListingFilters;
    expect(comparesTies(keysetAfter('price_desc', { k: '1900000', id: 5 }, inside))).toBe(true);
  });

  it('plans a question once for its other sorts and pages, and again once the listings change (decision 0057)', async () => {
    /** `url`'s answer, and the EXPLAIN statements the app sent to the database for it. */
    const planned = async (url: string) => {
      const { res, texts } = await answeredWith(url);
      return { res, explains: texts.filter((text) => text.startsWith('explain')) };
    };
    t.deps.listingCache.invalidate();
    // 'pagani huayra' (2,400 matches): the estimate chooses whether the page walks the sort's index.
    expect((await planned('/api/listings?q=pagani%20huayra&sort=newest&limit=5')).explains).toHaveLength(1);
    // The same question sorted another way, another page size: planned already. The words' rows are
    // forgotten first, so this is their first ask again and the next page's their second: a second ask
    // only starts their read (word-rows.ts), and the pages below come from the database, whose plans
    // this test is about. Asked twice already, a read finished in between would serve the next page from
    // memory, with no statement (decision 0096).
    t.deps.listingCache.wordRows.clear();
    const sorted = await planned('/api/listings?q=pagani%20huayra&sort=price_asc&limit=7');
    expect(sorted.explains).toEqual([]);
    expect(pageIds(sorted.res)).toEqual(await idsInOrder('pagani:* & huayra:*', 'price_asc', 7));
    // Its next page: the rows after the cursor alone are planned (one condition, no union with the
    // whole question's), and the page follows on.
    const next = /<([^>]+)>; rel="next"/.exec(String(sorted.res.headers.link))?.[1];
    const more = await planned(next!);
    expect(more.explains).toHaveLength(1);
    expect(more.explains[0]).not.toMatch(/union all/);
    expect([...pageIds(sorted.res), ...pageIds(more.res)]).toEqual(
      await idsInOrder('pagani:* & huayra:*', 'price_asc', 14),
    );
    // A committed change drops the estimates with the answers (dropOnPublicChange): planned again.
    t.deps.events.publish([{ type: 'listing.changed', listingId: 1, ownerId: seller.id }]);
    expect((await planned('/api/listings?q=pagani%20huayra&sort=price_asc&limit=7')).explains).toHaveLength(
      1,
    );
  });

  it('proves the count by the rows the walk read when its bound could not, and counts on its own when they prove nothing (decision 0060)', async () => {
    const active = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from listings where status = 'active' and not seller_suspended and not reports_held`,
        )
      )[0]!.n;
    const block = (n: number, every: number, price: number) =>
      t.deps.db.execute(sql`
        insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location, region,
                              description, features, status, verified)
        select ${seller.id}, 'Maserati', 'MC20', 2022, ${price}, 'USD', 100, 'excellent', 'Modena, Italy', 'Europe',
               case when i % ${every} = 0 then 'marquetry inlay' else 'plain' end, '{}', 'active', true
        from generate_series(1, ${n}) as i`);
    // At least 30,000 listings, so that two words always together in 4,000 of them look rare to a
    // planner that takes them as unrelated (fewer than 1,000 together): the walk's bound is long, and
    // proves nothing (sortedWalk).
    await block(Math.max(0, 30_000 - 6000 - (await active())), 30_001, 200_000); // one in 30,001: none
    // 4,000 with 'marquetry inlay', the cheapest of all: a walk in price order finds a page at once.
    await block(4000, 1, 1);
    // Then the newest 2,000, one in 40 with the words: a walk newest first finds a page of 10 about 440
    // rows in, too deep to prove the count (11 / 4 x base / 500 rows), well within its bound.
    await block(2000, 40, 400_000);
    const matches = 4000 + 2000 / 40;
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();

    /** `url`'s answer, and the capped counts sent as statements of their own (a page goes through the builder). */
    const asked = async (url: string) => {
      const { res, texts } = await answeredWith(url);
      return { res, counts: texts.filter((text) => /\) capped\)/.test(text)) };
    };
    const estimated = (res: Awaited<ReturnType<typeof get>>) => {
      expect(res.headers['x-total-count']).toBeUndefined();
      const estimate = Number(res.headers['x-total-count-estimate']);
      expect(estimate).toBeGreaterThan(matches * 0.7);
      expect(estimate).toBeLessThan(matches * 1.3);
    };
    // In price order the walk's first rows hold a page: proved, no count sent at all.
    const cheap = await asked('/api/listings?q=marquetry%20inlay&sort=price_asc&limit=10');
    expect(cheap.counts).toEqual([]);
    estimated(cheap.res);
    expect(pageIds(cheap.res)).toEqual(await idsInOrder('marquetry:* & inlay:*', 'price_asc', 10));
    // Newest first the page lies deeper: the walk's page stands and the count is a statement of its own
    // (asked anew: the instance keeps a question's total for its other sorts).
    t.deps.listingCache.invalidate();
    const newest = await asked('/api/listings?q=marquetry%20inlay&sort=newest&limit=10');
    expect(newest.counts).toHaveLength(1);
    estimated(newest.res);
    expect(pageIds(newest.res)).toEqual(await idsInOrder('marquetry:* & inlay:*', 'newest', 10));
  });

  it("walks a sort from its own filter's bound, where the other filters are in the sort's index (walkedBy)", async () => {
    // Listings priced above every other, each with 'tachometer', and cheap ones with it too: among all
    // listings too rare for a walk of the whole price order to pay, so the usual plan reads every match
    // from the table and counts them exactly; from $50M up (the planner's estimate: a seventh of the rows
    // there) a walk from the bound finds a page among the first rows it reads, and the total beside it is
    // the estimate, as for any question above the exact range.
    const block = (n: number, price: number, description: string) =>
      t.deps.db.execute(sql`
        insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                              region, description, features, status, verified)
        select ${seller.id}, 'Bugatti', 'Chiron', 2020, ${price} + i * 100, 'USD', 500, 'excellent',
               'Molsheim, France', 'Europe', ${description}, '{}', 'active', true
        from generate_series(1, ${n}) as i`);
    // At least 12,000 listings before them, and the blocks in proportion to what the tests before this one
    // left: the word's share among all listings is what keeps a walk of the whole order from paying.
    const [active] = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where status = 'active'`,
    );
    await block(Math.max(0, 12_000 - active!.n), 20_000, 'plain chassis');
    const before = Math.max(12_000, active!.n);
    const above = Math.round(before / 15);
    await block(above, 50_000_000, 'tachometer bezel');
    await block(Math.round(before / 10), 10_000, 'tachometer bezel');
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
    const expected = async (order: string, where = sql`true`) =>
      (
        await rows<{ id: number }>(
          sql`select id from listings where status = 'active' and not seller_suspended and not reports_held
              and price_usd >= 50000000 and search_vector @@ to_tsquery('simple', 'tachometer:*') and ${where}
              order by ${sql.raw(order)} limit 5`,
        )
      ).map((r) => r.id);
    try {
      for (const sort of ['price_asc', 'price_desc'] as const) {
        const res = await get(`/api/listings?q=tachometer&priceMin=50000000&sort=${sort}&limit=5`);
        expect(pageIds(res), sort).toEqual(await expected(SORT_ORDER_SQL[sort]!));
        expect(res.headers['x-total-count'], sort).toBeUndefined();
        const estimate = Number(res.headers['x-total-count-estimate']);
        expect(estimate, sort).toBeGreaterThan(EXACT_COUNT_LIMIT);
      }
      // Another filter beside the bound, one the sort's index holds: the walk tests it on the
      // index's entries and still pays (decision 0069).
      const held = await get(
        '/api/listings?q=tachometer&priceMin=50000000&yearMin=2020&sort=price_asc&limit=5',
      );
      expect(pageIds(held)).toEqual(await expected(SORT_ORDER_SQL.price_asc!, sql`year >= 2020`));
      expect(held.headers['x-total-count']).toBeUndefined();
      expect(Number(held.headers['x-total-count-estimate'])).toBeGreaterThan(EXACT_COUNT_LIMIT);
      // One only the table holds (the model): a walk would read from the table the rows it drops as well,
      // and the usual plan reads every match, counted exactly.
      const res = await get(
        '/api/listings?q=tachometer&priceMin=50000000&model=chiron&sort=price_asc&limit=5',
      );
      expect(pageIds(res)).toEqual(await expected(SORT_ORDER_SQL.price_asc!, sql`lower(model) = 'chiron'`));
      expect(res.headers['x-total-count']).toBe(String(above));
    } finally {
      // Gone, as autovacuum would leave them: later tests weigh the indexes' sizes.
      await t.deps.db.execute(
        sql`delete from listings where description in ('tachometer bezel', 'plain chassis')`,
      );
      await t.deps.db.execute(sql`vacuum analyze listings`);
      t.deps.listingCache.invalidate();
    }
  });
});

/** A plan's node (EXPLAIN's JSON), as the tests read them. */
type PlanNode = {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
};

/** Every node of `statement`'s plan, as the planner would run it now. */
async function planNodes(statement: SQL): Promise<PlanNode[]> {
  const [row] = await rows<{ 'QUERY PLAN': unknown }>(sql`explain (format json) ${statement}`);
  const raw = row!['QUERY PLAN'];
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan);
  return nodes;
}

/**
 * `run`'s answer when the planner has only the listings indexes named by `kept` (a regular expression) and
 * the primary key, with the ways of reading in `off` turned off: in a transaction rolled back afterwards.
 */
async function withOnlyIndexes<T>(kept: string, off: string[], run: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await t.deps.db
    .transaction(async (tx) => {
      const others = (
        (await tx.execute(
          sql`select indexname from pg_indexes where tablename = 'listings' and indexname <> 'listings_pkey' and indexname !~ ${kept}`,
        )) as unknown as { rows: { indexname: string }[] }
      ).rows;
      for (const { indexname } of others) await tx.execute(sql.raw(`drop index "${indexname}"`));
      for (const way of off) await tx.execute(sql.raw(`set local ${way} = off`));
      answer = await run(tx as unknown as Db);
      tx.rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  return answer as T;
}

/** The plan of `query` (as EXPLAIN's JSON) with only the indexes `kept` and the ways not `off` (withOnlyIndexes). */
const planWithOnly = (kept: string, off: string[], query: ReturnType<typeof sql>): Promise<string> =>
  withOnlyIndexes(kept, off, async (tx) => {
    const [row] = (
      (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': unknown }[];
      }
    ).rows;
    return JSON.stringify(row?.['QUERY PLAN']);
  });

/**
 * The indexes a plan of `where` reads, with the conditions each is asked, when the planner has only the
 * full-text indexes `kept` and no table scan (on small data it would rather read a make's few rows from
 * their own index).
 */
async function fullTextScans(kept: string, where: SQL): Promise<{ index: string; cond: string }[]> {
  const plan = await planWithOnly(kept, ['enable_seqscan'], sql`select id from listings where ${where}`);
  return [...plan.matchAll(/"Index Name":"(\w+)"[^}]*?"Index Cond":"((?:[^"\\]|\\.)*)"/g)].map((m) => ({
    index: m[1]!,
    cond: m[2]!,
  }));
}

describe('the public covering indexes (decision 0044)', () => {
  /**
   * The index-only scans of a public question's capped count when the planner has nothing else: the
   * table's other indexes (the public full-text index of 0051 among them) dropped and its other reads
   * turned off.
   */
  async function indexOnlyScans(filters: Partial<ListingFilters>): Promise<string[]> {
    const plan = await planWithOnly(
      '^listings_public_(make|region|price)_idx$',
      ['enable_seqscan', 'enable_bitmapscan'],
      sql`select count(*) from (select 1 from listings where ${filterCondition(null, filters as ListingFilters, undefined)} limit 501) c`,
    );
    return [...plan.matchAll(/"Node Type":"Index Only Scan"[^}]*?"Index Name":"(\w+)"/g)].map((m) => m[1]!);
  }

  // Every filter the indexes hold at once (FILTERS_IN_BROWSE_INDEXES): the index proves the rows public
  // (visibility.ts publicListing, word for word) and holds every column compared.
  const every: Partial<ListingFilters> = {
    region: 'Europe',
    priceMax: 900_000,
    yearMin: 2005,
    yearMax: 2024,
    condition: 'excellent',
    bodyType: 'coupe',
    fuelType: 'gasoline',
    mileageMax: 20_000,
    verified: true,
  };

  it("answer a public question's capped count from the index alone, whatever filters it sets", async () => {
    // Which of them depends on the data's statistics; one of them, read alone, does.
    for (const filters of [{ ...every, make: 'Ferrari' }, every, { priceMin: 1_000 }, { make: 'Ferrari' }])
      expect(await indexOnlyScans(filters), JSON.stringify(filters)).toEqual([
        expect.stringMatching(/^listings_public_(make|region|price)_idx$/),
      ]);
    // The model and the words are not in them: the table answers those.
    expect(await indexOnlyScans({ make: 'Ferrari', model: 'Roma' })).toEqual([]);
  });

  it("include each sort's index, which tests every filter on its entries: a walk reads from the table only the rows they keep (decision 0069)", async () => {
    const indexes = {
      newest: 'created',
      price_asc: 'price',
      price_desc: 'price_desc',
      year_desc: 'year',
      mileage_asc: 'mileage',
    };
    for (const [sort, index] of Object.entries(indexes)) {
      const plan = await planWithOnly(
        `^listings_status_${index}_idx$`,
        ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
        sql`select id from listings where ${filterCondition(null, { ...every, make: 'Ferrari' } as ListingFilters, undefined)} order by ${sql.raw(SORT_ORDER_SQL[sort]!)} limit 21`,
      );
      expect(plan, sort).toContain(`"Index Name":"listings_status_${index}_idx"`);
      expect(plan, sort).toMatch(/"Index Cond":"[^"]*make[^"]*"/);
      // Nothing left to test on the table's rows.
      expect(plan, sort).not.toContain('"Filter"');
    }
  });

  it('are walked with a picked mileage cap said as the range they hold, not as the caps only the table holds (decision 0087)', async () => {
    const picked = { ...every, make: 'Ferrari', mileageMax: MILEAGE_CAPS_MI[0] } as ListingFilters;
    const walkPlan = async (forWalk: boolean) =>
      planWithOnly(
        '^listings_status_mileage_idx$',
        ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
        sql`select id from listings where ${filterCondition(null, picked, undefined, forWalk)} order by ${sql.raw(SORT_ORDER_SQL.mileage_asc!)} limit 21`,
      );
    // As a question asks it, the caps: the walk would read each entry's row from the table to test them.
    expect(await walkPlan(false)).toMatch(/"Filter":"[^"]*mileage_caps/);
    const walked = await walkPlan(true);
    expect(walked).toContain('"Node Type":"Index Only Scan"');
    expect(walked).not.toContain('"Filter"');
    // The same listings either way.
    const ids = async (forWalk: boolean) =>
      (
        await rows<{ id: number }>(
          sql`select id from listings where ${filterCondition(null, picked, undefined, forWalk)} order by id`,
        )
      ).map((r) => r.id);
    expect(await ids(true)).toEqual(await ids(false));
  });
});

describe('the public full-text index (decision 0051)', () => {
  /** The indexes a plan reads, with their conditions, when it has only the two full-text indexes. */
  const indexScans = (where: SQL) => fullTextScans('^listings_(public_)?search_idx$', where);

  it("finds a public question's words and categories in one scan, and leaves the rest to the other indexes", async () => {
    const words = sql`search_vector @@ to_tsquery('simple', 'carrera')`;
    // Every category it holds, beside the words: one scan of the one index, asked all of them.
    const categories = {
      make: 'Porsche',
      region: 'Europe',
      condition: 'excellent',
      bodyType: 'coupe',
      fuelType: 'gasoline',
    } satisfies Partial<ListingFilters>;
    const [scan, ...others] = await indexScans(
      sql`${filterCondition(null, categories as ListingFilters, undefined)} and ${words}`,
    );
    expect(others).toEqual([]);
    expect(scan?.index).toBe('listings_public_search_idx');
    for (const column of ['search_vector', 'make', 'region', 'condition', 'body_type', 'fuel_type'])
      expect(scan?.cond, column).toContain(column);
    // The index holds the public inventory alone: an administrator's question of every status reads the
    // full-text index of all listings.
    const everyStatus = await indexScans(sql`region = 'Europe' and ${words}`);
    expect(everyStatus.map((s) => s.index)).not.toContain('listings_public_search_idx');
    expect(everyStatus.map((s) => s.index)).toContain('listings_search_idx');
  });
});

describe('a full-text index per region (decision 0088)', () => {
  beforeAll(async () => {
    // 'tridente' in every region, half of each new: 600 public listings, 100 a region.
    await t.deps.db.execute(sql`
      insert into listings (seller_id, make, model, year, price, currency, mileage, condition, location,
                            region, description, features, status, verified)
      select ${seller.id}, 'Maserati', 'Ghibli', 2021, 90000 + i, 'USD', 2000,
             (array['new', 'excellent'])[1 + (i / ${REGIONS.length}) % 2]::listing_condition, 'Modena, Italy',
             (${sql.raw(`array[${REGIONS.map((r) => `'${r}'`).join(', ')}]`)})[1 + i % ${REGIONS.length}],
             'tridente badge', '{}', 'active', true
      from generate_series(1, 600) as i`);
    await t.deps.db.execute(sql`analyze listings`);
    t.deps.listingCache.invalidate();
  });

  afterAll(async () => {
    await t.deps.db.execute(sql`delete from listings where description = 'tridente badge'`);
    await t.deps.db.execute(sql`vacuum analyze listings`);
    t.deps.listingCache.invalidate();
  });

  /** Every full-text index of the listings: the public one, each region's, and that of every status. */
  const EVERY_FULL_TEXT_INDEX = '^listings_(public_)?search(_[a-z_]+)?_idx$';

  it('holds one index for each region', async () => {
    const names = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'listings' and indexname ~ '^listings_public_search_.+_idx$'`,
    );
    expect(names.map((n) => n.indexname).sort()).toEqual(REGIONS.map(regionSearchIndex).sort());
  });

  it("reads a public question's words within a region from that region's index, the region not asked again", async () => {
    const words = sql`search_vector @@ to_tsquery('simple', 'tridente')`;
    for (const region of REGIONS) {
      const question = filterCondition(null, { region, condition: 'new' } as ListingFilters, undefined);
      const [scan, ...others] = await fullTextScans(EVERY_FULL_TEXT_INDEX, sql`${question} and ${words}`);
      expect(others, region).toEqual([]);
      expect(scan?.index, region).toBe(regionSearchIndex(region));
      expect(scan?.cond).toContain('search_vector');
      expect(scan?.cond).toContain('condition');
      expect(scan?.cond).not.toContain('region');
    }
    // Without a region, the public index of every region.
    const [everywhere] = await fullTextScans(
      EVERY_FULL_TEXT_INDEX,
      sql`${filterCondition(null, { condition: 'new' } as ListingFilters, undefined)} and ${words}`,
    );
    expect(everywhere?.index).toBe('listings_public_search_idx');
  });

  it('answers a question within a region with the listings the table holds there, counted exactly', async () => {
    for (const region of ['Asia Pacific', 'Africa'] as const) {
      const res = await get(
        `/api/listings?q=tridente&region=${encodeURIComponent(region)}&condition=new&limit=100`,
      );
      expect(res.statusCode).toBe(200);
      const expected = await idsWhere(
        sql`search_vector @@ to_tsquery('simple', 'tridente') and region = ${region} and condition = 'new'`,
        'newest',
        100,
      );
      expect(expected.length).toBe(50);
      expect(pageIds(res)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe('50');
      const facets = (
        await get(`/api/listings/facets?q=tridente&region=${encodeURIComponent(region)}`)
      ).json();
      expect(facets.total).toBe(100);
      expect(facets.estimated).toBe(false);
      expect(asRecord(facets.condition)).toEqual({ new: 50, excellent: 50 });
    }
  });
});

describe('mileage caps (decision 0061)', () => {
  it("finds a public question's words under a cap a buyer picks in one scan, and compares any other cap on the row", async () => {
    const words = sql`search_vector @@ to_tsquery('simple', 'carrera')`;
    for (const [mileageMax, mileageUnit, inScan] of [
      [5_000, 'mi', true],
      [25_000, 'km', true],
      [7_000, 'mi', false],
    ] as const) {
      const question = filterCondition(null, { mileageMax, mileageUnit } as ListingFilters, undefined);
      const plan = await planWithOnly(
        '^listings_public_mileage_search_idx$',
        ['enable_seqscan'],
        sql`select id from listings where ${question} and ${words}`,
      );
      const conds = [
        ...plan.matchAll(
          /"Index Name":"listings_public_mileage_search_idx"[^}]*?"Index Cond":"((?:[^"\\]|\\.)*)"/g,
        ),
      ].map((m) => m[1] ?? '');
      // Asked of the index beside the words, or (a range: in a GIN index the union of every mileage's
      // posting list, read whole) compared on each row the words find.
      expect(conds.length, `${mileageMax} ${mileageUnit}`).toBe(1);
      expect(conds[0]?.includes('mileage_caps'), `${mileageMax} ${mileageUnit}`).toBe(inScan);
    }
  });

  it('finds under each cap a buyer picks, in miles or kilometres, exactly the listings its range holds', async () => {
    // Listings on each side of every cap, entered in either unit, and one without a mileage (read as 0).
    const entered = [
      ...MILEAGE_CAPS_MI.flatMap((cap) => [cap, cap + 1].map((mileage) => ({ mileage, mileageUnit: 'mi' }))),
      ...MILEAGE_CHOICES.flatMap((n) => [n, n + 3].map((mileage) => ({ mileage, mileageUnit: 'km' }))),
      { mileage: null, mileageUnit: 'mi' },
    ];
    const made: Awaited<ReturnType<typeof makeListing>>[] = [];
    for (const m of entered) made.push(await makeListing(t.deps.db, seller.id, { make: 'Koenigsegg', ...m }));
    try {
      const ids = made.map((l) => l.id);
      for (const unit of DISTANCE_UNITS)
        for (const choice of MILEAGE_CHOICES) {
          const capMi = convertDistance(choice, unit, 'mi');
          const expected = (
            await rows<{ id: number }>(
              sql`select id from listings where id in ${sql`(${sql.join(ids, sql`, `)})`} and coalesce(mileage_mi, 0) <= ${capMi} order by coalesce(mileage_mi, 0), id`,
            )
          ).map((r) => r.id);
          const { res } = await answeredWith(
            `/api/listings?make=Koenigsegg&mileageMax=${choice}&mileageUnit=${unit}&sort=mileage_asc&limit=100`,
          );
          expect(pageIds(res), `${choice} ${unit}`).toEqual(expected);
          expect(Number(res.headers['x-total-count']), `${choice} ${unit}`).toBe(expected.length);
        }
      // Sorted by mileage, a cursor past the cap leaves nothing; one below it, the rest under the cap.
      const under = (k: number) =>
        answeredWith(
          `/api/listings?make=Koenigsegg&mileageMax=5000&sort=mileage_asc&cursor=${encodeListingCursor({ k: String(k), id: 2_147_483_647 })}`,
        );
      const past = await under(30_000);
      expect(pageIds(past.res)).toEqual([]);
      expect(past.res.headers.link).toBeUndefined();
      const below = await under(3_107);
      const miles = (l: (typeof made)[number]) => l.mileageMi ?? 0;
      expect(pageIds(below.res)).toEqual(
        made
          .filter((l) => miles(l) > 3_107 && miles(l) <= 5_000)
          .sort((a, b) => miles(a) - miles(b) || a.id - b.id)
          .map((l) => l.id),
      );
    } finally {
      // The other tests count this file's inventory: leave it as it was.
      await t.deps.db.delete(listings).where(
        inArray(
          listings.id,
          made.map((l) => l.id),
        ),
      );
    }
  });
});
