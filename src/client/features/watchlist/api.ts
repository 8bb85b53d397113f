import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { nextCursorFromLink } from '@client/features/listings/api.ts';
import { api, errorText } from '@client/lib/api.ts';
import type { Watch, WatchedIds, WatchedListing } from '@shared/schemas/watchlist.ts';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { watchlistKey } from './keys.ts';
import { takePendingWatch } from './pending-watch.ts';

/** The signed-in account's watchlist (GET/POST/DELETE /api/watchlist). */

/** The watchlist a page at a time, newest watch first; the next page's cursor is in the Link header. */
export const watchlistOptions = () =>
  infiniteQueryOptions({
    queryKey: [...watchlistKey, 'pages'],
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      const { data, headers } = await api.getWithHeaders<WatchedListing[]>(`/api/watchlist${query}`, signal);
      return { items: data, nextCursor: nextCursorFromLink(headers.get('Link')) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // About the visitor: never answered by the server renderer (app/server-state.ts).
    meta: { perVisitor: true },
  });

/** The watchlist's pages, fetched only once someone is signed in. */
export function useWatchlist() {
  const { user } = useAuth();
  return useInfiniteQuery({ ...watchlistOptions(), enabled: Boolean(user) });
}

/** The ids of every watched live listing: the hearts on cards and pages, whichever page they are on. */
export function useWatchedIds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...watchlistKey, 'ids'],
    queryFn: ({ signal }) => api.get<WatchedIds>('/api/watchlist/ids', signal),
    select: (data) => new Set(data.listingIds),
    meta: { perVisitor: true },
    enabled: Boolean(user),
  });
}

export const watchListing = (listingId: number) => api.post<Watch>('/api/watchlist', { listingId });
export const unwatchListing = (listingId: number) => api.delete<void>(`/api/watchlist/${listingId}`);

/**
 * The watch a heart pressed while signed out asked for (pending-watch.ts), made once the person has
 * signed in: the sign-in form calls this before returning to the page.
 */
export async function watchPending(queryClient: QueryClient): Promise<void> {
  const listingId = takePendingWatch();
  if (listingId === null) return;
  try {
    await watchListing(listingId);
    toast.success('Added to your watchlist');
  } catch (error) {
    toast.error(errorText(error, 'This car could not be added to your watchlist'));
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: watchlistKey }),
    queryClient.invalidateQueries({ queryKey: ['listings', 'detail', listingId] }),
  ]);
}
