import { type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { microsText, timestampMicros } from '../../../shared/schemas/listing-query.ts';
import { type Db, rowsInTableOrder } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { FACET_SAMPLE_SIZE, type FacetDimension, type SampleTally } from './counting.ts';
import { holdsTerms } from './search.ts';
import { publicListing } from './visibility.ts';

/**
 * The first public matches of a search's words, in the order the table holds them, with what the browse
 * filters test and the facets count (docs/decisions/0095-facet-samples-from-the-words-rows.md). A facet
 * sample is the first matches of its question in that order (counting.ts facetCounts, decision 0071),
 * so the sample of the same words under any filters the rows can test is the first rows here that meet
 * them: a buyer who searched 'carbon' and then picks a region, a price or a year asks no new sample of
 * the database while these rows are kept. When they are every match (`whole`), a page of the words in
 * any public sort is read from them too (pageFromWordRows, decision 0096). Categories are held as codes
 * into `values`, one list a column.
 */
export interface WordRows {
  /** How many rows are held. */
  size: number;
  /** Every public match is held (fewer matched than WORD_ROWS_LIMIT). */
  whole: boolean;
  /** Per category column, the value of each code (null: the listing has none). */
  values: Record<WordRowCategory, (string | null)[]>;
  codes: Record<WordRowCategory, Uint16Array>;
  /** US dollars; NaN for "price on request", which no price bound keeps. */
  priceUsd: Float64Array;
  year: Int16Array;
  /** Miles, none read as 0 (as the mileage filter compares it). */
  mileageMi: Int32Array;
  verified: Uint8Array;
  id: Int32Array;
  /** When each listing was created, in microseconds since 1970 (the newest-first sort's key). */
  createdAtUs: Float64Array;
  /** Each sort's order of the rows, made when a page first asks for it (pageFromWordRows). */
  orders: Map<string, Int32Array>;
}

/** The columns held as codes: the facets' and the categories the filters name beside them. */
const CATEGORY_COLUMNS = ['make', 'region', 'condition', 'bodyType', 'priceBand', 'fuelType'] as const;
export type WordRowCategory = (typeof CATEGORY_COLUMNS)[number];

/**
 * How many matches are held: twenty samples' worth, so a filter kept by one match in twenty (a make, or
 * a region and a condition) still finds a sample among them; narrower filters are sampled by the
 * database. Reading them costs about twenty samples' rows, once for the words while they are asked
 * (WordRowsCache), where each new question under them read one to three samples. 20,000 rows served
 * more samples, but a server whose words were not held (its first seconds, or after a change) paid
 * 110-175 ms for each words' rows.
 */
export const WORD_ROWS_LIMIT = 20 * FACET_SAMPLE_SIZE;

/**
 * A public question's filters as the rows test them: each one set, as filterCondition (service.ts) says
 * it, with prices in US dollars and mileage in miles. service.ts `rowFiltersOf` builds it from the
 * question, or gives none when it sets a filter the rows do not hold.
 */
export interface RowFilters {
  categories: Partial<Record<Exclude<WordRowCategory, 'priceBand'>, string>>;
  priceMinUsd?: number;
  priceMaxUsd?: number;
  yearMin?: number;
  yearMax?: number;
  mileageMaxMi?: number;
  verified?: boolean;
}

/**
 * Rows decoded between two turns of the event loop: the rows arrive as one string a column, and coding
 * all of them at once would hold every other request (as the facet cube's lines would: facet-cube.ts).
 */
const ROWS_PER_TURN = 2_000;

/**
 * Rows read by one statement: the words' rows come in several statements, each after the last row the
 * one before it read (by its place in the table), so no one statement holds a connection, or the embedded
 * store's one thread, for the whole read (20,000 rows of 'carbon' took 75-95 ms in one statement). On
 * PGlite at 100,000 listings, the combinations' p99 while words were read: 79-136 ms with 2,500 rows a
 * statement, 70-107 with 1,000.
 */
const ROWS_PER_STATEMENT = 1_000;

/**
 * The first public matches of `terms` (WORD_ROWS_LIMIT, and one more to know whether that was all), read
 * in table order (rowsInTableOrder) as one string a column, tab-separated ('' for none), which parse far
 * faster than as many values in JSON; `facets` are the facets' columns as the samples count them
 * (service.ts FACETS), so a facet's value here is the one a sample would tally.
 */
export async function readWordRows(
  db: Db,
  terms: string[],
  facets: Record<FacetDimension, SQL>,
): Promise<WordRows> {
  const columns: Record<
    WordRowCategory | 'priceUsd' | 'year' | 'mileageMi' | 'verified' | 'id' | 'createdAtUs',
    SQL
  > = {
    ...facets,
    fuelType: sql`${listings.fuelType}`,
    priceUsd: sql`${listings.priceUsd}`,
    year: sql`${listings.year}`,
    mileageMi: sql`coalesce(${listings.mileageMi}, 0)`,
    verified: sql`case when ${listings.verified} then 1 else 0 end`,
    id: sql`${listings.id}`,
    createdAtUs: sql`(extract(epoch from ${listings.createdAt}) * 1000000)::bigint`,
  };
  const names = Object.keys(columns) as (keyof typeof columns)[];
  type Chunk = Record<string, string | null> & { n: number; last: string | null };
  const chunks: Chunk[] = [];
  let after: string | null = null;
  let rowsRead = 0;
  while (rowsRead <= WORD_ROWS_LIMIT) {
    // The last statement reads only the one row past the limit that says whether that was all.
    const limit = Math.min(ROWS_PER_STATEMENT, WORD_ROWS_LIMIT + 1 - rowsRead);
    const [chunk]: Chunk[] = await rowsInTableOrder<Chunk>(
      db,
      sql`select count(*)::int as n, max(w.at)::text as last, ${sql.join(
        names.map(
          (name) =>
            sql`string_agg(coalesce(w.${sql.identifier(name)}::text, ''), chr(9)) as ${sql.identifier(name)}`,
        ),
        sql`, `,
      )} from (select ctid as at, ${sql.join(
        names.map((name) => sql`${columns[name]} as ${sql.identifier(name)}`),
        sql`, `,
      )} from ${listings} where ${publicListing()} and ${holdsTerms(terms)}${
        after === null ? sql`` : sql` and ctid > ${after}::tid`
      } limit ${limit}) w`,
    );
    if (!chunk || chunk.n === 0) break;
    chunks.push(chunk);
    rowsRead += chunk.n;
    after = chunk.last;
    if (chunk.n < limit) break;
  }
  // Each column's values over the chunks, one a row read.
  const split = (name: string) =>
    rowsRead === 0
      ? []
      : chunks
          .map((c) => c[name] ?? '')
          .join('\t')
          .split('\t');
  const read = split('verified');
  const size = Math.min(read.length, WORD_ROWS_LIMIT);
  const categories = CATEGORY_COLUMNS.map((name) => ({
    name,
    read: split(name),
    seen: new Map<string, number>(),
    values: [] as (string | null)[],
    codes: new Uint16Array(size),
  }));
  const numbers = [
    { read: split('priceUsd'), into: new Float64Array(size) },
    { read: split('year'), into: new Int16Array(size) },
    { read: split('mileageMi'), into: new Int32Array(size) },
    { read: split('id'), into: new Int32Array(size) },
    { read: split('createdAtUs'), into: new Float64Array(size) },
  ];
  // A value holding a tab would shift its column against the others: such rows are not kept (the read
  // fails, and the samples are read from the database as before).
  if (categories.some((c) => c.read.length !== read.length))
    throw new Error('A value of the words’ rows holds a tab');
  const verified = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    for (const c of categories) {
      const v = c.read[i] ?? '';
      let code = c.seen.get(v);
      if (code === undefined) {
        code = c.values.push(v === '' ? null : v) - 1;
        c.seen.set(v, code);
      }
      c.codes[i] = code;
    }
    for (const n of numbers) n.into[i] = n.read[i] ? Number(n.read[i]) : Number.NaN;
    verified[i] = read[i] === '1' ? 1 : 0;
  }
  const [priceUsd, year, mileageMi, id, createdAtUs] = numbers.map((n) => n.into) as [
    Float64Array,
    Int16Array,
    Int32Array,
    Int32Array,
    Float64Array,
  ];
  return {
    size,
    whole: read.length <= WORD_ROWS_LIMIT,
    values: Object.fromEntries(categories.map((c) => [c.name, c.values])) as WordRows['values'],
    codes: Object.fromEntries(categories.map((c) => [c.name, c.codes])) as WordRows['codes'],
    priceUsd,
    year,
    mileageMi,
    verified,
    id,
    createdAtUs,
    orders: new Map(),
  };
}

/** The columns a public sort's key is in (service.ts SORTS `wordRowKey`). */
const WORD_ROW_KEYS = ['createdAtUs', 'priceUsd', 'year', 'mileageMi'] as const;

/**
 * A sort as the rows order it: the column of its key and its direction, as service.ts SORTS says the
 * sort (ids break ties in the same direction; a null key, a price on request, comes last unless the sort
 * is descending without `nullsLast`, as PostgreSQL's ORDER BY puts it).
 */
export interface WordRowsOrder {
  key: (typeof WORD_ROW_KEYS)[number];
  desc: boolean;
  nullsLast?: boolean;
}

/** A page of the words' rows under a question's filters (pageFromWordRows). */
export interface WordRowsPage {
  /** The page's listings in the sort's order, each with its key as a cursor holds it. */
  rows: { id: number; sortKey: string | null }[];
  /** How many rows meet the filters: the question's exact count. */
  count: number;
}

/**
 * The first `n` rows meeting `filters` after the cursor `after` in the sort `order`, and how many meet
 * them in all: the page the database would read (service.ts listListings), when the rows hold every
 * public match of the words. None otherwise, or when the cursor's key is not one the rows can compare
 * (a time without its zone, which PostgreSQL reads in the session's).
 */
export function pageFromWordRows(
  rows: WordRows,
  filters: RowFilters,
  order: WordRowsOrder,
  after: { k: string | null; id: number } | undefined,
  n: number,
): WordRowsPage | undefined {
  if (!rows.whole) return undefined;
  const keys = rows[order.key];
  // A time is held as microseconds and written in a cursor as ISO 8601; the other keys as numbers.
  const isTime = order.key === 'createdAtUs';
  const afterKey = after?.k == null ? Number.NaN : isTime ? timestampMicros(after.k) : Number(after.k);
  if (afterKey === undefined) return undefined;
  const direction = order.desc ? -1 : 1;
  const nullsAfter = !order.desc || order.nullsLast === true;
  /** Where a row with key `ka` and id `ia` falls against one with `kb`, `ib`, in the sort's order. */
  const compare = (ka: number, ia: number, kb: number, ib: number): number => {
    const aNull = Number.isNaN(ka);
    if (aNull !== Number.isNaN(kb)) return aNull === nullsAfter ? 1 : -1;
    if (!aNull && ka !== kb) return ka < kb ? -direction : direction;
    return (ia - ib) * direction;
  };
  const name = `${order.key} ${direction} ${nullsAfter}`;
  let sorted = rows.orders.get(name);
  if (!sorted) {
    sorted = Int32Array.from({ length: rows.size }, (_, i) => i);
    sorted.sort((a, b) =>
      compare(keys[a] ?? Number.NaN, rows.id[a] ?? 0, keys[b] ?? Number.NaN, rows.id[b] ?? 0),
    );
    rows.orders.set(name, sorted);
  }
  const meets = rowTest(rows, filters);
  const page: WordRowsPage['rows'] = [];
  let count = 0;
  // The rows are in the sort's order: once one falls after the cursor, every later one does.
  let past = after === undefined;
  for (const i of sorted) {
    if (!meets(i)) continue;
    count++;
    const key = keys[i] ?? Number.NaN;
    const id = rows.id[i] ?? 0;
    if (!past && after) past = compare(key, id, afterKey, after.id) > 0;
    if (past && page.length < n)
      page.push({
        id,
        sortKey: Number.isNaN(key) ? null : isTime ? microsText(key) : String(key),
      });
  }
  return { rows: page, count };
}

/** Whether row `i` meets `filters`, as filterCondition (service.ts) keeps a listing. */
function rowTest(rows: WordRows, filters: RowFilters): (i: number) => boolean {
  // Each category filter as the code it must have: a value no row holds keeps none.
  const wanted = Object.entries(filters.categories).map(([name, value]) => ({
    codes: rows.codes[name as WordRowCategory],
    code: rows.values[name as WordRowCategory].indexOf(value),
  }));
  const { priceMinUsd, priceMaxUsd, yearMin, yearMax, mileageMaxMi, verified } = filters;
  return (i) => {
    if (!wanted.every((w) => w.codes[i] === w.code)) return false;
    const price = rows.priceUsd[i] ?? Number.NaN;
    // A bound never keeps "price on request" (NaN compares false), as SQL's null does not.
    if (priceMinUsd !== undefined && !(price >= priceMinUsd)) return false;
    if (priceMaxUsd !== undefined && !(price <= priceMaxUsd)) return false;
    const year = rows.year[i] ?? 0;
    if (yearMin !== undefined && year < yearMin) return false;
    if (yearMax !== undefined && year > yearMax) return false;
    if (mileageMaxMi !== undefined && (rows.mileageMi[i] ?? 0) > mileageMaxMi) return false;
    return verified === undefined || (rows.verified[i] === 1) === verified;
  };
}

/**
 * The sample of `n` the database would read for the words under `filters` (the first `n` rows meeting
 * them), tallied by `dims`; none when the rows hold fewer than `n` that meet them and not every match.
 */
export function sampleFromWordRows(
  rows: WordRows,
  filters: RowFilters,
  dims: FacetDimension[],
  n: number,
): SampleTally | undefined {
  const meets = rowTest(rows, filters);
  const counted = dims.map((d) => ({
    dim: d,
    codes: rows.codes[d],
    counts: new Int32Array(rows.values[d].length),
  }));
  let size = 0;
  for (let i = 0; i < rows.size && size < n; i++) {
    if (!meets(i)) continue;
    size++;
    for (const c of counted) c.counts[c.codes[i] ?? 0]! += 1;
  }
  if (size < n && !rows.whole) return undefined;
  const counts = new Map<FacetDimension, Map<string, number>>();
  for (const c of counted) {
    const byValue = new Map<string, number>();
    rows.values[c.dim].forEach((value, code) => {
      const count = c.counts[code] ?? 0;
      if (value !== null && count > 0) byValue.set(value, count);
    });
    counts.set(c.dim, byValue);
  }
  return { size, counts };
}

/**
 * What one entry holds: its typed columns' bytes a row (six codes, a price, a year, a mileage, a flag, an
 * id, a time), and for every match held, room for an order by each key either way (pageFromWordRows).
 */
const entryBytes = (rows: WordRows): number =>
  rows.size * (6 * 2 + 8 + 2 + 4 + 1 + 4 + 8 + (rows.whole ? WORD_ROW_KEYS.length * 2 * 4 : 0)) + 1024;

/** The kept rows as one reader may fill them (ListingCache.keptBy, which this module cannot import). */
export interface KeptWordRows {
  get(key: string): WordRows | undefined;
  set(key: string, rows: WordRows): void;
}

/**
 * How long kept rows serve. Any committed public change drops them at once, on every instance (the
 * relay of decision 0016), so this is not what keeps them current: it lets go of words no longer asked,
 * and bounds how stale they could be if a relay from another instance were lost. 60 s let the words of a
 * search asked again a minute later be read again (the scale benchmark's combinations, asked after 50 s
 * of other questions, found none of their words held: p99 57 ms at PG 100k against 42-47 while held).
 */
const WORD_ROWS_TTL_MS = 180_000;

/**
 * Rows this close to the end of their time are read again while they still serve (the next request
 * asking them starts it), so words asked all the time are never left to the database.
 */
const REFRESH_BEFORE_MS = 20_000;

/**
 * Reads start at most this often: after a change drops every words' rows, or when many end their time
 * together, the reads would otherwise follow each other back to back, each about as costly as a dozen
 * samples (the scale benchmark's combinations, asked just as a dozen words' rows had expired, cost 2.33 +
 * 1.99 ms of CPU a request against 1.46 + 1.15 in the server's first seconds: decision 0095).
 */
const READ_INTERVAL_MS = 1_000;

/**
 * Word rows by words, read when the same words are asked a second time within the browse cache's TTL
 * (one question alone is not worth twenty samples' rows), in the background: the question that asks does
 * not wait, its samples are read as before. Dropped with the browse cache's answers (ListingCache).
 */
export class WordRowsCache {
  /** Kept through ListingCache.keptBy: rows read across a committed change are not kept. */
  readonly rows = new LRUCache<string, WordRows>({
    max: 200,
    ttl: WORD_ROWS_TTL_MS,
    // About 40 words of 10,000 rows (0.39 MB each), any number of rarer ones.
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: entryBytes,
  });
  /** Words asked once in the TTL, whose rows are not read yet. */
  private readonly askedOnce = new LRUCache<string, true>({ max: 10_000, ttl: 10_000 });
  /**
   * The words being read. One read at a time: the first requests of a busy minute ask many words at
   * once, and their reads together held the embedded store's one thread for most of a second (PGlite,
   * 100,000 listings: the combinations' p99 251 ms in that window against 79-118 around it); the words
   * not read yet are read on a later request.
   */
  private reading?: string;
  /** When the last read started (READ_INTERVAL_MS). */
  private lastRead = 0;

  /**
   * The rows of `key` when kept; else notes the words asked, and the second time within the TTL reads
   * them (`read`) into `kept` in the background. Rows near the end of their time serve while they are
   * read again (REFRESH_BEFORE_MS).
   */
  get(key: string, kept: KeptWordRows, read: () => Promise<WordRows>): WordRows | undefined {
    const rows = kept.get(key);
    if (rows && this.rows.getRemainingTTL(key) > REFRESH_BEFORE_MS) return rows;
    if (!rows && !this.askedOnce.get(key)) {
      this.askedOnce.set(key, true);
      return undefined;
    }
    const now = Date.now();
    if (this.reading === undefined && now - this.lastRead >= READ_INTERVAL_MS) {
      this.reading = key;
      this.lastRead = now;
      read()
        .then((r) => kept.set(key, r))
        // A read that failed (the pool closing, a statement cancelled) leaves the samples to the database.
        .catch(() => {})
        .finally(() => {
          this.reading = undefined;
        });
    }
    return rows;
  }

  purgeStale(): void {
    this.rows.purgeStale();
    this.askedOnce.purgeStale();
  }

  clear(): void {
    this.rows.clear();
    this.askedOnce.clear();
  }
}
