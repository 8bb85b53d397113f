import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';

/**
 * Suspense fallback while a page's code loads: shaped like a page header and a few paragraphs. It fills the
 * screen, so the footer stays below the fold instead of jumping down when the page arrives (layout shift).
 */
export function PageSkeleton() {
  return (
    <LoadingStatus label="Loading page" className="container-page min-h-dvh py-16">
      <Skeleton className="h-3 w-32" />
      <Skeleton className="mt-5 h-12 w-full max-w-xl" />
      <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
      <Skeleton className="mt-2 h-5 w-full max-w-lg" />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <Skeleton className="hidden h-44 lg:block" />
      </div>
    </LoadingStatus>
  );
}
