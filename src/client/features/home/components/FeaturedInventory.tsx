import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { ListingGrid, ListingGridSkeleton } from '@client/features/listings/components/ListingGrid.tsx';
import { LIMITS } from '@shared/constants.ts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useFeaturedListings } from '../featured.ts';

/** Spec section 2: at most six active listings and a 'View All Inventory' link. */
export function FeaturedInventory() {
  const { data, isPending, isError } = useFeaturedListings();
  const listings = (data?.items ?? []).slice(0, LIMITS.featuredListings);

  return (
    <section aria-labelledby="featured-title" className="container-page py-20 sm:py-28">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow">Curated this week</p>
          <h2 id="featured-title" className="mt-4 font-display text-4xl text-foreground sm:text-5xl">
            Featured Inventory
          </h2>
          <p className="mt-4 leading-relaxed text-muted-foreground">
            A selection of the newest arrivals from our verified dealers and private collectors.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/listings">
            View All Inventory
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <div className="mt-12">
        {isPending ? (
          <ListingGridSkeleton label="Loading featured inventory" />
        ) : isError ? (
          <Card asChild className="px-6 py-10 text-center text-muted-foreground">
            <p role="alert">Featured inventory could not be loaded right now. Please try again shortly.</p>
          </Card>
        ) : listings.length === 0 ? (
          <Card asChild className="px-6 py-10 text-center text-muted-foreground">
            <p>New arrivals are on their way. Please check back soon.</p>
          </Card>
        ) : (
          <ListingGrid listings={listings} label="Featured inventory" />
        )}
      </div>
    </section>
  );
}
