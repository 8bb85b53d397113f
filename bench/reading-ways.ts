// How the matches of a question of words are read (counting.ts readingOrder: words first, filters first,
// or the planner's way), timed each way (issue 14, decision 0057). For every words and filters of the scale
// benchmark's combinations: the planner's estimates (the filters' rows, the matches, the words' index
// entries), the way the rule chooses, and the median of three timings of each way, for all the matches (a
// page the usual plan sorts) and for the first 1,000 (a facet sample). The sum of the chosen ways against
// the sum of the fastest says what a better rule could win; the rows say where.
// `node --import tsx bench/reading-ways.ts postgres://postgres@127.0.0.1:5432/mp_scale_1m`
// (an inventory grown by bench/scale.ts; `READING_WAYS_JSON=file` also writes the rows as JSON).
import { writeFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { listings } from '../src/server/db/schema/index.ts';
import {
  estimateWithBase,
  FACET_SAMPLE_SIZE,
  readingOrder,
} from '../src/server/modules/listings/counting.ts';
import { holdsTerms, searchTerms } from '../src/server/modules/listings/search.ts';
import { matching } from '../src/server/modules/listings/service.ts';
import type { ListingFilters } from '../src/shared/schemas/listing-query.ts';
import { listingQuerySchema } from '../src/shared/schemas/listing-query.ts';
import { COMBINED_FILTERS, COMBINED_TEXTS } from './scale.ts';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/marketplace_bench_scale';
const database = await openPostgres(url, 1);
const db = database.db;
// A way that reads far too much is cut short: its time is shown as the limit.
const LIMIT_MS = 3000;
await db.execute(sql.raw(`set statement_timeout = ${LIMIT_MS}`));

const WAYS = ['planner', 'filters first', 'words first'] as const;
type Way = (typeof WAYS)[number];

const timed = async (statement: SQL): Promise<number> => {
  const start = performance.now();
  try {
    await db.execute(statement);
  } catch {
    return LIMIT_MS;
  }
  return performance.now() - start;
};
/** The median of three timings after a first run that fills the caches as the way's own reading does. */
const median = async (statement: SQL): Promise<number> => {
  await timed(statement);
  const times = [await timed(statement), await timed(statement), await timed(statement)];
  return times.sort((a, b) => a - b)[1]!;
};

const rows: Record<string, unknown>[] = [];
const sums = { chosen: 0, fastest: 0 };
console.log(
  '| words | filters | filters rows | matches | index entries | n | chosen | planner ms | filters first ms | words first ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const text of COMBINED_TEXTS.filter(Boolean))
  for (const filters of COMBINED_FILTERS) {
    const f = listingQuerySchema.parse(Object.fromEntries(new URLSearchParams(filters))) as ListingFilters;
    const question = matching(null, f, await searchTerms(db, text, { begun: 'whole words' }));
    // A make or region filter can leave no word to search ('ferari' with make=Ferrari).
    if (question.terms.length === 0) continue;
    const plan = await estimateWithBase(db, question);
    const words = holdsTerms(question.terms);
    const id = sql`${listings.id}`;
    const ways: Record<Way, SQL> = {
      planner: sql`select ${id} from ${listings} where ${question.where} offset 0`,
      'filters first': sql`select ${id} from (select * from ${listings} where ${question.filters} offset 0) as ${listings} where ${words} offset 0`,
      'words first': sql`select ${id} from (select * from ${listings} where ${words} offset 0) as ${listings} where ${question.filters} offset 0`,
    };
    for (const n of [Number.POSITIVE_INFINITY, FACET_SAMPLE_SIZE]) {
      const ms = {} as Record<Way, number>;
      for (const way of WAYS)
        ms[way] = await median(
          Number.isFinite(n)
            ? sql`select count(*) from (select * from (${ways[way]}) r limit ${n}) m`
            : sql`select count(*) from (${ways[way]}) m`,
        );
      const chosen = readingOrder(question, n, plan);
      sums.chosen += ms[chosen];
      sums.fastest += Math.min(...Object.values(ms));
      const row = {
        text,
        filters,
        indexedWithWords: question.indexedWithWords,
        base: plan.base,
        matches: Math.round(plan.matches),
        all: plan.all,
        entries: plan.entries,
        n,
        chosen,
        ...ms,
      };
      rows.push(row);
      console.log(
        `| ${text} | ${filters || '-'} | ${plan.base} | ${Math.round(plan.matches)} | ${plan.entries} | ${Number.isFinite(n) ? n : 'all'} | ${chosen} | ${WAYS.map((w) => ms[w].toFixed(1)).join(' | ')} |`,
      );
    }
  }
console.log(
  `\nThe chosen ways took ${sums.chosen.toFixed(0)} ms in all, the fastest ways ${sums.fastest.toFixed(0)} ms.`,
);
if (process.env.READING_WAYS_JSON) writeFileSync(process.env.READING_WAYS_JSON, JSON.stringify(rows));
await database.close();
