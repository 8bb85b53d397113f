import { api } from '@client/lib/api.ts';
import type { Rates } from '@shared/domain/currency.ts';
import type { CurrencyRates } from '@shared/schemas/currencies.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ratesKey = ['currencies'] as const;

export const ratesOptions = () =>
  queryOptions({
    queryKey: ratesKey,
    queryFn: ({ signal }) => api.get<CurrencyRates>('/api/currencies', signal),
    // Rates move daily at most.
    staleTime: 10 * 60_000,
  });

/** The rates, asked for only when a price needs converting; null until they arrive. */
export function useRates(needed: boolean): Rates | null {
  const { data } = useQuery({ ...ratesOptions(), enabled: needed });
  return (data?.rates as Rates | undefined) ?? null;
}
