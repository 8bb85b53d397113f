import { useSignedInUser } from '@client/app/route-access.tsx';
import { BrowseListingsAction, EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { useVisitorFormat } from '@client/features/currency/index.ts';
import { ListingCard } from '@client/features/listings/components/ListingCard.tsx';
import { ListingGridSkeleton } from '@client/features/listings/components/ListingGrid.tsx';
import { useWatchlist } from '@client/features/watchlist/api.ts';
import { priceSinceWatched } from '@client/features/watchlist/price-since.ts';
import { cn } from '@client/lib/cn.ts';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';

const watchedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** /watchlist: the signed-in buyer's watched cars, newest first, with what the price did since. */
export default function WatchlistPage() {
  const user = useSignedInUser();
  const format = useVisitorFormat();
  const watchlist = useWatchlist();
  const items = watchlist.data?.pages.flatMap((p) => p.items) ?? [];

  let body: ReactNode;
  if (watchlist.isPending) body = <ListingGridSkeleton count={3} label="Loading your watchlist" />;
  else if (watchlist.isError)
    body = (
      <ErrorState
        what="Your watchlist"
        retrying={watchlist.isFetching}
        onRetry={() => void watchlist.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={Heart}
        title="No cars on your watchlist yet"
        headingLevel="h2"
        action={<BrowseListingsAction />}
      >
        Press the heart on a car to watch it: we e-mail you when its price drops or it is sold.
      </EmptyState>
    );
  else
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Watched cars">
        {items.map((item) => {
          const since = priceSinceWatched(item, format.price);
          return (
            <li key={item.listingId} className="flex flex-col gap-2">
              <ListingCard className="w-full flex-1" listing={item.listing} viewerId={user.id} />
              <p className="flex flex-wrap justify-between gap-x-3 px-1 text-sm text-muted-foreground">
                <span>Watched since {watchedOn.format(new Date(item.watchedAt))}</span>
                <span
                  className={cn(since.tone === 'down' && 'text-success', since.tone === 'up' && 'text-gold')}
                >
                  {since.text}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    );
  const more = watchlist.hasNextPage ? (
    <Button
      variant="outline"
      className="self-center"
      disabled={watchlist.isFetchingNextPage}
      onClick={() => void watchlist.fetchNextPage()}
    >
      {watchlist.isFetchingNextPage ? 'Loading...' : 'Show more'}
    </Button>
  ) : null;

  return (
    <StaticPage>
      <PageTitle title="Watchlist" />
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow="Saved for later" title="Your watchlist">
          <p>
            The cars you watch. We e-mail you when a price drops, or when a car is sold or taken off the
            market.
          </p>
        </PageHeader>
        {body}
        {more}
      </div>
    </StaticPage>
  );
}
