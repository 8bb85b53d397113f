import { useAuth } from '@client/features/auth/index.ts';
import { cn } from '@client/lib/cn.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWatchedIds } from '../api.ts';
import { pressHeart } from '../press-heart.ts';

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
 * and the page, sends the person to sign in, and the watch happens then (`watchPending`, api.ts).
 */
export function WatchButton({ listingId, title, variant = 'icon', className }: WatchButtonProps) {
  const { user } = useAuth();
  const watchedIds = useWatchedIds();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // What a press shows until the watchlist has been fetched again.
  const [shown, show] = useState<boolean | null>(null);
  const watched = shown ?? Boolean(watchedIds.data?.has(listingId));

  const onClick = () =>
    void pressHeart({
      listingId,
      watched,
      signedIn: Boolean(user),
      here: `${location.pathname}${location.search}`,
      navigate,
      queryClient,
      show,
    });

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
          ? 'size-10 rounded-full border border-white/25 bg-black/55 text-white frosted hover:border-gold/70 hover:text-gold'
          : 'h-10 rounded-md border border-border px-4 text-sm font-medium hover:border-gold/60 hover:text-gold',
        watched && 'border-gold/70 text-gold',
        className,
      )}
    >
      <Heart className={cn('size-[18px]', watched && 'fill-current')} aria-hidden="true" />
      {variant === 'labelled' ? 'Watch' : null}
    </button>
  );
}
