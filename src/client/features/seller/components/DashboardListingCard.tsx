import { ListingTitle } from '@client/components/listing-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { ListingPhoto } from '@client/features/listings/components/ListingPhoto.tsx';
import { ListingStatusBadge } from '@client/features/listings/components/StatusBadge.tsx';
import { labelOf, soldDateLabel, viewsLabel } from '@client/features/listings/index.ts';
import { cn } from '@client/lib/cn.ts';
import { formatDistance } from '@shared/domain/currency.ts';
import { isSellable } from '@shared/domain/listing.ts';
import { isPriceChangeable } from '@shared/domain/watchlist.ts';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import {
  AlertTriangle,
  BadgeCheck,
  CircleDollarSign,
  Clock,
  CreditCard,
  Eye,
  Gauge,
  Loader2,
  MapPin,
  Pencil,
  Tag,
  Trash2,
} from 'lucide-react';
import { Link } from 'react-router';
import type { WaitingState, WaitingTone } from '../waiting.ts';
import { ListingTermLine } from './ListingTermLine.tsx';

const toneClass: Record<WaitingTone, string> = {
  live: 'border-success/40 bg-success/10 text-success',
  waiting: 'border-foreground/20 bg-foreground/5 text-foreground/85',
  action: 'border-gold/50 bg-gold/10 text-gold',
  problem: 'border-destructive/45 bg-destructive/10 text-destructive',
  muted: 'border-border-strong bg-surface-raised text-muted-foreground',
};

export function DashboardListingCard({
  listing,
  waiting,
  onEdit,
  onDelete,
  onChangePrice,
  onMarkSold,
  onPay,
  paying = false,
  onRenew,
  renewing = false,
}: {
  listing: Listing;
  waiting: WaitingState;
  onEdit: (listing: Listing) => void;
  onDelete: (listing: Listing) => void;
  /** Live listings only: their price is the one thing that may change (docs/decisions/0026). */
  onChangePrice?: (listing: Listing) => void;
  /** Live listings only: 'Mark as sold' (issue 17). */
  onMarkSold?: (listing: Listing) => void;
  onPay?: (listing: Listing) => void;
  paying?: boolean;
  /** Expiry, Renew and the plan-limit upgrade line (ListingTermLine). */
  onRenew?: (listing: Listing) => void;
  renewing?: boolean;
}) {
  const title = listingTitle(listing);
  const rejected = listing.status === 'inactive' && waiting.tone === 'problem';
  const editable = !listing.verified;

  return (
    <Card
      asChild
      className="group relative flex h-full flex-col overflow-hidden transition-colors duration-300 hover:border-gold/45 focus-within:border-gold/60"
    >
      <article data-testid="dashboard-listing" aria-label={title}>
        <div
          className="relative aspect-[16/10] overflow-hidden bg-surface-raised"
          data-testid="dashboard-card-photo"
        >
          <ListingPhoto
            url={listing.imageUrls[0]}
            listing={listing}
            alt={title}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
            fallbackWidth={800}
            className="block size-full"
            imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.03]"
          />
          <ListingStatusBadge status={listing.status} className="absolute top-3 right-3" />
        </div>

        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="flex flex-col gap-1.5">
            <h3 className="font-display text-[1.45rem] leading-[1.1] text-foreground">
              <Link
                to={`/listing/${listing.id}`}
                className="outline-none transition-colors hover:text-gold focus-visible:underline focus-visible:decoration-gold"
              >
                <ListingTitle listing={listing} />
              </Link>
            </h3>
            <p className="flex items-baseline gap-2">
              <span className="font-display text-xl font-semibold text-gold">
                {formatListingPrice(listing.price, listing.currency)}
              </span>
              {listing.currency && listing.currency !== 'USD' ? (
                <span className="text-[11px] font-medium tracking-[0.14em] text-muted-foreground">
                  {listing.currency}
                </span>
              ) : null}
            </p>
          </div>

          <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <li className="flex min-w-0 items-center gap-2">
              <Gauge className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="truncate">{formatDistance(listing.mileage, listing.mileageUnit)}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Eye className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="truncate">{viewsLabel(listing.viewCount)}</span>
            </li>
            <li className="col-span-2 flex min-w-0 items-center gap-2">
              <MapPin className="size-4 shrink-0 text-gold/80" aria-hidden="true" />
              <span className="truncate">
                {listing.location} · {labelOf(listing.condition)}
              </span>
            </li>
          </ul>

          <div className="mt-auto flex flex-col gap-3 border-t border-border pt-4">
            {rejected ? (
              <div
                role="note"
                className={cn('flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm', toneClass.problem)}
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <div className="flex min-w-0 flex-col gap-1">
                  <p data-testid="waiting-state" className="break-words font-medium">
                    {waiting.label}
                  </p>
                  {waiting.detail ? <p className="text-xs text-foreground/70">{waiting.detail}</p> : null}
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <span
                  data-testid="waiting-state"
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
                    toneClass[waiting.tone],
                  )}
                >
                  {waiting.tone === 'live' ? (
                    <BadgeCheck className="size-3.5" aria-hidden="true" />
                  ) : (
                    <Clock className="size-3.5" aria-hidden="true" />
                  )}
                  {waiting.label}
                </span>
                {listing.kmVerified ? (
                  <span className="text-xs text-muted-foreground">KM Verified</span>
                ) : null}
                {waiting.detail ? (
                  <p className="w-full text-xs leading-relaxed text-muted-foreground">{waiting.detail}</p>
                ) : null}
              </div>
            )}
            {onRenew ? (
              <ListingTermLine
                listing={listing}
                canUpgrade={waiting.canUpgrade}
                onRenew={onRenew}
                renewing={renewing}
              />
            ) : null}
            {/*
              Every action in the footer, never over the photo: on phones (no hover) pills on the photo covered
              its lettering (issue 15).
            */}
            <div className="flex flex-wrap gap-2" data-testid="dashboard-card-actions">
              {editable ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(listing)}
                  aria-label={`Edit ${title}`}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              ) : null}
              {onChangePrice && isPriceChangeable(listing.status) ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onChangePrice(listing)}
                  aria-label={`Change price of ${title}`}
                >
                  <Tag aria-hidden="true" />
                  Change price
                </Button>
              ) : null}
              {onMarkSold && isSellable(listing.status) ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onMarkSold(listing)}
                  aria-label={`Mark ${title} as sold`}
                >
                  <CircleDollarSign aria-hidden="true" />
                  Mark as sold
                </Button>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="hover:border-destructive/60 hover:text-destructive"
                onClick={() => onDelete(listing)}
                aria-label={`Delete ${title}`}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
            {listing.status === 'sold' && listing.soldAt ? (
              <p className="text-xs text-muted-foreground" data-testid="dashboard-sold">
                {soldDateLabel(listing)} ·{' '}
                {listing.soldPrice === null
                  ? 'Price withheld'
                  : formatPrice(listing.soldPrice, listing.currency)}
                {listing.showSoldPrice ? ' (shown publicly)' : ' (private)'}
              </p>
            ) : null}
            {listing.watcherCount > 0 ? (
              <p className="text-xs text-muted-foreground">
                {listing.watcherCount} {listing.watcherCount === 1 ? 'buyer watches' : 'buyers watch'} this
                car
              </p>
            ) : null}
            {waiting.canPay && onPay ? (
              <Button
                type="button"
                size="sm"
                onClick={() => onPay(listing)}
                disabled={paying}
                className="self-start"
              >
                {paying ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <CreditCard aria-hidden="true" />
                )}
                {paying ? 'Processing payment...' : 'Pay listing fee ($99.00)'}
              </Button>
            ) : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
