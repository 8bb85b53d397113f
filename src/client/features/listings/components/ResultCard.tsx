import { ListingTitle } from '@client/components/listing-title.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { useVisitorFormat } from '@client/features/currency/index.ts';
import { cn } from '@client/lib/cn.ts';
import { listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { CalendarCheck, Gauge, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { daysOnMarketLabel, soldDateLabel, soldPriceLabel } from '../market-history.ts';
import { CARD_IMAGE_SIZES } from './ListingCard.tsx';
import { ListingPhoto } from './ListingPhoto.tsx';

/**
 * A sold car in the results archive (/results): when it sold, and for how much when its seller shares it
 * ("Price withheld" otherwise: the server never sent the price). The card links to the car's page.
 */
export function ResultCard({
  listing,
  priority = 'lazy',
}: {
  listing: Listing;
  priority?: 'eager' | 'lazy';
}) {
  const title = listingTitle(listing);
  const withheld = listing.soldPrice === null;
  const format = useVisitorFormat();
  return (
    <Card
      asChild
      className="group relative flex flex-col overflow-hidden transition-colors duration-300 hover:border-gold/45 focus-within:border-gold/60"
    >
      <article data-testid="result-card" aria-label={title}>
        <div className="relative aspect-[16/10] overflow-hidden bg-surface-raised">
          <ListingPhoto
            url={listing.imageUrls[0]}
            listing={listing}
            alt={title}
            sizes={CARD_IMAGE_SIZES}
            loading={priority}
            className="block size-full"
            imgClassName="grayscale-[35%] transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
          <span className="absolute top-3 right-3 inline-flex items-center rounded-full border border-gold/50 bg-black/60 px-2.5 py-1 text-[11px] font-medium tracking-[0.12em] text-gold uppercase frosted">
            Sold
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <h2 className="font-display text-[1.45rem] leading-[1.1] text-foreground">
            <Link
              to={`/listing/${listing.id}`}
              className="outline-none after:absolute after:inset-0 after:z-10 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
            >
              <ListingTitle listing={listing} />
            </Link>
          </h2>
          <p
            data-testid="result-price"
            className={cn(
              'font-display text-xl font-semibold',
              withheld ? 'text-muted-foreground italic' : 'text-gold',
            )}
          >
            {soldPriceLabel(listing, format.price)}
          </p>
          <ul className="mt-auto grid gap-1.5 border-t border-border pt-3 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <CalendarCheck className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span data-testid="result-date">{soldDateLabel(listing)}</span>
              {daysOnMarketLabel(listing) ? <span>· {daysOnMarketLabel(listing)}</span> : null}
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Gauge className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="truncate">{format.mileage(listing.mileage, listing.mileageUnit)}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <MapPin className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="truncate">{listing.location}</span>
            </li>
          </ul>
        </div>
      </article>
    </Card>
  );
}
