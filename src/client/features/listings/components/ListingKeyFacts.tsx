import { Card } from '@client/components/ui/card.tsx';
import { Mileage } from '@client/features/currency/index.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { CalendarDays, Cog, Fuel, Gauge, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { labelOf } from '../format.ts';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <Card asChild className="flex items-center gap-3.5 px-4 py-4 sm:px-5">
      <li>
        <span className="hidden size-10 shrink-0 items-center justify-center min-[420px]:flex rounded-full border border-gold/35 bg-gold/10">
          <Icon className="size-[18px] text-gold" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-xs tracking-[0.14em] text-muted-foreground uppercase">
            {label}
            <span className="sr-only">:</span>
          </span>
          <span className="mt-0.5 font-medium break-words text-foreground">{value}</span>
        </span>
      </li>
    </Card>
  );
}

/** The listing's key facts as tiles: year and mileage, and its transmission and fuel where it says them. */
export function ListingKeyFacts({ listing }: { listing: ListingDetail }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Key facts">
      <Fact icon={CalendarDays} label="Year" value={listing.year} />
      <Fact
        icon={Gauge}
        label="Mileage"
        value={<Mileage value={listing.mileage} unit={listing.mileageUnit} />}
      />
      {listing.transmission ? <Fact icon={Cog} label="Transmission" value={listing.transmission} /> : null}
      {listing.fuelType ? <Fact icon={Fuel} label="Fuel Type" value={labelOf(listing.fuelType)} /> : null}
    </ul>
  );
}
