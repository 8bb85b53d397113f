import { z } from 'zod';
import { CURRENCIES, type Currency } from '../constants.ts';
import { BASE_CURRENCY } from '../domain/currency.ts';

/** Contracts of the currency rates (issue 17 "Currencies", docs/decisions/0029). */

const rate = z
  .number({ error: 'Each rate must be a number' })
  .positive({ error: 'Each rate must be above 0' })
  .max(1_000_000, { error: 'A rate must be at most 1,000,000 units per dollar' })
  .refine((r) => Number(r.toFixed(8)) === r, { error: 'A rate can have at most 8 decimals' });

/** GET /api/currencies: units of each currency for one US dollar, and the day the rates are of. */
export const currencyRatesSchema = z
  .object({
    base: z.literal(BASE_CURRENCY),
    /** The oldest as-of date among the rates (YYYY-MM-DD). */
    asOf: z.string(),
    rates: z.record(z.enum(CURRENCIES), z.number()),
    /** Each currency's own as-of date. */
    asOfByCurrency: z.record(z.enum(CURRENCIES), z.string()),
  })
  .meta({ id: 'CurrencyRates' });
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

const isoDate = z
  .string({ error: 'asOf must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'asOf must be a date (YYYY-MM-DD)' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: 'asOf must be a real date',
    },
  );

/**
 * PUT /api/admin/currencies: new rates for some or all currencies (the others keep theirs), as of a day
 * (today when absent). The dollar is the base: its rate is always 1.
 */
export const currencyRatesUpdateSchema = z.strictObject(
  {
    rates: z
      .partialRecord(z.enum(CURRENCIES, { error: `Unknown currency: use ${CURRENCIES.join(', ')}` }), rate, {
        error: 'rates must be an object of currency: rate',
      })
      .refine((r) => Object.keys(r).length > 0, { error: 'Give at least one rate' })
      .refine((r) => r.USD === undefined || r.USD === 1, { error: 'USD is the base: its rate is 1' }),
    asOf: isoDate.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Send an object',
  },
);
export type CurrencyRatesUpdate = z.infer<typeof currencyRatesUpdateSchema>;

/** PUT /api/admin/currencies reply: the rates now, and how many listings' USD prices moved. */
export const currencyRatesUpdatedSchema = currencyRatesSchema.extend({
  listingsRepriced: z.number().int(),
});

export type RatesMap = Record<Currency, number>;
