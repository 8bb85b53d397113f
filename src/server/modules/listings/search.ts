import { sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';

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

/** A lexeme as tsquery input: quoted, so no character in it is read as tsquery syntax. */
const lexeme = (word: string): string => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The vocabulary's words that resemble each search word, as found before: visitors ask the same words
 * with ever new filters, and the lookup is a round trip. ListingCache.similarWords keeps them until a
 * listing changes (a new listing can bring new words).
 */
export type SimilarWords = Pick<LRUCache<string, readonly string[]>, 'get' | 'set'>;

/**
 * Free-text search as tsquery terms over make, model, place, features and description, one per word:
 * every word must match, either as a prefix or as a make or model word it resembles by trigram
 * similarity, so a typo such as 'porshe 911' still finds Porsche 911s. The resembling words come from the
 * short search_terms vocabulary in one query per search (none when `known` has every word); no listing's
 * title is compared letter by letter. Empty when the text holds no word.
 */
export async function searchTerms(db: Db, q: string, known?: SimilarWords): Promise<string[]> {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return [];
  const similar = new Map<string, readonly string[]>();
  for (const t of tokens) {
    const words = t.length < MIN_FUZZY_LENGTH ? [] : known?.get(t);
    if (words) similar.set(t, words);
  }
  const unknown = [...new Set(tokens.filter((t) => !similar.has(t)))];
  if (unknown.length > 0) {
    const { rows } = (await db.execute(sql`
      select t.token, w.word
      from (values ${sql.join(
        unknown.map((t) => sql`(${t})`),
        sql`, `,
      )}) as t(token)
      join search_terms w on t.token <% w.word`)) as unknown as { rows: { token: string; word: string }[] };
    const found = new Map<string, string[]>(unknown.map((t) => [t, []]));
    // The token's own word is matched by its prefix already (and would count twice in estimates).
    for (const { token, word } of rows) if (word !== token) found.get(token)?.push(word);
    for (const [token, words] of found) {
      similar.set(token, words);
      known?.set(token, words);
    }
  }
  return tokens.map((t) => `(${[`${lexeme(t)}:*`, ...(similar.get(t) ?? []).map(lexeme)].join(' | ')})`);
}

/** A search term without its prefix matches: the whole words only (every lexeme is quoted, see `lexeme`). */
export const wholeWords = (term: string): string => term.replaceAll("':*", "'");

/** The whole text as one tsquery (every word's term must match); undefined when it holds no word. */
export async function searchQuery(db: Db, q: string): Promise<string | undefined> {
  const terms = await searchTerms(db, q);
  return terms.length > 0 ? terms.join(' & ') : undefined;
}
