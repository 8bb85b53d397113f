import { ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ratesOptions } from '@client/features/currency/index.ts';
import { api, errorText } from '@client/lib/api.ts';
import { CURRENCIES, type Currency } from '@shared/constants.ts';
import type { CurrencyRatesUpdate } from '@shared/schemas/currencies.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

/**
 * Currency rates (units per US dollar) as administrators see and change them: saving recomputes every
 * listing's USD price in the same transaction, audited (PUT /api/admin/currencies).
 */
export function CurrenciesTab() {
  const rates = useQuery(ratesOptions());
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Partial<Record<Currency, string>>>({});
  const save = useMutation({
    mutationFn: (body: CurrencyRatesUpdate) =>
      api.put<{ listingsRepriced: number }>('/api/admin/currencies', body),
    onSuccess: async (reply) => {
      setDraft({});
      await queryClient.invalidateQueries({ queryKey: ratesOptions().queryKey });
      toast.success(
        `Rates saved: ${reply.listingsRepriced} listing${reply.listingsRepriced === 1 ? '' : 's'} repriced in US dollars`,
      );
    },
    onError: (error) => toast.error(errorText(error, 'The rates could not be saved')),
  });

  if (rates.isError)
    return (
      <ErrorState what="Currency rates" onRetry={() => void rates.refetch()} retrying={rates.isFetching} />
    );
  if (rates.isPending) return <Skeleton className="h-96 w-full" />;

  const changed = Object.entries(draft).filter(
    ([c, v]) => v !== undefined && v.trim() !== '' && Number(v) !== rates.data.rates[c as Currency],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ rates: Object.fromEntries(changed.map(([c, v]) => [c, Number(v)])) });
  };

  return (
    <Card className="p-6">
      <h2 className="font-display text-2xl">Currency rates</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Units of each currency for one US dollar. Prices are filtered, sorted and banded in dollars at these
        rates; saving reprices every listing at once.
      </p>
      <form onSubmit={submit} className="mt-6 flex flex-col gap-6">
        <table className="w-full max-w-xl text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-2 font-normal">Currency</th>
              <th className="py-2 font-normal">Per US dollar</th>
              <th className="py-2 font-normal">As of</th>
            </tr>
          </thead>
          <tbody>
            {CURRENCIES.map((c) => (
              <tr key={c} className="border-t border-border">
                <th scope="row" className="py-2 text-left font-medium">
                  {c}
                </th>
                <td className="py-2 pr-4">
                  {c === 'USD' ? (
                    <span className="text-muted-foreground">1 (base)</span>
                  ) : (
                    <Input
                      aria-label={`${c} per US dollar`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      className="h-9 max-w-40"
                      value={draft[c] ?? String(rates.data.rates[c])}
                      onChange={(e) => setDraft((d) => ({ ...d, [c]: e.target.value }))}
                    />
                  )}
                </td>
                <td className="py-2 text-muted-foreground">{rates.data.asOfByCurrency[c]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={changed.length === 0 || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save rates'}
          </Button>
          {changed.length > 0 ? (
            <span className="text-sm text-muted-foreground">
              {changed.length} rate{changed.length === 1 ? '' : 's'} changed
            </span>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
