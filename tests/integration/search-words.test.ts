import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client.ts';
import {
  MAX_WORDS_BEGUN,
  matchesResemblingWords,
  searchTerms,
  storedSearchQuery,
} from '../../src/server/modules/listings/search.ts';
import type { Listing } from '../../src/shared/schemas/listings.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { testAppWithActors } from '../setup/actors.ts';

/**
 * A search word matches every word it begins. Browsing looks it up as the whole words the listings hold
 * (table search_lexemes, kept by triggers in the listing's transaction) while they are at most
 * MAX_WORDS_BEGUN, and as a prefix beyond; a stored search keeps the prefix, for cars not yet listed.
 * The same cars match either way (decision 0048).
 */
const { t, as } = testAppWithActors();
const ids: Record<'low' | 'high' | 'porsche' | 'spyder', number> = { low: 0, high: 0, porsche: 0, spyder: 0 };
// Twenty words beginning with 'zqa': 'zqa1' begins 11 of them (zqa1, zqa10 to zqa19), 'zqa' all 20.
const BENTLEY = { make: 'Bentley', model: 'Continental GT' };
const WORDS = Array.from({ length: 20 }, (_, i) => `zqa${i + 1}`);

beforeAll(async () => {
  const seller = await makeUser(t.deps, 'seller');
  const listing = async (fields: Parameters<typeof makeListing>[2]) =>
    (await makeListing(t.deps.db, seller.id, fields)).id;
  ids.low = await listing({ ...BENTLEY, description: `Comes with ${WORDS.slice(0, 10).join(' ')}.` });
  ids.high = await listing({ ...BENTLEY, description: `Comes with ${WORDS.slice(10).join(' ')}.` });
  ids.porsche = await listing({ make: 'Porsche', model: '911 Carrera', features: ['Burmester sound'] });
  ids.spyder = await listing({ make: 'Porsche', model: '918 Spyder' });
});

const found = async (q: string) =>
  ((await as(null).get(`/api/listings?q=${encodeURIComponent(q)}`)).json() as Listing[])
    .map((l) => l.id)
    .sort();

describe('searching by the beginnings of words', () => {
  it.each([
    ['zqa', ['low', 'high']],
    ['zqa1', ['low', 'high']],
    ['zqa2', ['low', 'high']],
    ['zqa20', ['high']],
    ['zqa5', ['low']],
    ['burm', ['porsche']],
    ['porsc 91', ['porsche', 'spyder']],
    ['porsc 911', ['porsche']],
    ['zqa5 porsche', []],
    ['zqa99', []],
  ] as const)(
    'q=%s finds the cars holding a word it begins, as the database matches prefixes',
    async (q, cars) => {
      expect(await found(q)).toEqual(cars.map((c) => ids[c]).sort());
      // The database's own reading of every word as a prefix agrees.
      const prefixes = q
        .split(' ')
        .map((w) => `${w}:*`)
        .join(' & ');
      const rows = rowsOf<{ id: number }>(
        await t.deps.db.execute(
          sql`select id from listings where status = 'active' and search_vector @@ to_tsquery('simple', ${prefixes})`,
        ),
      );
      expect(rows.map((r) => Number(r.id)).sort()).toEqual(cars.map((c) => ids[c]).sort());
    },
  );

  it(`looks a word up as the whole words it begins while they are at most ${MAX_WORDS_BEGUN}, as a prefix beyond`, async () => {
    const zqa1 = ['zqa1', ...WORDS.slice(9, 19)].map((w) => `'${w}'`).join(' | ');
    expect(await searchTerms(t.deps.db, 'zqa1 zqa', { begun: 'whole words' })).toEqual([
      `(${zqa1})`,
      "('zqa':*)",
    ]);
    // A word that begins no word of any listing matches nothing, by its prefix.
    expect(await searchTerms(t.deps.db, 'zqa99', { begun: 'whole words' })).toEqual(["('zqa99':*)"]);
  });

  it('stores a saved search with its words as prefixes, to match cars listed later', async () => {
    expect(await storedSearchQuery(t.deps.db, 'zqa1 zqa')).toBe("('zqa1':*) & ('zqa':*)");
    expect(await searchTerms(t.deps.db, 'zqa1', { begun: 'prefix' })).toEqual(["('zqa1':*)"]);
  });

  it.each([
    ['porsc 91', 'make=Porsche', ['porsche', 'spyder']],
    ['porshe 911', 'make=Porsche', ['porsche']],
    ['ferari', 'make=Porsche', []],
    ['bentley zqa5', 'make=Bentley', ['low']],
    ['continental', 'model=Continental%20GT', ['low', 'high']],
    ['zqa2 gt', 'make=Bentley&model=continental%20gt', ['low', 'high']],
  ] as const)(
    'q=%s beside %s finds the same cars as the text alone and the filter',
    async (q, filter, cars) => {
      const res = await as(null).get(`/api/listings?q=${encodeURIComponent(q)}&${filter}`);
      expect((res.json() as Listing[]).map((l) => l.id).sort()).toEqual(cars.map((c) => ids[c]).sort());
      expect(res.headers['x-total-count']).toBe(String(cars.length));
      const facets = (await as(null).get(`/api/listings/facets?q=${encodeURIComponent(q)}&${filter}`)).json();
      expect(facets).toMatchObject({ total: cars.length, estimated: false });
    },
  );
});

describe('typos and model numbers', () => {
  it.each([
    ['porshe 911', ['porsche']],
    ['porshe 918', ['spyder']],
    ['911', ['porsche']],
    ['bentlee', ['low', 'high']],
  ] as const)('q=%s finds the model asked for, its make misspelt or not', async (q, cars) => {
    expect(await found(q)).toEqual(cars.map((c) => ids[c]).sort());
  });

  it('matches a word holding a digit to itself and the words it begins, never to a resembling model', async () => {
    // '911' and '918' share half their trigrams: close enough to pass for a typo, yet another car.
    expect(await searchTerms(t.deps.db, '911 spyder', { begun: 'whole words' })).toEqual([
      "('911')",
      "('spyder')",
    ]);
    expect(await storedSearchQuery(t.deps.db, 'porshe 911')).toBe("('porshe':* | 'porsche') & ('911':*)");
    expect(['911', 'gt3', 'sf90', 'ferari', 'porshe', 'gt'].map(matchesResemblingWords)).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});
