import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { api, errorText } from '@client/lib/api.ts';
import type { Watch, WatchedListing } from '@shared/schemas/watchlist.ts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { watchlistKey } from './keys.ts';
import { takePendingWatch } from './pending-watch.ts';

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
