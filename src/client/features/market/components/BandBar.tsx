import { useDisplayPrefs, useRates } from '@client/features/currency/index.ts';
import { convert, formatMoney } from '@shared/domain/currency.ts';
import { bandOffset, type MarketPosition } from '@shared/domain/market.ts';

export const POSITION_TEXT: Record<MarketPosition, string> = {
  below: 'Below the market range',
  within: 'Within the market range',
  above: 'Above the market range',
};

/** US dollars in the visitor's display currency ("about" when converted). */
export function useUsdFormatter(): (usd: number) => string {
  const { currency } = useDisplayPrefs();
  const rates = useRates(currency !== 'USD');
  return (usd) =>
    currency === 'USD' || !rates
      ? formatMoney(usd, 'USD')
      : formatMoney(Math.round(convert(usd, 'USD', currency, rates)), currency);
}

/**
 * The band as a bar: the middle half of comparable prices highlighted, the car's price as a marker. The
 * words say the same (the bar is decoration for screen readers).
 */
export function BandBar({
  low,
  median,
  high,
  priceUsd,
  position,
}: {
  low: number;
  median: number;
  high: number;
  priceUsd: number;
  position: MarketPosition;
}) {
  const money = useUsdFormatter();
  const at = bandOffset({ low, high }, priceUsd);
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-foreground" data-testid="market-position">
        {POSITION_TEXT[position]}
      </p>
      <div className="relative h-3 rounded-full bg-surface-raised" aria-hidden="true">
        <div className="absolute inset-y-0 right-1/4 left-1/4 rounded-full bg-gold/35" />
        <div
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-gold"
          style={{ left: `${at * 100}%` }}
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs text-muted-foreground">
        <div>
          <dt>Low</dt>
          <dd className="font-medium text-foreground">{money(low)}</dd>
        </div>
        <div className="text-center">
          <dt>Median</dt>
          <dd className="font-medium text-foreground">{money(median)}</dd>
        </div>
        <div className="text-right">
          <dt>High</dt>
          <dd className="font-medium text-foreground">{money(high)}</dd>
        </div>
      </dl>
    </div>
  );
}
