import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasRecentlyViewed } from '../recently-viewed-key.ts';

// The strip and its store load only for returning visitors: a first visit pays nothing for them.
const RecentlyViewedStrip = lazy(() => import('./RecentlyViewedStrip.tsx'));

const noSubscription = () => () => {};

/** 'Recently viewed' for a visitor who has opened listings before (kept in this browser). */
export function RecentlyViewed({ className }: { className?: string }) {
  const returning = useSyncExternalStore(noSubscription, hasRecentlyViewed, () => false);
  if (!returning) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip className={className} />
    </Suspense>
  );
}
