import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { useListings } from '@client/features/listings/api.ts';
import { ListingGridSkeleton } from '@client/features/listings/components/ListingGrid.tsx';
import { ResultCard } from '@client/features/listings/components/ResultCard.tsx';
import { RESULT_SORT_OPTIONS } from '@client/features/listings/sorts.ts';
import { MAKES } from '@shared/constants.ts';
import { LISTING_SOLD_STATUS } from '@shared/domain/listing.ts';
import { formatNumber } from '@shared/format-number.ts';
import { Gavel, Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';

const DEFAULT_RESULT_SORT = 'sold_newest';

/**
 * The results archive (/results, issue 17): sold cars, newest sale first, with their sold date and, when
 * the seller allows, the price. Server-rendered like /listings; the make and the order are in the address.
 */
export default function ResultsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const make = (MAKES as readonly string[]).includes(params.get('make') ?? '') ? params.get('make')! : '';
  const sort = RESULT_SORT_OPTIONS.find((o) => o.value === params.get('sort'))?.value ?? DEFAULT_RESULT_SORT;
  const results = useListings({
    status: LISTING_SOLD_STATUS,
    make: make || undefined,
    sort: sort === DEFAULT_RESULT_SORT ? undefined : sort,
  });
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  const change = (key: 'make' | 'sort', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (results.isPending) body = <ListingGridSkeleton count={3} label="Loading sold results" />;
  else if (results.isError)
    body = (
      <ErrorState what="Sold results" retrying={results.isFetching} onRetry={() => void results.refetch()} />
    );
  else if (items.length === 0)
    body = (
      <EmptyState
        icon={Gavel}
        title={make ? `No ${make} sold yet` : 'No sold results yet'}
        headingLevel="h2"
        action={
          <Button asChild>
            <Link to="/listings">
              <Search aria-hidden="true" />
              Browse Inventory
            </Link>
          </Button>
        }
      >
        Cars sold on the marketplace appear here with their sale date.
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Sold cars">
          {items.map((listing, i) => (
            <li key={listing.id} className="card-cell">
              <ResultCard listing={listing} priority={i < 3 ? 'eager' : 'lazy'} />
            </li>
          ))}
        </ul>
        {results.hasNextPage ? (
          <Button
            variant="outline"
            className="self-center"
            disabled={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            {results.isFetchingNextPage ? 'Loading...' : 'Show more results'}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="pb-20 sm:pb-28">
      <PageTitle title="Sold Results" />
      <div className="relative isolate overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_70%_90%_at_85%_0%,rgba(200,169,106,0.13),transparent_65%)]"
        />
        <div className="container-page flex flex-col gap-6 py-8 sm:py-10 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="eyebrow">The market</p>
            <h1 className="mt-3 font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
              Sold Results
            </h1>
            <p className="mt-3 max-w-xl text-sm leading-relaxed text-muted-foreground">
              What sold, when, and for how much where the seller shares it: the comparables behind every
              asking price.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
            <label htmlFor={`${id}-make`} className="flex flex-col gap-1.5 text-xs text-muted-foreground">
              Make
              <NativeSelect
                id={`${id}-make`}
                value={make}
                onChange={(e) => change('make', e.target.value)}
                wrapperClassName="sm:w-48"
              >
                <option value="">All makes</option>
                {MAKES.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label htmlFor={`${id}-sort`} className="flex flex-col gap-1.5 text-xs text-muted-foreground">
              Sort
              <NativeSelect
                id={`${id}-sort`}
                value={sort}
                onChange={(e) => change('sort', e.target.value === DEFAULT_RESULT_SORT ? '' : e.target.value)}
                wrapperClassName="sm:w-52"
              >
                {RESULT_SORT_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
        </div>
      </div>
      <div className="container-page mt-8 flex flex-col gap-8">
        {results.isSuccess && items.length > 0 ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatNumber(total)} {total === 1 ? 'car' : 'cars'} sold
          </p>
        ) : null}
        {body}
      </div>
    </div>
  );
}
