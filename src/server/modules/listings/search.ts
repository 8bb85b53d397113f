import { type SQL, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/index.ts';

/**
 * Free-text search: every word must match, either as a full-text prefix over make, model, place,
 * features and description, or by trigram similarity to the make and model, so a typo such as
 * 'porshe 911' still finds Porsche 911s.
 */
export function searchTokens(q: string): string[] {
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0)
    .slice(0, 8)
    .map((t) => t.slice(0, 40));
}

export function textSearchCondition(q: string): SQL | undefined {
  const tokens = searchTokens(q);
  if (tokens.length === 0) return undefined;
  const perToken = tokens.map(
    (t) =>
      // Tokens are letters and digits only, so the prefix query cannot carry tsquery syntax.
      sql`(${listings.searchVector} @@ to_tsquery('simple', ${`${t}:*`}) or (length(${t}) >= 3 and ${t} <% ${listings.titleText}))`,
  );
  return sql.join(perToken, sql` and `);
}
