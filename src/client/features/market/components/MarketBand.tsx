import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { MARKET_MIN_COMPARABLES } from '@shared/domain/market.ts';
import { Link } from 'react-router';
import { useListingMarket } from '../api.ts';
import { BandBar, useUsdFormatter } from './BandBar.tsx';

/**
 * A listing's market range on its page (issue 17): where its price sits among comparable cars, with
 * links to each, or plainly that there is not enough market data.
 */
export function MarketBand({ listingId }: { listingId: number }) {
  const { data, isPending, isError } = useListingMarket(listingId);
  const money = useUsdFormatter();
  if (isError) return null;
  return (
    <Card className="p-6" aria-labelledby="market-heading" role="region">
      <h2 id="market-heading" className="text-xs tracking-[0.18em] text-muted-foreground uppercase">
        Market range
      </h2>
      {isPending ? (
        <Skeleton className="mt-4 h-16 w-full" />
      ) : 'estimate' in data ? (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="market-none">
          Not enough market data: {data.comparables.length} comparable{' '}
          {data.comparables.length === 1 ? 'car' : 'cars'} found, an estimate needs {MARKET_MIN_COMPARABLES}.
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-4" data-testid="market-band">
          <BandBar {...data} />
          <p className="text-xs text-muted-foreground">{data.basis}</p>
          <details className="text-sm">
            <summary className="cursor-pointer text-gold hover:underline">
              The {data.comparables.length} comparables
            </summary>
            <ul className="mt-2 flex flex-col gap-1">
              {data.comparables.map((c) => (
                <li key={c.id} className="flex justify-between gap-3">
                  <Link
                    to={`/listing/${c.id}`}
                    className="text-foreground/90 hover:text-gold hover:underline"
                  >
                    {c.year} {c.make} {c.model}
                    {c.status === 'sold' ? ' (sold)' : ''}
                  </Link>
                  <span className="text-muted-foreground">{money(c.adjustedUsd)}</span>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </Card>
  );
}
