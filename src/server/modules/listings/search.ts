import { type SQL, sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';

/** The words of a search: letters and digits only, lower case, at most 8 words of 40 characters. */
export function searchTokens(q: string): string[] {
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

/** Shorter words are too short for trigram similarity to mean anything. */
const MIN_FUZZY_LENGTH = 3;

/**
 * Whether a search word is also matched to the make and model words it resembles (a typo): not when it
 * is too short for trigram similarity to mean anything, nor when it holds a digit, since a model
 * number's nearest words are other models ('911' resembled '918', 'gt3' resembled 'gtb' and 'gt'), and a
 * buyer asking for a 911 was shown 918 Spyders.
 */
export const matchesResemblingWords = (token: string): boolean =>
  [...token].length >= MIN_FUZZY_LENGTH && !/\p{N}/u.test(token);

/** A lexeme as tsquery input: quoted, so no character in it is read as tsquery syntax. */
const lexeme = (word: string): string => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** A term's alternatives, read back as searchTerms writes them (`lexeme`, `:*` for a prefix). */
const alternativesOf = (term: string): { word: string; prefix: boolean }[] =>
  [...term.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((m) => ({
    word: (m[1] ?? '').replaceAll("''", "'").replaceAll('\\\\', '\\'),
    prefix: m[2] !== undefined,
  }));

/** A listing holds every term (`terms`, searchTerms: each a word's alternatives) in its search vector. */
export const holdsTerms = (terms: string[]): SQL =>
  sql`${listings.searchVector} @@ ${terms.join(' & ')}::tsquery`;

/**
 * A walk tests its words' bits first (wordsTest) when at most this share of the rows it reads are expected
 * to hold the words. A row whose bits pass is then read through the primary key (an index-only scan of the
 * sort's index has no row address to read it by): about 2.4 times what the walk's own read of that row
 * cost. 'carbon' (in 88% of listings) walked for a facet sample at a million listings: 520 of 570 rows
 * passed their bits, 2.9 ms against 1.2 (decision 0081).
 */
export const WORD_BITS_SHARE = 0.25;

/**
 * The terms whose bits a walk tests first (each as its whole words' alternatives), when at most
 * WORD_BITS_SHARE of its rows are expected to hold them (`share`); none for commoner words, and none for
 * a term of prefixes, which has no bits.
 */
const termsTestedByBits = (terms: string[], share: number): { word: string }[][] =>
  share > WORD_BITS_SHARE
    ? []
    : terms
        .map(alternativesOf)
        .filter((alternatives) => alternatives.length > 0 && !alternatives.some((a) => a.prefix));

/**
 * A row whose bits pass is read again through the primary key: about this many times what the walk's own
 * read of a row from the table costs (decision 0081).
 */
const BITS_PASSED_ROW_COST = 2.4;

/**
 * A listing without a word passes that word's two bits about this often: a quarter of the 128 bits are set
 * by the 17 words a generated listing holds on average, and both bits of a word one time in 16 (at a
 * million listings, 'porsche' 6.1% of the listings without it, 'lamborghini' 5.4%, 'barn' 6.5%, 'ferrari'
 * 0.2%; with one bit a word, 34%, 25%, 9% and 19%: decision 0087).
 */
const BITS_FALSE_PASS = 0.06;

/**
 * What a walk reads for each row its filters keep, when it tests the words as wordsTest does at `share`
 * (the share of those rows holding them): `rows` read from the table and `entries` of the sort's index
 * beside them. The words tested on every row: the row itself. Their bits tested first: the row's entry,
 * and the rows whose bits pass read again by the primary key: those holding the words, and about
 * BITS_FALSE_PASS of the others however many words there are (a make and its model come together:
 * 'porsche 911' passes about as often as '911').
 */
export function keptRowCost(terms: string[], share: number): { rows: number; entries: number } {
  if (termsTestedByBits(terms, share).length === 0) return { rows: 1, entries: 0 };
  return { rows: (share + (1 - share) * BITS_FALSE_PASS) * BITS_PASSED_ROW_COST, entries: 1 };
}

/**
 * How a walk in a sort's order (a subquery aliased `w`, which selects `id` and `columns`) tests the words
 * of each row it reads, `holds`, by the share of its rows expected to hold them: rare words by the bits
 * the sort's index holds (db/schema/listings.ts wordBits, two bits a word), a term passing when both bits
 * of one of its whole words are set, then the words themselves on the rows whose bits pass, read
 * from the table. The bits cost an index entry's few bytes; the table, a page a row: 'porshe 911' by
 * mileage at a million listings read 5,548 rows for a page (decision 0081). Common words, and a term of
 * prefixes (no bits), are tested on every row as the walk reads it.
 */
export function wordsTest(terms: string[], share: number): { columns: SQL; holds: SQL } {
  const direct = { columns: sql`${holdsTerms(terms)} as hit`, holds: sql`w.hit` };
  const bitTests = termsTestedByBits(terms, share).map((alternatives) => {
    // An alternative's bits pass when both of them are set (word_mask: one in each half, or two in one).
    const passes = (word: string) => {
      const [low, high] = [sql`word_mask(${word}, 0)`, sql`word_mask(${word}, 1)`];
      return sql`((w.word_bits_low & ${low}) = ${low} and (w.word_bits_high & ${high}) = ${high})`;
    };
    return sql`(${sql.join(
      alternatives.map((a) => passes(a.word)),
      sql` or `,
    )})`;
  });
  if (bitTests.length === 0) return direct;
  const inTable = sql`(select ${holdsTerms(terms)} from ${listings} where ${listings.id} = w.id)`;
  return {
    columns: sql`${listings.wordBitsLow} as word_bits_low, ${listings.wordBitsHigh} as word_bits_high`,
    holds: sql.join([...bitTests, inTable], sql` and `),
  };
}

/**
 * Each search word's tsquery term as built before: visitors ask the same words with ever new filters,
 * and the lookup is a round trip. ListingCache.wordTerms keeps them until a listing changes (a new or
 * edited listing can bring new words).
 */
export type WordTerms = Pick<LRUCache<string, string>, 'get' | 'set'>;

/**
 * A search word is looked up as the whole words it begins while they are at most this many; beyond (a
 * word of one or two letters), as a prefix.
 */
export const MAX_WORDS_BEGUN = 16;

/**
 * How a search word matches the words it begins:
 * - `whole words`: as the whole words the listings hold now (table search_lexemes, kept in the same
 *   transaction as the listings), which the full-text index intersects from their posting trees: at a
 *   million listings 'barn find' took 11 ms this way and 107 ms as prefixes (decision 0048). Browsing
 *   asks this way: its answers last until a listing changes.
 * - `prefix`: as a prefix, for a search stored to be matched later against listings not yet written
 *   (saved-search alerts), whose words cannot be known now.
 * Either way the same listings match.
 */
export type WordsBegun = 'whole words' | 'prefix';

/**
 * Free-text search as tsquery terms over make, model, place, features and description, one per word:
 * every word must match, either as a word it begins or as a make or model word it resembles by trigram
 * similarity, so a typo such as 'porshe 911' still finds Porsche 911s. The resembling words come from the
 * short search_terms vocabulary, and the words begun from search_lexemes, in one query per search (none
 * when `known` has every word's term); no listing's title is compared letter by letter. Empty when the
 * text holds no word.
 */
export async function searchTerms(
  db: Db,
  q: string,
  options: { known?: WordTerms; begun: WordsBegun },
): Promise<string[]> {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return [];
  const known = options.begun === 'whole words' ? options.known : undefined;
  const terms = new Map<string, string>();
  for (const t of tokens) {
    const term = known?.get(t);
    if (term) terms.set(t, term);
  }
  const unknown = [...new Set(tokens.filter((t) => !terms.has(t)))];
  if (unknown.length > 0) {
    const values = (tokens: string[]) =>
      sql.join(
        tokens.map((t) => sql`(${t})`),
        sql`, `,
      );
    const resembling = unknown.filter(matchesResemblingWords);
    const lookups = [
      // The make and model words each token resembles.
      ...(resembling.length > 0
        ? [
            sql`select t.token, w.word, false as begun from (values ${values(resembling)}) as t(token)
              join search_terms w on t.token <% w.word`,
          ]
        : []),
      // The words each token begins, one more than MAX_WORDS_BEGUN to tell "too many": a range of the
      // byte-ordered key, since every word beginning with the token sorts between it and it + U+10FFFF.
      ...(options.begun === 'whole words'
        ? [
            sql`select t.token, l.word, true as begun from (values ${values(unknown)}) as t(token)
              cross join lateral (
                select word from search_lexemes
                where word >= (t.token collate "C") and word < (t.token || chr(1114111)) collate "C"
                  and starts_with(word, t.token collate "C")
                order by word limit ${MAX_WORDS_BEGUN + 1}) l`,
          ]
        : []),
    ];
    const { rows } =
      lookups.length === 0
        ? { rows: [] }
        : ((await db.execute(sql.join(lookups, sql` union all `))) as unknown as {
            rows: { token: string; word: string; begun: boolean }[];
          });
    for (const token of unknown) {
      const found = rows.filter((r) => r.token === token);
      const begun = found.filter((r) => r.begun).map((r) => r.word);
      const asWords = options.begun === 'whole words' && begun.length <= MAX_WORDS_BEGUN;
      // The token's own word is matched as a word it begins already (and would count twice in estimates).
      const similar = found
        .filter((r) => !r.begun && r.word !== token && !begun.includes(r.word))
        .map((r) => lexeme(r.word));
      // A word that begins no word of any listing is searched by its resembling words alone ('ferari' as
      // 'ferrari'); with none either, by its prefix, which matches nothing.
      const prefix = `${lexeme(token)}:*`;
      const alternatives = [...(asWords ? begun.map(lexeme) : [prefix]), ...similar];
      const term = `(${(alternatives.length > 0 ? alternatives : [prefix]).join(' | ')})`;
      terms.set(token, term);
      known?.set(token, term);
    }
  }
  return tokens.map((t) => terms.get(t) ?? '');
}

/**
 * The words PostgreSQL's 'simple' parser is sure to make of a name, as the search vector holds them: its
 * parts between spaces that are plain ASCII letters and digits ('911 Turbo S' -> 911, turbo, s). Other
 * parts ('Rolls-Royce', 'Citroën') are left out rather than guessed at.
 */
const wordsOfName = (name: string): string[] =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z0-9]+$/.test(part))
    .map((part) => part.toLowerCase());

/**
 * The terms a listing might still fail once the filters have narrowed it to `names` (its make, model and
 * region, each compared whole, whose words its search vector holds): a term one of whose alternatives is
 * a word of those names, or begins one, holds for every such listing and is left out. 'ferari' beside the
 * make Ferrari narrows nothing, and kept, it had the planner multiply the make's share by the word's as if
 * unrelated: 900 estimated where all 29,416 Ferraris match, so their first page read every one of them
 * (280 ms at a million listings) instead of walking the sort's index.
 */
export function termsBeyond(terms: string[], names: (string | undefined)[]): string[] {
  const held = names.flatMap((n) => (n === undefined ? [] : wordsOfName(n)));
  if (held.length === 0) return terms;
  return terms.filter(
    (term) =>
      !alternativesOf(term).some(({ word, prefix }) =>
        held.some((h) => (prefix ? h.startsWith(word) : h === word)),
      ),
  );
}

/**
 * The search as it was matched, when a word of it begins no word any listing holds and was matched to
 * the make and model words it resembles instead ('porshe 911' as 'porsche 911'): the buyer is told, or
 * would wonder why cars without their word were found. `terms` are searchTerms' for `q`, one a word.
 * Undefined when every word was matched as typed (as itself or as the words it begins).
 */
export function searchedAs(q: string, terms: string[]): string | undefined {
  let resembled = false;
  const words = searchTokens(q).map((token, i) => {
    const alternatives = alternativesOf(terms[i] ?? '');
    if (alternatives.length === 0 || alternatives.some(({ word }) => word.startsWith(token))) return token;
    resembled = true;
    return alternatives
      .map(({ word }) => word)
      .sort()
      .join(' or ');
  });
  return resembled ? words.join(' ') : undefined;
}

/** A search term without its prefix matches: the whole words only (every lexeme is quoted, see `lexeme`). */
export const wholeWords = (term: string): string => term.replaceAll("':*", "'");

/**
 * The whole text as one tsquery (every word's term must match), its words as prefixes: for a search
 * stored and matched later (WordsBegun); undefined when it holds no word.
 */
export async function storedSearchQuery(db: Db, q: string): Promise<string | undefined> {
  const terms = await searchTerms(db, q, { begun: 'prefix' });
  return terms.length > 0 ? terms.join(' & ') : undefined;
}
