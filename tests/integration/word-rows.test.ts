import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsInTableOrder, rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import type { FacetDimension } from '../../src/server/modules/listings/counting.ts';
import { searchTerms } from '../../src/server/modules/listings/search.ts';
import {
  FACET_COLUMNS,
  filterCondition,
  listingFacets,
  listListings,
  rowFiltersOf,
} from '../../src/server/modules/listings/service.ts';
import { readWordRows, sampleFromWordRows } from '../../src/server/modules/listings/word-rows.ts';
import type { ListingFilters, ListingQuery, ListingSort } from '../../src/shared/schemas/listing-query.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Facet samples tallied from the words' rows in memory (docs/decisions/0095-facet-samples-from-the-words-rows.md):
 * the rows are the words' public matches in table order, the filters keep the listings the database's
 * filters keep, and a facet reply from them is the reply the database's samples give.
 */
let t: TestApp;
const DIMS: FacetDimension[] = ['make', 'region', 'condition', 'bodyType', 'priceBand'];
const MAKES = ['Ferrari', 'Porsche', 'Bentley', 'McLaren'];
const REGIONS = ['Europe', 'North America', 'Asia Pacific'];
const CONDITIONS = ['new', 'excellent', 'good'] as const;
const BODIES = ['coupe', 'suv', null];
const FUELS = ['gasoline', 'electric', null];
const CURRENCIES = ['USD', 'EUR', 'GBP'];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t.deps, 'dealer');
  const suspended = await makeUser(t.deps, 'dealer');
  for (let i = 0; i < 90; i++)
    await makeListing(t.deps.db, i % 17 === 0 ? suspended.id : seller.id, {
      make: MAKES[i % 4],
      region: REGIONS[i % 3],
      condition: CONDITIONS[(i >> 1) % 3],
      bodyType: BODIES[(i >> 2) % 3],
      fuelType: FUELS[i % 3],
      // Every fifth on request; the others in three currencies, some on the bounds asked below.
      price: i % 5 === 4 ? null : 40_000 + ((i * 37_000) % 900_000),
      currency: CURRENCIES[i % 3],
      year: 1995 + (i % 30),
      mileage: (i * 1_700) % 60_000,
      mileageUnit: i % 2 === 0 ? 'mi' : 'km',
      verified: i % 4 !== 1,
      status: i % 11 === 3 ? 'pending' : 'active',
      description: i % 3 === 2 ? 'A quiet grand tourer.' : 'Carbon ceramic brakes, carbon roof.',
    });
  await makeListing(t.deps.db, seller.id, {
    description: 'The only zanzibar blue one.',
    bodyType: null,
    fuelType: null,
  });
  await t.deps.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
});
afterAll(() => t.close());

/** Filters as a query sets them (the others unset). */
const set = (f: Partial<ListingFilters>) => f as ListingFilters;
const FILTERS = [
  {},
  { make: 'ferrari' },
  { region: 'Europe', condition: 'new' },
  { bodyType: 'suv', fuelType: 'electric' },
  { priceMin: 150_000 },
  { priceMax: 300_000, priceCurrency: 'USD' },
  { priceMin: 77_000, priceMax: 500_000 },
  { yearMin: 2005, yearMax: 2015 },
  { mileageMax: 20_000 },
  { mileageMax: 25_000, mileageUnit: 'km' },
  { verified: false },
  { make: 'Porsche', yearMin: 2000, priceMax: 800_000, region: 'Asia Pacific' },
] as ListingFilters[];

describe('word rows', () => {
  it('hold the words’ public matches, and keep under each filter set the listings the database keeps', async () => {
    const db = t.deps.db;
    const terms = await searchTerms(db, 'carbon', { begun: 'whole words' });
    const rows = await readWordRows(db, terms, FACET_COLUMNS);
    expect(rows.whole).toBe(true);
    for (const f of FILTERS) {
      const tested = rowFiltersOf(f);
      expect(tested, JSON.stringify(f)).toBeDefined();
      const tally = sampleFromWordRows(rows, tested!, DIMS, 10_000);
      const [exact] = rowsOf<{ n: number; ferrari: number }>(
        await db.execute(
          sql`select count(*)::int as n, count(*) filter (where ${listings.make} = 'Ferrari')::int as ferrari
              from ${listings} where ${filterCondition(null, f, terms)}`,
        ),
      );
      expect(tally?.size, JSON.stringify(f)).toBe(exact?.n);
      expect(tally?.counts.get('make')?.get('Ferrari') ?? 0, JSON.stringify(f)).toBe(exact?.ferrari);
    }
    const all = sampleFromWordRows(rows, rowFiltersOf(set({}))!, DIMS, 10_000);
    // Suspended sellers' listings, pending ones and those without the word are not among them.
    const [publicMatches] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${listings} where ${filterCondition(null, set({}), terms)}`,
      ),
    );
    expect(rows.size).toBe(publicMatches?.n);
    expect(all?.size).toBeGreaterThan(20);
    expect(all?.size).toBeLessThan(60);
  });

  it('hold one match whose categories are unset', async () => {
    const terms = await searchTerms(t.deps.db, 'zanzibar', { begun: 'whole words' });
    const rows = await readWordRows(t.deps.db, terms, FACET_COLUMNS);
    expect(rows).toMatchObject({ size: 1, whole: true });
    expect(rows.values.bodyType).toEqual([null]);
    expect(sampleFromWordRows(rows, rowFiltersOf(set({}))!, DIMS, 500)?.counts.get('make')).toEqual(
      new Map([['Porsche', 1]]),
    );
  });

  it('give a sample the first rows meeting its filters in the order the table holds them, as the database reads it', async () => {
    const db = t.deps.db;
    const terms = await searchTerms(db, 'carbon', { begun: 'whole words' });
    const rows = await readWordRows(db, terms, FACET_COLUMNS);
    for (const f of [{}, { region: 'Europe' }, { priceMin: 100_000 }] as ListingFilters[]) {
      const tally = sampleFromWordRows(rows, rowFiltersOf(f)!, DIMS, 7);
      const read = await rowsInTableOrder<{ make: string; priceBand: string | null }>(
        db,
        sql`select ${listings.make} as make, ${FACET_COLUMNS.priceBand} as "priceBand" from ${listings} where ${filterCondition(null, f, terms)} limit 7`,
      );
      expect(tally?.size).toBe(7);
      const byMake = new Map<string, number>();
      for (const r of read) byMake.set(r.make, (byMake.get(r.make) ?? 0) + 1);
      expect(tally?.counts.get('make')).toEqual(byMake);
    }
  });

  it('are not used for filters they cannot test', () => {
    expect(rowFiltersOf(set({ model: '911' }))).toBeUndefined();
    expect(rowFiltersOf(set({ priceMin: 1, priceCurrency: 'EUR' }))).toBeUndefined();
    expect(rowFiltersOf(set({ status: 'sold' }))).toBeUndefined();
    expect(rowFiltersOf(set({ sellerId: '00000000-0000-4000-8000-000000000000' }))).toBeUndefined();
  });

  it('answer a facet request as the database’s samples do, once the words are asked again, and go with a change', async () => {
    const cache = t.deps.listingCache;
    cache.invalidate();
    const ask = (query: string) =>
      t.app.inject({ url: `/api/listings/facets?${query}` }).then((r) => r.json());
    await ask('q=carbon&priceMin=1');
    expect(cache.wordRows.rows.size).toBe(0);
    await ask('q=carbon&priceMin=2');
    // The second question reads the words' rows beside its own answer.
    await expect.poll(() => cache.wordRows.rows.size, { timeout: 5_000 }).toBe(1);
    for (const f of FILTERS) {
      const query = new URLSearchParams({
        q: 'carbon',
        ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
      });
      const served = await ask(query.toString());
      // The same question counted by the database alone (no word rows known).
      const fromDatabase = await listingFacets(t.deps.db, null, set({ ...f, q: 'carbon' }));
      expect(served, query.toString()).toEqual(JSON.parse(JSON.stringify(fromDatabase)));
      expect(served.estimated).toBe(false);
    }
    // A committed change drops the rows with the answers (dropOnPublicChange).
    cache.invalidate();
    expect(cache.wordRows.rows.size).toBe(0);
  });

  it('answer the pages of words they hold whole as the database does, under every filter set and sort', async () => {
    const cache = t.deps.listingCache;
    cache.invalidate();
    const page = (query: URLSearchParams) => t.app.inject({ url: `/api/listings?${query}` });
    // Asked again until read (one read a second at most: the test before read its rows).
    let asked = 5;
    await expect
      .poll(
        async () => {
          await page(new URLSearchParams({ q: 'carbon', limit: String(asked++) }));
          return cache.wordRows.rows.size;
        },
        { timeout: 5_000 },
      )
      .toBe(1);
    const sorts: ListingSort[] = ['newest', 'price_asc', 'price_desc', 'year_desc', 'mileage_asc'];
    for (const f of FILTERS)
      for (const sort of sorts) {
        const asked = { ...f, q: 'carbon', sort, limit: 7 };
        const label = JSON.stringify(asked);
        // Each side's pages, each following its own cursors (the rows write a time as ISO 8601, PostgreSQL
        // in its own format), to the last.
        let served: string | undefined;
        let read: string | undefined;
        for (let n = 0; ; n++) {
          const query = new URLSearchParams(
            Object.entries({ ...asked, cursor: served }).flatMap(([k, v]) =>
              v === undefined ? [] : [[k, String(v)]],
            ),
          );
          const r = await page(query);
          expect(r.statusCode, label).toBe(200);
          const fromDatabase = await listListings(t.deps.db, null, {
            ...asked,
            cursor: read,
          } as ListingQuery);
          expect(
            r.json().map((l: { id: number }) => l.id),
            `${label} page ${n}`,
          ).toEqual(fromDatabase.items.map((l) => l.id));
          // Few listings: the database counts them exactly too.
          expect(r.headers['x-total-count'], label).toBe(String(fromDatabase.total.count));
          const link = r.headers.link as string | undefined;
          served = link
            ? (new URL(link.slice(1, link.indexOf('>')), 'http://x').searchParams.get('cursor') ?? undefined)
            : undefined;
          read = fromDatabase.nextCursor ?? undefined;
          expect(served === undefined, label).toBe(read === undefined);
          if (!served) break;
        }
      }
    // The pages came from the rows held: a price changed behind the cache's back (no committed change
    // announced) is not seen by them, until a change drops them (dropOnPublicChange).
    const [cheapest] = rowsOf<{ id: number }>(
      await t.deps.db.execute(
        sql`select id from ${listings} where ${filterCondition(null, set({}), await searchTerms(t.deps.db, 'carbon', { begun: 'whole words' }))} and price_usd is not null order by price_usd, id limit 1`,
      ),
    );
    await t.deps.db.execute(sql`update ${listings} set price_usd = 5000000 where id = ${cheapest?.id}`);
    const firstId = async (limit: string) =>
      (await page(new URLSearchParams({ q: 'carbon', sort: 'price_asc', limit }))).json()[0]?.id;
    expect(await firstId('8')).toBe(cheapest?.id);
    cache.invalidate();
    expect(await firstId('9')).not.toBe(cheapest?.id);
  });
});
