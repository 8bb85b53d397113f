import { toast } from '@client/components/ui/toaster.tsx';
import { findMake } from '@client/lib/search.ts';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListingFacets, useListings } from './api.ts';
import {
  applySearchParam,
  type BrowseFilters,
  browseApiParams,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
} from './browse-state.ts';
import { vehicleCountLabel } from './format.ts';

/**
 * The browse filters, kept in the address (/listings?make=…): shared links, Back and reload keep them. The
 * header's ?search= is applied and written back as filters.
 */
export function useBrowseState(pathname = '/listings') {
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
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    if (searchMake) {
      toast.success('Search Applied', {
        id: 'search-applied',
        description: `Filtering by ${searchMake} vehicles`,
      });
    }
  }, [searchText, filters, searchMake, navigate, location.key, pathname]);

  const setFilters = (next: BrowseFilters, { replace = false } = {}) => {
    const query = filtersToSearchParams(next).toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace });
  };

  return { filters, setFilters };
}

/**
 * The browse screen's data: the filters in the address, the matching listings page by page, and facet
 * counts. A dealer's storefront (/dealer/:id) browses the same way at its own address, `scope` narrowing
 * every question to its seller.
 */
export function useBrowseListings({
  pathname = '/listings',
  scope,
}: {
  pathname?: string;
  scope?: Record<string, string>;
} = {}) {
  const { filters, setFilters } = useBrowseState(pathname);
  const apiParams = useMemo(
    () => ({ ...Object.fromEntries(browseApiParams(filters)), ...scope }),
    [filters, scope],
  );
  const facetParams = useMemo(() => {
    const { sort: _sort, ...rest } = apiParams;
    return rest;
  }, [apiParams]);

  const results = useListings(apiParams, { keepPrevious: true });
  const facets = useListingFacets(facetParams);
  const listings = useMemo(() => results.data?.pages.flatMap((p) => p.items) ?? [], [results.data]);
  const total = results.data?.pages[0]?.total ?? 0;
  // Above a threshold the server estimates the total: the interface says "about N vehicles".
  const count = vehicleCountLabel(total, results.data?.pages[0]?.totalEstimated ?? false);
  // How the words were matched, for the results on screen: not while the last question's stand in.
  const searchedAs = results.isPlaceholderData ? null : (results.data?.pages[0]?.searchedAs ?? null);

  const change = (changes: Partial<BrowseFilters>, options: { typing?: boolean } = {}) =>
    setFilters({ ...filters, ...changes }, { replace: options.typing });
  const reset = () => setFilters({ ...EMPTY_FILTERS });

  /** A search from the box: its text, and the make it names as a filter. */
  const search = (text: string) => {
    const make = text ? findMake(text) : null;
    change({ q: text, ...(make ? { make } : {}) });
    if (make) {
      toast.success('Search Applied', { id: 'search-applied', description: `Filtering by ${make} vehicles` });
    }
  };

  return { filters, change, reset, search, results, facets: facets.data, listings, count, searchedAs };
}
export type BrowseListings = ReturnType<typeof useBrowseListings>;
