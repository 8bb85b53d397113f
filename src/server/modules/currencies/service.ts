import { sql } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '../../../shared/constants.ts';
import { BASE_CURRENCY, type Rates } from '../../../shared/domain/currency.ts';
import type { CurrencyRates, CurrencyRatesUpdate } from '../../../shared/schemas/currencies.ts';
import type { Db } from '../../db/client.ts';
import { currencyRates } from '../../db/schema/index.ts';
import type { UnitOfWork } from '../../lib/unit-of-work.ts';

/** The rates as the API answers them (every currency of the list has a row: migration 0016). */
export async function currentRates(db: Db): Promise<CurrencyRates> {
  const rows = await db.select().from(currencyRates);
  const rates = {} as Record<Currency, number>;
  const asOfByCurrency = {} as Record<Currency, string>;
  for (const c of CURRENCIES) {
    rates[c] = 1;
    asOfByCurrency[c] = '';
  }
  for (const r of rows) {
    rates[r.currency as Currency] = r.rate;
    asOfByCurrency[r.currency as Currency] = r.asOf;
  }
  const asOf = rows.map((r) => r.asOf).sort()[0] ?? '';
  return { base: BASE_CURRENCY, asOf, rates, asOfByCurrency };
}

/** The rates as the domain rules take them. */
export const ratesOf = async (db: Db): Promise<Rates> => (await currentRates(db)).rates;

/**
 * Every listing's USD price at the current rates, in ONE statement (the same arithmetic as the trigger of
 * migration 0016); only the rows whose USD price moves are written, so the facet counts' statement
 * trigger sees only real changes. Answers how many moved.
 */
export async function repriceListings(tx: Db): Promise<number> {
  const result = (await tx.execute(sql`
    update listings l set price_usd = round(l.price / r.rate, 2)
    from currency_rates r
    where r.currency = l.currency and l.price_usd <> round(l.price / r.rate, 2)`)) as unknown as {
    affectedRows?: number;
    rowCount?: number;
  };
  return result.affectedRows ?? result.rowCount ?? 0;
}

/**
 * New rates for some currencies, as of a day, and the USD prices recomputed, inside the caller's unit of
 * work (an administrator's change is audited with the old and new rates; a provider's is not).
 */
export async function applyRates(
  uow: Pick<UnitOfWork, 'tx' | 'audit' | 'emit' | 'actor'> | { tx: Db; audit?: undefined; emit?: undefined },
  update: CurrencyRatesUpdate,
  today = new Date().toISOString().slice(0, 10),
): Promise<number> {
  const { tx } = uow;
  const before = await currentRates(tx);
  const asOf = update.asOf ?? today;
  const changed = Object.entries(update.rates).filter(([c]) => c !== BASE_CURRENCY) as [Currency, number][];
  for (const [currency, rate] of changed) {
    await tx.execute(
      sql`update ${currencyRates} set rate = ${rate}, as_of = ${asOf}, updated_at = now() where currency = ${currency}`,
    );
  }
  const repriced = await repriceListings(tx);
  if (uow.audit) {
    await uow.audit({
      action: 'update_currency_rates',
      targetType: 'currency_rates',
      targetId: changed.map(([c]) => c).join(',') || BASE_CURRENCY,
      details: {
        asOf,
        rates: Object.fromEntries(changed.map(([c, r]) => [c, { from: before.rates[c], to: r }])),
        listingsRepriced: repriced,
      },
    });
    uow.emit({ type: 'rates.changed', adminId: uow.actor.id });
  }
  return repriced;
}
