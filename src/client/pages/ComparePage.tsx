import { BrowseListingsAction, EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { useCompareListings } from '@client/features/compare/api.ts';
import { CompareTable } from '@client/features/compare/components/CompareTable.tsx';
import { parseIdsParam, removeFromCompare, useCompareIds } from '@client/features/compare/index.ts';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';
import { Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * /compare?ids=1,2,3: up to COMPARE_MAX cars side by side. Without `ids` it shows the cars picked in the
 * tray. Cars no longer public are left out by the server.
 */
export default function ComparePage() {
  const [params, setParams] = useSearchParams();
  const picked = useCompareIds();
  const fromUrl = parseIdsParam(params.get('ids'));
  const asked = fromUrl.length > 0 ? fromUrl : [...picked];
  const ids = asked.slice(0, COMPARE_MAX);
  const result = useCompareListings(ids);
  const listings = result.data ?? [];

  let body: ReactNode;
  if (ids.length === 0 || (result.isSuccess && listings.length === 0))
    body = (
      <EmptyState
        icon={Scale}
        title="Nothing to compare yet"
        headingLevel="h2"
        action={<BrowseListingsAction />}
      >
        Press ‘Compare’ on up to {COMPARE_MAX} cars, then open the comparison from the tray.
      </EmptyState>
    );
  else if (result.isPending)
    body = (
      <LoadingStatus label="Loading the comparison" className="flex flex-col gap-3">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-96 w-full" />
      </LoadingStatus>
    );
  else if (result.isError)
    body = (
      <ErrorState what="The comparison" retrying={result.isFetching} onRetry={() => void result.refetch()} />
    );
  else
    body = (
      <CompareTable
        listings={listings}
        onRemove={(id) => {
          removeFromCompare(id);
          if (fromUrl.length > 0) {
            const rest = fromUrl.filter((x) => x !== id);
            setParams(rest.length ? { ids: rest.join(',') } : {}, { replace: true });
          }
        }}
      />
    );

  return (
    <StaticPage>
      <PageTitle title="Compare" />
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow="Side by side" title="Compare vehicles">
          <p>Every specification of the cars you picked; where they differ is highlighted.</p>
          {asked.length > COMPARE_MAX ? (
            <p role="note" className="mt-2 text-sm text-gold">
              Only the first {COMPARE_MAX} cars are shown.
            </p>
          ) : null}
          {result.isSuccess && listings.length > 0 && listings.length < ids.length ? (
            <p role="note" className="mt-2 text-sm text-muted-foreground">
              {ids.length - listings.length === 1 ? 'One car is' : 'Some cars are'} no longer listed and left
              out.
            </p>
          ) : null}
        </PageHeader>
        {body}
      </div>
    </StaticPage>
  );
}
