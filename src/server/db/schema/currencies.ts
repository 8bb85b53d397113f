import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '../../../shared/constants.ts';

const currencyList = sql.raw(CURRENCIES.map((c) => `'${c}'`).join(', '));

/**
 * Units of each currency for one US dollar, with the day each rate is of (migration 0016,
 * docs/decisions/0029). One row per currency of the spec's list, always: rows are updated, never
 * deleted, because every listing's USD price is computed from its currency's row.
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').primaryKey(),
    rate: numeric('rate', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('currency_rates_currency_known', sql`${t.currency} in (${currencyList})`),
    check('currency_rates_rate_positive', sql`${t.rate} > 0`),
    check('currency_rates_usd_is_one', sql`${t.currency} <> 'USD' or ${t.rate} = 1`),
  ],
);
