import type { ListingDetail } from '@shared/schemas/listings.ts';
import { labelOf } from '../format.ts';

/** The listing's specifications: make, model, year and condition always; the rest where the seller gave it. */
export function ListingSpecifications({ listing }: { listing: ListingDetail }) {
  const rows: Array<[string, string | number | null | undefined, boolean]> = [
    ['Make', listing.make, true],
    ['Model', listing.model, true],
    ['Year', listing.year, true],
    ['Condition', labelOf(listing.condition), true],
    ['VIN', listing.vin, false],
    ['Engine', listing.engine, false],
    ['Body Type', labelOf(listing.bodyType), false],
    ['Exterior Color', listing.exteriorColor, false],
    ['Interior Color', listing.interiorColor, false],
  ];
  return (
    <dl className="grid gap-x-10 sm:grid-cols-2">
      {rows
        .filter(
          ([, value, always]) => always || (value !== null && value !== undefined && String(value).trim()),
        )
        .map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-6 border-b border-border py-3.5"
          >
            <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
            <dd
              className={`text-right text-foreground ${label === 'VIN' ? 'font-mono text-sm tracking-wide' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
