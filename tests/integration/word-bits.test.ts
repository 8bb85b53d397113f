import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { WORD_BITS_SHARE, wordsTest } from '../../src/server/modules/listings/search.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { testAppWithActors } from '../setup/actors.ts';

/**
 * Each listing's words set two bits each of 128 that the sort indexes hold (migrations 0035, 0036): a walk
 * in a sort's order tests them on each entry and reads from the table only the rows where both bits of
 * every word are set, where the words themselves decide (decisions 0081, 0087). Bits that lose a word
 * would lose a match; bits another word shares must not add one.
 */
const { t } = testAppWithActors();
const rows = async <T>(statement: SQL): Promise<T[]> => rowsOf<T>(await t.deps.db.execute(statement));

/** Two words of the form `zqb<n>` whose two bits are the same: the first two that share both. */
let twins: [string, string] = ['', ''];
/** Two words of the form `zqh<n>` that share one bit of their two, neither's bits within the other's. */
let halfTwins: [string, string] = ['', ''];
const ids = { first: 0, second: 0, prefixed: 0, halfTwin: 0 };

beforeAll(async () => {
  const [pair] = await rows<{ a: string; b: string }>(
    sql`with words as (select 'zqb' || i as w, word_mask('zqb' || i, 0) as low, word_mask('zqb' || i, 1) as high
                           from generate_series(1, 3000) i)
        select a.w as a, b.w as b from words a join words b on a.low = b.low and a.high = b.high and a.w < b.w
        order by a.w, b.w limit 1`,
  );
  twins = [pair!.a, pair!.b];
  const [half] = await rows<{ a: string; b: string }>(
    sql`with words as (select 'zqh' || i as w, word_mask('zqh' || i, 0) as low, word_mask('zqh' || i, 1) as high
                           from generate_series(1, 300) i)
        select a.w as a, b.w as b from words a join words b
          on ((a.low & b.low) <> 0 or (a.high & b.high) <> 0) and (a.low <> b.low or a.high <> b.high)
             and bit_count(((a.low | b.low)::bit(64) || (a.high | b.high)::bit(64))) = 3 and a.w < b.w
        order by a.w, b.w limit 1`,
  );
  halfTwins = [half!.a, half!.b];
  const seller = await makeUser(t.deps, 'seller');
  ids.first = (await makeListing(t.deps.db, seller.id, { description: `Comes with ${twins[0]}.` })).id;
  ids.second = (await makeListing(t.deps.db, seller.id, { description: `Comes with ${twins[1]}.` })).id;
  ids.prefixed = (await makeListing(t.deps.db, seller.id, { description: 'Comes with zqcamber trim.' })).id;
  ids.halfTwin = (await makeListing(t.deps.db, seller.id, { description: `Comes with ${halfTwins[1]}.` })).id;
});

/**
 * The ids among ours a walk's test keeps for `terms` (tsquery terms as searchTerms writes them), by their
 * bits and the table (the share of rare words) or by the table alone (common words): the same either way.
 */
const walkedIds = async (terms: string[]): Promise<number[]> => {
  const kept = async (share: number) => {
    const words = wordsTest(terms, share);
    const found = await rows<{ id: number }>(
      sql`select w.id from (select ${listings.id} as id, ${words.columns} from ${listings} where ${listings.id} in (${ids.first}, ${ids.second}, ${ids.prefixed})) w where ${words.holds} order by w.id`,
    );
    return found.map((r) => r.id);
  };
  const [rare, common] = [await kept(WORD_BITS_SHARE / 10), await kept(1)];
  expect(rare).toEqual(common);
  return rare;
};

/** Whether both bits of `word` are set in a row's word bits (search.ts wordsTest tests them so). */
const bothBits = (word: SQL | string) =>
  sql`(word_bits_low & word_mask(${word}, 0)) = word_mask(${word}, 0) and (word_bits_high & word_mask(${word}, 1)) = word_mask(${word}, 1)`;

describe("a listing's word bits (decisions 0081, 0087)", () => {
  it('set both bits of every word of every listing, and follow the words when they change', async () => {
    const missing = sql`select count(*)::int as n from ${listings}, unnest(tsvector_to_array(search_vector)) as word
      where not (${bothBits(sql`word`)})`;
    const [before] = await rows<{ n: number }>(missing);
    expect(before?.n).toBe(0);
    await t.deps.db.execute(
      sql`update ${listings} set description = 'Comes with zqdnewword.' where ${listings.id} = ${ids.prefixed}`,
    );
    const [after] = await rows<{ n: number }>(missing);
    expect(after?.n).toBe(0);
    const [edited] = await rows<{ holds: boolean }>(
      sql`select ${bothBits('zqdnewword')} as holds from ${listings} where ${listings.id} = ${ids.prefixed}`,
    );
    expect(edited?.holds).toBe(true);
    expect(await walkedIds([`'zqdnewword'`])).toEqual([ids.prefixed]);
    await t.deps.db.execute(
      sql`update ${listings} set description = 'Comes with zqcamber trim.' where ${listings.id} = ${ids.prefixed}`,
    );
  });

  it("keeps only the rows holding the words, when another word's bit is the same", async () => {
    // Both listings' bits pass a walk's test for either twin: the table's words tell them apart.
    const [first, second] = twins;
    const bitsPass = await rows<{ id: number }>(
      sql`select id from ${listings} where ${listings.id} in (${ids.first}, ${ids.second})
        and ${bothBits(second)}`,
    );
    expect(bitsPass.map((r) => r.id).sort((a, b) => a - b)).toEqual([ids.first, ids.second]);
    expect(await walkedIds([`'${first}'`])).toEqual([ids.first]);
    expect(await walkedIds([`'${second}'`])).toEqual([ids.second]);
    // Alternatives (a typo's words): either one, each from the table.
    expect(await walkedIds([`('${first}' | '${second}')`])).toEqual([ids.first, ids.second]);
    expect(await walkedIds([`'${first}'`, `'${second}'`])).toEqual([]);
  });

  it('does not pass a word on a row whose words set only one of its two bits', async () => {
    const [word] = halfTwins;
    const [row] = await rows<{ one: boolean; both: boolean }>(
      sql`select (word_bits_low & word_mask(${word}, 0)) <> 0 or (word_bits_high & word_mask(${word}, 1)) <> 0 as one,
                 ${bothBits(word)} as both
          from ${listings} where ${listings.id} = ${ids.halfTwin}`,
    );
    // With one bit a word (decision 0081) this row went to the table; now its bits turn it away.
    expect(row).toEqual({ one: true, both: false });
    const words = wordsTest([`'${word}'`], WORD_BITS_SHARE / 10);
    const found = await rows<{ id: number }>(
      sql`select w.id from (select ${listings.id} as id, ${words.columns} from ${listings} where ${listings.id} = ${ids.halfTwin}) w where ${words.holds}`,
    );
    expect(found).toEqual([]);
  });

  it('leaves a term of prefixes, which has no bits, to the table', async () => {
    expect(await walkedIds([`'zqcamb':*`])).toEqual([ids.prefixed]);
    expect(await walkedIds([`'zqcamb':*`, `'trim'`])).toEqual([ids.prefixed]);
    expect(await walkedIds([`'zqcamx':*`])).toEqual([]);
  });
});
