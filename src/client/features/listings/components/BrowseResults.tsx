import { EmptyState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import type { ListingSort } from '@shared/schemas/listing-query.ts';
import { RotateCcw, SearchX, SlidersHorizontal } from 'lucide-react';
import { activeFilterCount, withoutFilter } from '../browse-state.ts';
import { SORT_OPTIONS } from '../sorts.ts';
import type { BrowseListings } from '../use-browse-state.ts';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { ListingGrid, ListingGridSkeleton, LoadMoreButton, useFocusFirstNewCard } from './ListingGrid.tsx';

/** The grid beside the filter column holds two cards a row from lg up. */
const RESULT_IMAGE_SIZES =
  '(min-width: 1280px) 560px, (min-width: 1024px) 38vw, (min-width: 640px) 47vw, 92vw';

/** /listings' results: the count, the sort, the active filters and the vehicles, page by page. */
export function BrowseResults({
  browse: { filters, change, reset, results, listings, count, searchedAs },
  onOpenFilters,
}: {
  browse: BrowseListings;
  /** Opens the filter panel (phones and tablets, where the filter column is hidden). */
  onOpenFilters: () => void;
}) {
  const more = useFocusFirstNewCard(listings.length);
  const filterCount = activeFilterCount(filters);
  return (
    <section aria-labelledby="results-title" className="min-w-0">
      <h2 id="results-title" className="sr-only">
        Results
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p
          role="status"
          aria-live="polite"
          data-testid="results-count"
          className="font-display text-2xl text-foreground sm:text-3xl"
        >
          {results.isPending ? (
            <span className="text-muted-foreground">Loading vehicles...</span>
          ) : (
            <>
              <span className="text-gold">{count.number}</span> {count.noun}
            </>
          )}
        </p>
        <div className="flex items-center gap-3">
          <Button variant="outline" className="lg:hidden" onClick={onOpenFilters} aria-haspopup="dialog">
            <SlidersHorizontal aria-hidden="true" />
            Filters
            {filterCount > 0 ? (
              <span className="flex size-5 items-center justify-center rounded-full bg-gold text-[11px] font-semibold text-gold-foreground">
                {filterCount}
              </span>
            ) : null}
          </Button>
          <div className="flex items-center gap-2">
            <Label
              htmlFor="listings-sort"
              className="hidden whitespace-nowrap text-muted-foreground sm:block"
            >
              Sort by
            </Label>
            <NativeSelect
              id="listings-sort"
              aria-label="Sort by"
              value={filters.sort}
              onChange={(e) => change({ sort: e.target.value as ListingSort })}
              wrapperClassName="w-48 sm:w-56"
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      {searchedAs && filters.q ? (
        <p role="status" data-testid="searched-as" className="mt-3 text-sm text-muted-foreground">
          Showing results for <span className="font-medium text-foreground">{`“${searchedAs}”`}</span> instead
          of {`“${filters.q}”`}.
        </p>
      ) : null}

      <ActiveFilterChips
        filters={filters}
        onRemove={(key) => change(withoutFilter(filters, key))}
        onReset={reset}
      />

      <div
        className={`mt-8 transition-opacity duration-200 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={results.isFetching && !results.isFetchingNextPage}
      >
        {results.isPending ? (
          <ListingGridSkeleton columns={2} label="Loading vehicles" />
        ) : results.isError ? (
          <Card role="alert" className="px-6 py-14 text-center">
            <p className="font-display text-2xl text-foreground">Vehicles could not be loaded</p>
            <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
            <Button className="mt-6" variant="outline" onClick={() => void results.refetch()}>
              Try again
            </Button>
          </Card>
        ) : listings.length === 0 ? (
          <EmptyState
            tone="large"
            icon={SearchX}
            title="No vehicles match your search"
            action={
              <Button className="mt-1" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Reset filters
              </Button>
            }
          >
            Try removing a filter or widening the price range, or explore our complete collection.
          </EmptyState>
        ) : (
          <>
            <ListingGrid
              ref={more.listRef}
              listings={listings}
              prioritizeFirstRow
              columns={2}
              imageSizes={RESULT_IMAGE_SIZES}
              headingLevel="h3"
              label="Vehicles"
            />
            <div className="mt-12 flex flex-col items-center gap-4">
              <p className="text-sm text-muted-foreground">
                Showing {listings.length} of {count.number}
              </p>
              <LoadMoreButton query={results} more={more}>
                Load more
              </LoadMoreButton>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
