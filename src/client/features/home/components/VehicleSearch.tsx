import searchHero from '@client/assets/search-hero.svg';
import { EmptyState } from '@client/components/blocks/empty-state.tsx';
import { RangeInput } from '@client/components/blocks/range-input.tsx';
import { SearchField } from '@client/components/blocks/search-field.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useListingFacets, useListingsPage } from '@client/features/listings/api.ts';
import { ListingGrid, ListingGridSkeleton } from '@client/features/listings/components/ListingGrid.tsx';
import { type SearchMode, SearchModeTabs } from '@client/features/listings/components/SearchModeTabs.tsx';
import { cn } from '@client/lib/cn.ts';
import { listingsSearchHref, makeSearch } from '@client/lib/search.ts';
import { useDebouncedValue } from '@client/lib/use-debounced-value.ts';
import { LIMITS, MAKES, REGIONS } from '@shared/constants.ts';
import { ArrowRight, SearchX, X } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFeaturedListings } from '../featured.ts';
import { quickMakes } from '../quick-makes.ts';

/** The search filter state of spec section 3: priceMin, priceMax, region, make ('' is "any"). */
export interface HomeFilters {
  priceMin: string;
  priceMax: string;
  region: string;
  make: string;
}

const NO_PARAMS = {};
const NO_FILTERS: HomeFilters = { priceMin: '', priceMax: '', region: '', make: '' };

/**
 * The home page's vehicle search (spec section 2): Buy/Sell toggle over a hero image, makes to discover,
 * refining filters and the matching vehicles.
 */
export function VehicleSearch() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SearchMode>('buy');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<HomeFilters>(NO_FILTERS);
  const resultsRef = useRef<HTMLElement>(null);

  // Typing a price waits for a pause; choices apply at once.
  const priceMin = useDebouncedValue(filters.priceMin, 400);
  const priceMax = useDebouncedValue(filters.priceMax, 400);
  const searching = filters.make !== '' || filters.region !== '' || priceMin !== '' || priceMax !== '';
  // Before a search, the cards after the featured ones (the page never shows the same car twice); after,
  // the first matches. Either way a few cards and a link to all of them, so the page keeps its length.
  const params = useMemo(
    () => ({
      status: 'active',
      make: filters.make,
      region: filters.region,
      priceMin,
      priceMax,
      limit: LIMITS.homeResults + (searching ? 0 : LIMITS.featuredListings),
    }),
    [filters.make, filters.region, priceMin, priceMax, searching],
  );
  const results = useListingsPage(params);
  // All live cars' makes, from the maintained counts (no filter): cheap, and shared with /listings.
  const stock = useListingFacets(NO_PARAMS);
  const makes = useMemo(() => quickMakes(MAKES, stock.data?.make, LIMITS.quickMakes), [stock.data?.make]);
  const featured = useFeaturedListings();
  const listings = useMemo(() => {
    const items = results.data?.items ?? [];
    if (searching) return items.slice(0, LIMITS.homeResults);
    const shown = new Set((featured.data?.items ?? []).map((l) => l.id));
    return items.filter((l) => !shown.has(l.id)).slice(0, LIMITS.homeResults);
  }, [results.data, featured.data, searching]);
  const total = results.data?.total ?? 0;
  // The same filters on /listings, whose address uses the API's names (browse-state.ts is not imported:
  // it brings the query schema, and zod, into the home page's first script).
  const allResults = useMemo(() => {
    const set = Object.entries({ make: filters.make, region: filters.region, priceMin, priceMax });
    const query = new URLSearchParams(set.filter(([, value]) => value.trim() !== '')).toString();
    return query ? `/listings?${query}` : '/listings';
  }, [filters.make, filters.region, priceMin, priceMax]);

  const set = (changes: Partial<HomeFilters>) => setFilters((f) => ({ ...f, ...changes }));
  const clear = () => setFilters(NO_FILTERS);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const outcome = makeSearch(text);
    if (outcome.kind === 'empty') {
      toast.error('Search Required', { description: 'Please enter a search term' });
      return;
    }
    if (outcome.kind === 'none') {
      toast('No Make Found', {
        description: `"${outcome.text}" doesn't match any vehicle makes. Use the advanced filters below or try a different search.`,
      });
      // No make by name: the typo-tolerant text search still finds "ferari" or a model name, as the
      // header's search does.
      const href = listingsSearchHref(outcome.text);
      if (href) navigate(href);
      return;
    }
    set({ make: outcome.make });
    toast.success('Search Applied', { description: `Filtering by ${outcome.make} vehicles` });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section aria-labelledby="vehicle-search-title" className="pb-20 sm:pb-28">
      {/* The search over a hero image */}
      <div className="relative isolate overflow-hidden border-y border-border">
        <div aria-hidden="true" className="absolute inset-y-0 right-0 -z-20 w-full md:w-[72%]">
          <img
            src={searchHero}
            alt=""
            width={1600}
            height={1000}
            loading="lazy"
            decoding="async"
            className="size-full object-cover object-[65%_70%] opacity-70 md:opacity-100"
          />
        </div>
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(90deg,#0b0b0c_0%,#0b0b0c_28%,rgba(11,11,12,0.78)_52%,rgba(11,11,12,0.1)_100%)] max-md:bg-[linear-gradient(180deg,rgba(11,11,12,0.7),rgba(11,11,12,0.92))]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-24 bg-gradient-to-b from-transparent to-background/80"
        />
        <div className="container-page py-16 sm:py-28">
          <p className="eyebrow">Vehicle search</p>
          <h2
            id="vehicle-search-title"
            className="mt-4 max-w-2xl font-display text-4xl text-foreground sm:text-5xl"
          >
            Find your next exceptional automobile
          </h2>
          <SearchModeTabs
            className="mt-8 max-w-2xl"
            mode={mode}
            onModeChange={setMode}
            buyPanel={
              <SearchField
                id="home-search"
                landmark="Vehicle search"
                label="Search make and model"
                placeholder="Search make and model..."
                value={text}
                onValueChange={setText}
                onSubmit={onSearch}
                className="flex-col sm:flex-row"
                inputClassName="bg-black/55 backdrop-blur"
              />
            }
          />
        </div>
      </div>

      <div className="container-page">
        {/* Discover by Make */}
        <div className="mt-14">
          <h3 className="font-display text-2xl text-foreground sm:text-3xl">Discover by Make</h3>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {makes.map((make) => {
              const active = filters.make === make;
              return (
                <li key={make}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => set({ make: active ? '' : make })}
                    className={cn(
                      'h-10 cursor-pointer rounded-full border px-5 text-sm tracking-wide transition-colors',
                      active
                        ? 'border-gold bg-gold/15 text-gold'
                        : 'border-border-strong text-foreground/85 hover:border-gold hover:text-gold',
                    )}
                  >
                    {make}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>

        {/* Refine Your Search */}
        <Card className="mt-12 p-6 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h3 className="font-display text-2xl text-foreground sm:text-3xl">Refine Your Search</h3>
            <Button variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          </div>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <RangeInput
              className="contents"
              min={0}
              step={1000}
              from={{
                id: 'home-price-min',
                label: 'Min price',
                placeholder: 'Min',
                value: filters.priceMin,
                onChange: (priceMin) => set({ priceMin }),
              }}
              to={{
                id: 'home-price-max',
                label: 'Max price',
                placeholder: 'Max',
                value: filters.priceMax,
                onChange: (priceMax) => set({ priceMax }),
              }}
            />
            <div className="flex flex-col gap-2">
              <Label htmlFor="home-region">Region</Label>
              <NativeSelect
                id="home-region"
                value={filters.region}
                onChange={(e) => set({ region: e.target.value })}
              >
                <option value="">All Regions</option>
                {REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="home-make">Make</Label>
              <NativeSelect
                id="home-make"
                value={filters.make}
                onChange={(e) => set({ make: e.target.value })}
              >
                <option value="">All Makes</option>
                {MAKES.map((make) => (
                  <option key={make} value={make}>
                    {make}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </Card>

        {/* Available Vehicles */}
        <section ref={resultsRef} aria-labelledby="available-title" className="mt-16 scroll-mt-24">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h3 id="available-title" className="font-display text-3xl text-foreground sm:text-4xl">
              Available Vehicles
            </h3>
            <p role="status" aria-live="polite" className="text-sm tracking-wide text-muted-foreground">
              {results.isPending ? 'Loading exceptional automobiles...' : `${total} exceptional automobiles`}
            </p>
          </div>
          <div className="mt-8">
            {results.isPending ? (
              <ListingGridSkeleton label="Loading exceptional automobiles" />
            ) : results.isError ? (
              <Card asChild className="px-6 py-12 text-center text-muted-foreground">
                <p role="alert">Vehicles could not be loaded right now. Please try again shortly.</p>
              </Card>
            ) : listings.length === 0 ? (
              <EmptyState
                tone="large"
                icon={SearchX}
                title="No vehicles match your criteria"
                action={
                  <Button
                    className="mt-1"
                    onClick={() => {
                      clear();
                      setText('');
                    }}
                  >
                    View All Vehicles
                  </Button>
                }
              >
                Refine your search parameters or explore our complete collection of exceptional automobiles.
              </EmptyState>
            ) : (
              <>
                <ListingGrid listings={listings} label="Available vehicles" headingLevel="h3" />
                <div className="mt-10 flex justify-center">
                  <Button asChild variant="outline">
                    <Link to={allResults}>
                      {searching ? `View all ${total} matches` : `View all ${total} vehicles`}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </div>
              </>
            )}
          </div>
        </section>
      </div>
    </section>
  );
}
