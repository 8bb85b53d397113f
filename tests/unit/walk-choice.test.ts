import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUARTER_SLICES } from '../../src/server/db/schema/index.ts';
import {
  FACET_SAMPLE_SIZE,
  type FacetSample,
  type Matching,
  rowsReadForAll,
  SMALL_SAMPLE_SIZE,
  sampleReadsQuarter,
  sampleSizeFor,
  sampleWalkBound,
  WALK_MARGIN,
} from '../../src/server/modules/listings/counting.ts';
import { walkedBy, walkPays } from '../../src/server/modules/listings/service.ts';
import { EXACT_COUNT_LIMIT } from '../../src/shared/domain/search.ts';

/**
 * Whether a page of words is found by walking the sort's index (service.ts sortedWalk) is weighed against
 * the rows the usual plan reads, not only the question's matches: read words first, it reads every
 * listing holding the words, whatever the filters keep of them (decision 0068).
 */
const question = (indexedWithWords: boolean): Matching => ({
  where: undefined,
  filters: undefined,
  terms: ["('barn')", "('find')"],
  eachWord: [["('barn')"], ["('find')"]],
  indexedWithWords,
});

// 'barn find' above $300,000 at a million generated listings, as the planner estimates it: 440,000
// listings above the floor, 4,948 of them holding both words, 12,671 holding them in all.
const barnFind = { base: 440_000, matches: 4_948, all: 1_000_000, entries: 30_000 };
// A walk by newest first testing a price floor row by row: every listing read from the table.
const everyListing = { rows: barnFind.all, entries: 0 };

describe('the walk against what the usual plan reads', () => {
  it('counts every listing holding the words when they are read first', () => {
    const read = rowsReadForAll(question(false), barnFind);
    expect(read).toBeCloseTo((4_948 / 440_000) * 1_000_000, 0);
    // A page of 30 is found among about 31 x 1,000,000 / 4,948 = 6,265 rows: more than the matches,
    // fewer than the rows the words-first plan reads.
    expect(walkPays(30, everyListing, barnFind.matches)).toBe(false);
    expect(walkPays(30, everyListing, barnFind.matches, read)).toBe(true);
  });

  it('counts the matches when one index holds the words and the filter', () => {
    // A category or a mileage cap beside the words: no words first, the index's scan reads the matches.
    expect(rowsReadForAll(question(true), barnFind)).toBe(barnFind.matches);
    expect(walkPays(30, everyListing, barnFind.matches, rowsReadForAll(question(true), barnFind))).toBe(
      false,
    );
  });

  it('counts the matches when the filters are narrow enough to be read first', () => {
    // 2,000 listings kept by the filters, 1,800 of them with common words: the filters' rows first.
    const narrow = { base: 2_000, matches: 1_800, all: 1_000_000, entries: 900_000 };
    expect(rowsReadForAll(question(false), narrow)).toBe(1_800);
  });
});

describe('what a walk reads to the end of its sort', () => {
  // 'matte' Porsches from 2010 under $200,000 at a million generated listings: 5,335 listings kept by the
  // filters, 1,553 of them holding the word, read by the usual plan with a bitmap of the 294,000
  // listings holding 'matte'.
  const matte = { base: 5_335, matches: 1_553, all: 1_000_000, entries: 294_000 };
  // 29% of the filters' rows hold 'matte': too many for its bits to spare reading them (WORD_BITS_SHARE).
  const matteTerms = ["'matte'"];

  it('reads only the filters’ rows when they bound the sort’s key alone', () => {
    expect(walkedBy('price_asc', ['q', 'priceMin', 'priceMax'], matte, matteTerms)).toEqual({
      rows: 5_335,
      entries: 0,
    });
  });

  it('reads the filters’ rows from the table, and tests the rest on the sort’s index', () => {
    const walked = walkedBy('newest', ['q', 'make', 'yearMin', 'priceMax'], matte, matteTerms);
    expect(walked).toEqual({ rows: 5_335, entries: 1_000_000 - 5_335 });
    // A page of 20 among 1,553 matches: about 72 rows from the table and 12,000 entries of the index, far
    // fewer than the matches; tested row by row from the table, about 12,800 rows, far more.
    expect(walkPays(20, walked, matte.matches)).toBe(true);
    expect(walkPays(20, { rows: matte.all, entries: 0 }, matte.matches)).toBe(false);
  });

  it('reads from the table only the rows whose bits pass, when the words are rare (decision 0087)', () => {
    // 'lamborghini' coupes by price at a million listings: 112,000 coupes, 2,500 of them holding the word.
    const coupes = { base: 112_000, matches: 2_500, all: 1_000_000, entries: 23_500 };
    const walked = walkedBy('price_asc', ['q', 'bodyType'], coupes, ["'lamborghini'"]);
    // Every coupe's entry, and the rows whose bits pass (2.2% with the word, about 6% of the others)
    // read again by the primary key: about a fifth of a row a coupe.
    expect(walked.entries).toBe(1_000_000);
    expect(walked.rows / coupes.base).toBeGreaterThan(0.15);
    expect(walked.rows / coupes.base).toBeLessThan(0.25);
    // A page of 30 costs about 580 rows' worth (31 x 46,800 / 2,500), where reading each coupe from the
    // table cost about 1,660: against a usual plan of 1,000 rows, the walk pays only with the bits.
    const everyCoupe = { rows: coupes.base, entries: 1_000_000 - coupes.base };
    expect(walkPays(30, walked, coupes.matches, 1_000)).toBe(true);
    expect(walkPays(30, everyCoupe, coupes.matches, 1_000)).toBe(false);
    // A term of prefixes has no bits: every coupe is read from the table.
    expect(walkedBy('price_asc', ['q', 'bodyType'], coupes, ["'lamborg':*"])).toEqual({
      rows: coupes.base,
      entries: 1_000_000 - coupes.base,
    });
  });

  it('reads every listing from the table for a filter only the table holds', () => {
    for (const filter of ['model', 'sellerId'] as const)
      expect(walkedBy('newest', ['q', 'make', filter], matte, matteTerms)).toEqual({
        rows: 1_000_000,
        entries: 0,
      });
  });
});

describe('a facet sample of words walked by the newest-first index (decision 0072)', () => {
  /** A public sample of two words beside filters the newest-first index holds. */
  const sample = (indexedWithWords: boolean, walk = true): FacetSample => ({
    question: question(indexedWithWords),
    columns: {},
    walk: walk ? { filters: sql`true`, order: sql`true` } : undefined,
  });
  // The planner's estimates at a million generated listings.
  const all = 1_000_107;
  const pristineCollectorCoupes = { base: 112_221, matches: 23_861, all, entries: 923_566 };
  const matteFerraris = { base: 29_677, matches: 8_615, all, entries: 290_331 };
  const matteAtAnyPrice = { base: 901_052, matches: 261_575, all, entries: 290_331 };

  it('walks where the bitmap of a broad category would be built whole before the first row', () => {
    // 112,000 coupes in the bitmap; the walk reads about 2,350 of them and the entries between.
    const kept = (FACET_SAMPLE_SIZE * pristineCollectorCoupes.base) / pristineCollectorCoupes.matches;
    expect(sampleWalkBound(sample(true), pristineCollectorCoupes)).toBe(Math.ceil(kept * WALK_MARGIN));
  });

  it('reads the filters first where their bitmap is smaller than the entries a walk passes', () => {
    // 29,700 Ferraris in the bitmap; a walk passes 56,000 other listings' entries for its 1,700.
    expect(sampleWalkBound(sample(true), matteFerraris)).toBeUndefined();
  });

  it('reads the table in its order when the filters keep nearly every listing', () => {
    // The walk would fetch as many rows as the table's order reads, each dearer.
    expect(sampleWalkBound(sample(false), matteAtAnyPrice)).toBeUndefined();
  });

  it('walks for a smaller sample only as far as it needs (decision 0094)', () => {
    const full = sampleWalkBound(sample(true), pristineCollectorCoupes)!;
    const small = sampleWalkBound(sample(true), pristineCollectorCoupes, SMALL_SAMPLE_SIZE)!;
    expect(small / full).toBeCloseTo(SMALL_SAMPLE_SIZE / FACET_SAMPLE_SIZE, 2);
  });

  it('never walks a sample whose filters the index lacks, or one without words', () => {
    expect(sampleWalkBound(sample(true, false), pristineCollectorCoupes)).toBeUndefined();
    const noWords = { ...sample(true), question: { ...question(true), terms: [], eachWord: [] } };
    expect(sampleWalkBound(noWords, pristineCollectorCoupes)).toBeUndefined();
  });
});

describe('a facet sample of words read from the sampled quarter (decision 0080)', () => {
  /** A public sample of two words beside categories, which the quarter's index holds, or not. */
  const sample = (inQuarterIndex: boolean): FacetSample => ({
    question: question(true),
    columns: {},
    walk: { filters: sql`true`, order: sql`true` },
    inQuarterIndex,
  });
  // The planner's estimates at a million generated listings.
  const all = 1_000_107;
  const barnFindNew = { base: 177_000, matches: 2_202, all, entries: 199_000 };
  const barnFindInAsiaPacific = { base: 134_000, matches: 1_633, all, entries: 199_000 };
  const carbon = { base: 900_000, matches: 793_000, all, entries: 793_000 };

  it('reads words beside a category from the quarter, where the usual way decodes every posting list whole', () => {
    // 11-15 ms for the bitmap of 'barn' and 'find' among new listings; the quarter's 579 matches, 2.5 ms.
    expect(sampleReadsQuarter(sample(true), barnFindNew)).toBe(true);
    // A question the quarter's index cannot read (not the public inventory, or under a mileage cap).
    expect(sampleReadsQuarter(sample(false), barnFindNew)).toBe(false);
  });

  it('reads a rare word at any price from the quarter, where its bitmap would mark the pages of every match', () => {
    // 'ferrari' under a cap above every price: read words first, the bitmap of its 32,900 matches marked
    // 28,700 of the table's 113,783 pages (11 ms alone); the quarter's marks about a quarter as many.
    const ferrariAtAnyPrice = { base: 900_000, matches: 29_600, all, entries: 32_900 };
    const ferrari: FacetSample = {
      ...sample(true),
      question: { ...question(false), terms: ["('ferrari')"] },
    };
    expect(sampleReadsQuarter(ferrari, ferrariAtAnyPrice)).toBe(true);
    expect(sampleReadsQuarter(sample(false), ferrariAtAnyPrice)).toBe(false);
  });

  it("prices the bitmap of two categories by each one's entries in the index, not the rows they keep", () => {
    // 'ceramic' new in Asia Pacific: 27,268 listings kept, 17,300 of them holding the word. Read filters
    // first, the public full-text index decodes the posting lists of every Asian listing and every new one
    // (135,684 + 180,185): 18-21 ms alone, where a walk of the newest-first index took 6.4-7.
    const ceramicNewInAsiaPacific = { base: 27_268, matches: 17_300, all, entries: 634_558 };
    const ceramic: FacetSample = { ...sample(true), question: { ...question(true), terms: ["('ceramic')"] } };
    // Were the two categories' entries just the listings they keep, filters first would cost least.
    expect(sampleWalkBound(ceramic, ceramicNewInAsiaPacific)).toBeUndefined();
    expect(sampleReadsQuarter(ceramic, ceramicNewInAsiaPacific)).toBe(false);
    const withEntries = { ...ceramicNewInAsiaPacific, categoryEntries: 135_684 + 180_185 };
    expect(sampleWalkBound(ceramic, withEntries)).toBeGreaterThan(0);
  });

  it("reads words within a region from the region's own index, a share of every posting list (decision 0088)", () => {
    // 'barn find' new in Asia Pacific, 2,100 matches: the quarter's index holds every region, a quarter of
    // the words' lists and of the two categories'; the region's index holds the region's share of the
    // words' lists (about 15%) and of the new cars', and no list of the region itself.
    const inAsiaPacific = { share: 0.15, categoryEntries: 180_185 * 0.15 };
    const barnFindNewInAsiaPacific = {
      ...barnFindNew,
      base: 27_268,
      matches: 2_100,
      categoryEntries: 315_869,
    };
    expect(sampleReadsQuarter(sample(true), barnFindNewInAsiaPacific)).toBe(true);
    expect(sampleReadsQuarter(sample(true), { ...barnFindNewInAsiaPacific, region: inAsiaPacific })).toBe(
      false,
    );
  });

  it('not when the quarter is not expected to fill a sample', () => {
    expect(barnFindInAsiaPacific.matches).toBeLessThan(QUARTER_SLICES * FACET_SAMPLE_SIZE);
    expect(sampleReadsQuarter(sample(true), barnFindInAsiaPacific)).toBe(false);
  });

  it('not for words so common that the table in its order fills a sample from its first rows', () => {
    expect(sampleReadsQuarter(sample(true), carbon)).toBe(false);
  });

  it('takes the place of a walk that would cost more, and gives way to one that costs less', () => {
    // Common words among 50,000 listings of a category: the walk reads about 2,500 of them and the
    // entries between; the quarter a sample, beside a quarter of the words' and category's entries.
    const commonInCategory = { base: 50_000, matches: 10_000, all, entries: 300_000 };
    expect(sampleWalkBound(sample(false), commonInCategory)).toBeGreaterThan(0);
    expect(sampleWalkBound(sample(true), commonInCategory)).toBeUndefined();
    expect(sampleReadsQuarter(sample(true), commonInCategory)).toBe(true);
    // 'pristine collector' coupes: the walk (about 2,350 coupes) costs less than the quarter's share of
    // the 923,000 entries of the two words.
    const pristineCollectorCoupes = { base: 112_221, matches: 23_861, all, entries: 923_566 };
    expect(sampleWalkBound(sample(true), pristineCollectorCoupes)).toBeGreaterThan(0);
  });
});

describe("a facet sample's size (decision 0094)", () => {
  const plan = (matches: number) => ({ base: 900_000, matches, all: 1_000_107, entries: matches });

  it('reads the exact range whole unless the planner expects over ten times as many matches', () => {
    expect(sampleSizeFor(undefined)).toBe(FACET_SAMPLE_SIZE);
    expect(sampleSizeFor(plan(300))).toBe(FACET_SAMPLE_SIZE);
    expect(sampleSizeFor(plan(10 * EXACT_COUNT_LIMIT))).toBe(FACET_SAMPLE_SIZE);
    expect(sampleSizeFor(plan(10 * EXACT_COUNT_LIMIT + 1))).toBe(SMALL_SAMPLE_SIZE);
    expect(SMALL_SAMPLE_SIZE).toBeLessThan(EXACT_COUNT_LIMIT);
  });
});
