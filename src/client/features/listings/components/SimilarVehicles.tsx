import { SIMILAR_COUNT } from '@shared/domain/discovery.ts';
import { useSimilarListings } from '../api.ts';
import { ListingGrid, ListingGridSkeleton } from './ListingGrid.tsx';

/**
 * 'Similar vehicles' below a listing: live cars of the same make and body type near in price and year
 * (GET /api/listings/{id}/similar). Rendered by the server with the page; nothing when there are none.
 */
export function SimilarVehicles({ listingId }: { listingId: number }) {
  const similar = useSimilarListings(listingId);
  if (similar.isError || (similar.isSuccess && similar.data.length === 0)) return null;
  return (
    <section aria-labelledby="similar-title" className="mt-16 border-t border-border pt-12 sm:mt-20">
      <h2 id="similar-title" className="font-display text-3xl text-foreground sm:text-4xl">
        Similar vehicles
      </h2>
      <div className="mt-8">
        {similar.isPending ? (
          <ListingGridSkeleton count={Math.min(3, SIMILAR_COUNT)} />
        ) : (
          <ListingGrid listings={similar.data} label="Similar vehicles" />
        )}
      </div>
    </section>
  );
}
