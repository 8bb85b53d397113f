import { CURRENCIES, type Currency } from '../../../shared/constants.ts';
import { BASE_CURRENCY } from '../../../shared/domain/currency.ts';
import type { CurrencyRatesUpdate } from '../../../shared/schemas/currencies.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob, type JobHandlers, startJobRunner } from '../../lib/jobs.ts';
import { applyRates } from './service.ts';

/**
 * Where rates can come from besides an administrator: a public reference feed, for deployments with
 * network access (`RATES_PROVIDER`, off by default, never used in tests; docs/decisions/0029). A provider
 * answers units per US dollar for the currencies it knows; the others keep their rates.
 */
export interface RatesProvider {
  readonly name: string;
  fetchRates(): Promise<CurrencyRatesUpdate>;
}

export const RATES_PROVIDERS = ['ecb', 'frankfurter'] as const;
export type RatesProviderName = (typeof RATES_PROVIDERS)[number];

const ECB_DAILY = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const FRANKFURTER = `https://api.frankfurter.app/latest?from=USD&to=${CURRENCIES.filter((c) => c !== 'USD').join(',')}`;

const known = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** Rates to one dollar from rates to one euro (the ECB publishes euro reference rates). */
export function ratesFromEcbXml(xml: string): CurrencyRatesUpdate {
  const perEuro = new Map<string, number>([['EUR', 1]]);
  for (const m of xml.matchAll(/currency=['"]([A-Z]{3})['"]\s+rate=['"]([\d.]+)['"]/g))
    perEuro.set(m[1]!, Number(m[2]));
  const day = /time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const usdPerEuro = perEuro.get('USD');
  if (!usdPerEuro) throw new Error('The ECB feed has no USD rate');
  const rates: CurrencyRatesUpdate['rates'] = {};
  for (const [c, r] of perEuro)
    if (known(c) && c !== BASE_CURRENCY && r > 0) rates[c] = Number((r / usdPerEuro).toFixed(8));
  return { rates, ...(day ? { asOf: day } : {}) };
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

export function ratesProvider(name: RatesProviderName): RatesProvider {
  if (name === 'ecb') return { name, fetchRates: async () => ratesFromEcbXml(await fetchText(ECB_DAILY)) };
  return {
    name,
    fetchRates: async () => {
      const body = JSON.parse(await fetchText(FRANKFURTER)) as {
        date?: string;
        rates?: Record<string, number>;
      };
      const rates: CurrencyRatesUpdate['rates'] = {};
      for (const [c, r] of Object.entries(body.rates ?? {})) if (known(c) && r > 0) rates[c] = r;
      return { rates, ...(body.date ? { asOf: body.date } : {}) };
    },
  };
}

const REFRESH_JOB = 'currencies.refresh';

/**
 * Once a day, through the job queue (one instance runs each day's refresh): the provider's rates are
 * applied and every USD price recomputed in the job's transaction. The public caches expire within
 * seconds (docs/decisions/0005).
 */
export function startRatesRefresh(
  db: Db,
  provider: RatesProvider,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  const handlers: JobHandlers = {
    [REFRESH_JOB]: async (tx) => {
      await applyRates({ tx }, await provider.fetchRates());
    },
  };
  return startJobRunner(db, handlers, {
    onError,
    everyMs: 60_000,
    onTick: () =>
      enqueueJob(db, { kind: REFRESH_JOB, key: `${REFRESH_JOB}:${new Date().toISOString().slice(0, 10)}` }),
  });
}
