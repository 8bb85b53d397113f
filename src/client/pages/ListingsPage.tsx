import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@client/components/ui/sheet.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useListingFacets, useListings } from '@client/features/listings/api.ts';
import {
  activeFilterCount,
  applySearchParam,
  type BrowseFilterKey,
  type BrowseFilters,
  browseApiParams,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
} from '@client/features/listings/browse-state.ts';
import { ListingFilters } from '@client/features/listings/components/ListingFilters.tsx';
import {
  ListingGrid,
  ListingGridSkeleton,
  useFocusFirstNewCard,
} from '@client/features/listings/components/ListingGrid.tsx';
import { type SearchMode, SearchModeTabs } from '@client/features/listings/components/SearchModeTabs.tsx';
import { labelOf, vehicleCountLabel } from '@client/features/listings/format.ts';
import { SORT_OPTIONS } from '@client/features/listings/sorts.ts';
import { findMake } from '@client/lib/search.ts';
import { formatPrice } from '@shared/format.ts';
import type { ListingSort } from '@shared/schemas/listings.ts';
import { Loader2, RotateCcw, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The grid beside the filter column holds two cards a row from lg up. */
const RESULT_IMAGE_SIZES =
  '(min-width: 1280px) 560px, (min-width: 1024px) 38vw, (min-width: 640px) 47vw, 92vw';

function chipLabel(key: BrowseFilterKey, value: string): string {
  switch (key) {
    case 'priceMin':
      return `From ${formatPrice(value)}`;
    case 'priceMax':
      return `Up to ${formatPrice(value)}`;
    case 'yearMin':
      return `From ${value}`;
    case 'yearMax':
      return `Until ${value}`;
    case 'mileageMax':
      return `Up to ${Number(value).toLocaleString('en-US')} miles`;
    case 'model':
      return `Model: ${value}`;
    default:
      return labelOf(value);
  }
}

function useBrowseState() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const searchText = params.get('search');

  // The header's ?search= is applied at once (no request goes out for the raw address), then written back.
  const { filters, searchMake } = useMemo(() => {
    const base = filtersFromSearchParams(params);
    if (searchText === null) return { filters: base, searchMake: null };
    const applied = applySearchParam(base, searchText, (t) => findMake(t));
    return { filters: applied.filters, searchMake: applied.make };
  }, [params, searchText]);

  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (searchText === null || handledKey.current === location.key) return;
    handledKey.current = location.key;
    // Spec: the address is reset to /listings; the filters the search set are written back so the result
    // can still be shared and reloaded.
    const query = filtersToSearchParams(filters).toString();
    navigate({ pathname: '/listings', search: query ? `?${query}` : '' }, { replace: true });
    if (searchMake) {
      toast.success('Search Applied', {
        id: 'search-applied',
        description: `Filtering by ${searchMake} vehicles`,
      });
    }
  }, [searchText, filters, searchMake, navigate, location.key]);

  const setFilters = (next: BrowseFilters, { replace = false } = {}) => {
    const query = filtersToSearchParams(next).toString();
    navigate({ pathname: '/listings', search: query ? `?${query}` : '' }, { replace });
  };

  return { filters, setFilters };
}

export default function ListingsPage() {
  const { filters, setFilters } = useBrowseState();
  const [mode, setMode] = useState<SearchMode>('buy');
  const [searchText, setSearchText] = useState(filters.q);
  const [sheetOpen, setSheetOpen] = useState(false);

  // The search box follows the address (a shared link, Back, Reset).
  useEffect(() => setSearchText(filters.q), [filters.q]);

  const apiParams = useMemo(() => Object.fromEntries(browseApiParams(filters)), [filters]);
  const facetParams = useMemo(() => {
    const { sort: _sort, ...rest } = apiParams;
    return rest;
  }, [apiParams]);

  const results = useListings(apiParams, { keepPrevious: true });
  const facets = useListingFacets(facetParams);
  const listings = useMemo(() => results.data?.pages.flatMap((p) => p.items) ?? [], [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;
  const count = vehicleCountLabel(total, results.data?.pages[0]?.totalEstimated ?? false);
  const more = useFocusFirstNewCard(listings.length);
  const filterCount = activeFilterCount(filters);

  const change = (changes: Partial<BrowseFilters>, options: { typing?: boolean } = {}) =>
    setFilters({ ...filters, ...changes }, { replace: options.typing });

  const reset = () => {
    setSearchText('');
    setFilters({ ...EMPTY_FILTERS });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = searchText.trim();
    const make = text ? findMake(text) : null;
    change({ q: text, ...(make ? { make } : {}) });
    if (make) {
      toast.success('Search Applied', { id: 'search-applied', description: `Filtering by ${make} vehicles` });
    }
  };

  // The search text shows in its own box; chips are for the filters.
  const chips = (Object.keys(EMPTY_FILTERS) as (keyof BrowseFilters)[])
    .filter(
      (key): key is BrowseFilterKey =>
        key !== 'sort' && key !== 'q' && filters[key as BrowseFilterKey] !== '',
    )
    .map((key) => ({ key, label: chipLabel(key, filters[key]) }));

  const title = filters.make ? `${filters.make} for Sale` : 'Browse Inventory';

  return (
    <div className="pb-20 sm:pb-28">
      <PageTitle title={title} />
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
          <SearchModeTabs
            className="mt-7"
            inline
            mode={mode}
            onModeChange={setMode}
            buyPanel={
              <search aria-label="Search listings">
                <form onSubmit={onSearch} className="flex gap-3">
                  <label htmlFor="listings-search" className="sr-only">
                    Search make, model or keyword
                  </label>
                  <div className="relative flex-1">
                    <Search
                      className="pointer-events-none absolute top-1/2 left-4 z-10 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden="true"
                    />
                    <Input
                      id="listings-search"
                      type="search"
                      value={searchText}
                      onChange={(e) => setSearchText(e.target.value)}
                      placeholder="Search make, model or keyword..."
                      autoComplete="off"
                      enterKeyHint="search"
                      className="h-12 rounded-full border-border-strong pl-11"
                    />
                  </div>
                  <Button type="submit" size="lg" className="rounded-full px-5 sm:px-7">
                    <Search aria-hidden="true" />
                    <span className="sr-only sm:not-sr-only">Search</span>
                  </Button>
                </form>
              </search>
            }
          />
        </div>
      </div>

      <div className="container-page mt-8 grid gap-10 lg:grid-cols-[17.5rem_minmax(0,1fr)] xl:gap-12">
        <aside aria-labelledby="filters-title" className="hidden lg:block">
          <div className="sticky top-28 max-h-[calc(100dvh-8rem)] overflow-y-auto overscroll-contain pr-2 pb-6 [scrollbar-width:thin]">
            <div className="mb-6 flex items-center justify-between">
              <h2 id="filters-title" className="font-display text-2xl text-foreground">
                Filters
              </h2>
              <Button variant="ghost" size="sm" onClick={reset}>
                <RotateCcw aria-hidden="true" />
                Reset
              </Button>
            </div>
            <ListingFilters filters={filters} facets={facets.data} onChange={change} idPrefix="sidebar" />
          </div>
        </aside>

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
              <Button
                variant="outline"
                className="lg:hidden"
                onClick={() => setSheetOpen(true)}
                aria-haspopup="dialog"
              >
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

          {chips.length > 0 || filters.q ? (
            <ul className="mt-5 flex flex-wrap items-center gap-2" aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => change({ [chip.key]: '' })}
                    aria-label={`Remove filter ${chip.label}`}
                    className="flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-gold/40 bg-gold/10 pr-2.5 pl-3.5 text-sm text-gold transition-colors hover:border-gold"
                  >
                    {chip.label}
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  onClick={reset}
                  className="h-8 cursor-pointer rounded-full px-3 text-sm text-muted-foreground underline-offset-4 hover:text-gold hover:underline"
                >
                  Reset all
                </button>
              </li>
            </ul>
          ) : null}

          <div
            className={`mt-8 transition-opacity duration-200 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={results.isFetching && !results.isFetchingNextPage}
          >
            {results.isPending ? (
              <ListingGridSkeleton columns={2} label="Loading vehicles" />
            ) : results.isError ? (
              <div role="alert" className="rounded-xl border border-border bg-surface px-6 py-14 text-center">
                <p className="font-display text-2xl text-foreground">Vehicles could not be loaded</p>
                <p className="mt-2 text-muted-foreground">Please check your connection and try again.</p>
                <Button className="mt-6" variant="outline" onClick={() => void results.refetch()}>
                  Try again
                </Button>
              </div>
            ) : listings.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface px-6 py-16 text-center">
                <span className="flex size-14 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                  <SearchX className="size-6 text-gold" aria-hidden="true" />
                </span>
                <p className="font-display text-3xl text-foreground">No vehicles match your search</p>
                <p className="max-w-md leading-relaxed text-muted-foreground">
                  Try removing a filter or widening the price range, or explore our complete collection.
                </p>
                <Button className="mt-2" onClick={reset}>
                  <RotateCcw aria-hidden="true" />
                  Reset filters
                </Button>
              </div>
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
                  {results.hasNextPage ? (
                    <Button
                      variant="outline"
                      size="lg"
                      onClick={() => {
                        more.loadingMore();
                        void results.fetchNextPage();
                      }}
                      disabled={results.isFetchingNextPage}
                    >
                      {results.isFetchingNextPage ? (
                        <>
                          <Loader2 className="animate-spin" aria-hidden="true" />
                          Loading...
                        </>
                      ) : (
                        'Load more'
                      )}
                    </Button>
                  ) : null}
                </div>
              </>
            )}
          </div>
        </section>
      </div>

      <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent
          closeLabel="Close filters"
          className="w-[min(26rem,92vw)] outline-none"
          onOpenAutoFocus={(event) => {
            // Focus the panel itself rather than ringing the first control on a tap.
            event.preventDefault();
            (event.currentTarget as HTMLElement).focus();
          }}
        >
          <div className="border-b border-border px-6 pt-6 pb-4">
            <SheetTitle>Filters</SheetTitle>
            <SheetDescription className="mt-1">
              {results.isPending ? 'Counting vehicles...' : `${count.number} ${count.noun} match`}
            </SheetDescription>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-6 py-6">
            <ListingFilters filters={filters} facets={facets.data} onChange={change} idPrefix="sheet" />
          </div>
          <div className="flex gap-3 border-t border-border px-6 py-4">
            <Button variant="outline" className="flex-1" onClick={reset}>
              Reset
            </Button>
            <Button className="flex-1" onClick={() => setSheetOpen(false)}>
              Show {count.number} {count.noun}
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
