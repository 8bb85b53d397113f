import { cn } from '@client/lib/cn.ts';
import { dualPrice } from '@shared/domain/currency.ts';
import { PRICE_ON_REQUEST_LABEL } from '@shared/domain/listing.ts';
import { useRates } from '../api.ts';
import { useDisplayPrefs } from '../display-prefs.ts';

/**
 * A listing's price in the visitor's display currency, with the seller's own price beside it when the
 * two differ ("about €219,000 · USD 236,500"). Before the rates arrive (and on the server-rendered page)
 * the seller's price alone. A listing without a price (null) reads "Price on request".
 */
export function Price({
  amount,
  currency,
  className,
  originalClassName,
  stacked = false,
  testId = 'price',
}: {
  amount: number | null;
  currency: string;
  className?: string;
  originalClassName?: string;
  /** The seller's price on its own line (detail page) rather than beside. */
  stacked?: boolean;
  testId?: string;
}) {
  const { currency: display } = useDisplayPrefs();
  const rates = useRates(display !== currency && amount !== null);
  if (amount === null)
    return (
      <span className={className} data-testid={testId} data-price-on-request="">
        {PRICE_ON_REQUEST_LABEL}
      </span>
    );
  const price = dualPrice({ amount, currency }, display, rates);
  return (
    <span className={cn(stacked ? 'flex flex-col' : 'inline-flex flex-wrap items-baseline gap-x-2')}>
      <span className={className} data-testid={testId}>
        {price.main}
      </span>
      {price.original ? (
        <span
          className={cn('text-xs font-normal text-muted-foreground', originalClassName)}
          data-testid="seller-price"
        >
          <span className="sr-only">Seller’s price: </span>
          {price.original}
        </span>
      ) : null}
    </span>
  );
}
