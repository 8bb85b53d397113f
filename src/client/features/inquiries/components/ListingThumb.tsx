import { ListingPhoto } from '@client/features/listings/components/ListingPhoto.tsx';
import { cn } from '@client/lib/cn.ts';
import type { Thread } from '../threads.ts';

/** A conversation's listing picture: its first photo, or the bundled drawing for its make and model. */
export function ListingThumb({ listing, className }: { listing: Thread['listing']; className?: string }) {
  return (
    <ListingPhoto
      url={listing.imageUrls?.[0]}
      listing={listing}
      alt=""
      sizes="160px"
      fallbackWidth={400}
      className={cn(
        'block aspect-[16/10] shrink-0 overflow-hidden rounded-md border border-border bg-surface-raised',
        className,
      )}
    />
  );
}
