import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { AccessMessage } from '@client/components/page/access-message.tsx';
import { NotFoundMessage } from '@client/components/page/not-found-message.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { CarFront } from 'lucide-react';

/** A listing page whose vehicle does not exist (or was removed). */
export function ListingNotFound() {
  return (
    <NotFoundMessage
      icon={CarFront}
      title="Vehicle Not Found"
      message="The listing you're looking for doesn't exist or has been removed."
    />
  );
}

/** A listing page whose vehicle could not be loaded for another reason than its absence. */
export function ListingLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <AccessMessage
      icon={CarFront}
      title="Something went wrong"
      message="This vehicle could not be loaded right now. Please try again in a moment."
    >
      <Button onClick={onRetry}>Try again</Button>
    </AccessMessage>
  );
}

/** Fills the screen, like the page-loading skeleton, so the footer does not jump down when the vehicle arrives. */
export function ListingDetailSkeleton() {
  return (
    <LoadingStatus label="Loading vehicle" className="container-page min-h-dvh py-8 sm:py-10">
      <Skeleton className="h-4 w-40" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="flex gap-3">
            <Skeleton className="aspect-[16/10] w-28" />
            <Skeleton className="aspect-[16/10] w-28" />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-4 h-10 w-1/2" />
          <Skeleton className="mt-4 h-12 w-full" />
          <Skeleton className="mt-4 h-48 w-full rounded-xl" />
        </div>
      </div>
    </LoadingStatus>
  );
}
