import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { BrowseResults } from '@client/features/listings/components/BrowseResults.tsx';
import { BrowseSearch } from '@client/features/listings/components/BrowseSearch.tsx';
import { FilterSheet } from '@client/features/listings/components/FilterSheet.tsx';
import { ListingFilters } from '@client/features/listings/components/ListingFilters.tsx';
import { RecentlyViewed } from '@client/features/listings/components/RecentlyViewed.tsx';
import { useBrowseListings } from '@client/features/listings/use-browse-state.ts';
import { SaveSearchButton } from '@client/features/saved-searches/index.ts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';

/** Browse (/listings, spec sections 2 and 3): search, filters in the address, and the matching vehicles. */
export default function ListingsPage() {
  const browse = useBrowseListings();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { filters, facets, change, reset } = browse;

  return (
    <div className="pb-20 sm:pb-28">
      <PageTitle title={filters.make ? `${filters.make} for Sale` : 'Browse Inventory'} />
      <div className="relative isolate overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_90%_at_85%_0%,rgba(200,169,106,0.13),transparent_65%)]"
        />
        <div className="container-page py-8 sm:py-10">
          <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between md:gap-10">
            <div>
              <p className="eyebrow">The collection</p>
              <h1 className="mt-3 font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
                Browse Inventory
              </h1>
            </div>
            <p className="max-w-md text-sm leading-relaxed text-muted-foreground md:pb-1 md:text-right">
              Verified luxury and exotic vehicles from premium dealers and private collectors worldwide.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <BrowseSearch query={filters.q} onSearch={browse.search} />
            </div>
            <SaveSearchButton filters={filters as unknown as Record<string, string>} />
          </div>
        </div>
      </div>

      <div className="container-page mt-8 grid gap-10 lg:grid-cols-[17.5rem_minmax(0,1fr)] xl:gap-12">
        {/*
          The filters flow with the page, never in a box of their own: a box the height of the screen ended at
          "Asia Pacific" with few results, and the filters below looked absent (issue 15).
        */}
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          <div className="pb-6" data-testid="filter-column">
            <div className="mb-6 flex items-center justify-between">
              <h2 id="filters-title" className="font-display text-2xl text-foreground">
                Filters
              </h2>
              <Button variant="ghost" size="sm" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            </div>
            <ListingFilters filters={filters} facets={facets} onChange={change} idPrefix="sidebar" />
          </div>
        </aside>
        <BrowseResults browse={browse} onOpenFilters={() => setSheetOpen(true)} />
      </div>

      <RecentlyViewed className="container-page mt-20" />

      <FilterSheet browse={browse} open={sheetOpen} onOpenChange={setSheetOpen} />
    </div>
  );
}
