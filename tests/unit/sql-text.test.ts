import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../src/server/db/schema/index.ts';
import { dialect, formatStatement, inlinedSql } from '../../src/server/db/sql-text.ts';
import { publicListing } from '../../src/server/modules/listings/visibility.ts';

describe('inlinedSql (decision 0077)', () => {
  it('writes a fixed fragment with its values as literals, a quote inside one doubled', () => {
    expect(inlinedSql(sql`${listings.make} = ${"L'Automobile"} and ${listings.verified} = ${true}`)).toBe(
      `"listings"."make" = 'L''Automobile' and "listings"."verified" = true`,
    );
    expect(inlinedSql(eq(listings.status, 'active'))).toBe(`"listings"."status" = 'active'`);
  });

  it('gives the public inventory as text with no parameter, a new SQL each time', () => {
    const once = publicListing();
    expect(dialect.sqlToQuery(once)).toEqual({
      sql: `("listings"."status" = 'active' and "listings"."seller_suspended" = false and "listings"."reports_held" = false)`,
      params: [],
    });
    expect(publicListing()).not.toBe(once);
  });
});

describe('formatStatement (decision 0076)', () => {
  it("turns each parameter into format()'s quoted literal of it and doubles every %", () => {
    const { format, params } = formatStatement(
      sql`select 50 % 7, ${'100%'} as a, ${2} as b, ${null} as c, ${false} as d from ${listings} where ${listings.id} > ${1}`,
    );
    expect(format).toBe(
      `select 50 %% 7, %1$L as a, %2$L as b, %3$L as c, %4$L as d from "listings" where "listings"."id" > %5$L`,
    );
    expect(JSON.parse(params)).toEqual(['100%', 2, null, false, 1]);
  });

  it('refuses a value that JSON would carry as something else', () => {
    expect(() => formatStatement(sql`select ${Number.POSITIVE_INFINITY}`)).toThrow(/scalar/);
    expect(() => formatStatement(sql`select ${new Date(0)}`)).toThrow(/scalar/);
  });
});
