import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { AccessMessage } from '@client/components/page/access-message.tsx';
import { NotFoundMessage } from '@client/components/page/not-found-message.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { useStorefront } from '@client/features/dealers/api.ts';
import { StorefrontHeader } from '@client/features/dealers/components/StorefrontHeader.tsx';
import { BrowseResults } from '@client/features/listings/components/BrowseResults.tsx';
import { FilterSheet } from '@client/features/listings/components/FilterSheet.tsx';
import { ListingFilters } from '@client/features/listings/components/ListingFilters.tsx';
import { useBrowseListings } from '@client/features/listings/use-browse-state.ts';
import { isApiStatus } from '@client/lib/api.ts';
import { RotateCcw, Store } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function DealerNotFound() {
  return (
    <NotFoundMessage
      icon={Store}
      title="Dealer Not Found"
      message="The dealership you're looking for doesn't exist or is no longer listed."
    />
  );
}

/**
 * A dealer's storefront (/dealer/:id, issue 18): its profile, then its live inventory with the browse
 * page's own filters and sort, kept in this page's address. Rendered on the server like listing pages.
 */
export default function DealerStorefrontPage() {
  const id = useParams().id ?? '';
  const valid = UUID.test(id);
  const storefront = useStorefront(valid ? id : undefined);
  const scope = useMemo(() => ({ sellerId: id }), [id]);
  const browse = useBrowseListings({ pathname: `/dealer/${id}`, scope });
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!valid) return <DealerNotFound />;
  if (storefront.isPending) {
    return (
      <LoadingStatus label="Loading dealer" className="container-page min-h-dvh py-10">
        <div className="flex gap-5">
          <Skeleton className="size-28 rounded-xl" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      </LoadingStatus>
    );
  }
  if (storefront.isError) {
    if (isApiStatus(storefront.error, 404) || isApiStatus(storefront.error, 400)) return <DealerNotFound />;
    return (
      <AccessMessage
        icon={Store}
        title="Something went wrong"
        message="This dealer could not be loaded right now. Please try again in a moment."
      >
        <Button onClick={() => void storefront.refetch()}>Try again</Button>
      </AccessMessage>
    );
  }
  const dealer = storefront.data;

  return (
    <div className="pb-20 sm:pb-28">
      <PageTitle title={dealer.name} />
      <div className="relative isolate overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_90%_at_85%_0%,rgba(200,169,106,0.13),transparent_65%)]"
        />
        <div className="container-page py-8 sm:py-10">
          <StorefrontHeader dealer={dealer} />
        </div>
      </div>

      <div className="container-page mt-8 grid gap-10 lg:grid-cols-[17.5rem_minmax(0,1fr)] xl:gap-12">
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          {/* In the page's flow, not a box of its own (as on /listings, issue 15). */}
          <div className="pb-6" data-testid="filter-column">
            <div className="mb-6 flex items-center justify-between">
              <h2 id="filters-title" className="font-display text-2xl text-foreground">
                Filters
              </h2>
              <Button variant="ghost" size="sm" onClick={browse.reset}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            </div>
            <ListingFilters
              filters={browse.filters}
              facets={browse.facets}
              onChange={browse.change}
              idPrefix="sidebar"
            />
          </div>
        </aside>
        <BrowseResults browse={browse} onOpenFilters={() => setSheetOpen(true)} />
      </div>

      <FilterSheet browse={browse} open={sheetOpen} onOpenChange={setSheetOpen} />
    </div>
  );
}
