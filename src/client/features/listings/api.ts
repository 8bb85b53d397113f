import { api } from '@client/lib/api.ts';
import { SEARCHED_AS_HEADER } from '@shared/domain/search.ts';
import type { Listing, ListingDetail, ListingFacets } from '@shared/schemas/listings.ts';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

/** Fetchers, query options and hooks of the browsing endpoints (spec section 7). */

export interface ListingsPage {
  items: Listing[];
  /** How many listings match, over all pages: X-Total-Count, or X-Total-Count-Estimate above EXACT_COUNT_LIMIT. */
  total: number;
  /** True when `total` is the server's estimate, to be shown as one ("about 12,400"). */
  totalEstimated: boolean;
  /** The cursor of the next page (from the Link header), or null on the last page. */
  nextCursor: string | null;
  /** The search words as matched, when some were taken for the words they resemble (X-Searched-As). */
  searchedAs: string | null;
}

/** The X-Searched-As header's words, or null without one (or with one that is not percent-encoded text). */
export function searchedAsFrom(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/** The `cursor` of a `Link: </api/listings?...&cursor=XYZ>; rel="next"` header, or null. */
export function nextCursorFromLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (!match) continue;
    const url = new URL(match[1]!, 'http://localhost');
    return url.searchParams.get('cursor');
  }
  return null;
}

/** Query string without empty values, keys in a stable order (one cache entry per question). */
export function listingsQueryString(params: Record<string, string | number | boolean | null | undefined>) {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) search.set(key, text);
  }
  return search.toString();
}

export type ListingsParams = Record<string, string | number | boolean | null | undefined>;

export async function fetchListingsPage(
  params: ListingsParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListingsPage> {
  const query = listingsQueryString({ ...params, cursor });
  const { data, headers } = await api.getWithHeaders<Listing[]>(
    `/api/listings${query ? `?${query}` : ''}`,
    signal,
  );
  const items = Array.isArray(data) ? data : [];
  const exact = headers.get('X-Total-Count');
  const total = Number.parseInt(exact ?? headers.get('X-Total-Count-Estimate') ?? '', 10);
  return {
    items,
    total: Number.isFinite(total) ? total : items.length,
    totalEstimated: exact === null && Number.isFinite(total),
    nextCursor: nextCursorFromLink(headers.get('Link')),
    searchedAs: searchedAsFrom(headers.get(SEARCHED_AS_HEADER)),
  };
}

export const listingKeys = {
  all: ['listings'] as const,
  list: (query: string) => ['listings', 'list', query] as const,
  facets: (query: string) => ['listings', 'facets', query] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
};

/** Paginated listings: pages follow the cursor of the Link header. */
export const listingsInfiniteOptions = (params: ListingsParams) => {
  const query = listingsQueryString(params);
  return infiniteQueryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ pageParam, signal }) => fetchListingsPage(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
};

export function useListings(params: ListingsParams, { keepPrevious = false } = {}) {
  return useInfiniteQuery({
    ...listingsInfiniteOptions(params),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** One page of listings (the home page's featured inventory). */
export const listingsPageOptions = (params: ListingsParams) => {
  const query = listingsQueryString(params);
  return queryOptions({
    queryKey: [...listingKeys.list(query), 'first'] as const,
    queryFn: ({ signal }) => fetchListingsPage(params, null, signal),
  });
};

export function useListingsPage(params: ListingsParams) {
  return useQuery(listingsPageOptions(params));
}

export const listingFacetsOptions = (params: ListingsParams) => {
  const query = listingsQueryString(params);
  return queryOptions({
    queryKey: listingKeys.facets(query),
    queryFn: ({ signal }) =>
      api.get<ListingFacets>(`/api/listings/facets${query ? `?${query}` : ''}`, signal),
  });
};

export function useListingFacets(params: ListingsParams) {
  return useQuery({ ...listingFacetsOptions(params), placeholderData: keepPreviousData });
}

export const listingDetailOptions = (id: number) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => api.get<ListingDetail>(`/api/listings/${id}`, signal),
  });

export function useListingDetail(id: number | null) {
  return useQuery({
    ...listingDetailOptions(id ?? 0),
    enabled: id !== null,
  });
}

/** GET /api/listings/{id}/similar: live listings like this one (public: rendered by the server too). */
export const similarListingsOptions = (id: number) =>
  queryOptions({
    queryKey: ['listings', 'similar', id] as const,
    queryFn: ({ signal }) => api.get<Listing[]>(`/api/listings/${id}/similar`, signal),
  });

export function useSimilarListings(id: number) {
  return useQuery(similarListingsOptions(id));
}
