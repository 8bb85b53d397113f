import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { WORD_BITS_SHARE, wordsTest } from '../../src/server/modules/listings/search.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { testAppWithActors } from '../setup/actors.ts';

/**
 * Each listing's words set bits of 128 that the sort indexes hold (migration 0035): a walk in a sort's
 * order tests them on each entry and reads from the table only the rows whose bits hold every word, where
 * the words themselves decide (decision 0081). Bits that lose a word would lose a match; bits another
 * word shares must not add one.
 */
const { t } = testAppWithActors();
const rows = async <T>(statement: SQL): Promise<T[]> => rowsOf<T>(await t.deps.db.execute(statement));

/** Two words of the form `zqb<n>` whose bits are the same one: the first two that share a bit. */
let twins: [string, string] = ['', ''];
const ids = { first: 0, second: 0, prefixed: 0 };

beforeAll(async () => {
  const [pair] = await rows<{ a: string; b: string }>(
    sql`select a.w as a, b.w as b from (select 'zqb' || i as w, hashtext('zqb' || i) & 127 as bit from generate_series(1, 300) i) a
        join (select 'zqb' || i as w, hashtext('zqb' || i) & 127 as bit from generate_series(1, 300) i) b
          on a.bit = b.bit and a.w < b.w
        order by a.w, b.w limit 1`,
  );
  twins = [pair!.a, pair!.b];
  const seller = await makeUser(t.deps, 'seller');
  ids.first = (await makeListing(t.deps.db, seller.id, { description: `Comes with ${twins[0]}.` })).id;
  ids.second = (await makeListing(t.deps.db, seller.id, { description: `Comes with ${twins[1]}.` })).id;
  ids.prefixed = (await makeListing(t.deps.db, seller.id, { description: 'Comes with zqcamber trim.' })).id;
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

describe("a listing's word bits (decision 0081)", () => {
  it('set the bit of every word of every listing, and follow the words when they change', async () => {
    const missing = sql`select count(*)::int as n from ${listings}, unnest(tsvector_to_array(search_vector)) as word
      where (word_bits_low & word_bits(array[word], 0)) = 0 and (word_bits_high & word_bits(array[word], 1)) = 0`;
    const [before] = await rows<{ n: number }>(missing);
    expect(before?.n).toBe(0);
    await t.deps.db.execute(
      sql`update ${listings} set description = 'Comes with zqdnewword.' where ${listings.id} = ${ids.prefixed}`,
    );
    const [after] = await rows<{ n: number }>(missing);
    expect(after?.n).toBe(0);
    const [edited] = await rows<{ holds: boolean }>(
      sql`select (word_bits_low & word_bits(array['zqdnewword'], 0)) <> 0 or (word_bits_high & word_bits(array['zqdnewword'], 1)) <> 0 as holds from ${listings} where ${listings.id} = ${ids.prefixed}`,
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
        and ((word_bits_low & word_bits(array[${second}], 0)) <> 0 or (word_bits_high & word_bits(array[${second}], 1)) <> 0)`,
    );
    expect(bitsPass.map((r) => r.id).sort((a, b) => a - b)).toEqual([ids.first, ids.second]);
    expect(await walkedIds([`'${first}'`])).toEqual([ids.first]);
    expect(await walkedIds([`'${second}'`])).toEqual([ids.second]);
    // Alternatives (a typo's words): either one, each from the table.
    expect(await walkedIds([`('${first}' | '${second}')`])).toEqual([ids.first, ids.second]);
    expect(await walkedIds([`'${first}'`, `'${second}'`])).toEqual([]);
  });

  it('leaves a term of prefixes, which has no bits, to the table', async () => {
    expect(await walkedIds([`'zqcamb':*`])).toEqual([ids.prefixed]);
    expect(await walkedIds([`'zqcamb':*`, `'trim'`])).toEqual([ids.prefixed]);
    expect(await walkedIds([`'zqcamx':*`])).toEqual([]);
  });
});
