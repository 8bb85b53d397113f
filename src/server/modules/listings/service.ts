import { createHash } from 'node:crypto';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { MAKES } from '../../../shared/constants.ts';
import { BASE_CURRENCY, convertDistance, MILEAGE_CAPS_MI } from '../../../shared/domain/currency.ts';
import { LISTING_PUBLIC_STATUS, waitingFor } from '../../../shared/domain/listing.ts';
import { isParkedByPlan, PLAN_LIMIT_REASON } from '../../../shared/domain/plans.ts';
import { EXACT_COUNT_LIMIT } from '../../../shared/domain/search.ts';
import {
  DEFAULT_PAGE_SIZE,
  decodeListingCursor,
  defaultSortFor,
  encodeListingCursor,
  filtersOf,
  type ListingFilters,
  type ListingQuery,
  type ListingSort,
  PRICE_BANDS,
} from '../../../shared/schemas/listing-query.ts';
import type { FacetCount, Listing, ListingDetail, ListingFacets } from '../../../shared/schemas/listings.ts';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  CATEGORIES_WITH_WORDS,
  currencyRates,
  FILTERS_IN_BROWSE_INDEXES,
  listings,
  listingViews,
  users,
} from '../../db/schema/index.ts';
import { inlinedSql } from '../../db/sql-text.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { feePaidSql } from '../payments/fee-paid.ts';
import { sellerRatingSummary } from '../ratings/service.ts';
import { type KeptCache, type ListingCache, queryKey } from './cache.ts';
import { type KnownCards, type ListingRow, listingCards, listingColumns, toListing } from './cards.ts';
import { addOneTo } from './counters.ts';
import {
  activeListingCount,
  cappedCountSql,
  countMatches,
  type Estimate,
  estimateWithBase,
  type FacetDimension,
  type FacetSample,
  type FacetSampleCounts,
  facetCounts,
  type KnownEstimates,
  type MatchCount,
  type Matching,
  matchCount,
  matchRows,
  type NewestWalk,
  type Planned,
  rowsReadForAll,
  WALK_MARGIN,
  type WordShares,
  wordsAlone,
} from './counting.ts';
import { type CubeQuestion, cubeFacets, type FacetCubeCache } from './facet-cube.ts';
import { priceHistory } from './pricing.ts';
import {
  holdsTerms,
  keptRowCost,
  searchedAs,
  searchTerms,
  termsBeyond,
  type WordTerms,
  wholeWords,
  wordsTest,
} from './search.ts';
import {
  canSeeAllStatuses,
  listsPublicInventory,
  seesPublicView,
  visibleAsDetail,
  visibleInList,
} from './visibility.ts';
import {
  type KeptWordRows,
  pageFromWordRows,
  type RowFilters,
  readWordRows,
  sampleFromWordRows,
  type WordRows,
  type WordRowsCache,
  type WordRowsOrder,
} from './word-rows.ts';

/**
 * What only the seller (and an administrator) sees of a listing: why it was turned down and what it waits
 * for. `feePaid` is asked of the database only in those views (`false` stands in for it elsewhere).
 */
const ownViewColumns = (ownView: boolean) => ({
  rejectionReason: listings.rejectionReason,
  ownInactiveReason: listings.inactiveReason,
  ownExpiresAt: listings.expiresAt,
  feePaid: ownView ? feePaidSql() : sql<boolean>`false`,
  ownSoldPrice: ownView ? listings.soldPrice : sql<number | null>`null`,
});

type OwnViewRow = ListingRow & {
  rejectionReason: string | null;
  ownInactiveReason: string | null;
  ownExpiresAt: Date | null;
  feePaid: boolean;
  ownSoldPrice: number | null;
};

function ownView(row: OwnViewRow) {
  return {
    rejectionReason: row.rejectionReason,
    inactiveReason: isParkedByPlan({ inactiveReason: row.ownInactiveReason }) ? PLAN_LIMIT_REASON : null,
    expiresAt: row.ownExpiresAt?.toISOString() ?? null,
    waitingFor: waitingFor({ ...row, sellerVerified: row.seller.verified }),
    soldPrice: row.ownSoldPrice,
  };
}

const MAKE_BY_LOWER = new Map(MAKES.map((m) => [m.toLowerCase(), m as string]));

/** 'porsche' and 'PORSCHE' mean Porsche: matched exactly afterwards, so the make index serves it. */
export const canonicalMake = (make: string): string => MAKE_BY_LOWER.get(make.toLowerCase()) ?? make;

/**
 * A price bound in `currency` as US dollars, rounded as each listing's USD price is (migration 0016), so
 * a bound equal to a listing's own price in its own currency includes it. The rate is one scalar
 * subquery, evaluated once per query: the price index still serves the comparison.
 */
export const usdBound = (amount: number, currency: string | undefined): SQL | number =>
  !currency || currency === BASE_CURRENCY
    ? amount
    : sql`round(${amount}::numeric / (select r.rate from ${currencyRates} r where r.currency = ${currency}), 2)`;

/** A question's mileage cap in miles, as the filter compares it. */
const mileageCapMi = (f: ListingFilters): number | undefined =>
  f.mileageMax === undefined ? undefined : convertDistance(f.mileageMax, f.mileageUnit ?? 'mi', 'mi');

/** A listing's mileage in miles as the filter and the sort compare it: none reads as 0. */
const MILEAGE_KEY = sql`coalesce(${listings.mileageMi}, 0)`;

/** Listings whose mileage is at most `capMi` miles, as a range. */
const mileageUpTo = (capMi: number): SQL => sql`${MILEAGE_KEY} <= ${capMi}`;

/** A question's mileage cap in miles when it is one buyers pick (MILEAGE_CAPS_MI), asked of the caps. */
const pickedMileageCapMi = (f: ListingFilters): number | undefined => {
  const capMi = mileageCapMi(f);
  return capMi !== undefined && MILEAGE_CAPS_MI.includes(capMi) ? capMi : undefined;
};

/**
 * A picked mileage cap said as a range too, which the sort indexes test on their entries (decision 0069):
 * after a cursor by mileage, the walk of the mileage index stops at the cap.
 */
const pickedMileageRange = (f: ListingFilters): SQL | undefined => {
  const capMi = pickedMileageCapMi(f);
  return capMi === undefined ? undefined : mileageUpTo(capMi);
};

/**
 * The question's mileage cap, if it sets one. A cap a buyer picks from (MILEAGE_CAPS_MI) is asked as the
 * public full-text index holds it (schema: mileage_caps), so words under it are one scan of that index: 'lambo'
 * under 5,000 miles at a million listings took 97 ms as a range (a bitmap of the 184,000 listings under
 * the cap) and 15 ms so (decision 0061). Any other cap is the range, and so is every cap for a walk of a
 * sort's index (`forWalk`), which holds the mileage and not the caps: testing the caps, a walk read every
 * entry's row from the table ('porshe 911' under 5,000 miles by mileage at a million listings, 5,458
 * rows for a page of 31; decision 0087).
 */
const withinMileage = (f: ListingFilters, forWalk: boolean): SQL | undefined => {
  const picked = pickedMileageCapMi(f);
  if (picked !== undefined && !forWalk) return sql`${listings.mileageCaps} @> array[${picked}::int]`;
  const capMi = mileageCapMi(f);
  return capMi === undefined ? undefined : mileageUpTo(capMi);
};

/** The condition of each category a question filters (CATEGORIES_WITH_WORDS), in that order. */
const categoryConditions = (f: ListingFilters): SQL[] =>
  CATEGORIES_WITH_WORDS.flatMap((c) => {
    const value = c === 'make' && f.make !== undefined ? canonicalMake(f.make) : f[c];
    return value === undefined ? [] : [eq(listings[c], value)];
  });

/**
 * The WHERE clause for a set of filters, always narrowed to what the actor may see. `terms` are the
 * words of `q` a listing must hold (search.ts searchTerms). `forWalk`: as a walk of a sort's index tests
 * them on its entries (withinMileage).
 */
export function filterCondition(
  actor: Actor | null,
  f: ListingFilters,
  terms: string[] | undefined,
  forWalk = false,
): SQL | undefined {
  return and(
    visibleInList(actor, f.sellerId, f.status),
    f.status ? eq(listings.status, f.status) : undefined,
    ...categoryConditions(f),
    f.model ? sql`lower(${listings.model}) = lower(${f.model})` : undefined,
    f.priceMin !== undefined ? gte(listings.priceUsd, usdBound(f.priceMin, f.priceCurrency)) : undefined,
    f.priceMax !== undefined ? lte(listings.priceUsd, usdBound(f.priceMax, f.priceCurrency)) : undefined,
    f.verified !== undefined ? eq(listings.verified, f.verified) : undefined,
    f.sellerId ? eq(listings.sellerId, f.sellerId) : undefined,
    f.yearMin !== undefined ? gte(listings.year, f.yearMin) : undefined,
    f.yearMax !== undefined ? lte(listings.year, f.yearMax) : undefined,
    withinMileage(f, forWalk),
    terms && terms.length > 0 ? holdsTerms(terms) : undefined,
  );
}

/**
 * The filters rowFiltersOf tests: those the browsing indexes hold too (the model and a seller are only in
 * the table), and the text, which the rows' words are.
 */
const ROW_FILTERS: ReadonlySet<keyof ListingFilters> = new Set(['q', ...FILTERS_IN_BROWSE_INDEXES]);

/**
 * A public question's filters as word rows test them in memory (word-rows.ts), each as filterCondition
 * says it for the public view: the make as listings hold it, prices in US dollars, the mileage cap in
 * miles. None when it sets a filter they do not test: a model (PostgreSQL's lower() and JavaScript's
 * differ beyond ASCII), a seller, a status, or prices in another currency (their bounds are converted
 * by the database's rates). tests/integration/word-rows.test.ts holds the two to the same listings.
 */
export function rowFiltersOf(f: ListingFilters): RowFilters | undefined {
  const set = (Object.keys(f) as (keyof ListingFilters)[]).filter((k) => f[k] !== undefined);
  if (!set.every((k) => ROW_FILTERS.has(k))) return undefined;
  if ((f.priceCurrency ?? BASE_CURRENCY) !== BASE_CURRENCY) return undefined;
  const categories: RowFilters['categories'] = {};
  for (const c of CATEGORIES_WITH_WORDS) {
    const value = c === 'make' && f.make !== undefined ? canonicalMake(f.make) : f[c];
    if (value !== undefined) categories[c] = value;
  }
  return {
    categories,
    priceMinUsd: f.priceMin,
    priceMaxUsd: f.priceMax,
    yearMin: f.yearMin,
    yearMax: f.yearMax,
    mileageMaxMi: mileageCapMi(f),
    verified: f.verified,
  };
}

/**
 * A question's condition for counting: the whole of it, its filters alone, the terms of its text that
 * its filters leave open (`searched`: the text's tsquery terms, searchTerms; those the make, model or
 * region filter already guarantees are left out, termsBeyond), each of those as searched and as a whole
 * word, and the make it filters (the estimate needs them: counting.ts estimateMatches, Matching.make).
 */
export function matching(actor: Actor | null, f: ListingFilters, searched: string[]): Matching {
  const make = f.make === undefined ? undefined : canonicalMake(f.make);
  const terms = termsBeyond(searched, [make, f.model, f.region]);
  const visible = visibleInList(actor, f.sellerId, f.status);
  const categories = categoryConditions(f);
  const publicInventory = listsPublicInventory(actor, f.sellerId, f.status);
  return {
    make,
    where: filterCondition(actor, f, terms),
    filters: filterCondition(actor, f, undefined),
    terms,
    eachWord: terms.map((t) => [t, wholeWords(t)]),
    indexedWithWords: publicInventory && (categories.length > 0 || pickedMileageCapMi(f) !== undefined),
    categories:
      publicInventory && categories.length > 1 ? categories.map((c) => and(visible, c) as SQL) : undefined,
    region:
      publicInventory && f.region !== undefined ? and(visible, eq(listings.region, f.region)) : undefined,
  };
}

/** The filters of a price range (the currency says what the bounds are in). */
const PRICE_FILTERS: (keyof ListingFilters)[] = ['priceMin', 'priceMax', 'priceCurrency'];

/** Each sort as its key, direction and SQL type, so keyset pagination can resume exactly after a row. */
interface SortSpec {
  key: SQL;
  desc: boolean;
  type: 'timestamptz' | 'numeric' | 'integer';
  /** The key can be null (a listing without a price): such rows come last either way. */
  nullsLast?: true;
  /** The filters that bound the key itself (sortWalksFiltersOnly). */
  bounds?: (keyof ListingFilters)[];
  /** The filters' bound on the key where this order starts (keysetAfter), when known as the key's value. */
  startsAt?: (f: ListingFilters) => number | undefined;
  /** The words' rows' column holding the key (word-rows.ts), for the public sorts. */
  wordRowKey?: WordRowsOrder['key'];
}

/** A price bound in US dollars, as the price sorts compare, when the bounds are in US dollars. */
const usdPrice = (f: ListingFilters, bound: number | undefined): number | undefined =>
  (f.priceCurrency ?? BASE_CURRENCY) === BASE_CURRENCY ? bound : undefined;
const SORTS: Record<ListingSort, SortSpec> = {
  newest: { key: sql`${listings.createdAt}`, desc: true, type: 'timestamptz', wordRowKey: 'createdAtUs' },
  // Prices compare in US dollars, whatever currency each seller priced in; "Price on request" comes last.
  price_asc: {
    key: sql`${listings.priceUsd}`,
    desc: false,
    type: 'numeric',
    nullsLast: true,
    bounds: PRICE_FILTERS,
    startsAt: (f) => usdPrice(f, f.priceMin),
    wordRowKey: 'priceUsd',
  },
  price_desc: {
    key: sql`${listings.priceUsd}`,
    desc: true,
    type: 'numeric',
    nullsLast: true,
    bounds: PRICE_FILTERS,
    startsAt: (f) => usdPrice(f, f.priceMax),
    wordRowKey: 'priceUsd',
  },
  year_desc: {
    key: sql`${listings.year}`,
    desc: true,
    type: 'integer',
    bounds: ['yearMin', 'yearMax'],
    startsAt: (f) => f.yearMax,
    wordRowKey: 'year',
  },
  mileage_asc: {
    key: MILEAGE_KEY,
    desc: false,
    type: 'integer',
    bounds: ['mileageMax', 'mileageUnit'],
    wordRowKey: 'mileageMi',
  },
  // The results archive: newest sale first (listings never sold fall back to their creation).
  sold_newest: {
    key: sql`coalesce(${listings.soldAt}, ${listings.createdAt})`,
    desc: true,
    type: 'timestamptz',
  },
  // The index listings_status_recommended_idx (migration 0019) is on exactly this expression.
  recommended: {
    key: sql`coalesce(${listings.rankedAt}, ${listings.createdAt})`,
    desc: true,
    type: 'timestamptz',
  },
};

/** The ORDER BY of a sort, its key and the id as given (keys of a subquery's rows, say). */
const sortOrder = (sort: SortSpec, key: SQL, id: SQL): SQL[] =>
  sort.desc
    ? [sql`${key} desc${sort.nullsLast ? sql` nulls last` : sql``}`, sql`${id} desc`]
    : [sql`${key} asc`, sql`${id} asc`];

export interface ListingPage {
  items: Listing[];
  total: MatchCount;
  nextCursor: string | null;
  /** The words as matched when some were taken for the words they resemble (search.ts searchedAs). */
  searchedAs?: string;
}

/** The filters a query sets, beside the visibility every query has (public: active listings). */
function setFilters(actor: Actor | null, f: ListingFilters): (keyof ListingFilters)[] {
  const isPublic = seesPublicView(actor, f.sellerId);
  const noBounds = f.priceMin === undefined && f.priceMax === undefined;
  return (Object.keys(f) as (keyof ListingFilters)[]).filter(
    (k) =>
      f[k] !== undefined &&
      !(isPublic && k === 'status' && f.status === LISTING_PUBLIC_STATUS) &&
      // The bounds' currency alone narrows nothing.
      !(k === 'priceCurrency' && noBounds),
  );
}

/**
 * Whether the answer is "all active listings", counted exactly from the maintained counts instead of
 * from the matches.
 */
const countsAllActive = (actor: Actor | null, f: ListingFilters, terms: string[]): boolean =>
  seesPublicView(actor, f.sellerId) && terms.length === 0 && setFilters(actor, f).every((k) => k === 'q');

/**
 * The keyed rows after a cursor's row in a sort's order (`rows`), a range the sort's index reads from the
 * cursor on. Where the key can be null, the null-keyed rows follow all others (ascending puts NULLs last by
 * itself), ordered by id among themselves: after a null-keyed cursor, the later of those; after a keyed
 * one, all of them, which listListings reads only once the keyed rows run out (`or key is null` here kept
 * the index from starting at the cursor: 1.7 s for a page by price from $150,000 down at 1M listings).
 * `f`: the question's filters, whose bound on the key may leave the cursor's row comparison nothing to do.
 */
export function keysetAfter(
  sortName: ListingSort,
  c: { k: string | null; id: number },
  f?: ListingFilters,
): { rows: SQL; keys: SQL } {
  const sort = SORTS[sortName];
  const cmp = sort.desc ? sql`<` : sql`>`;
  if (c.k === null) {
    const keys = sql`${sort.key} is null`;
    return { rows: sql`${keys} and ${listings.id} ${cmp} ${c.id}`, keys };
  }
  const k = sql`${c.k}::${sql.raw(sort.type)}`;
  // The key's own bound, which the row comparison implies, said as well: PostgreSQL weighs it against a
  // filter's bound on the same key (a page by price from $150,000 up under an $80,000 cap is empty at
  // once, where the planner read a whole covering index for it: 100-156 ms at a million listings), and
  // an index that holds the key behind other columns can use it. `keys`, that bound alone, is what the
  // rows after the cursor are estimated by: the planner halves its estimate for the row comparison
  // (7,906 Ferraris from $150,000 where 15,472 are).
  const keys = sql`${sort.key} ${cmp}= ${k}`;
  // Filters whose bound on the key lies strictly past the cursor's key (`f`: a price cap under a cursor
  // at a dearer car, by price from the dearest) leave no row at the cursor's key: the rows after the
  // cursor are the key's range alone. With the row comparison, the index scan started at the cursor's
  // key and read every entry from there to the filter's bound ('ferari' under $80,000 after a car of
  // $500,000: 31-57 ms at a million listings, a page's walk from the cap 2 ms).
  const start = f && sort.startsAt?.(f);
  if (start !== undefined && (sort.desc ? start < Number(c.k) : start > Number(c.k)))
    return { rows: keys, keys };
  return { rows: sql`${keys} and (${sort.key}, ${listings.id}) ${cmp} (${k}, ${c.id})`, keys };
}

/**
 * Whether a walk in the sort's order reads only rows the question's filters keep: when every filter it
 * sets bounds the sort's own key (a price range under a price sort, a year range under the year sort, a
 * mileage cap under the mileage sort), the index starts at the near bound or the rows within the bounds
 * come first, and the walk stops before the far one. Other filters are tested on every row the walk reads.
 */
const sortWalksFiltersOnly = (sort: ListingSort, filters: (keyof ListingFilters)[]): boolean =>
  filters.every((k) => k === 'q' || SORTS[sort].bounds?.includes(k));

/**
 * Whether a walk in a sort's order tests every filter of its question on the sort's index
 * (FILTERS_IN_BROWSE_INDEXES, decision 0069): it reads from the table only the rows they keep.
 */
const sortIndexHoldsFilters = (filters: (keyof ListingFilters)[]): boolean =>
  filters.every((k) => k === 'q' || (FILTERS_IN_BROWSE_INDEXES as readonly string[]).includes(k));

/**
 * What a walk to the end of a sort reads: rows from the table (`rows`), the words and any filter the
 * index lacks tested on each, and entries of the sort's index its filters drop there (`entries`).
 */
export interface Walked {
  rows: number;
  entries: number;
}

/**
 * What a public question's walk to the end of `sort` reads, by its estimate `e`: its filters bounding the
 * sort's key alone, only their rows (sortWalksFiltersOnly); held by the sort's index, their rows and
 * every other listing's entry (sortIndexHoldsFilters); otherwise every listing from the table. The rows
 * its filters keep are read from the table to test the words (`terms`), or, where the index holds the
 * filters and the words are rare, only those whose words' bits pass (search.ts keptRowCost): the others
 * cost their index entry.
 */
export function walkedBy(
  sort: ListingSort,
  filters: (keyof ListingFilters)[],
  e: Planned,
  terms: string[],
): Walked {
  if (!sortIndexHoldsFilters(filters)) return { rows: e.all, entries: 0 };
  const perKept = keptRowCost(terms, e.matches / Math.max(1, e.base));
  const others = sortWalksFiltersOnly(sort, filters) ? 0 : e.all - e.base;
  return { rows: e.base * perKept.rows, entries: e.base * perKept.entries + others };
}

/**
 * An entry of a sort's index its filters drop costs about this share of a row read from the table: at a million listings, 690,000 entries of the newest-first index tested for a make in 75 ms
 * (0.11 µs each), 68,000 listings read from the table and their words tested in 300 ms (4.4 µs each).
 */
const INDEX_ENTRIES_PER_ROW = 40;

/** What a walk to the end of its sort reads, in rows read from the table (INDEX_ENTRIES_PER_ROW). */
const rowsWorth = (walked: Walked): number => walked.rows + walked.entries / INDEX_ENTRIES_PER_ROW;

/** The rows' worth a walk reads for a page of `limit` (+1) among `matches` (rowsWorth). */
const walkCost = (limit: number, walked: Walked, matches: number): number =>
  (limit + 1) * Math.max(1, rowsWorth(walked) / Math.max(1, matches));

/**
 * A walk is chosen when it is expected to read fewer rows than the usual plan reads (`read`: its
 * matches, or every listing holding the words when it reads them first, counting.ts rowsReadForAll): it
 * reads the sort's index in order, so a page's share of what it would read to the sort's end (`walked`,
 * walkedBy).
 * A row costs about the same either way (walked: 2.1 µs, its filters and words tested; read by the
 * full-text index, then sorted and counted: 2.5-3.3 µs; 'porshe 911' at 1M listings, bench/README.md).
 * Before, the walk's bound (WALK_MARGIN times the rows it expects to keep) had to be under the matches:
 * 'porshe 911' at 1M, found by walking 2,865 rows in 6 ms, was read whole instead, 10,171 matches in
 * 25-34 ms.
 */
export const walkPays = (limit: number, walked: Walked, matches: number, read = matches): boolean =>
  walkCost(limit, walked, matches) < read;

/**
 * A walk that finds a whole page (and one more row) among rows where a question of EXACT_COUNT_LIMIT
 * matches would show at most 1 / WALK_PROOF of a page proves more than EXACT_COUNT_LIMIT matches (for
 * matches spread evenly along the sort: 26 found where 6.5 were expected has a chance below 1e-7), so
 * the page's total is the estimate without the capped count, which at a million listings built the
 * full-text bitmap of every candidate (decision 0039).
 */
const WALK_PROOF = 4;

/**
 * Whether a walk that found `found` matches among the first `read` rows its filters keep, of `base` in
 * all, proves more than EXACT_COUNT_LIMIT matches (WALK_PROOF): a question of EXACT_COUNT_LIMIT matches
 * spread over the `base` rows would show at most a WALK_PROOFth of them there.
 */
const walkProves = (read: number, base: number, found: number): boolean =>
  (read * EXACT_COUNT_LIMIT) / Math.max(1, base) <= found / WALK_PROOF;

/**
 * A walk whose estimate is at least this many matches is expected to prove the count by the rows it reads
 * (walkProves): it finds a page among (page + 1) x base / matches rows. Its statement then carries no
 * capped count, which at a million listings read 500 matches from the table a second time (5-25 ms for
 * 'porshe 911'); when its rows prove nothing after all, the count is a statement of its own.
 */
const PROOF_EXPECTED = WALK_PROOF * EXACT_COUNT_LIMIT;

/**
 * Whether the first page of a public question with words is found faster by walking the sort's index
 * (`listings_status_*_idx`) and testing each row's words, than by the planner's usual choice for words:
 * the full-text index finds every match, each is read from the table and the matches are sorted. The
 * walk reads about (page + 1) x rows / matches rows; the usual plan reads every match. The planner
 * cannot weigh the two for several words, since it multiplies their shares (it estimated 169 rows for
 * the 9,199 'porshe 911' matches at 1M listings and read all 9,799 of their table pages, 0.3-2.4 s),
 * so the choice is made here from the corrected estimate (estimateWithBase, one EXPLAIN that the total
 * needs anyway once more than EXACT_COUNT_LIMIT match). The walk is bounded (`rows`): if the words turn
 * out rarer than estimated it stops short of a page, and the usual plan answers; the page is the same
 * either way. `estimate` is the question's (the total shows it when the count is capped, and the count
 * reads words first by it: counting.ts readsWordsFirst); `reading`, the same for the rows after a
 * cursor (`after`: its range of keys), how the usual plan reads its matches. `filtersOnly`: the walk
 * reads only rows the filters keep (sortWalksFiltersOnly).
 */
async function sortedWalk(
  db: Db,
  question: Matching,
  limit: number,
  sort: ListingSort,
  filters: (keyof ListingFilters)[],
  shares?: WordShares,
  after?: SQL,
  estimates?: KnownEstimates,
): Promise<
  | { rows?: undefined; overLimit?: undefined; estimate?: Estimate; reading?: Estimate }
  | { rows: number; overLimit: boolean; estimate: Estimate; reading: Estimate }
> {
  // Words so rare among all listings that no filters could make a walk pay (even with every listing
  // left, the walk would read too many rows for its matches): no estimate, the usual plan answers.
  const words = wordsAlone(question, shares);
  if (words && !walkPays(limit, { rows: words.all, entries: 0 }, words.matches)) return {};
  const { rest, ...e } = await estimateWithBase(db, question, shares, after, estimates);
  // The usual plan reads the rows after the cursor, when there is one, as their own estimate says
  // (counting.ts pastCursor); the walk is chosen by the whole question's, whose matches are spread along
  // the sort as those after the cursor are (a walk over an empty range ends at once).
  const reading = rest ?? e;
  // What a walk would read to the end of the sort: every listing, or only the filters' rows from the
  // table. Bounds on the sort's key alone: 'barn find' from $300,000 up by price at a million listings read
  // its 11,500 matches from the table (12,400 pages) where a walk from $300,000 finds a page among about
  // 2,300 rows. Filters the sort's index holds: 'matte' Porsches from 2010 under $200,000 by price,
  // 1,553 matches read with a bitmap of the 294,000 listings holding 'matte' (50 ms), a page among 63 of
  // the filters' rows (2.5 ms).
  const walked = walkedBy(sort, filters, e, question.terms);
  // What the usual plan would read: the question's matches, and when it reads the words first, every
  // listing holding them ('barn find' above $300,000 by newest at a million listings read 12,671 rows for
  // 4,948 matches, where a walk finds a page among about 6,300).
  const usual = Math.max(e.matches, rowsReadForAll(question, reading));
  if (!walkPays(limit, walked, e.matches, usual)) return { estimate: e, reading };
  // The walk's bound counts the rows the filters keep: about a page among `base`.
  const bound = (matches: number) => (limit + 1) * Math.max(1, e.base / Math.max(1, matches)) * WALK_MARGIN;
  // Several words match as many as their sampled share together says (e.matches), as few as the product
  // of their shares (e.fewest) if unrelated; until the share is known (the sample held too few of the
  // rarest word), e.matches is the rarest word's. The walk goes on for the fewer, as long as it reads no
  // more than the usual plan would (for each row the filters keep, walked's share of them).
  const perKept = Math.max(1, rowsWorth(walked) / Math.max(1, e.base));
  const rows = Math.ceil(Math.max(bound(e.matches), Math.min(bound(e.fewest), usual / perKept)));
  // A question of EXACT_COUNT_LIMIT matches spread over the `base` rows would show about this many of
  // them in the walk's rows; a walk that finds a whole page where it expected at most a quarter of one
  // proves more matches than the exact range, and the estimate stands without the capped count. So does
  // a whole page where even the planner's own estimate (the words unrelated: `fewest`) is twice the exact
  // range: the capped count reads on past the walk's page, and the planner, trusting its LIMIT, chose a
  // sequential scan testing the words row by row (51,000 rows, 45 ms, for 'lambo' above $300,000 at 100k).
  const overLimit = walkProves(rows, e.base, limit + 1) || e.fewest >= 2 * EXACT_COUNT_LIMIT;
  return { estimate: e, reading, rows, overLimit };
}

/** What a browsing instance already knows (ListingCache) and a question may reuse. */
export interface KnownAnswers {
  /** The question's total, counted earlier: spares the count. */
  total?: MatchCount;
  /** The search words' tsquery terms, built earlier (search.ts). */
  wordTerms?: WordTerms;
  /** The search terms' shares of all listings, estimated earlier (counting.ts). */
  wordShares?: WordShares;
  /** Questions' estimates, made earlier (counting.ts). */
  estimates?: KnownEstimates;
  /** The maintained facet cube as last read (facet-cube.ts). */
  cube?: FacetCubeCache;
  /** Facet samples read earlier, by question and facets (listingFacets). */
  facetSamples?: KeptCache<string, FacetSampleCounts>;
  /** Listings public pages showed lately (cards.ts). */
  cards?: KnownCards;
  /**
   * Words' first public matches, for facet samples and, held whole, pages (word-rows.ts), kept as a reader
   * that began now may.
   */
  wordRows?: { cache: WordRowsCache; kept: KeptWordRows };
}

/** A browse question's search terms: its words as the whole words the listings hold now (WordsBegun). */
const browseTerms = async (db: Db, q: string | undefined, known: KnownAnswers): Promise<string[]> =>
  q ? searchTerms(db, q, { known: known.wordTerms, begun: 'whole words' }) : [];

/** A row of a page as listListings reads it: the listing's id, its sort key for the cursor, the count. */
type PageRow = { id: number; sortKey: string | null; counted: number };

/** A page of listings and how many match in all. */
export async function listListings(
  db: Db,
  actor: Actor | null,
  query: ListingQuery,
  known: KnownAnswers = {},
): Promise<ListingPage> {
  const knownTotal = known.total;
  const sortName = query.sort ?? defaultSortFor(query.status);
  const sort = SORTS[sortName];
  const isPublic = seesPublicView(actor, query.sellerId);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const searched = await browseTerms(db, query.q, known);
  const question = matching(actor, query, searched);
  const { terms } = question;
  const where = question.where;
  const cursor = query.cursor ? decodeListingCursor(query.cursor, sortName) : undefined;
  // The query schema checked the cursor against its sort; a caller that skipped it gets the same answer.
  if (cursor === null)
    throw new AppError(400, 'Invalid cursor for this sort', [
      { path: 'cursor', message: 'Invalid cursor for this sort' },
    ]);
  const answer = async (shown: PageRow[], total: MatchCount): Promise<ListingPage> => ({
    ...(await pageOfCards(db, shown, limit, isPublic, known)),
    total,
    searchedAs: query.q ? searchedAs(query.q, searched) : undefined,
  });

  // Words whose every public match the server holds (word-rows.ts): their page and exact count are read
  // there, with no statement (decision 0096).
  const rowKey = isPublic && terms.length > 0 ? sort.wordRowKey : undefined;
  const rowFilters = rowKey && rowFiltersOf(filtersOf(query));
  const heldRows = rowFilters && keptWordRows(db, known, terms);
  const held =
    rowKey &&
    heldRows &&
    pageFromWordRows(
      heldRows,
      rowFilters,
      { key: rowKey, desc: sort.desc, nullsLast: sort.nullsLast },
      cursor,
      limit + 1,
    );
  if (held)
    return answer(
      held.rows.map((r) => ({ ...r, counted: 0 })),
      knownTotal ?? { count: held.count, estimated: false },
    );

  // A cap a buyer picks is asked of the full-text index's caps (withinMileage); a walk says it as the
  // range the sort indexes test on their entries (FILTERS_IN_BROWSE_INDEXES).
  const walkFilters = filterCondition(actor, query, undefined, true);
  let after: SQL | undefined;
  // The cursor's range of keys alone, which the rows after it are estimated by (keysetAfter).
  let afterKeys: SQL | undefined;
  // A cursor among keyed rows of a sort whose null-keyed rows come last (keysetAfter).
  let nullsFollow = false;
  if (cursor) {
    ({ rows: after, keys: afterKeys } = keysetAfter(sortName, cursor, query));
    // The planner cannot weigh the caps against a cursor's mileage; with the cap's range, a cursor past the
    // cap ends the walk of the mileage index at once (it read every listing above the cap: 4.8 s at a
    // million listings).
    if (sortName === 'mileage_asc') after = and(after, pickedMileageRange(query));
    nullsFollow = sort.nullsLast === true && cursor.k !== null;
  }
  const orderOf = (key: SQL, id: SQL) => sortOrder(sort, key, id);
  const order = orderOf(sort.key, sql`${listings.id}`);
  /** The first `n` ids meeting `condition`, in the sort's order, as the planner chooses to find them. */
  const idsInOrder = (condition: SQL | undefined, n: number) =>
    sql`select ${listings.id} as id, ${sort.key} as k from ${listings} where ${condition ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${n}`;

  // The capped count rides in the page's statement as a scalar subquery (evaluated once, not per row):
  // one round trip for the page and its total. A window count would visit every match instead, so it
  // counts only where the page reads every match anyway (`countedByPage`).
  // The filters alone: the sort, page size and cursor choose how the matches are shown, not which.
  const filters = filtersOf(query);
  const allActive = knownTotal === undefined && countsAllActive(actor, filters, terms);
  const countHere = knownTotal === undefined && !allActive;
  // `rows` picks the page's ids (at most limit + 1, in the sort's order) with their sort key, as
  // `page(id, k)`; the page's listings are read apart, for those alone (listingCards): built in the same
  // query level as a sort of every match, the JSON of every match was built (900 of them for 'porshe
  // 911'). `count`: the capped count beside the page, or `page.n` (every match, counted by the page's own
  // reading). `walked`: no count; `counted` is instead the row's place among the rows the walk read
  // (`page.at`). The public view reads the page alone (no join for the planner to weigh: decision 0084);
  // the seller's own view joins each listing for the columns only its seller sees.
  const pageQuery = async (
    rows: SQL,
    count: 'capped' | 'page' | 'walked' | 'none' = countHere ? 'capped' : 'none',
  ): Promise<PageRow[]> => {
    const counted =
      count === 'capped'
        ? cappedCountSql(question, walk?.estimate)
        : count === 'page'
          ? sql<number>`page.n`
          : count === 'walked'
            ? sql<number>`page.at`
            : sql<number>`0`;
    const sortKey = sql<string | null>`(page.k)::text`;
    const pageOrder = sql.join(orderOf(sql`page.k`, sql`page.id`), sql`, `);
    if (isPublic)
      return rowsOf<PageRow>(
        await db.execute(
          sql`select page.id, ${sortKey} as "sortKey", ${counted} as counted from (${rows}) page order by ${pageOrder}`,
        ),
      );
    return db
      .select({ id: listings.id, sortKey, counted, ...ownViewColumns(true) })
      .from(listings)
      .innerJoin(sql`(${rows}) page`, sql`page.id = ${listings.id}`)
      .orderBy(pageOrder);
  };
  // Words: the estimate first, and with it the choice of a walk in the sort's order (sortedWalk).
  const walk =
    isPublic && terms.length > 0
      ? await sortedWalk(
          db,
          question,
          limit,
          sortName,
          setFilters(actor, filters),
          known.wordShares,
          afterKeys,
          known.estimates,
        )
      : undefined;
  // The count beside the walk's page: none when its bound proves it already (walk.overLimit); none either
  // when its rows are expected to (PROOF_EXPECTED): each row then says where the walk found it.
  const walkCount =
    !countHere || walk?.overLimit
      ? 'none'
      : (walk?.estimate?.matches ?? 0) >= PROOF_EXPECTED
        ? 'walked'
        : 'capped';
  // The walk's rows hold the words in the share its estimate says (wordsTest). Its words' bits spare it
  // reading rows only where the sort's index holds every filter: a model is read from the table anyway.
  const walkShare = (walk?.estimate?.matches ?? 0) / Math.max(1, walk?.estimate?.base ?? 0);
  const walkWords = wordsTest(terms, sortIndexHoldsFilters(setFilters(actor, filters)) ? walkShare : 1);
  const walked =
    walk?.rows !== undefined
      ? await pageQuery(
          // In the sort's order: the first `rows` rows without the words (`at`: each one's place), then
          // the first page of those with them (the walk stops there: nothing below needs the rest).
          sql`select w.id, w.k, w.at from (select ${sort.key} as k, ${listings.id} as id, ${walkWords.columns}, row_number() over (order by ${sql.join(order, sql`, `)})::int as at from ${listings} where ${and(walkFilters, after) ?? sql`true`} order by ${sql.join(order, sql`, `)} limit ${walk.rows}) w where ${walkWords.holds} order by ${sql.join(orderOf(sql`w.k`, sql`w.id`), sql`, `)} limit ${limit + 1}`,
          walkCount,
        )
      : undefined;
  // A walk that found a whole page (and one more row) found exactly the first page; else the usual plan.
  const walkedPage = walked && walked.length > limit;
  // A full page from the walk proves the count over the exact range (WALK_PROOF): by its bound, before it
  // ran, or by the rows it read to find the page.
  const walkProved =
    walkedPage &&
    (walk?.overLimit ||
      (walkCount === 'walked' &&
        walkProves(Math.max(...walked.map((r) => Number(r.counted))), walk?.estimate?.base ?? 0, limit + 1)));
  // Words too rare for a walk (sortedWalk, walkPays: it would read too many rows for its matches) are
  // found by the usual plan, which reads every match from the full-text index to sort them: the first page
  // counts them as it goes, exactly, where a capped count read up to EXACT_COUNT_LIMIT of them a second time
  // (decision 0045). Not after a walk that fell short: its words may still be common, only not near the
  // sort's head.
  const countedByPage = walk !== undefined && walk.rows === undefined && countHere && !after;
  const [rows, activeTotal] = await Promise.all([
    walkedPage
      ? walked
      : pageQuery(
          terms.length > 0
            ? // Words no walk pays for: every match read first (words or filters first when that is
              // faster: counting.ts matchRows), then sorted. The fence (`offset 0`) keeps the planner
              // from walking the sort's index itself, testing the words on every row of it (169 ms for
              // the 349 'lambo' matches in Europe at 100k, where the full-text index and a sort take 1 ms).
              sql`select m.id, m.k${countedByPage ? sql`, count(*) over ()::int as n` : sql``} from (${matchRows(question, sql`${sort.key} as k, ${listings.id} as id`, Number.POSITIVE_INFINITY, walk?.reading, after)}) m order by ${sql.join(orderOf(sql`m.k`, sql`m.id`), sql`, `)} limit ${limit + 1}`
            : idsInOrder(and(where, after), limit + 1),
          countedByPage ? 'page' : undefined,
        ),
    allActive ? activeListingCount(db) : undefined,
  ]);
  let total: MatchCount;
  if (knownTotal) total = knownTotal;
  else if (walkProved && countHere && walk?.estimate) total = { count: walk.estimate.shown, estimated: true };
  // The walk's rows proved nothing after all: its page stands, counted on its own.
  else if (walkedPage && walkCount === 'walked')
    total = await countMatches(db, question, known.wordShares, walk?.estimate);
  else if (countedByPage) total = { count: Number(rows[0]?.counted ?? 0), estimated: false };
  else if (activeTotal !== undefined) total = { count: activeTotal, estimated: false };
  // An empty page carries no count: without a cursor nothing matches; past the last page, count alone.
  else if (rows.length === 0)
    total = after
      ? await countMatches(db, question, known.wordShares, walk?.estimate)
      : { count: 0, estimated: false };
  else
    total = await matchCount(
      db,
      Number(rows[0]?.counted ?? 0),
      question,
      walk?.estimate?.shown,
      known.wordShares,
    );
  // The keyed rows ran out before the page was full: the null-keyed rows follow.
  const shown =
    nullsFollow && rows.length <= limit
      ? [
          ...rows,
          ...(await pageQuery(
            idsInOrder(and(where, sql`${sort.key} is null`), limit + 1 - rows.length),
            'none',
          )),
        ]
      : rows;
  return answer(shown, total);
}

/**
 * The listings of the first `limit` rows `shown` (one more says a next page follows, whose cursor is the
 * last row shown), read apart from the page: the public view's from those shown lately (cards.ts).
 */
async function pageOfCards(
  db: Db,
  shown: PageRow[],
  limit: number,
  isPublic: boolean,
  known: KnownAnswers,
): Promise<Pick<ListingPage, 'items' | 'nextCursor'>> {
  const page = shown.slice(0, limit);
  const last = page[page.length - 1];
  const cards = await listingCards(
    db,
    page.map((row) => row.id),
    isPublic ? known.cards : undefined,
  );
  return {
    // No rest-destructuring of the rows (see toListing): the public view is the listing alone. A listing
    // deleted between reading the page and reading it is left out.
    items: page.flatMap((row) => {
      const listing = cards.get(row.id);
      if (!listing) return [];
      return isPublic
        ? [toListing(listing)]
        : [{ ...toListing(listing), ...ownView({ ...listing, ...row } as unknown as OwnViewRow) }];
    }),
    nextCursor: shown.length > limit && last ? encodeListingCursor({ k: last.sortKey, id: last.id }) : null,
  };
}

/**
 * The words' rows the server holds for `terms` (word-rows.ts), or none yet: asking notes the words, and
 * the second ask within seconds reads their rows in the background (WordRowsCache).
 */
function keptWordRows(db: Db, known: KnownAnswers, terms: string[]): WordRows | undefined {
  return known.wordRows?.cache.get(terms.join('\n'), known.wordRows.kept, () =>
    readWordRows(db, terms, FACET_COLUMNS),
  );
}

/** The facet dimensions, their column and the filters that narrow each (a facet ignores its own). */
const FACETS: { name: FacetDimension; column: SQL; filters: (keyof ListingFilters)[] }[] = [
  { name: 'make', column: sql`${listings.make}`, filters: ['make'] },
  { name: 'region', column: sql`${listings.region}`, filters: ['region'] },
  { name: 'condition', column: sql`${listings.condition}::text`, filters: ['condition'] },
  { name: 'bodyType', column: sql`${listings.bodyType}`, filters: ['bodyType'] },
  {
    name: 'priceBand',
    // Rendered once, the bands' bounds written in (decision 0077): every facet request with a price
    // filter names it, and Drizzle walked its twenty parameters each time.
    column: sql.raw(
      inlinedSql(
        sql`case ${sql.join(
          PRICE_BANDS.map((b) =>
            b.max === null
              ? sql`when ${listings.priceUsd} >= ${b.min} then ${b.key}`
              : sql`when ${listings.priceUsd} < ${b.max} then ${b.key}`,
          ),
          sql` `,
        )} end`,
      ),
    ),
    filters: PRICE_FILTERS,
  },
];

/** Each facet's column as its samples count it, for the words' rows read apart (readWordRows). */
export const FACET_COLUMNS = Object.fromEntries(FACETS.map((d) => [d.name, d.column])) as Record<
  FacetDimension,
  SQL
>;

/**
 * How many listings each choice leaves. Each facet ignores its own filter (choosing a make shows the
 * other makes' counts too), the usual behaviour of a marketplace filter panel. A facet whose other
 * filters are all unset reads the maintained counts of active listings (exact); the others are counted
 * over a bounded sample of their matches: exact while few match, scaled estimates above, and then
 * `estimated` says so (docs/decisions/0022-search-at-scale.md). A public question of only make, region,
 * condition, body type and a US-dollar price range is answered from the maintained facet cube instead
 * (`cube`, facet-cube.ts; docs/decisions/0042-facet-cube.md).
 */
export async function listingFacets(
  db: Db,
  actor: Actor | null,
  f: ListingFilters,
  known: KnownAnswers = {},
): Promise<ListingFacets> {
  const { cube } = known;
  const terms = await browseTerms(db, f.q, known);
  const isPublic = seesPublicView(actor, f.sellerId);
  const set = setFilters(actor, f).filter((k) => k !== 'q' || terms.length > 0);
  /**
   * A public question of the cube's five filters alone (prices in US dollars) and no `words` beyond
   * them, as the maintained cube answers it: sums over the cube, no sample. A whole request's words are
   * all its text's (the make's facet ignores the make); a sample's, those its filters leave open
   * (matching: none of 'ferrari' beside the make Ferrari).
   */
  const cubeQuestion = (g: ListingFilters, words: string[]): CubeQuestion | undefined =>
    cube &&
    isPublic &&
    setFilters(actor, g).every((k) => CUBE_FILTERS.has(k) || (k === 'q' && words.length === 0)) &&
    (g.priceCurrency ?? BASE_CURRENCY) === BASE_CURRENCY
      ? {
          make: g.make === undefined ? undefined : canonicalMake(g.make),
          region: g.region,
          condition: g.condition,
          bodyType: g.bodyType,
          priceMin: g.priceMin,
          priceMax: g.priceMax,
        }
      : undefined;
  const asked = cubeQuestion(f, terms);
  if (cube && asked) {
    const r = await cubeFacets(db, cube, asked);
    return facetsReply(r.counts, r.total, r.total.estimated);
  }
  const unfiltered = (own: (keyof ListingFilters)[]) => isPublic && set.every((k) => own.includes(k));

  // Facets sharing a condition share one sample: all those whose own filter is unset use the full one.
  const maintained = FACETS.filter((d) => unfiltered(d.filters));
  const groups = new Map<string, typeof FACETS>();
  for (const d of FACETS.filter((x) => !maintained.includes(x))) {
    const own = d.filters.filter((k) => set.includes(k)).join(',');
    groups.set(own, [...(groups.get(own) ?? []), d]);
  }
  /** The filters of a group's sample: all but its facets' own. */
  const filtersWithout = (own: string): ListingFilters => {
    const copy = { ...f };
    for (const k of own ? (own.split(',') as (keyof ListingFilters)[]) : []) delete copy[k];
    return copy;
  };
  const owns = [...groups.keys()];
  const sampleGroups = owns.map((own) => {
    const filters = filtersWithout(own);
    // A public sample is the same for every visitor: by its question and its facets, it is read once
    // while the browse cache keeps it (ListingCache.facetSamples).
    const key =
      isPublic && known.facetSamples
        ? queryKey(`facet-sample:${(groups.get(own) ?? []).map((d) => d.name).join(',')}`, filters)
        : undefined;
    const kept = key === undefined ? undefined : known.facetSamples?.get(key);
    const question = kept ? undefined : matching(actor, filters, terms);
    // A sample whose question the cube answers is not read: a search for 'ferrari' beside the make
    // Ferrari sampled the Ferraris' regions, conditions and body types from the public full-text index's
    // posting list of the make, 16 ms at a million listings, where the cube's sums are exact (decision 0088).
    const cubed = question && cubeQuestion(filters, question.terms);
    return { own, filters, key, kept, question, cubed };
  });
  const fromCube = await Promise.all(
    sampleGroups.map(({ cubed }) => (cube && cubed ? cubeFacets(db, cube, cubed) : undefined)),
  );
  const toRead = sampleGroups.flatMap((a) =>
    a.question && !a.cubed ? [{ ...a, question: a.question }] : [],
  );
  // The words' rows kept in memory, once a request for each words (WordRowsCache notes them asked).
  const wordRows = new Map<string, WordRows | undefined>();
  const wordRowsOf = (terms: string[]) => {
    const key = terms.join('\n');
    if (!wordRows.has(key)) wordRows.set(key, keptWordRows(db, known, terms));
    return wordRows.get(key);
  };
  const samples: FacetSample[] = toRead.map(({ own, filters, question }) => ({
    fromWordRows: isPublic
      ? fromWordRows(
          question,
          filters,
          (groups.get(own) ?? []).map((d) => d.name),
          wordRowsOf,
        )
      : undefined,
    question,
    walk: newestWalk(actor, filters),
    // The quarter's index lacks the mileage caps, which the usual way finds beside the words
    // (withinMileage).
    inQuarterIndex:
      listsPublicInventory(actor, f.sellerId, f.status) && pickedMileageCapMi(filters) === undefined,
    columns: Object.fromEntries((groups.get(own) ?? []).map((d) => [d.name, d.column])),
    // The whole question's matches are among each other sample's (each lacks only a facet's own filter).
    among: own === '' ? toRead.flatMap((other, sample) => (other.own === '' ? [] : [sample])) : undefined,
  }));
  // The matches of the whole question: all active listings, or the sample without a facet's own
  // filter, or else (every facet's own filter set) counted alongside the samples.
  const allActive = unfiltered([]);
  const whole = owns.indexOf('');
  const result = await facetCounts(db, {
    maintained: maintained.map((d) => d.name),
    samples,
    activeTotal: allActive,
    countAll: allActive || whole >= 0 ? undefined : matching(actor, f, terms),
    shares: known.wordShares,
  });
  // The samples in `owns` order: each kept one, or the next one read (and kept from now on).
  let next = 0;
  const sampled = sampleGroups.map(({ own, key, kept }, g): FacetSampleCounts | undefined => {
    if (kept) return kept;
    const summed = fromCube[g];
    if (summed) {
      const dims = new Set((groups.get(own) ?? []).map((d) => d.name));
      return { counts: new Map([...summed.counts].filter(([d]) => dims.has(d))), match: summed.total };
    }
    const read = result.samples[next++];
    if (read && key !== undefined) known.facetSamples?.set(key, read);
    return read;
  });
  const counts = new Map(result.maintained);
  for (const s of sampled) for (const [d, list] of s?.counts ?? []) counts.set(d, list);
  const matches: MatchCount =
    result.activeTotal !== undefined
      ? { count: result.activeTotal, estimated: false }
      : (sampled[whole]?.match ?? result.all ?? { count: 0, estimated: false });
  const estimated = matches.estimated || sampled.some((s) => s?.match.estimated);
  return facetsReply(counts, matches, estimated);
}

/**
 * How a public sample of words is tallied from their rows in memory (word-rows.ts), when its filters are
 * ones the rows test (rowFiltersOf) and `rowsOf` has the words' rows.
 */
function fromWordRows(
  question: Matching,
  f: ListingFilters,
  dims: FacetDimension[],
  rowsOf: (terms: string[]) => WordRows | undefined,
): FacetSample['fromWordRows'] {
  const filters = question.terms.length > 0 ? rowFiltersOf(f) : undefined;
  if (!filters) return undefined;
  return (n) => {
    const rows = rowsOf(question.terms);
    return rows && sampleFromWordRows(rows, filters, dims, n);
  };
}

/**
 * How a walk of the newest-first index reads a public question's matches (counting.ts NewestWalk): its
 * filters as the index tests them (filterCondition `forWalk`), when the index holds every filter it sets.
 */
function newestWalk(actor: Actor | null, f: ListingFilters): NewestWalk | undefined {
  if (!seesPublicView(actor, f.sellerId) || !sortIndexHoldsFilters(setFilters(actor, f))) return undefined;
  return {
    filters: filterCondition(actor, f, undefined, true) ?? sql`true`,
    order: sql.join(sortOrder(SORTS.newest, SORTS.newest.key, sql`${listings.id}`), sql`, `),
  };
}

/** The filters the facet cube answers alone (facet-cube.ts). */
const CUBE_FILTERS: ReadonlySet<keyof ListingFilters> = new Set([
  'make',
  'region',
  'condition',
  'bodyType',
  'priceMin',
  'priceMax',
  'priceCurrency',
]);

/** The facets as the API gives them: by count, price bands in their own order. */
function facetsReply(
  counts: Map<FacetDimension, FacetCount[]>,
  matches: MatchCount,
  estimated: boolean,
): ListingFacets {
  const byCount = (list: FacetCount[] = []) =>
    [...list].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const bandOrder = PRICE_BANDS.map((b) => b.key as string);
  const priceBand = [...(counts.get('priceBand') ?? [])].sort(
    (a, b) => bandOrder.indexOf(a.value) - bandOrder.indexOf(b.value),
  );
  return {
    total: matches.count,
    estimated,
    make: byCount(counts.get('make')),
    region: byCount(counts.get('region')),
    condition: byCount(counts.get('condition')),
    bodyType: byCount(counts.get('bodyType')),
    priceBand,
  };
}

/** A listing the actor may see, with its seller and the seller's rating summary; 404 otherwise. */
export async function getListing(db: Db, actor: Actor | null, id: number): Promise<ListingDetail> {
  const rows = await db
    .select({ ...listingColumns, ...ownViewColumns(actor !== null) })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(eq(listings.id, id), visibleAsDetail(actor)));
  const row = rows[0];
  if (!row) throw notFound('Listing not found');
  const { rejectionReason, ownInactiveReason, ownExpiresAt, feePaid, ownSoldPrice, ...listing } = row;
  return {
    ...toListing(listing as ListingRow),
    ...(canSeeAllStatuses(actor, row)
      ? ownView({
          ...(listing as ListingRow),
          rejectionReason,
          ownInactiveReason,
          ownExpiresAt,
          feePaid,
          ownSoldPrice,
        })
      : {}),
    sellerRating: await sellerRatingSummary(db, row.sellerId),
    priceHistory: await priceHistory(db, row.id),
  };
}

/** An anonymous viewer with no visitor cookie yet: a hash of address and browser (never stored raw). */
export function anonymousViewerId(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A signed-in viewer is their user id; an anonymous one their visitor id. */
export function viewerKey(actor: Actor | null, visitorId: string | null): string {
  return actor ? `u:${actor.id}` : `v:${visitorId}`;
}

/**
 * Counts a view at most once per viewer per day; the seller's own views do not count. The count is
 * the listing's row of listing_counters, never the listing's own row (decision 0092). Views this
 * instance already recorded today skip the database. A viewer new today is counted only if `allowed`
 * (a budget shared by many viewer keys) lets it.
 */
export async function recordView(
  db: Db,
  recorded: ListingCache['recordedViews'],
  listing: { id: number; sellerId: string },
  viewer: string,
  allowed?: () => Promise<boolean>,
): Promise<boolean> {
  if (viewer === `u:${listing.sellerId}`) return false;
  const key = `${listing.id}|${viewer}|${new Date().toISOString().slice(0, 10)}`;
  if (recorded.has(key)) return false;
  if (allowed && !(await allowed())) return false;
  const result = await db.execute(sql`
    with fresh as (
      insert into ${listingViews} (listing_id, viewer_key) values (${listing.id}, ${viewer})
      on conflict do nothing returning listing_id
    )
    ${addOneTo('view_count', 'fresh')}`);
  recorded.set(key, true);
  const affected = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return Array.isArray(affected) && affected.length > 0;
}
