import { ListingTitle } from '@client/components/listing-title.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { Mileage, Price } from '@client/features/currency/index.ts';
import { cn } from '@client/lib/cn.ts';
import { isOwnListing } from '@shared/domain/listing.ts';
import { listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { BadgeCheck, Gauge, MapPin, Sparkles } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { SellerLabel } from '../../dealers/components/SellerLabel.tsx';
import { labelOf } from '../format.ts';
import { useInventoryLinkState } from '../inventory-return.ts';
import { useDeferredParts } from './DeferredParts.tsx';
import { ListingPhoto } from './ListingPhoto.tsx';
import { ListingStatusBadge, overlayBadge } from './StatusBadge.tsx';

/** How wide a card's picture is drawn in the grids: one, two or three columns inside an 80rem page. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw';

export interface ListingCardProps {
  listing: Listing;
  /** The signed-in viewer's id: their own listings say 'Your Listing'. */
  viewerId?: string | null;
  /** Cards of the first row load at once; the very first one with high priority. */
  priority?: 'high' | 'eager' | 'lazy';
  headingLevel?: 'h2' | 'h3';
  /** The picture's `sizes`; defaults to the three-column grid. */
  imageSizes?: string;
  className?: string;
}

/**
 * Spec section 2, listing card: the whole card links to /listing/{id}. Memoised: a grid re-renders when
 * the session settles, and its unchanged cards need not.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  viewerId,
  priority = 'lazy',
  headingLevel: Heading = 'h3',
  imageSizes = CARD_IMAGE_SIZES,
  className,
}: ListingCardProps) {
  const title = listingTitle(listing);
  const inventoryState = useInventoryLinkState();
  const own = isOwnListing(viewerId ? { id: viewerId } : null, listing);
  const condition = labelOf(listing.condition);
  const parts = useDeferredParts();

  return (
    <Card
      asChild
      className={cn(
        'group relative flex flex-col overflow-hidden transition-[border-color,box-shadow,transform] duration-300',
        'hover:-translate-y-0.5 hover:border-gold/45 hover:shadow-2xl hover:shadow-black/50',
        'focus-within:border-gold/60',
        className,
      )}
    >
      <article data-testid="listing-card">
        <div className="relative aspect-[16/10] overflow-hidden bg-surface-raised">
          <ListingPhoto
            url={listing.imageUrls[0]}
            listing={listing}
            alt={title}
            sizes={imageSizes}
            loading={priority === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={priority === 'high' ? 'high' : undefined}
            className="block size-full"
            imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.035]"
          />
          <div className="absolute top-3 right-3 flex flex-wrap justify-end gap-2">
            <ListingStatusBadge status={listing.status} />
            {listing.priceReduced && listing.status === 'active' ? (
              <span className={cn(overlayBadge, 'border-success/40 bg-black/55 text-success')}>Reduced</span>
            ) : null}
          </div>
          {parts ? <parts.CardActions listingId={listing.id} title={title} own={own} /> : null}
          {own ? (
            <span
              className={cn(
                overlayBadge,
                'absolute bottom-3 left-3 border-gold/60 bg-gold text-gold-foreground',
              )}
            >
              Your Listing
            </span>
          ) : null}
        </div>

        <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
          <div className="flex flex-col gap-2">
            <Heading className="font-display text-[1.6rem] leading-[1.1] text-foreground">
              <Link
                to={`/listing/${listing.id}`}
                state={inventoryState}
                className="outline-none after:absolute after:inset-0 after:z-10 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
              >
                <ListingTitle listing={listing} />
              </Link>
            </Heading>
            <p>
              <Price
                amount={listing.price}
                currency={listing.currency}
                testId="card-price"
                className="font-display text-2xl font-semibold tracking-tight text-gold"
              />
            </p>
          </div>

          <ul className="grid grid-cols-1 gap-2 text-sm text-muted-foreground min-[400px]:grid-cols-2">
            <li className="flex min-w-0 items-center gap-2">
              <Gauge className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="sr-only">Mileage: </span>
              <span className="truncate">
                <Mileage value={listing.mileage} unit={listing.mileageUnit} />
              </span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Sparkles className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="sr-only">Condition: </span>
              <span className="truncate">{condition}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2 min-[400px]:col-span-2">
              <MapPin className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              <span className="truncate">{listing.location}</span>
            </li>
          </ul>

          <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4 text-sm">
            <SellerLabel seller={listing.seller} />
            {listing.seller?.verified ? (
              <span className="inline-flex items-center gap-1.5 text-success">
                <BadgeCheck className="size-4" aria-hidden="true" />
                Verified
              </span>
            ) : null}
          </div>
        </div>
      </article>
    </Card>
  );
});

/** A card's shape while listings load. */
export function ListingCardSkeleton() {
  return (
    <Card className="flex flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-6 w-1/3" />
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="col-span-2 h-4 w-1/2" />
        </div>
        <Skeleton className="mt-3 h-px w-full" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </Card>
  );
}
