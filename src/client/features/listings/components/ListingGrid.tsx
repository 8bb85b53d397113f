import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { cn } from '@client/lib/cn.ts';
import { LIMITS } from '@shared/constants.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { Loader2 } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { ListingCard, ListingCardSkeleton } from './ListingCard.tsx';

const gridClass = {
  2: 'grid gap-6 sm:grid-cols-2 lg:gap-7',
  3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-7',
} as const;

/**
 * 'Load more' for the keyboard: the button is disabled while the next page loads, which drops its focus on the
 * page body; once the new cards are in, focus goes to the first of them (unless the visitor moved it meanwhile).
 */
export function useFocusFirstNewCard(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const from = useRef<number | null>(null);
  useEffect(() => {
    const first = from.current;
    if (first === null || count === first) return;
    from.current = null;
    // Fewer cards than before: the filters changed meanwhile, nothing was added.
    if (count < first) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    // The new card's title link (a dealer's card also links the storefront, so not the card's n-th link).
    const card = listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[first];
    card?.querySelector<HTMLElement>(':is(h2, h3) a[href]')?.focus();
  }, [count]);
  const loadingMore = () => {
    from.current = count;
  };
  return { listRef, loadingMore };
}

export function ListingGrid({
  ref,
  listings,
  prioritizeFirstRow = false,
  headingLevel,
  className,
  label,
  columns = 3,
  imageSizes,
}: {
  listings: readonly Listing[];
  /** Cards a row on wide screens. */
  columns?: 2 | 3;
  imageSizes?: string;
  /** The first row is above the fold (the listings page): load it at once, the first card first. */
  prioritizeFirstRow?: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
  label?: string;
  ref?: Ref<HTMLUListElement>;
}) {
  const { user } = useAuth();
  return (
    <ul ref={ref} className={cn(gridClass[columns], className)} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id} className="card-cell">
          <ListingCard
            className="w-full"
            listing={listing}
            viewerId={user?.id}
            headingLevel={headingLevel}
            imageSizes={imageSizes}
            priority={
              prioritizeFirstRow ? (index === 0 ? 'high' : index < columns ? 'eager' : 'lazy') : 'lazy'
            }
          />
        </li>
      ))}
    </ul>
  );
}

/** Six card-shaped placeholders (spec section 9) while listings load. */
export function ListingGridSkeleton({
  count = LIMITS.skeletonCards,
  className,
  label = 'Loading vehicles',
  columns = 3,
}: {
  count?: number;
  columns?: 2 | 3;
  className?: string;
  label?: string;
}) {
  return (
    <LoadingStatus label={label} className={className}>
      <div className={gridClass[columns]} data-testid="listing-skeletons">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </LoadingStatus>
  );
}

/** What 'Load more' needs of an infinite query. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a grid, while there is a next page; focus then moves to its first card. */
export function LoadMoreButton({
  query,
  more,
  className,
  children,
}: {
  query: NextPages;
  more: ReturnType<typeof useFocusFirstNewCard>;
  /** Wraps the button, only while it is shown. */
  className?: string;
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  const button = (
    <Button
      variant="outline"
      size="lg"
      onClick={() => {
        more.loadingMore();
        void query.fetchNextPage();
      }}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? (
        <>
          <Loader2 className="animate-spin" aria-hidden="true" />
          Loading...
        </>
      ) : (
        children
      )}
    </Button>
  );
  return className ? <div className={className}>{button}</div> : button;
}
