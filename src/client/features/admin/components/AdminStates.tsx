import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';

/** Row-shaped placeholders for a queue that is loading. */
export function QueueSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          key={i}
          aria-hidden="true"
          className="flex items-center gap-4 p-4"
        >
          <Skeleton className="aspect-[16/10] w-28 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="hidden h-9 w-44 sm:block" />
        </Card>
      ))}
    </div>
  );
}
