import { useAuth } from '@client/features/auth/index.ts';
import { SIMILAR_COUNT } from '@shared/domain/discovery.ts';
import { useSimilarListings } from '../api.ts';
import { ListingCard, ListingCardSkeleton } from './ListingCard.tsx';

/**
 * 'Similar vehicles' below a listing: live cars of the same make and body type near in price and year
 * (GET /api/listings/{id}/similar). Rendered by the server with the page; nothing when there are none.
 */
export function SimilarVehicles({ listingId }: { listingId: number }) {
  const similar = useSimilarListings(listingId);
  const { user } = useAuth();
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-16 border-t border-border pt-12 sm:mt-20">
      <h2 id="similar-title" className="font-display text-3xl text-foreground sm:text-4xl">
        Similar vehicles
      </h2>
      <div className="mt-8">
        {/* Its own grid, not ListingGrid: that one stays with the browse pages' script. */}
        <ul
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          aria-label="Similar vehicles"
          aria-busy={similar.isPending}
        >
          {similar.isPending
            ? Array.from({ length: Math.min(3, SIMILAR_COUNT) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={i}>
                  <ListingCardSkeleton />
                </li>
              ))
            : similar.data.map((listing) => (
                <li key={listing.id} className="flex">
                  <ListingCard className="w-full" listing={listing} viewerId={user?.id} />
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
