import { ListingTitle } from '@client/components/listing-title.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { CompareToggle } from '@client/features/compare/components/CompareToggle.tsx';
import { WatchButton } from '@client/features/watchlist/components/WatchButton.tsx';
import { watchersLabel } from '@shared/domain/watchlist.ts';
import { listingTitle } from '@shared/format.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import { Eye, Heart, MapPin, ShieldCheck } from 'lucide-react';
import { labelOf, statusBadgeLabel, viewsLabel } from '../format.ts';
import { ShareButton } from './ShareButton.tsx';

/**
 * The head of a listing's summary: its badges, its title, where it is and how many have seen and watch it,
 * and what a visitor can do with it (watch, compare, share); one's own or a sold car cannot be watched.
 */
export function ListingSummary({ listing, own }: { listing: ListingDetail; own: boolean }) {
  const title = listingTitle(listing);
  const status = statusBadgeLabel(listing.status);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>
          <ShieldCheck className="size-3.5" aria-hidden="true" />
          KM Verified
        </Badge>
        {status ? <Badge variant={status === 'Available' ? 'success' : 'default'}>{status}</Badge> : null}
        <Badge variant="outline">{labelOf(listing.condition)}</Badge>
      </div>
      <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
        <ListingTitle listing={listing} />
      </h1>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-gold/80" aria-hidden="true" />
          {listing.location}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Eye className="size-4 text-gold/80" aria-hidden="true" />
          {viewsLabel(listing.viewCount)}
        </span>
        {watchersLabel(listing.watcherCount) ? (
          <span className="inline-flex items-center gap-1.5" data-testid="watcher-count">
            <Heart className="size-4 text-gold/80" aria-hidden="true" />
            {watchersLabel(listing.watcherCount)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {own || listing.status === 'sold' ? null : (
          <WatchButton listingId={listing.id} title={title} variant="labelled" />
        )}
        {listing.status === 'active' ? (
          <CompareToggle listingId={listing.id} title={title} variant="plain" />
        ) : null}
        <ShareButton title={title} path={`/listing/${listing.id}`} />
      </div>
    </div>
  );
}
