import searchHero from '@client/assets/search-hero.svg';
import { Button } from '@client/components/ui/button.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useListings } from '@client/features/listings/api.ts';
import {
  ListingGrid,
  ListingGridSkeleton,
  useFocusFirstNewCard,
} from '@client/features/listings/components/ListingGrid.tsx';
import { type SearchMode, SearchModeTabs } from '@client/features/listings/components/SearchModeTabs.tsx';
import { cn } from '@client/lib/cn.ts';
import { makeSearch } from '@client/lib/search.ts';
import { useDebouncedValue } from '@client/lib/use-debounced-value.ts';
import { LIMITS, MAKES, REGIONS } from '@shared/constants.ts';
import { Loader2, Search, SearchX, X } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';

/** The search filter state of spec section 3: priceMin, priceMax, region, make ('' is "any"). */
export interface HomeFilters {
  priceMin: string;
  priceMax: string;
  region: string;
  make: string;
}

const NO_FILTERS: HomeFilters = { priceMin: '', priceMax: '', region: '', make: '' };
const QUICK_MAKES = MAKES.slice(0, LIMITS.quickMakes);

/**
 * The home page's vehicle search (spec section 2): Buy/Sell toggle over a hero image, makes to discover,
 * refining filters and the matching vehicles.
 */
export function VehicleSearch() {
  const [mode, setMode] = useState<SearchMode>('buy');
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<HomeFilters>(NO_FILTERS);
  const resultsRef = useRef<HTMLElement>(null);

  // Typing a price waits for a pause; choices apply at once.
  const priceMin = useDebouncedValue(filters.priceMin, 400);
  const priceMax = useDebouncedValue(filters.priceMax, 400);
  const params = useMemo(
    () => ({ status: 'active', make: filters.make, region: filters.region, priceMin, priceMax, limit: 12 }),
    [filters.make, filters.region, priceMin, priceMax],
  );
  const results = useListings(params);
  const listings = useMemo(() => results.data?.pages.flatMap((p) => p.items) ?? [], [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;
  const more = useFocusFirstNewCard(listings.length);

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
              <search aria-label="Vehicle search">
                <form onSubmit={onSearch} className="flex flex-col gap-3 sm:flex-row">
                  <label htmlFor="home-search" className="sr-only">
                    Search make and model
                  </label>
                  <div className="relative flex-1">
                    <Search
                      className="pointer-events-none absolute top-1/2 left-4 z-10 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden="true"
                    />
                    <Input
                      id="home-search"
                      type="search"
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      placeholder="Search make and model..."
                      autoComplete="off"
                      enterKeyHint="search"
                      className="h-12 rounded-full border-border-strong bg-black/55 pl-11 backdrop-blur"
                    />
                  </div>
                  <Button type="submit" size="lg" className="rounded-full">
                    <Search aria-hidden="true" />
                    Search
                  </Button>
                </form>
              </search>
            }
          />
        </div>
      </div>

      <div className="container-page">
        {/* Discover by Make */}
        <div className="mt-14">
          <h3 className="font-display text-2xl text-foreground sm:text-3xl">Discover by Make</h3>
          <ul className="mt-5 flex flex-wrap gap-2.5">
            {QUICK_MAKES.map((make) => {
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
        <div className="mt-12 rounded-xl border border-border bg-surface p-6 sm:p-8">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h3 className="font-display text-2xl text-foreground sm:text-3xl">Refine Your Search</h3>
            <Button variant="ghost" size="sm" onClick={clear}>
              <X aria-hidden="true" />
              Clear Filters
            </Button>
          </div>
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="home-price-min">Min price</Label>
              <Input
                id="home-price-min"
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                placeholder="Min"
                value={filters.priceMin}
                onChange={(e) => set({ priceMin: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="home-price-max">Max price</Label>
              <Input
                id="home-price-max"
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                placeholder="Max"
                value={filters.priceMax}
                onChange={(e) => set({ priceMax: e.target.value })}
              />
            </div>
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
        </div>

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
              <p
                role="alert"
                className="rounded-xl border border-border bg-surface px-6 py-12 text-center text-muted-foreground"
              >
                Vehicles could not be loaded right now. Please try again shortly.
              </p>
            ) : listings.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface px-6 py-16 text-center">
                <span className="flex size-14 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                  <SearchX className="size-6 text-gold" aria-hidden="true" />
                </span>
                <p className="font-display text-3xl text-foreground">No vehicles match your criteria</p>
                <p className="max-w-md leading-relaxed text-muted-foreground">
                  Refine your search parameters or explore our complete collection of exceptional automobiles.
                </p>
                <Button
                  className="mt-2"
                  onClick={() => {
                    clear();
                    setText('');
                  }}
                >
                  View All Vehicles
                </Button>
              </div>
            ) : (
              <>
                <ListingGrid
                  ref={more.listRef}
                  listings={listings}
                  label="Available vehicles"
                  headingLevel="h3"
                />
                {results.hasNextPage ? (
                  <div className="mt-10 flex justify-center">
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
                        `Show more (${listings.length} of ${total})`
                      )}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </div>
        </section>
      </div>
    </section>
  );
}
