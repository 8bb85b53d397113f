import { useVisitorFormat } from '@client/features/currency/index.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { CalendarClock, TrendingDown } from 'lucide-react';
import {
  daysOnMarketLabel,
  latestReductionLine,
  priceSteps,
  soldDateLabel,
  soldPriceLabel,
} from '../market-history.ts';
import { PriceHistoryChart } from './PriceHistoryChart.tsx';

/**
 * Under a listing's price: its sale (date, and price when the seller shares it), its latest reduction,
 * its days on market and its price history as a small chart (issue 17).
 */
export function MarketHistory({ listing }: { listing: ListingDetail }) {
  // Today at midnight UTC: the server's render and the browser's hydration draw the same chart.
  const now = Math.floor(Date.now() / 86_400_000) * 86_400_000;
  const format = useVisitorFormat();
  const sold = soldDateLabel(listing);
  const reduction =
    listing.status === 'active' ? latestReductionLine(listing.priceHistory, format.price) : null;
  const days = daysOnMarketLabel(listing);
  const points = priceSteps(listing.priceHistory, listing, now);
  if (!sold && !reduction && !days && points.length === 0) return null;
  return (
    <div className="mt-5 flex flex-col gap-3 border-t border-border pt-5" data-testid="market-history">
      {sold ? (
        <div className="rounded-lg border border-gold/40 bg-gold/10 p-4" data-testid="sold-summary">
          <p className="font-medium text-gold">{sold}</p>
          <p className="mt-1 text-sm text-foreground/85">{soldPriceLabel(listing, format.price)}</p>
        </div>
      ) : null}
      {reduction ? (
        <p className="inline-flex items-center gap-2 text-sm text-success" data-testid="price-reduction">
          <TrendingDown className="size-4" aria-hidden="true" />
          {reduction}
        </p>
      ) : null}
      {days ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4 text-gold/80" aria-hidden="true" />
          {days}
        </p>
      ) : null}
      {points.length > 0 ? (
        <div>
          <p className="mb-2 text-xs tracking-[0.18em] text-muted-foreground uppercase">Price history</p>
          <PriceHistoryChart points={points} currency={listing.currency} />
        </div>
      ) : null}
    </div>
  );
}
