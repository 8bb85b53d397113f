import { useDebouncedValue } from '@client/lib/use-debounced-value.ts';
import { MAKES } from '@shared/constants.ts';
import { type EstimateInput, useMarketEstimate } from '../api.ts';
import { BandBar } from './BandBar.tsx';

/**
 * In the listing form, before submitting: where the asking price sits among comparable cars, once make,
 * model, year and price are filled in (asked a moment after the typing stops).
 */
export function PriceHint(props: {
  make: string;
  model: string;
  year: unknown;
  price: unknown;
  currency: string;
  mileage: unknown;
  mileageUnit: string;
}) {
  const year = Number(props.year);
  const price = Number(props.price);
  const mileage = props.mileage === '' || props.mileage == null ? null : Number(props.mileage);
  const ready =
    (MAKES as readonly string[]).includes(props.make) &&
    props.model.trim().length > 0 &&
    Number.isInteger(year) &&
    year >= 1900 &&
    Number.isFinite(price) &&
    price > 0 &&
    (mileage === null || (Number.isInteger(mileage) && mileage >= 0));
  const input: EstimateInput | null = ready
    ? {
        make: props.make,
        model: props.model.trim(),
        year,
        price,
        currency: props.currency || 'USD',
        mileage,
        mileageUnit: props.mileageUnit || 'mi',
      }
    : null;
  const settled = useDebouncedValue(input ? JSON.stringify(input) : null, 500);
  const { data } = useMarketEstimate(settled ? (JSON.parse(settled) as EstimateInput) : null);
  if (!input || !data) return null;
  return (
    <div
      className="rounded-lg border border-border bg-surface p-4"
      data-testid="price-hint"
      aria-live="polite"
    >
      <p className="mb-2 text-xs tracking-[0.14em] text-muted-foreground uppercase">
        Your price and the market
      </p>
      {'estimate' in data ? (
        <p className="text-sm text-muted-foreground">
          Not enough market data for this car yet ({data.comparables.length} comparable
          {data.comparables.length === 1 ? '' : 's'}).
        </p>
      ) : (
        <BandBar {...data} />
      )}
    </div>
  );
}
