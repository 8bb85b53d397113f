import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty queue: 'All caught up!' and the like. */
export function AdminEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong bg-surface/60 px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full border border-success/40 bg-success/10">
        <Icon className="size-5 text-success" aria-hidden="true" />
      </span>
      <p className="font-display text-2xl text-foreground">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

/** A failed load, with a way to try again. */
export function AdminError({
  what,
  onRetry,
  retrying,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
    >
      <p className="text-sm text-foreground">{what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}

/** Row-shaped placeholders for a queue that is loading. */
export function QueueSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          key={i}
          aria-hidden="true"
          className="flex items-center gap-4 rounded-xl border border-border bg-surface p-4"
        >
          <Skeleton className="aspect-[16/10] w-28 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="hidden h-9 w-44 sm:block" />
        </div>
      ))}
    </div>
  );
}
