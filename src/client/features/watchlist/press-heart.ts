import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import type { QueryClient } from '@tanstack/react-query';
import { unwatchListing, watchListing } from './api.ts';
import { watchlistKey } from './keys.ts';
import { storePendingWatch } from './pending-watch.ts';

/**
 * What pressing a heart does: signed out, the listing and the page are remembered and the person goes to sign in; signed in, the
 * watch is added or removed, shown at once and confirmed by the watchlist fetched again.
 */
export async function pressHeart(p: {
  listingId: number;
  watched: boolean;
  signedIn: boolean;
  here: string;
  navigate: (to: string) => void;
  queryClient: QueryClient;
  show: (watched: boolean | null) => void;
}): Promise<void> {
  if (!p.signedIn) {
    storePendingWatch(p.listingId);
    storePostLoginRedirect(p.here);
    toast('Sign in to watch this car', { description: 'It will be on your watchlist when you are back.' });
    p.navigate('/login');
    return;
  }
  p.show(!p.watched);
  try {
    if (p.watched) await unwatchListing(p.listingId);
    else await watchListing(p.listingId);
    toast.success(p.watched ? 'Removed from your watchlist' : 'Added to your watchlist');
  } catch (error) {
    toast.error(errorText(error, 'The watchlist could not be changed'));
  }
  await Promise.all([
    p.queryClient.invalidateQueries({ queryKey: watchlistKey }),
    p.queryClient.invalidateQueries({ queryKey: ['listings', 'detail', p.listingId] }),
  ]);
  p.show(null);
}
