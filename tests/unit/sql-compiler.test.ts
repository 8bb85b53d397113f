import { and, eq, gte, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listings, users } from '../../src/server/db/schema/index.ts';
import { compileSql } from '../../src/server/db/sql-compiler.ts';
import { dialect } from '../../src/server/db/sql-text.ts';
import { cappedCountSql, type Matching, matchRows } from '../../src/server/modules/listings/counting.ts';
import { publicListing } from '../../src/server/modules/listings/visibility.ts';

/** Drizzle's own compiler, untouched (sql-text.ts's dialect compiles with ours first). */
const drizzles = new PgDialect({ casing: 'snake_case' });
const ours = (statement: SQL) => compileSql(statement, drizzles);
const theirs = (statement: SQL) => {
  const { sql: text, params } = drizzles.sqlToQuery(statement);
  return { sql: text, params };
};

const qb = new QueryBuilder({ casing: 'snake_case' });
const seller = alias(users, 'seller');

const words = (terms: string[], filters?: SQL): Matching => ({
  where: and(filters, sql`${listings.searchVector} @@ to_tsquery('simple', ${terms.join(' & ')})`),
  filters,
  terms,
  eachWord: terms.map((t) => [t]),
  indexedWithWords: false,
});

/** Statements of every kind of chunk the application builds, and the search's own builders. */
const statements: [string, SQL][] = [
  ['text alone', sql`select 1`],
  [
    'values of each kind, a null and a date',
    sql`select ${'a'}, ${2}, ${2.5}, ${true}, ${null}, ${new Date(0)}, ${10n} from ${listings}`,
  ],
  ['a list', sql`select * from ${listings} where ${listings.id} in ${[1, 2, 3]}`],
  ['names, a quote inside one', sql`select 1 as ${sql.identifier('in_"3')}, ${sql.identifier('g')}`],
  ['nested fragments and an absent one', sql`select * from ${listings} where ${and(undefined, sql`true`)}`],
  ['raw text', sql`select ${sql.raw('now()')}, ${sql.raw("'%'")}`],
  [
    'conditions on columns, their values through each column',
    and(
      eq(listings.status, 'active'),
      gte(listings.createdAt, new Date('2024-01-01T00:00:00Z')),
      inArray(listings.make, ['Ferrari', 'Porsche']),
      or(isNull(listings.bodyType), not(ilike(listings.model, '%911%'))),
    )!,
  ],
  ['the public inventory, rendered once', publicListing()],
  [
    'a select built by drizzle, joined to an alias',
    qb
      .select({ id: listings.id, name: seller.firstName })
      .from(listings)
      .innerJoin(seller, eq(seller.id, listings.sellerId))
      .where(and(eq(listings.make, 'Ferrari'), gte(listings.price, 100000)))
      .orderBy(listings.price)
      .limit(20)
      .getSQL(),
  ],
  [
    'a sample of words, as the planner would read it',
    matchRows(words(["'carbon'"]), sql`${listings.make}`, 500),
  ],
  [
    'a capped count of words beside filters',
    cappedCountSql(words(["'barn'", "'find'"], eq(listings.region, 'Europe')), {
      base: 40_000,
      matches: 900,
      all: 100_000,
      entries: 30_000,
    }),
  ],
];

describe('the SQL compiler (sql-compiler.ts)', () => {
  it.each(statements)('compiles %s to the text and parameters drizzle does', (_, statement) => {
    const compiled = ours(statement);
    expect(compiled).toBeDefined();
    expect(compiled).toEqual(theirs(statement));
  });

  it('leaves to drizzle what it does not compile: a placeholder, a subquery, written-in values', () => {
    expect(ours(sql`select ${sql.placeholder('id')}`)).toBeUndefined();
    const sub = qb.select({ id: listings.id }).from(listings).as('sub');
    expect(ours(sql`select * from ${sub}`)).toBeUndefined();
    expect(ours(sql`select ${sql`${'x'}`.inlineParams()}`)).toBeUndefined();
  });

  it('is the compiler of the application dialect, which still compiles what it leaves to drizzle', () => {
    const sub = qb.select({ id: listings.id }).from(listings).where(eq(listings.id, 7)).as('sub');
    const statement = sql`select * from ${sub} where ${sql.identifier('id')} = ${7}`;
    expect(dialect.sqlToQuery(statement)).toEqual(drizzles.sqlToQuery(statement));
    const plain = sql`select ${listings.id} from ${listings} where ${listings.id} = ${7}`;
    expect(dialect.sqlToQuery(plain)).toEqual(ours(plain));
  });
});
