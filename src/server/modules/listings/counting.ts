import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import { EXACT_COUNT_LIMIT } from '../../../shared/domain/search.ts';
import type { FacetCount } from '../../../shared/schemas/listings.ts';
import { type Db, rowsInTableOrder, rowsOf } from '../../db/client.ts';
import { inSampledQuarter, listingFacetCounts, listings, QUARTER_SLICES } from '../../db/schema/index.ts';
import { sqlKey } from '../../db/sql-text.ts';
import { holdsTerms, keptRowCost, wordsTest } from './search.ts';

/**
 * Facet counts over more matches than this are read from this many of them and scaled: the exact range
 * (EXACT_COUNT_LIMIT). 1,000 before: a facet request with common words and two categories read about
 * 14,000 rows for its three samples at a million listings; the planner's estimate of the total they
 * are scaled to is the larger error (decision 0070).
 */
export const FACET_SAMPLE_SIZE = EXACT_COUNT_LIMIT;

/**
 * A sample the planner expects to hold far more matches than the exact range (more than
 * SMALL_SAMPLE_ABOVE) is read this many rows: half the rows read and tallied, each count's sampling error
 * 1.4 times as large, below the planner's error on the total it is scaled to. At 100,000 listings the
 * scale benchmark's facet requests with words took 1.3 -> 1.1 ms of PostgreSQL's CPU each, its
 * combinations 4.2 -> 3.3 ms of CPU in all (decision 0094).
 */
export const SMALL_SAMPLE_SIZE = FACET_SAMPLE_SIZE / 2;

/**
 * Ten times the exact range: a sample read SMALL_SAMPLE_SIZE rows fills, and its counts are shown as
 * estimates, for a question matching between SMALL_SAMPLE_SIZE and EXACT_COUNT_LIMIT listings only when
 * the planner expected over ten times as many.
 */
const SMALL_SAMPLE_ABOVE = 10 * EXACT_COUNT_LIMIT;

/** How many rows a sample of its own reads, by the planner's estimate of its matches (decision 0094). */
export const sampleSizeFor = (plan: Planned | undefined): number =>
  plan !== undefined && plan.matches > SMALL_SAMPLE_ABOVE ? SMALL_SAMPLE_SIZE : FACET_SAMPLE_SIZE;

export interface MatchCount {
  count: number;
  /** True when `count` is an estimate (more than EXACT_COUNT_LIMIT matches). */
  estimated: boolean;
}

/**
 * What a question matches: its whole condition, the same without its text (`filters`), its text's
 * tsquery terms in `where` (`terms`), and each of them as searched and as a whole word (`eachWord`),
 * which the estimate needs (see estimateMatches).
 */
export interface Matching {
  where: SQL | undefined;
  filters: SQL | undefined;
  terms: string[];
  eachWord: string[][];
  /**
   * A question of the public inventory that filters what a public full-text index holds beside the words:
   * a category (CATEGORIES_WITH_WORDS) or a mileage cap a buyer picks (schema: mileage_caps). One scan of
   * that index finds the words and the filter together.
   */
  indexedWithWords: boolean;
  /**
   * The make the question filters (as listings hold it), beside words: their share among that make's
   * listings is sampled (sampleTogether), not taken from all listings ('911' is in 0.7% of all listings,
   * in 43% of the Porsches).
   */
  make?: string;
  /**
   * Each category the question filters, alone, when it filters two or more (CATEGORIES_WITH_WORDS): the
   * public full-text index finds them by a posting list each, every listing of each category, however few
   * they keep together (Planned.categoryEntries).
   */
  categories?: SQL[];
  /**
   * The region a question of the public inventory filters (as a category of `categories` is written): its
   * words are read from that region's full-text index (db/schema regionSearchIndex, decision 0088), whose
   * posting lists hold the region's listings alone (Planned.region).
   */
  region?: SQL;
}

/**
 * A search term's rows alone by the planner (`rows`), among all listings' rows (`all`). For several words
 * together (`togetherKey`), measured instead on a sample of listings (sampleTogether): the rows holding
 * every word (`rows`) among those holding the rarest (`all`).
 */
export interface TermRows {
  rows: number;
  all: number;
}

/**
 * Each search term's rows among all listings by the planner's statistics (estimateMatches), and how often
 * several words come together (sampleTogether), kept per instance by term or words (ListingCache.wordShares):
 * a word's share of the listings is the same whatever the filters beside it.
 */
export type WordShares = Pick<LRUCache<string, TermRows>, 'get' | 'set'>;

/** The key of a question's words together in WordShares: their terms as a tsquery joins them, in any order. */
const togetherKey = (q: Matching): string | undefined =>
  q.terms.length > 1 ? [...q.terms].sort().join(' & ') : undefined;

/** The key in WordShares of a question's words among the listings of the make it filters. */
const withinMakeKey = (q: Matching): string | undefined =>
  q.make !== undefined && q.terms.length > 0
    ? `make ${q.make}: ${[...q.terms].sort().join(' & ')}`
    : undefined;

/**
 * About this many listings are sampled to learn how often several words come together (sampleTogether):
 * pages of the table picked at random (TABLESAMPLE SYSTEM), some 550 of them at a million listings, 6 ms
 * once per instance for each set of words, kept with the words' shares.
 */
const TOGETHER_SAMPLE_ROWS = 5000;

/**
 * The words' share together is trusted once the sample holds this many listings with the rarest word;
 * below that, the words are taken to always come together, as before.
 */
const TOGETHER_MIN_ROWS = 20;

/**
 * What the planner's shares of a question's words say (`terms`: each term's rows, from the cache or just
 * planned): the words' share (`share`), the product of the words' shares (`independent`: as if unrelated),
 * and all listings' rows; undefined while a term is unplanned. A word's share is as searched or as a whole
 * word, whichever the planner finds more of. Several words' share is the rarest word's times how often the
 * others come with it in a sample (sampleTogether), never below the product: a make and its model come
 * together ('porshe 911': 911's share), a barn find's two words do not (1.3% of listings at a million,
 * where each is in 11%). Until the sample is read, or when it holds too few of the rarest word, the rarest
 * word's share stands. `withinMake`: with a make filtered, the words' share among that make's listings in
 * the sample, both shares, once it holds enough of them: a model's words go with their make ('911' among
 * Porsches at a million listings: 43%, where 0.7% of all listings hold it, and a page read all 6,786 of
 * them from the table instead of walking).
 */
function wordsSay(
  q: Matching,
  terms: Map<string, TermRows | undefined>,
  withinMake = true,
): { share: number; independent: number; all: number } | undefined {
  const planned = q.eachWord.map((alternatives) => alternatives.map((t) => terms.get(t)));
  if (planned.flat().some((r) => r === undefined)) return undefined;
  const rows = planned as TermRows[][];
  const shares = rows.map((alternatives) =>
    Math.max(...alternatives.map((r) => r.rows / Math.max(1, r.all))),
  );
  const independent = shares.reduce((a, b) => a * b, 1);
  const key = togetherKey(q);
  const sampled = key === undefined ? undefined : terms.get(key);
  const together = sampled && sampled.all >= TOGETHER_MIN_ROWS ? sampled.rows / sampled.all : 1;
  const all = Math.max(...rows.flat().map((r) => r.all));
  const makeKey = withinMake ? withinMakeKey(q) : undefined;
  const ofMake = makeKey === undefined ? undefined : terms.get(makeKey);
  if (ofMake && ofMake.all >= TOGETHER_MIN_ROWS) {
    const share = ofMake.rows / ofMake.all;
    return { share, independent: share, all };
  }
  return { share: Math.max(independent, Math.min(...shares) * together), independent, all };
}

/** The key in WordShares of a category's rows (Matching.categories): its condition. */
const categoryKey = (condition: SQL): string => `category ${sqlKey(condition)}`;

/**
 * The terms of a question whose shares its estimate needs: each word's, its words' together, and theirs
 * among the make's listings.
 */
const sharesOf = (q: Matching): string[] =>
  [...q.eachWord.flat(), togetherKey(q), withinMakeKey(q)].filter((t): t is string => t !== undefined);

/**
 * The planner's estimate of a question's words among all listings, whatever its filters (`matches`), and
 * all listings' rows; undefined until every term of it has been planned (estimateMatches).
 */
export function wordsAlone(q: Matching, shares?: WordShares): { matches: number; all: number } | undefined {
  // Among all listings: the words' share within a make is not theirs among all.
  const words =
    q.eachWord.length === 0
      ? undefined
      : wordsSay(q, new Map(sharesOf(q).map((t) => [t, shares?.get(t)])), false);
  return words && { matches: words.share * words.all, all: words.all };
}

/**
 * How often the words of each question of several words come together, and how often a question's words
 * come with the make it filters, read from one sample of about TOGETHER_SAMPLE_ROWS listings (`all`: the
 * table's rows) for every such question whose shares are not in `terms` yet, and set there and in
 * `shares`: among the sampled listings holding each word (or of the make), those holding every word (and
 * of the make). The planner cannot tell: it multiplies the words' shares, and the rarest word's share alone
 * counted 'barn find' 9 times over (99,800 where 11,485 match at a million listings), so a page walked the
 * sort's index for matches that were not there. A fixed seed: the same listings give the same shares.
 */
async function sampleTogether(
  db: Db,
  questions: Matching[],
  all: number,
  terms: Map<string, TermRows | undefined>,
  shares?: WordShares,
): Promise<void> {
  const asked = new Map<string, { words: string[]; make?: string }>();
  for (const q of questions) {
    const together = togetherKey(q);
    if (together !== undefined && terms.get(together) === undefined) asked.set(together, { words: q.terms });
    const ofMake = withinMakeKey(q);
    if (ofMake !== undefined && terms.get(ofMake) === undefined)
      asked.set(ofMake, { words: q.terms, make: q.make });
  }
  if (asked.size === 0) return;
  const percent = Math.min(100, (100 * TOGETHER_SAMPLE_ROWS) / Math.max(1, all));
  const counts = [...asked.values()].flatMap(({ words, make }, i) => {
    const ofMake = make === undefined ? undefined : eq(listings.make, make);
    // Those of the make, or those holding the rarest word.
    const among = ofMake
      ? sql`count(*) filter (where ${ofMake})`
      : sql`least(${sql.join(
          words.map((w) => sql`count(*) filter (where ${holdsTerms([w])})`),
          sql`, `,
        )})`;
    return [
      sql`${among}::int as ${sql.identifier(`rarest_${i}`)}`,
      sql`count(*) filter (where ${and(ofMake, holdsTerms(words))})::int as ${sql.identifier(`every_${i}`)}`,
    ];
  });
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql`select ${sql.join(counts, sql`, `)} from ${listings} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (0)`,
    ),
  );
  [...asked.keys()].forEach((key, i) => {
    const r = { rows: Number(row?.[`every_${i}`] ?? 0), all: Number(row?.[`rarest_${i}`] ?? 0) };
    terms.set(key, r);
    shares?.set(key, r);
  });
}

/** An estimate is shown as "about 12,400": three significant digits, never at or below the exact range. */
function roundEstimate(n: number): number {
  return Math.max(Number(Math.max(n, 1).toPrecision(3)), EXACT_COUNT_LIMIT + 1);
}

type PlanNode = { 'Plan Rows': number; Plans?: PlanNode[] };

/** The planner's row estimates for several conditions, in one EXPLAIN of their UNION ALL. */
export async function plannerRows(db: Db, wheres: (SQL | undefined)[]): Promise<number[]> {
  const explain = async (ws: (SQL | undefined)[]) => {
    const union = sql.join(
      ws.map((w) => sql`(select 1 from ${listings} where ${w ?? sql`true`})`),
      sql` union all `,
    );
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${union}`));
    const raw = row?.['QUERY PLAN'];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }])[0].Plan;
  };
  const plan = await explain(wheres);
  if (wheres.length === 1) return [plan['Plan Rows']];
  // The planner drops a branch it proves empty (a condition contradicting a check constraint), and a
  // parallel plan (off in our sessions: db/client.ts) puts a Gather on top with per-worker row counts
  // below it; the branches then no longer line up with the conditions, and each is asked alone.
  if (plan.Plans?.length === wheres.length) return plan.Plans.map((p) => p['Plan Rows']);
  return Promise.all(wheres.map(async (w) => (await explain([w]))['Plan Rows']));
}

/**
 * Estimates of how many listings match, one per question, from the planner's statistics (ANALYZE keeps
 * the frequencies of the commonest lexemes), all in one EXPLAIN. Two corrections, both toward the truth:
 * - a word is estimated at no fewer rows than the whole word alone: the planner's estimate for a prefix
 *   ('pagani:*') fell to 108 where 2,454 rows hold 'pagani';
 * - with several words, the estimate is the words' share together (wordsSay): the rarest word's share
 *   times how often the others come with it in a sample of listings. The planner takes words as
 *   independent and multiplies their shares, which undercounts the words people search together: '911'
 *   nearly always comes with 'porsche' (it estimated 134 for 6,949 at 1M listings); the rarest word's
 *   share alone overcounts unrelated words ('barn find' 9 times over).
 */
export async function estimateMatches(db: Db, questions: Matching[], shares?: WordShares): Promise<number[]> {
  return (await plannerEstimates(db, questions, shares)).map((e) => roundEstimate(e.matches));
}

/**
 * Each question's filters as the planner estimates them (`base`) and its matches (`matches`, unrounded):
 * the filters' rows times its words' share together (wordsSay). The planner takes a word's condition as
 * independent of the filters (it multiplies their selectivities), so this is the estimate it would make
 * of the filters and each word together, with one condition to plan per question instead of one per word
 * and question; the words' shares are planned once, beside the first question that has them, and kept, as
 * is how often several words come together (sampleTogether, a statement of its own the first time).
 */
async function plannerEstimates(
  db: Db,
  questions: Matching[],
  shares?: WordShares,
): Promise<(Planned & { fewest: number })[]> {
  const terms = new Map<string, TermRows | undefined>();
  for (const t of questions.flatMap(sharesOf)) terms.set(t, shares?.get(t));
  const words = new Set(questions.flatMap((q) => q.eachWord.flat()));
  const unknown = [...words].filter((t) => terms.get(t) === undefined);
  const categories = new Map(
    questions
      .flatMap((q) => [...(q.categories ?? []), ...(q.region ? [q.region] : [])])
      .map((c) => [categoryKey(c), c]),
  );
  for (const key of categories.keys()) terms.set(key, shares?.get(key));
  const unknownCategories = [...categories].filter(([key]) => terms.get(key) === undefined);
  // Every listing, and each unknown term alone: a term's share is its rows among all rows; then each
  // unknown category alone, kept as a term's rows are.
  const asked = [
    ...(unknown.length > 0 ? [undefined, ...unknown.map((t) => holdsTerms([t]))] : []),
    ...unknownCategories.map(([, condition]) => condition),
  ];
  const rows = await plannerRows(db, [...questions.map((q) => q.filters), ...asked]);
  unknown.forEach((t, i) => {
    const r = { rows: rows[questions.length + 1 + i] ?? 0, all: rows[questions.length] ?? 0 };
    terms.set(t, r);
    shares?.set(t, r);
  });
  const categoriesAt = rows.length - unknownCategories.length;
  unknownCategories.forEach(([key], i) => {
    const r = { rows: rows[categoriesAt + i] ?? 0, all: rows[categoriesAt + i] ?? 0 };
    terms.set(key, r);
    shares?.set(key, r);
  });
  const all = Math.max(0, ...[...words].map((t) => terms.get(t)?.all ?? 0));
  await sampleTogether(db, questions, all, terms, shares);
  return questions.map((q, i) => {
    const base = rows[i] ?? 0;
    const categoryEntries = q.categories?.length
      ? q.categories.reduce((sum, c) => sum + (terms.get(categoryKey(c))?.rows ?? 0), 0)
      : undefined;
    const said = q.eachWord.length === 0 ? undefined : wordsSay(q, terms);
    if (!said) return { base, categoryEntries, matches: base, fewest: base, all: base, entries: 0 };
    return {
      base,
      categoryEntries,
      region: q.region && inRegion(q, q.region, terms, said.all),
      matches: Math.max(1, base * said.share),
      fewest: Math.max(1, base * said.independent),
      all: said.all,
      // The full-text index's entries for the words as searched: what finding them there reads.
      entries: q.eachWord.reduce((sum, [searched]) => sum + (terms.get(searched ?? '')?.rows ?? 0), 0),
    };
  });
}

/**
 * What a region's full-text index holds for a question (Planned.region), from the planned rows of each
 * category (`terms`) among `all` listings: the region's share, and its entries for the other categories.
 */
function inRegion(
  q: Matching,
  region: SQL,
  terms: Map<string, TermRows | undefined>,
  all: number,
): Planned['region'] {
  const key = categoryKey(region);
  const share = Math.min(1, (terms.get(key)?.rows ?? 0) / Math.max(1, all));
  const others = (q.categories ?? []).filter((c) => categoryKey(c) !== key);
  const entries = others.reduce((sum, c) => sum + (terms.get(categoryKey(c))?.rows ?? 0), 0);
  return { share, categoryEntries: entries * share };
}

/**
 * Questions' estimates made earlier (estimateWithBase), kept per instance by the question's condition
 * (ListingCache.estimates): the same question sorted another way, or a next page of it, plans nothing
 * again for the whole question. Only the planner's statistics move them, which ANALYZE changes after
 * listings change; they go with the answers.
 */
export type KnownEstimates = Pick<LRUCache<string, Estimate>, 'get' | 'set'>;

/**
 * A question's estimate as estimateMatches makes it (`shown`, rounded as shown to visitors; `matches`
 * unrounded), as few as its words could match if unrelated (`fewest`), the planner's rows for its filters
 * alone (`base`) and for all listings (`all`, as its words' shares were planned), in one EXPLAIN, or none
 * when `known` holds it already. listListings reads from these how many rows a walk in the sort's order
 * visits per match. `after`: a cursor's condition; the same estimates for the rows after it come as
 * `rest`, in the same EXPLAIN (pastCursor), never kept (each cursor is asked once).
 */
export async function estimateWithBase(
  db: Db,
  question: Matching,
  shares?: WordShares,
  after?: SQL,
  known?: KnownEstimates,
): Promise<Estimate & { rest?: Estimate }> {
  const key = known ? sqlKey(question.where ?? sql`true`) : undefined;
  const kept = key === undefined ? undefined : known?.get(key);
  const asked = [...(kept ? [] : [question]), ...(after ? [pastCursor(question, after)] : [])];
  // One estimate per question asked, in order.
  const planned =
    asked.length === 0
      ? []
      : (await plannerEstimates(db, asked, shares)).map(
          (e): Estimate => ({ shown: roundEstimate(e.matches), ...e }),
        );
  const whole = kept ?? planned.shift()!;
  if (!kept && key !== undefined) known?.set(key, whole);
  return { ...whole, rest: planned[0] };
}

/**
 * A question narrowed to the rows after a cursor. How to read a page after a cursor is chosen by the rows
 * left there, not by the whole question's: a cursor past the end of the filters' range leaves none
 * ('lambo' from 2015, after a car of 2012 by year: the whole question's estimate read all 23,600
 * 'lamborghini' listings words first to find nothing, 158 ms at a million listings).
 */
const pastCursor = (q: Matching, after: SQL): Matching => ({
  ...q,
  where: and(q.where, after),
  filters: and(q.filters, after),
});

/**
 * A capped count as shown: exact up to EXACT_COUNT_LIMIT, the estimate above (`estimate`: already made,
 * as estimateMatches makes it, so no second EXPLAIN).
 */
export async function matchCount(
  db: Db,
  capped: number,
  question: Matching,
  estimate?: number,
  shares?: WordShares,
): Promise<MatchCount> {
  if (capped <= EXACT_COUNT_LIMIT) return { count: capped, estimated: false };
  if (estimate !== undefined) return { count: estimate, estimated: true };
  const [estimated = capped] = await estimateMatches(db, [question], shares);
  return { count: estimated, estimated: true };
}

/**
 * How many listings match `question`, in a statement of its own (when no page or sample carries it);
 * `estimate`: the planner's, when already made (estimateWithBase).
 */
export async function countMatches(
  db: Db,
  question: Matching,
  shares?: WordShares,
  estimate?: Estimate,
): Promise<MatchCount> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select ${cappedCountSql(question, estimate)} as n`),
  );
  return matchCount(db, Number(row?.n ?? 0), question, estimate?.shown, shares);
}

/**
 * A row read from the table costs at least this many index entries read for a bitmap. At a million
 * listings, the table read through the operating system's cache, 23,600 'lamborghini' rows took 200 ms and
 * 112,759 entries of a one-column index 7 ms (over 100 to 1); in PostgreSQL's own buffers a row costs less.
 * 20 chose the faster way in all 8 samples measured both ways (decision 0050); it weighs a walk's index
 * entries against rows (sampleWalkBound), and words first has a cost of its own (WORDS_FIRST_ROW_COST).
 */
const TABLE_ROW_COST = 20;

/**
 * What a row read words first (readsWordsFirst) costs against an entry of the filters' bitmap it spares.
 * Below TABLE_ROW_COST: words first reads the words' matches through their bitmap, in the table's order,
 * not one fetch at a time. Tuned over the 1,440 combinations of the scale benchmark one at a time, the
 * same questions asked of a server with each weight (decision 0079): at 8, PostgreSQL's time for them was
 * 2-3% lower than at 20, at 100k listings and at a million ('lambo' above $300,000 by mileage at 100k:
 * 6.8 ms with the price range's bitmap of 39,790 entries, 2.5 ms reading the 2,370 'lamborghini' words
 * first); at 4 it was 27% higher at a million (common words read words first beside narrow filters).
 */
const WORDS_FIRST_ROW_COST = 8;

/**
 * The planner's estimates of a question (plannerEstimates): its filters' rows, its matches, all rows, and
 * the full-text index's entries for its words.
 */
export interface Planned {
  base: number;
  /**
   * The public full-text index's entries for the question's categories, when it filters two or more
   * (Matching.categories): each category's rows. Else its filters' rows (`base`) stand for them. New
   * cars in Asia Pacific at a million listings are 27,268, their index's entries 135,684 + 180,185.
   */
  categoryEntries?: number;
  /**
   * When a region's full-text index reads the question (Matching.region): the share of the listings it
   * holds (the region's rows among all), and its entries for the question's other categories (each one's
   * rows in the region, taken as spread like the region's). Asia Pacific at a million listings: 15%.
   */
  region?: { share: number; categoryEntries: number };
  matches: number;
  all: number;
  entries: number;
}

/** A question's estimate as estimateWithBase makes it. */
export interface Estimate extends Planned {
  shown: number;
  fewest: number;
}

/**
 * Whether the first `n` matches of a question of words are read faster words first: the words' matches
 * from the full-text index until the filters have kept `n` (or all of them, when fewer), the filters
 * tested on each, than as the planner would, intersecting the words' bitmap with a bitmap of the
 * filters built whole: for 1,000 'ferrari' above $300,000 at a million listings, 21 ms against 175, and
 * for the first 501 'barn find' under $80,000 (the capped count), 17 against 99, where the price
 * range's bitmap alone took 80 ms. At a million listings, each of 8 samples measured took at most the
 * time the planner's own choice took. Not when a category or a mileage cap is filtered beside the words
 * (`indexedWithWords`): one scan of a public full-text index finds both, and no bitmap of the filters
 * alone is built ('ferrari' new in Asia Pacific: 5 ms that way, 20 ms words first, decision 0051;
 * 'porshe 911' under 5,000 miles by year: 10 ms, where words first read all 7,611 listings holding both
 * words from the table for the 1,346 under the cap, 80-170 ms).
 */
function readsWordsFirst(q: Matching, n: number, plan: Planned | undefined): boolean {
  if (q.terms.length === 0 || !plan || q.indexedWithWords) return false;
  const base = Math.max(1, plan.base);
  return Math.min(wordsMatchAmongAll(plan), (n * plan.all) / base) * WORDS_FIRST_ROW_COST < base;
}

/** A question's words' matches among all listings (the planner's: its filters' rows times their share). */
const wordsMatchAmongAll = (plan: Planned): number => (plan.matches / Math.max(1, plan.base)) * plan.all;

/**
 * The rows the usual plan reads from the table for every match of a question (matchRows, by the planner's
 * estimates `plan`): words first, every listing holding the words, whatever the filters keep of them
 * ('barn find' above $300,000 at a million listings: 12,671 rows for 4,948 matches); otherwise about the
 * matches (the planner's bitmaps intersect before the table is read; filters first reads the filters'
 * rows in an index's order, each page once).
 */
export const rowsReadForAll = (q: Matching, plan: Planned): number =>
  readingOrder(q, Number.POSITIVE_INFINITY, plan) === 'words first' ? wordsMatchAmongAll(plan) : plan.matches;

/**
 * A walk visits at most this many times the rows it is expected to visit for what it looks for; more
 * than that, and the usual plan answers instead.
 */
export const WALK_MARGIN = 3;

/**
 * Listings a table page holds: 8.8 in the generated inventory at 100,000 and at a million listings
 * (pg_class). A bitmap marks the table's pages (fullTextBitmapRows).
 */
const LISTINGS_PER_PAGE = 8.8;

/**
 * A row read from the table costs about this many table pages marked in a bitmap of the full-text index,
 * and (FULL_TEXT_ENTRIES_PER_ROW) this many of the index's entries. Timed alone at a million listings
 * (113,783 table pages), the bitmap of one word costs about 0.33 µs a page it marks and 0.06 µs an
 * entry, where a row read in the bitmap's order costs about 5 µs: 'ferrari', 32,900 entries over 28,700
 * pages, 11.3 ms; 'matte', 294,000 entries over 105,000 pages, 52 ms; 'carbon', 881,000 entries over
 * every page, 91 ms; at 100,000 listings 'ferrari' 1.1 ms and 'carbon' 9.9. A rare word's bitmap costs
 * what its pages cost, many times its entries: weighed by entries alone, the facet sample of 'ferrari'
 * built it whole (11 ms) where the sampled quarter's took 2.
 */
const PAGES_MARKED_PER_ROW = 15;
const FULL_TEXT_ENTRIES_PER_ROW = 80;

/**
 * What a bitmap from the full-text index costs, in rows read from the table: the `entries` of its posting
 * lists decoded, and the pages marked for the `rows` that hold every key (the index intersects the words
 * and categories of one scan before the bitmap: 'barn find' decodes 222,000 entries at a million listings
 * and marks the pages of its 11,500 matches), spread at random over the table's pages (`all`: its rows).
 */
function fullTextBitmapRows(entries: number, rows: number, all: number): number {
  const pages = Math.max(1, all / LISTINGS_PER_PAGE);
  const marked = pages * (1 - Math.exp(-rows / pages));
  return marked / PAGES_MARKED_PER_ROW + entries / FULL_TEXT_ENTRIES_PER_ROW;
}

/**
 * The bitmap one scan of a full-text index builds for a question (fullTextBitmapRows), in rows read from
 * the table: of its words alone, or `withCategories` of its words and categories together (the public
 * index holds both; their entries taken as the filters' rows, and in a region's index, Planned.region, the
 * region's share of the words' entries and its entries for the other categories), or in the sampled
 * quarter's index (`quarter`, every region's: a QUARTER_SLICES-th of each posting list).
 */
function fullTextScanRows(plan: Planned, withCategories: boolean, quarter = false): number {
  const regional = quarter ? undefined : plan.region;
  const [entries, rows] = !withCategories
    ? [plan.entries, wordsMatchAmongAll(plan)]
    : regional
      ? [plan.entries * regional.share + regional.categoryEntries, plan.matches]
      : [plan.entries + (plan.categoryEntries ?? plan.base), plan.matches];
  const slices = quarter ? QUARTER_SLICES : 1;
  return fullTextBitmapRows(entries / slices, rows / slices, plan.all);
}

/**
 * Whether a question's first `n` matches are found faster filters first: the rows its filters keep, read
 * as the planner chooses, the words tested on each, than by the full-text index, whose every entry for
 * the words is read however few rows the filters keep. The planner weighs the index's entries far too
 * lightly: for a page of 'pristine collector' Porsches from 2010 under $200,000 at a million listings it
 * intersected the make index's 5,314 rows with the 217,000 listings holding both words (111 ms; filters
 * first, 49 ms). Categories beside the words too (the public full-text index holds both, decision 0051):
 * the facet sample of 'pristine collector' new cars took 68-81 ms from that index, 25 ms filters first,
 * though one with two categories took 50 ms there and 77 filters first (decision 0053).
 */
function readsFiltersFirst(q: Matching, n: number, plan: Planned | undefined): boolean {
  if (q.terms.length === 0 || !plan) return false;
  const base = Math.max(1, plan.base);
  // The filters' rows read until `n` of them hold the words (the planner's matches among them).
  const rows = Math.min(base, (n * base) / Math.max(1, plan.matches));
  return rows < fullTextScanRows(plan, false);
}

/** Listings as `columns`: those `first` keeps, read behind a fence, then `then` tested on each of them. */
const fencedRows = (columns: SQL, first: SQL, then: SQL): SQL =>
  sql`select ${columns} from (select * from ${listings} where ${first} offset 0) as ${listings} where ${then}`;

/**
 * The first `n` matches of a question (all of them: Infinity) as `columns`, read in the order that finds
 * them faster by the planner's estimates (`plan`): words first, filters first, or as the planner chooses.
 * `after`: a cursor's condition, beside the filters. Fenced (`offset 0`) so that a LIMIT outside does not
 * change the planner's way of reading.
 */
export function matchRows(q: Matching, columns: SQL, n: number, plan?: Planned, after?: SQL): SQL {
  const order = readingOrder(q, n, plan);
  const words = holdsTerms(q.terms);
  const filters = and(q.filters, after) ?? sql`true`;
  // Words first: the full-text index's rows, the filters tested on each; filters first, the reverse.
  if (order === 'words first') return sql`${fencedRows(columns, words, filters)} offset 0`;
  if (order === 'filters first') return sql`${fencedRows(columns, filters, words)} offset 0`;
  return sql`select ${columns} from ${listings} where ${and(q.where, after) ?? sql`true`} offset 0`;
}

/** How a question's first `n` matches are read (readsWordsFirst, readsFiltersFirst; else the planner's way). */
export const readingOrder = (
  q: Matching,
  n: number,
  plan?: Planned,
): 'words first' | 'filters first' | 'planner' =>
  readsWordsFirst(q, n, plan) ? 'words first' : readsFiltersFirst(q, n, plan) ? 'filters first' : 'planner';

/**
 * The matches of a question, counted up to EXACT_COUNT_LIMIT + 1, as a scalar subquery: it rides in the
 * statement that reads the page or the facets, so counting costs no round trip of its own. Read words
 * or filters first when that is faster (matchRows, `plan`: the planner's estimates, when made).
 */
export const cappedCountSql = (q: Matching, plan?: Planned): SQL<number> => {
  const n = EXACT_COUNT_LIMIT + 1;
  // The planner's own way keeps the LIMIT in view (no fence): it stops at the first `n` rows it finds.
  const rows =
    readingOrder(q, n, plan) === 'planner'
      ? sql`select 1 from ${listings} where ${q.where ?? sql`true`} limit ${n}`
      : sql`select * from (${matchRows(q, sql`1`, n, plan)}) r limit ${n}`;
  return sql<number>`(select count(*)::int from (${rows}) capped)`;
};

/**
 * The first `n` matches of a sample's question as `columns` (`plan`: the planner's estimates for it;
 * `n`: the sample's size, or WHOLE_SAMPLE_LIMIT for a sample read whole). With words, read words first
 * when that is faster (readsWordsFirst); otherwise the planner chooses its plan as if every match were
 * read, the LIMIT kept from it behind a fence (`offset 0`): trusting the LIMIT, it walked an index of the
 * filters testing the words on each row (30,000 rows and 175 ms for 1,000 'ferrari' above $300,000 at a
 * million listings), where intersecting bitmaps reads few rows whatever the sample's size.
 */
function sampleRows(q: Matching, columns: SQL, plan: Planned | undefined, n: number): SQL {
  const limit = sql` limit ${n}`;
  if (q.terms.length === 0 || !plan)
    return sql`select ${columns} from ${listings} where ${q.where ?? sql`true`}${limit}`;
  return sql`select * from (${matchRows(q, columns, n, plan)}) r${limit}`;
}

/**
 * The newest `n` matches of a sample of words (FacetSample.walk), found by walking the newest-first
 * index: the first `bound` rows its filters keep there, the words tested on each (their bits first when
 * rare: wordsTest).
 */
function walkedSampleRows(
  q: Matching,
  walk: NewestWalk,
  columns: SQL,
  bound: number,
  plan: Planned,
  n: number,
): SQL {
  const words = wordsTest(q.terms, plan.matches / Math.max(1, plan.base));
  return sql`select * from (select ${columns}, ${listings.id} as id, ${words.columns} from ${listings} where ${walk.filters} order by ${walk.order} limit ${bound}) w where ${words.holds} limit ${n}`;
}

/**
 * The first `n` matches of a sample's question in the sampled quarter (sampleReadsQuarter) as `columns`:
 * the planner's own way behind a fence (matchRows), as sampleRows reads a sample. It takes the quarter's
 * condition to keep 0.5% of the rows, and trusting the LIMIT it might test it row by row.
 */
function quarterSampleRows(q: Matching, columns: SQL, n: number): SQL {
  const inQuarter = { ...q, where: and(q.where, inSampledQuarter(listings.id)) };
  return sql`select * from (${matchRows(inQuarter, columns, n)}) r limit ${n}`;
}

/**
 * A sample read from the sampled quarter that holds fewer rows than this share of its size is read again
 * the usual way: the planner expected the quarter to fill a sample, and the matches are fewer than it said
 * (with fewer than EXACT_COUNT_LIMIT in all, the usual way counts them exactly).
 */
const QUARTER_SAMPLE_MIN_SHARE = 0.5;

/**
 * A row read in the table's order costs about this share of a row fetched through an index: at a million
 * listings, 1,878 rows read so for 500 'matte' listings took 3.2 ms (1.7 µs each), 1,673 fetched by a
 * walk of the newest-first index 5.5 ms (3.3 µs).
 */
const TABLE_ORDER_ROW_SHARE = 0.5;

/**
 * What reading a sample of `n` words' matches costs, in rows fetched from the table (`plan`: its
 * question's estimates; at least `n` matches): `usual`, the usual way (sampleRows), which reads the
 * table in its order until the sample is full (TABLE_ORDER_ROW_SHARE), or builds a bitmap whole (the
 * words', the filters' or both, by the reading order; a full-text bitmap weighed by the pages it marks,
 * fullTextBitmapRows, and with categories beside the words one scan of the public full-text index finds
 * both, their entries taken as the filters' rows) before its first row; `walk`, a walk of the
 * newest-first index (walkedSampleRows), which reads the filters' rows until `n` hold the words, and
 * the entries of the other listings between them; `quarter`, the words and categories in the
 * sampled quarter's index, a quarter of every posting list the usual bitmaps decode and of the pages they
 * mark (QUARTER_SLICES), for a sample's rows. An entry of the walked index costs about what an entry of a bitmap
 * costs (TABLE_ROW_COST; at a million listings, 0.33 µs walked, 0.36 µs in the public full-text index's
 * bitmap of a category, a row 5-6.5 µs): for 'pristine collector' coupes, the bitmap of the 112,000
 * coupes took 36 ms before the sample's first row, where the walk reads about 2,300 coupes and 18,600
 * other entries (decision 0072). `kept`: the filters' rows the walk reads.
 */
function sampleCosts(
  q: Matching,
  plan: Planned,
  n = FACET_SAMPLE_SIZE,
): { usual: number; walk: number; quarter: number; kept: number } {
  const base = Math.max(1, plan.base);
  const matches = Math.max(1, plan.matches);
  const others = Math.max(0, plan.all - base);
  const kept = Math.min(base, (n * base) / matches);
  // The rows kept are read from the table, or only those whose words' bits pass (walkedSampleRows tests
  // them so when the words are rare: keptRowCost), the others costing their entry.
  const perKept = keptRowCost(q.terms, matches / base);
  const keptCost = kept * (perKept.rows + perKept.entries / TABLE_ROW_COST);
  const walk = keptCost + Math.min(others, (n * others) / matches) / TABLE_ROW_COST;
  const order = readingOrder(q, n, plan);
  // Words first: the words' rows until the filters have kept a sample.
  const wordsRows = Math.min(wordsMatchAmongAll(plan), (n * plan.all) / base);
  // The filters' bitmap: of two categories or more, from the public full-text index, a posting list of
  // each (Planned.categoryEntries), or from a region's index, the others' within it (Planned.region); else
  // an index's range of the filters' rows.
  const filtersBitmap =
    plan.categoryEntries === undefined
      ? base / TABLE_ROW_COST
      : fullTextBitmapRows(plan.region?.categoryEntries ?? plan.categoryEntries, base, plan.all);
  const bitmaps =
    order === 'words first'
      ? wordsRows + fullTextScanRows(plan, false)
      : order === 'filters first'
        ? kept + filtersBitmap
        : n + (q.indexedWithWords ? 0 : filtersBitmap) + fullTextScanRows(plan, q.indexedWithWords);
  const inTableOrder = ((n * plan.all) / matches) * TABLE_ORDER_ROW_SHARE;
  // The quarter's index holds the public inventory alone, its words and categories; the other filters,
  // tested on its rows, are taken to keep most of them.
  const quarter = n + fullTextScanRows(plan, q.indexedWithWords, true);
  return { usual: Math.min(bitmaps, inTableOrder), walk, quarter, kept };
}

/**
 * How many of the rows its filters keep a walk of the newest-first index may read for a sample of `n`
 * words' matches (walkedSampleRows), when the walk is expected to cost less than reading the sample the
 * usual way or from the sampled quarter (sampleCosts); undefined otherwise. The bound is WALK_MARGIN
 * times the rows the walk expects to read; a walk that ends there short of a sample leaves it to the
 * usual way. Never for a sample expected to hold every match: its walk would end short of a sample and be
 * read again.
 */
export function sampleWalkBound(
  s: FacetSample,
  plan: Planned | undefined,
  n = FACET_SAMPLE_SIZE,
): number | undefined {
  if (!s.walk || !plan || s.question.terms.length === 0 || plan.matches < n) return undefined;
  const c = sampleCosts(s.question, plan, n);
  const quarter = sampleReadsQuarter(s, plan, n) ? c.quarter : Number.POSITIVE_INFINITY;
  return c.walk < Math.min(c.usual, quarter) ? Math.ceil(c.kept * WALK_MARGIN) : undefined;
}

/**
 * Whether a sample of `n` words' matches may be read from the sampled quarter (db/schema/listings.ts
 * QUARTER_SLICES) and costs less there than the usual way (sampleCosts): the quarter's index can read its question
 * (FacetSample.inQuarterIndex), and the quarter alone is expected to fill a sample. Its counts are then
 * always estimates (facetCounts). Common words are found faster in the table's order ('carbon', in 88% of
 * the listings, fills a sample from the first 570 rows), narrow ones only in every listing.
 */
export function sampleReadsQuarter(
  s: FacetSample,
  plan: Planned | undefined,
  n = FACET_SAMPLE_SIZE,
): boolean {
  if (!s.inQuarterIndex || !plan || s.question.terms.length === 0) return false;
  if (plan.matches < QUARTER_SLICES * n) return false;
  const c = sampleCosts(s.question, plan, n);
  return c.quarter < c.usual;
}

export type FacetDimension = 'make' | 'region' | 'condition' | 'bodyType' | 'priceBand';

/** Facets counted over the first matches of one condition, a sample of them (facetCounts' limits). */
export interface FacetSample {
  question: Matching;
  columns: Partial<Record<FacetDimension, SQL>>;
  /**
   * Other samples of the same request whose matches include all of this one's: this sample may be read
   * from one of those's rows, keeping those that meet its filters (readFrom).
   */
  among?: number[];
  /** How a walk of the newest-first index reads this sample's matches, when that index holds its filters. */
  walk?: NewestWalk;
  /**
   * The sampled quarter's index can read the question (sampleReadsQuarter): it asks the public inventory
   * alone, whose words and categories that index holds, and no mileage cap (which the usual way finds
   * beside the words in an index of its own: read from the quarter, 'pristine collector' under 5,000
   * miles tested the cap on the words' rows, 36-54 ms at a million listings where the usual way took 8-13).
   */
  inQuarterIndex?: boolean;
  /**
   * The sample of `n` rows tallied without the database, when the words' rows kept in memory hold it
   * (word-rows.ts, decision 0095); none when they do not. Asked for every row (`n` infinite), it is all
   * the matches when the rows hold every one (decision 0096).
   */
  fromWordRows?: (n: number) => SampleTally | undefined;
}

/** What facetCounts is asked to count. */
export interface FacetAsk {
  maintained: FacetDimension[];
  samples: FacetSample[];
  activeTotal: boolean;
  countAll?: Matching;
  shares?: WordShares;
}

/** A sample's tally: how many rows it held, and per facet the rows holding each value. */
export interface SampleTally {
  size: number;
  counts: Map<FacetDimension, Map<string, number>>;
}

/**
 * A public question's filters as a walk of the newest-first index tests them on its entries (the index
 * holds every one: FILTERS_IN_BROWSE_INDEXES, decision 0069), and that index's order.
 */
export interface NewestWalk {
  filters: SQL;
  order: SQL;
}

/**
 * A sample is read from a broader sample's rows when the planner expects at least this share of the
 * broader one's matches to be its own: its counts then come from half a sample or more.
 */
const SHARED_SAMPLE_SHARE = 0.5;

/**
 * A broader sample expected to hold fewer matches than this is read whole, up to this many rows, when a
 * narrower sample expected to hold every match is read from its rows instead of on its own, at the cost of
 * the rows beyond a sample (readFrom): both then count every match. At a million listings, the sample of
 * 'barn find' in Asia Pacific read its 1,690 matches in 17 ms instead of 500 in 13.5, and spared the
 * 14 ms of reading the 359 new ones apart (decision 0080).
 */
const WHOLE_SAMPLE_LIMIT = 4 * FACET_SAMPLE_SIZE;

/**
 * Which broader sample each sample is read from (facetCounts), if any. When the sample's own matches
 * would fill a sample (its counts are estimates either way), the broader one whose matches are most nearly
 * its own, when that share is at least SHARED_SAMPLE_SHARE: a sample of 'carbon' from $1,000 is nearly the
 * sample of 'carbon' at any price, one sample read, not two, for the cost of testing the price on its rows
 * (decision 0054). When both are expected to hold every match, the narrowest such broader one, whatever
 * the share: its rows are every match of the sample too, so the counts stay exact; a request of 'barn find'
 * new in Asia Pacific under a price cap built the full-text index's bitmap of its words and categories,
 * 8-9 ms at a million listings, for each of four samples, and the whole question's is its price-band
 * sample's with the cap tested (decision 0074). So is one expected to hold fewer than WHOLE_SAMPLE_LIMIT,
 * read whole, when its rows beyond a sample cost less than reading the narrower one alone (sampleCosts).
 * A broader sample that fills its limit after all leaves the narrower one to be read alone (facetCounts).
 */
function readFrom(samples: FacetSample[], planned: Planned[] | undefined): (number | undefined)[] {
  return samples.map((s, g) => {
    const own = planned?.[g];
    if (!own || !s.among) return undefined;
    const estimated = own.matches >= FACET_SAMPLE_SIZE;
    let best: { sample: number; share: number } | undefined;
    for (const sample of s.among) {
      const broader = planned?.[sample];
      if (!broader || samples[sample]?.among) continue;
      const share = own.base / Math.max(1, broader.base);
      const fits = estimated
        ? share >= SHARED_SAMPLE_SHARE
        : broader.matches < FACET_SAMPLE_SIZE ||
          (broader.matches < WHOLE_SAMPLE_LIMIT &&
            broader.matches - FACET_SAMPLE_SIZE < sampleCosts(s.question, own).usual);
      if (fits && share > (best?.share ?? 0)) best = { sample, share };
    }
    return best?.sample;
  });
}

/** One sample's facet counts (scaled when the sample was full), and how many listings match its question. */
export interface FacetSampleCounts {
  counts: Map<FacetDimension, FacetCount[]>;
  /** Exact when the sample held every match; else the estimate its counts were scaled to. */
  match: MatchCount;
}

export interface FacetCountsResult {
  /** The maintained counts asked for. */
  maintained: Map<FacetDimension, FacetCount[]>;
  /** Per sample, in the order asked. */
  samples: FacetSampleCounts[];
  /** Active listings in all, from the maintained counts, when asked for. */
  activeTotal?: number;
  /** The capped count of the `countAll` question, when asked for. */
  all?: MatchCount;
}

/**
 * One sample's facet counts as rows (g, d, v, n) from its rows `from` (aliased `s`): one per (dimension,
 * value), by grouping sets (half the database's time of unpivoting each row into one per dimension and
 * grouping those: decision 0042); the empty set's row ('', null) counts the sample itself.
 */
function tallySql(g: number, dims: FacetDimension[], from: SQL): SQL {
  const col = (d: FacetDimension) => sql`s.${sql.identifier(d)}`;
  const grouped = (d: FacetDimension) => sql`grouping(${col(d)}) = 0`;
  return sql`select ${g} as g,
      case ${sql.join(
        dims.map((d) => sql`when ${grouped(d)} then ${d}`),
        sql` `,
      )} else '' end as d,
      case ${sql.join(
        dims.map((d) => sql`when ${grouped(d)} then ${col(d)}::text`),
        sql` `,
      )} end as v,
      count(*)::int as n
    from ${from}
    group by grouping sets (${sql.join([...dims.map((d) => sql`(${col(d)})`), sql`()`], sql`, `)})`;
}

/** How many rows sample `g` held, by its tally's row of the empty grouping set (tallySql). */
const sampleSize = (rows: { g: number; d: string; n: number }[], g: number): number =>
  Number(rows.find((r) => Number(r.g) === g && r.d === '')?.n ?? 0);

/**
 * Facet counts in one statement: the maintained counts of active listings for `maintained` (table
 * listing_facet_counts, kept by triggers in the transaction that changes a listing: exact, and as cheap
 * at a million listings as at ten), and for each sample the counts over at most a sample of its matches
 * (FACET_SAMPLE_SIZE, or SMALL_SAMPLE_SIZE when the planner expects far more: sampleSizeFor), tallied by
 * the database (exact when fewer match; otherwise the sample's shares scaled to the estimated matches):
 * the first ones the table holds, or, for words the newest-first index finds faster, the newest
 * (sampleWalkBound), or the first ones of the sampled quarter, always scaled (sampleReadsQuarter); up to
 * WHOLE_SAMPLE_LIMIT of them for a sample others are read from (readFrom). The planner's estimates
 * are a second statement: before the counts when a sample has words (they choose how it is read:
 * sampleRows), else after them, only when a sample was full.
 */
export async function facetCounts(db: Db, ask: FacetAsk): Promise<FacetCountsResult> {
  // Words whose every public match the server holds (decision 0096): each sample is all its matches,
  // counted exactly, and no statement is sent, when nothing else is asked of the database.
  const whole =
    ask.samples.length > 0 && ask.maintained.length === 0 && !ask.activeTotal && !ask.countAll
      ? ask.samples.map((s) => s.fromWordRows?.(Number.POSITIVE_INFINITY))
      : undefined;
  if (whole?.every((t) => t !== undefined))
    return {
      maintained: new Map(),
      samples: ask.samples.map((s, g) => sampleCounts(Object.keys(s.columns) as FacetDimension[], whole[g]!)),
    };
  // With words, the planner's estimates come first, in one EXPLAIN that a full sample needs afterwards
  // anyway: they choose how each sample is read (sampleRows).
  const asked = [...ask.samples.map((s) => s.question), ...(ask.countAll ? [ask.countAll] : [])];
  const planned = ask.samples.some((s) => s.question.terms.length > 0)
    ? await plannerEstimates(db, asked, ask.shares)
    : undefined;
  // Samples the words' rows in memory hold (decision 0095), each as large as the database would read it
  // alone; the others are read from the database, as if asked alone.
  const served = ask.samples.map((s, g) => s.fromWordRows?.(sampleSizeFor(planned?.[g])));
  if (!planned || served.every((t) => t === undefined)) return countInDatabase(db, ask, asked, planned);
  const rest = ask.samples.flatMap((_, g) => (served[g] ? [] : [g]));
  const place = new Map(rest.map((g, i) => [g, i]));
  const result = await countInDatabase(
    db,
    {
      ...ask,
      samples: rest.map((g) => {
        const s = ask.samples[g]!;
        // A broader sample served from memory has no rows in the statement to read a narrower one from.
        return { ...s, among: s.among?.flatMap((h) => (place.has(h) ? [place.get(h)!] : [])) };
      }),
    },
    [...rest.map((g) => asked[g]!), ...(ask.countAll ? [ask.countAll] : [])],
    [...rest.map((g) => planned[g]!), ...(ask.countAll ? [planned[ask.samples.length]!] : [])],
  );
  return {
    ...result,
    samples: ask.samples.map((s, g) => {
      const tally = served[g];
      if (!tally) return result.samples[place.get(g)!]!;
      const full = tally.size >= sampleSizeFor(planned[g]);
      return sampleCounts(
        Object.keys(s.columns) as FacetDimension[],
        tally,
        full ? { count: roundEstimate(planned[g]?.matches ?? 0), estimated: true } : undefined,
      );
    }),
  };
}

/**
 * A sample's facet counts from its tally: exact, or (`estimate`: the sample was full) each count scaled
 * by the estimated matches over the sample's rows.
 */
function sampleCounts(dims: FacetDimension[], tally: SampleTally, estimate?: MatchCount): FacetSampleCounts {
  const match = estimate ?? { count: tally.size, estimated: false };
  const scale = match.estimated ? match.count / tally.size : 1;
  const counts = new Map<FacetDimension, FacetCount[]>();
  for (const d of dims)
    counts.set(
      d,
      [...(tally.counts.get(d) ?? [])].map(([value, n]) => ({
        value,
        count: match.estimated ? Math.max(1, Math.round(n * scale)) : n,
      })),
    );
  return { counts, match };
}

/** facetCounts' samples read from the database, `asked` their questions and `planned` their estimates. */
async function countInDatabase(
  db: Db,
  ask: FacetAsk,
  asked: Matching[],
  planned: (Planned & { fewest: number })[] | undefined,
): Promise<FacetCountsResult> {
  const fromTable = [...new Set([...ask.maintained, ...(ask.activeTotal ? (['region'] as const) : [])])];
  const maintainedPart =
    fromTable.length > 0
      ? sql`select -1 as g, ${listingFacetCounts.dimension} as d, ${listingFacetCounts.value} as v, ${listingFacetCounts.count} as n
          from ${listingFacetCounts}
          where ${and(inArray(listingFacetCounts.dimension, fromTable), sql`${listingFacetCounts.count} > 0`)}`
      : undefined;
  const countAllPart = ask.countAll
    ? sql`select -2 as g, '' as d, '' as v, ${cappedCountSql(ask.countAll, planned?.[ask.samples.length])} as n`
    : undefined;
  // Samples read from a broader one's rows (readFrom): that one's rows are read once, as a common table
  // expression carrying their columns too and whether each is theirs (`in_<sample>`).
  const from = readFrom(ask.samples, planned);
  const dimsOf = (g: number) => Object.keys(ask.samples[g]?.columns ?? {}) as FacetDimension[];
  const columnsOf = (g: number) =>
    dimsOf(g).map((d) => sql`${ask.samples[g]?.columns[d]} as ${sql.identifier(d)}`);
  /** The samples read from sample `g`'s rows. */
  const narrowerOf = (g: number) => ask.samples.flatMap((_, h) => (from[h] === g ? [h] : []));
  // How many rows each sample reads: all its matches, up to WHOLE_SAMPLE_LIMIT, when a sample expected to
  // hold every match is read from its rows (readFrom); a sample when others' counts come from its rows;
  // else as many as its own estimate asks (sampleSizeFor).
  const limits = ask.samples.map((_, g) => {
    const narrower = narrowerOf(g);
    if (narrower.some((h) => (planned?.[h]?.matches ?? 0) < FACET_SAMPLE_SIZE)) return WHOLE_SAMPLE_LIMIT;
    return narrower.length > 0 ? FACET_SAMPLE_SIZE : sampleSizeFor(planned?.[g]);
  });
  const limitOf = (g: number) => limits[g] ?? FACET_SAMPLE_SIZE;
  /** A sample of its own, read a sample's rows at most: it may be walked or read from the quarter. */
  const aSampleOfItsOwn = (g: number) => from[g] === undefined && limitOf(g) !== WHOLE_SAMPLE_LIMIT;
  // Samples of words the newest-first index finds faster (sampleWalkBound): each walk's bound.
  const walks = ask.samples.map((s, g) =>
    aSampleOfItsOwn(g) ? sampleWalkBound(s, planned?.[g], limitOf(g)) : undefined,
  );
  // Samples of words read from the sampled quarter (sampleReadsQuarter), unless walked.
  const quartered = new Set(
    ask.samples.flatMap((s, g) =>
      aSampleOfItsOwn(g) && walks[g] === undefined && sampleReadsQuarter(s, planned?.[g], limitOf(g))
        ? [g]
        : [],
    ),
  );
  /**
   * The statement reading samples `gs` and those read from their rows, walked (walkedSampleRows), from
   * the sampled quarter (quarterSampleRows) or the usual way (sampleRows), beside the parts `extra`.
   */
  const statementOf = (gs: number[], walked: boolean, extra: (SQL | undefined)[]): SQL | undefined => {
    const parts: SQL[] = extra.filter((p): p is SQL => p !== undefined);
    const shared: SQL[] = [];
    for (const g of gs) {
      const s = ask.samples[g]!;
      const narrower = narrowerOf(g);
      const columns = sql.join(
        [
          ...columnsOf(g),
          ...narrower.flatMap((h) => [
            ...columnsOf(h),
            sql`(${ask.samples[h]?.question.filters ?? sql`true`}) as ${sql.identifier(`in_${h}`)}`,
          ]),
        ],
        sql`, `,
      );
      const bound = walks[g];
      const n = limitOf(g);
      const rows =
        walked && s.walk && bound !== undefined && planned?.[g]
          ? walkedSampleRows(s.question, s.walk, columns, bound, planned[g], n)
          : quartered.has(g)
            ? quarterSampleRows(s.question, columns, n)
            : sampleRows(s.question, columns, planned?.[g], n);
      if (narrower.length === 0) {
        parts.push(tallySql(g, dimsOf(g), sql`(${rows}) s`));
        continue;
      }
      const name = sql.identifier(`sample_${g}`);
      shared.push(sql`${name} as (${rows})`);
      parts.push(tallySql(g, dimsOf(g), sql`${name} s`));
      for (const h of narrower)
        parts.push(tallySql(h, dimsOf(h), sql`${name} s where s.${sql.identifier(`in_${h}`)}`));
    }
    if (parts.length === 0) return undefined;
    const union = sql.join(parts, sql` union all `);
    return shared.length > 0 ? sql`with ${sql.join(shared, sql`, `)} ${union}` : union;
  };
  type TallyRow = { g: number; d: string; v: string | null; n: number };
  /**
   * Samples `gs` beside `extra` parts, each sample the first matches in the order the statement reads
   * them, read with PostgreSQL's index scans off (rowsInTableOrder): through a btree index the matches come
   * in that index's order, and a sample of verified cars in Europe read through the index of the region
   * and the price held only the cheapest (every match "under $100k"). Bitmaps and the table itself read the
   * listings in the order the table holds them, which no facet follows (decision 0071).
   */
  const inOrder = async (gs: number[], extra: (SQL | undefined)[]): Promise<TallyRow[]> => {
    const statement = statementOf(gs, false, extra);
    if (!statement) return [];
    return gs.length > 0
      ? rowsInTableOrder<TallyRow>(db, statement)
      : rowsOf<TallyRow>(await db.execute(statement));
  };
  const own = ask.samples.flatMap((_, g) => (from[g] === undefined ? [g] : []));
  const walking = own.filter((g) => walks[g] !== undefined);
  // A walk reads an index in its order, which the others' statement forbids (rowsInTableOrder): the walks
  // are a statement of their own, sent beside it.
  const walkedStatement = statementOf(walking, true, []);
  const [walkedRows, orderRows] = await Promise.all([
    walkedStatement ? db.execute(walkedStatement).then((r) => rowsOf<TallyRow>(r)) : [],
    inOrder(
      own.filter((g) => walks[g] === undefined),
      [maintainedPart, countAllPart],
    ),
  ]);
  const read = [...walkedRows, ...orderRows];
  const sizeOf = (g: number) => sampleSize(read, g);
  // A walk that stopped at its bound short of a sample, or a quarter that held too few rows
  // (QUARTER_SAMPLE_MIN_SHARE), leaves its sample unknown, and a broader sample expected to hold every
  // match that filled a sample leaves those read from it unknown (readFrom): each is read again the usual
  // way, alone.
  const short = [
    ...walking.filter((g) => sizeOf(g) < limitOf(g)),
    ...[...quartered].filter((g) => sizeOf(g) < limitOf(g) * QUARTER_SAMPLE_MIN_SHARE),
  ];
  for (const g of short) quartered.delete(g);
  const unshared = ask.samples.flatMap((_, h) => {
    const g = from[h];
    const exact = (planned?.[h]?.matches ?? 0) < FACET_SAMPLE_SIZE;
    return g !== undefined && !short.includes(g) && exact && sizeOf(g) >= limitOf(g) ? [h] : [];
  });
  const unknown = new Set([...short.flatMap((g) => [g, ...narrowerOf(g)]), ...unshared]);
  for (const h of unshared) from[h] = undefined;
  const again = [...short, ...unshared];
  const rows = [
    ...read.filter((r) => !unknown.has(Number(r.g))),
    ...(again.length > 0 ? await inOrder(again, []) : []),
  ];

  const tally = (g: number) => rows.filter((r) => Number(r.g) === g);
  const sampleSizes = ask.samples.map((_, g) => sampleSize(rows, g));
  // A sample holds every match unless the rows it was read from filled a sample or were a quarter's: then
  // it is scaled.
  const full = sampleSizes.flatMap((_, g) => {
    const source = from[g] ?? g;
    return (sampleSizes[source] ?? 0) >= limitOf(source) || quartered.has(source) ? [g] : [];
  });
  const allCapped = ask.countAll ? Number(tally(-2)[0]?.n ?? 0) : 0;
  const allOver = ask.countAll !== undefined && allCapped > EXACT_COUNT_LIMIT;
  const estimated = [...full, ...(allOver ? [ask.samples.length] : [])];
  // A quarter that held fewer than a sample held all its matches: a quarter of the question's.
  const estimates = planned
    ? estimated.map((i) =>
        quartered.has(i) && (sampleSizes[i] ?? 0) < limitOf(i)
          ? roundEstimate((sampleSizes[i] ?? 0) * QUARTER_SLICES)
          : roundEstimate(planned[i]?.matches ?? 0),
      )
    : estimated.length > 0
      ? await estimateMatches(
          db,
          estimated.map((i) => asked[i]!),
          ask.shares,
        )
      : [];

  const maintained = tally(-1);
  const maintainedCounts = new Map(
    ask.maintained.map((d) => [
      d,
      maintained.filter((r) => r.d === d).map((r) => ({ value: String(r.v), count: Number(r.n) })),
    ]),
  );
  const samples = ask.samples.map((s, g): FacetSampleCounts => {
    const size = sampleSizes[g] ?? 0;
    const at = full.indexOf(g);
    const dims = Object.keys(s.columns) as FacetDimension[];
    const counts = new Map(
      dims.map((d) => [
        d,
        new Map(
          tally(g)
            .filter((r) => r.d === d && r.v !== null)
            .map((r) => [String(r.v), Number(r.n)]),
        ),
      ]),
    );
    return sampleCounts(
      dims,
      { size, counts },
      at < 0 ? undefined : { count: estimates[at] ?? size, estimated: true },
    );
  });
  const activeTotal = ask.activeTotal
    ? maintained.filter((r) => r.d === 'region').reduce((sum, r) => sum + Number(r.n), 0)
    : undefined;
  const all = ask.countAll
    ? allOver
      ? { count: estimates[full.length] ?? allCapped, estimated: true }
      : { count: allCapped, estimated: false }
    : undefined;
  return { maintained: maintainedCounts, samples, activeTotal, all };
}

/**
 * How many active listings there are, from the maintained counts: every listing has one region (not
 * every one a price band: "Price on request" has none, migration 0021).
 */
export async function activeListingCount(db: Db): Promise<number> {
  return (await facetCounts(db, { maintained: [], samples: [], activeTotal: true })).activeTotal ?? 0;
}
