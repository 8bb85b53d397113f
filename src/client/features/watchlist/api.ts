import { useAuth } from '@client/features/auth/index.ts';
import { api } from '@client/lib/api.ts';
import type { Watch, WatchedListing } from '@shared/schemas/watchlist.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchlistKey } from './keys.ts';

/** The signed-in account's watchlist (GET/POST/DELETE /api/watchlist). */

export const watchlistOptions = () =>
  queryOptions({
    queryKey: watchlistKey,
    queryFn: ({ signal }) => api.get<WatchedListing[]>('/api/watchlist', signal),
    // About the visitor: never answered by the server renderer (app/server-state.ts).
    meta: { perVisitor: true },
  });

/** The watchlist, fetched only once someone is signed in. */
export function useWatchlist() {
  const { user } = useAuth();
  return useQuery({ ...watchlistOptions(), enabled: Boolean(user) });
}

export const watchListing = (listingId: number) => api.post<Watch>('/api/watchlist', { listingId });
export const unwatchListing = (listingId: number) => api.delete<void>(`/api/watchlist/${listingId}`);

/** Watches or stops watching; the watchlist and the listing's counts are fetched again afterwards. */
export function useSetWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ listingId, watched }: { listingId: number; watched: boolean }): Promise<void> => {
      if (watched) await watchListing(listingId);
      else await unwatchListing(listingId);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: watchlistKey });
      void queryClient.invalidateQueries({ queryKey: ['listings', 'detail'] });
    },
  });
}
