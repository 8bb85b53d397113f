import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { errorText } from '@client/lib/api.ts';
import { useEffect } from 'react';
import { useSetWatched } from '../api.ts';
import { hasPendingWatch, takePendingWatch } from '../pending-watch.ts';

/** Watches the listing whose heart was pressed before signing in, once the person is signed in. */
export function PendingWatch() {
  const { user } = useAuth();
  const { mutate } = useSetWatched();
  useEffect(() => {
    if (!user || !hasPendingWatch()) return;
    const listingId = takePendingWatch();
    if (listingId === null) return;
    mutate(
      { listingId, watched: true },
      {
        onSuccess: () => toast.success('Added to your watchlist'),
        onError: (error) => toast.error(errorText(error, 'This car could not be added to your watchlist')),
      },
    );
  }, [user, mutate]);
  return null;
}
