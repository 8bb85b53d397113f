import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonRowSql } from '../../src/server/db/json-object.ts';
import { listings, users } from '../../src/server/db/schema/index.ts';

describe('jsonRowSql (decision 0044)', () => {
  it('writes a selection as one json_build_object, nested objects nested, column names in snake_case', () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(
      jsonRowSql({ id: listings.id, priceUsd: listings.priceUsd, seller: { id: users.id } }),
    );
    expect(params).toEqual([]);
    expect(text).toBe(
      `json_build_object('id', "listings"."id", 'priceUsd', "listings"."price_usd", 'seller', json_build_object('id', "users"."id"))`,
    );
  });

  it('refuses a selection holding a parameter: the text is rendered once for every query', () => {
    expect(() => jsonRowSql({ id: listings.id, shown: sql`${'a value'}` })).toThrow(/parameters/);
  });
});
