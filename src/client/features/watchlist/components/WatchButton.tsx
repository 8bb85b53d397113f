import { toast } from '@client/components/ui/toaster.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { errorText } from '@client/lib/api.ts';
import { cn } from '@client/lib/cn.ts';
import { storePostLoginRedirect } from '@client/lib/post-login-redirect.ts';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSetWatched, useWatchlist } from '../api.ts';
import { storePendingWatch } from '../pending-watch.ts';

interface WatchButtonProps {
  listingId: number;
  /** Read by screen readers: 'Watch 2022 Porsche 911'. */
  title: string;
  /** 'icon' on cards (a round heart over the photo), 'labelled' on the listing's page. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart: a toggle button (aria-pressed) that watches a listing. Signed out, it remembers the listing
 * and the page, sends the person to sign in, and the watch happens on their return (PendingWatch).
 */
export function WatchButton({ listingId, title, variant = 'icon', className }: WatchButtonProps) {
  const { user } = useAuth();
  const watchlist = useWatchlist();
  const setWatched = useSetWatched();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = setWatched.isPending ? setWatched.variables : undefined;
  const watched =
    pending?.listingId === listingId
      ? pending.watched
      : Boolean(watchlist.data?.some((w) => w.listingId === listingId));

  const onClick = () => {
    if (!user) {
      storePendingWatch(listingId);
      storePostLoginRedirect(`${location.pathname}${location.search}`);
      toast('Sign in to watch this car', { description: 'It will be on your watchlist when you are back.' });
      navigate('/login');
      return;
    }
    setWatched.mutate(
      { listingId, watched: !watched },
      {
        onSuccess: () => toast.success(watched ? 'Removed from your watchlist' : 'Added to your watchlist'),
        onError: (error) => toast.error(errorText(error, 'The watchlist could not be changed')),
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={`Watch ${title}`}
      onClick={onClick}
      data-testid="watch-button"
      className={cn(
        'relative z-20 inline-flex items-center justify-center gap-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        variant === 'icon'
          ? 'size-10 rounded-full border border-white/25 bg-black/55 text-white backdrop-blur-md hover:border-gold/70 hover:text-gold'
          : 'h-10 rounded-md border border-border px-4 text-sm font-medium hover:border-gold/60 hover:text-gold',
        watched && 'text-gold',
        className,
      )}
    >
      <Heart className={cn('size-[18px]', watched && 'fill-current')} aria-hidden="true" />
      {variant === 'labelled' ? 'Watch' : null}
    </button>
  );
}
