import { and, type SQL, sql } from 'drizzle-orm';
import { PRICE_BANDS } from '../../../shared/schemas/listing-query.ts';
import type { FacetCount } from '../../../shared/schemas/listings.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import { listingFacetCube, listings } from '../../db/schema/index.ts';
import { type FacetDimension, type MatchCount, plannerRows } from './counting.ts';
import { publicListing } from './visibility.ts';

/**
 * Facet counts from the maintained cube (table listing_facet_cube, migration 0026): public listings
 * counted by make, region, condition, body type and price band together, kept by triggers in the
 * transaction that changes a listing. Any combination of those five filters is a sum over its rows (a few
 * thousand at most, whatever the inventory), done here in memory over a snapshot of the table that the
 * public browse cache keeps and drops with its answers (ListingCache, decision 0005). A price bound that
 * falls inside a band is corrected by the listings between the bound and the band's edge, read from the
 * price index when few (exact), or else estimated from the planner's statistics and shown as an estimate
 * (docs/decisions/0042-facet-cube.md).
 */

const DIMENSIONS = ['make', 'region', 'condition', 'bodyType', 'priceBand'] as const;
/** The price band's place in DIMENSIONS: the one dimension the price bounds weigh. */
const BAND = 4;

/** A snapshot of the cube: per dimension the code of each row's value, and the row's count. */
export interface FacetCube {
  /** Per dimension, the value of each code ('' is none: no body type, no price). */
  values: string[][];
  codes: Uint16Array[];
  counts: Int32Array;
  size: number;
}

/**
 * Lines parsed between two turns of the event loop: a whole snapshot of 27,000-37,000 lines in one go
 * held every other request for 23-53 ms, in the 99th percentile of every request around it.
 */
const LINES_PER_TURN = 2_000;

/**
 * The cube in one string (a line per row, tab-separated): ~27,000 rows as one value parse in ~10 ms of
 * Node where as many rows through the protocol took 55-125 ms.
 */
export async function loadFacetCube(db: Db): Promise<FacetCube> {
  const c = listingFacetCube;
  const [row] = rowsOf<{ t: string | null }>(
    await db.execute(
      sql`select string_agg(concat_ws(chr(9), ${c.make}, ${c.region}, ${c.condition}, ${c.bodyType}, ${c.priceBand}, ${c.count}), chr(10)) as t
          from ${c} where ${c.count} > 0`,
    ),
  );
  const lines = row?.t ? row.t.split('\n') : [];
  const size = lines.length;
  const values: string[][] = DIMENSIONS.map(() => []);
  const index = DIMENSIONS.map(() => new Map<string, number>());
  const codes = DIMENSIONS.map(() => new Uint16Array(size));
  const counts = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % LINES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const fields = lines[i]!.split('\t');
    for (let d = 0; d < DIMENSIONS.length; d++) {
      const v = fields[d] ?? '';
      const map = index[d]!;
      let code = map.get(v);
      if (code === undefined) {
        code = values[d]!.push(v) - 1;
        map.set(v, code);
      }
      codes[d]![i] = code;
    }
    counts[i] = Number(fields[DIMENSIONS.length]);
  }
  return { values, codes, counts, size };
}

/** How long a snapshot serves before it is read again when nothing drops it: the browse cache's TTL. */
const SNAPSHOT_TTL_MS = 10_000;

/**
 * The current snapshot. Dropped (`clear`) on a committed public change, and then read again by the next
 * request, once for all the requests that ask while it loads; past its TTL it still serves while a fresh
 * one is read in the background, so no request waits for a periodic refresh.
 */
export class FacetCubeCache {
  private entry?: { at: number; cube: Promise<FacetCube> };
  private refreshing = false;
  /** Bumped by `clear`: a read begun before a change never replaces what was dropped for it. */
  private generation = 0;

  get(db: Db): Promise<FacetCube> {
    const entry = this.entry;
    if (!entry) return this.load(db).cube;
    if (Date.now() - entry.at > SNAPSHOT_TTL_MS && !this.refreshing) {
      this.refreshing = true;
      const generation = this.generation;
      loadFacetCube(db)
        .then((cube) => {
          if (generation === this.generation) this.entry = { at: Date.now(), cube: Promise.resolve(cube) };
        })
        .catch(() => {})
        .finally(() => {
          if (generation === this.generation) this.refreshing = false;
        });
    }
    return entry.cube;
  }

  private load(db: Db) {
    const entry = { at: Date.now(), cube: loadFacetCube(db) };
    this.entry = entry;
    entry.cube.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return entry;
  }

  clear(): void {
    this.entry = undefined;
    this.refreshing = false;
    this.generation++;
  }
}

/** The filters the cube answers: the five dimensions' (prices in US dollars). */
export interface CubeQuestion {
  make?: string;
  region?: string;
  condition?: string;
  bodyType?: string;
  priceMin?: number;
  priceMax?: number;
}

/**
 * A price bound inside a band is corrected exactly by reading the listings on the smaller side of it,
 * when the planner expects at most this many there (and they turn out to be at most this many).
 */
export const FACET_WALK_LIMIT = 500;

type Side = 'inside' | 'outside';
interface Partial {
  band: number; // index in PRICE_BANDS
  whole: SQL;
  inside: SQL;
  /** The band's listings outside the bounds, as one or two ranges of the price (see edgeRanges). */
  outside: SQL[];
  /** The share of the band's listings inside the bounds, by the planner's statistics. */
  share: number;
  side?: Side;
}

/**
 * The prices of a band outside a question's bounds, as plain ranges: below the floor, above the cap.
 * Said as `not (the bounds)`, the planner read the whole band through the price index to test each row
 * (125-190 ms for the listings over $1M above a cap of $9.1M, none, at a million listings); as ranges the
 * index starts and stops at their ends.
 */
export function edgeRanges(
  band: { min: number; max: number | null },
  q: Pick<CubeQuestion, 'priceMin' | 'priceMax'>,
): SQL[] {
  const p = sql`${listings.priceUsd}`;
  const ranges: SQL[] = [];
  if (q.priceMin !== undefined && q.priceMin > band.min)
    ranges.push(sql`${p} >= ${band.min} and ${p} < ${q.priceMin}`);
  if (q.priceMax !== undefined && (band.max === null || q.priceMax < band.max))
    ranges.push(
      band.max === null ? sql`${p} > ${q.priceMax}` : sql`${p} > ${q.priceMax} and ${p} < ${band.max}`,
    );
  return ranges;
}

export interface CubeFacets {
  counts: Map<FacetDimension, FacetCount[]>;
  total: MatchCount;
}

/** Facet counts and the total of a question of the cube's filters (see the module's comment). */
export async function cubeFacets(db: Db, cache: FacetCubeCache, q: CubeQuestion): Promise<CubeFacets> {
  const cubePromise = cache.get(db);
  const priced = q.priceMin !== undefined || q.priceMax !== undefined;
  const min = q.priceMin ?? Number.NEGATIVE_INFINITY;
  const max = q.priceMax ?? Number.POSITIVE_INFINITY;
  // Each band's weight under the price bounds: 1 inside, 0 outside, and for a band the bounds cut, what
  // the listings read at its edge leave (0 or 1 with them added or taken off), or else its share.
  const weight = new Map<string, number>([['', priced ? 0 : 1]]);
  const partials: Partial[] = [];
  PRICE_BANDS.forEach((b, i) => {
    const hi = b.max ?? Number.POSITIVE_INFINITY;
    if (!priced || (min <= b.min && hi <= max)) weight.set(b.key, 1);
    else if (max < b.min || min >= hi) weight.set(b.key, 0);
    else {
      const p = sql`${listings.priceUsd}`;
      const band = and(
        publicListing(),
        sql`${p} >= ${b.min}`,
        b.max === null ? undefined : sql`${p} < ${b.max}`,
      ) as SQL;
      const bounds = and(
        q.priceMin === undefined ? undefined : sql`${p} >= ${q.priceMin}`,
        q.priceMax === undefined ? undefined : sql`${p} <= ${q.priceMax}`,
      ) as SQL;
      partials.push({
        band: i,
        whole: band,
        inside: sql`${band} and ${bounds}`,
        outside: edgeRanges(b, q).map((range) => and(publicListing(), range) as SQL),
        share: 0,
      });
    }
  });

  // Listings read at the cut bands' edges: added (inside the bounds) or taken off (outside), per cube row.
  const edge: { key: string[]; n: number }[] = [];
  if (partials.length > 0) {
    const rows = await plannerRows(
      db,
      partials.flatMap((p) => [p.inside, p.whole]),
    );
    partials.forEach((p, i) => {
      const inside = rows[2 * i] ?? 0;
      const band = Math.max(rows[2 * i + 1] ?? 0, inside, 1);
      p.share = inside / band;
      const outside = band - inside;
      if (Math.min(inside, outside) <= FACET_WALK_LIMIT) p.side = inside <= outside ? 'inside' : 'outside';
    });
    const walked = partials.filter((p) => p.side);
    if (walked.length > 0) {
      const read = rowsOf<{ k: number; a: string; b: string; c: string; d: string; n: number }>(
        await db.execute(
          sql`select k, a, b, c, d, count(*)::int as n from (${sql.join(
            walked.flatMap((p, k) =>
              (p.side === 'inside' ? [p.inside] : p.outside).map(
                (where) =>
                  sql`(select ${k} as k, ${listings.make} as a, ${listings.region} as b, ${listings.condition}::text as c,
                          coalesce(${listings.bodyType}, '') as d
                       from ${listings} where ${where} limit ${FACET_WALK_LIMIT + 1})`,
              ),
            ),
            sql` union all `,
          )}) w group by k, a, b, c, d`,
        ),
      );
      walked.forEach((p, k) => {
        const mine = read.filter((r) => Number(r.k) === k);
        if (mine.reduce((sum, r) => sum + Number(r.n), 0) > FACET_WALK_LIMIT) {
          p.side = undefined; // more than expected: the share stands in
          return;
        }
        const sign = p.side === 'inside' ? 1 : -1;
        for (const r of mine) edge.push({ key: [r.a, r.b, r.c, r.d], n: sign * Number(r.n) });
      });
    }
    for (const p of partials)
      weight.set(PRICE_BANDS[p.band]!.key, p.side === 'inside' ? 0 : p.side === 'outside' ? 1 : p.share);
  }
  const estimated = partials.some((p) => p.side === undefined);

  const cube = await cubePromise;
  const wanted = [q.make, q.region, q.condition, q.bodyType].map((v, d) =>
    v === undefined ? -1 : cube.values[d]!.indexOf(v),
  );
  const set = [q.make, q.region, q.condition, q.bodyType].map((v) => v !== undefined);
  const bandWeight = Float64Array.from(cube.values[BAND]!, (v) => weight.get(v) ?? 0);
  const sums = DIMENSIONS.map((_, d) => new Float64Array(cube.values[d]!.length));
  const [makes, regions, conditions, bodies, bands] = sums as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const [cm, cr, cc, cb, cp] = cube.codes as [
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
  ];
  const [wm, wr, wc, wb] = wanted as [number, number, number, number];
  const [sm, sr, sc, sb] = set as [boolean, boolean, boolean, boolean];
  let total = 0;
  for (let i = 0; i < cube.size; i++) {
    const n = cube.counts[i]!;
    const pm = !sm || cm[i] === wm;
    const pr = !sr || cr[i] === wr;
    const pc = !sc || cc[i] === wc;
    const pb = !sb || cb[i] === wb;
    // The price band facet ignores the price bounds; every other facet and the total are weighed by them.
    if (pm && pr && pc && pb) bands[cp[i]!]! += n;
    const w = n * bandWeight[cp[i]!]!;
    if (w === 0) continue;
    if (pr && pc && pb) makes[cm[i]!]! += w;
    if (pm && pc && pb) regions[cr[i]!]! += w;
    if (pm && pr && pb) conditions[cc[i]!]! += w;
    if (pm && pr && pc) bodies[cb[i]!]! += w;
    if (pm && pr && pc && pb) total += w;
  }
  // The listings read at the edges, by value (a value new since the snapshot counts too).
  const extra = DIMENSIONS.slice(0, BAND).map(() => new Map<string, number>());
  for (const { key, n } of edge) {
    const pass = key.map((v, d) => !set[d] || v === [q.make, q.region, q.condition, q.bodyType][d]);
    key.forEach((v, d) => {
      if (pass.every((ok, e) => e === d || ok)) extra[d]!.set(v, (extra[d]!.get(v) ?? 0) + n);
    });
    if (pass.every(Boolean)) total += n;
  }

  const shown = (x: number) => (estimated ? Math.max(1, Math.round(x)) : Math.round(x));
  const counts = new Map<FacetDimension, FacetCount[]>();
  DIMENSIONS.forEach((name, d) => {
    const byValue = new Map<string, number>();
    cube.values[d]!.forEach((v, code) => {
      if (sums[d]![code]! !== 0) byValue.set(v, sums[d]![code]!);
    });
    for (const [v, n] of extra[d] ?? []) byValue.set(v, (byValue.get(v) ?? 0) + n);
    counts.set(
      name,
      [...byValue]
        // '' is no body type or no price: not a choice in the panel.
        .filter(([v, n]) => v !== '' && n > (estimated ? 0 : 0.5))
        .map(([value, n]) => ({ value, count: shown(n) })),
    );
  });
  return {
    counts,
    total: estimated
      ? { count: Math.max(1, Number(Math.round(total).toPrecision(3))), estimated: true }
      : { count: Math.round(total), estimated: false },
  };
}
