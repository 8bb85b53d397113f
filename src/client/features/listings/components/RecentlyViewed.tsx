import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import { Suspense, useSyncExternalStore } from 'react';
// The strip and its store load only for returning visitors: a first visit pays nothing for them.
import { RecentlyViewedStrip } from './DeferredParts.tsx';

const noSubscription = () => () => {};

/** Whether this browser has viewed listings before (cheap: no parsing). */
function hasRecentlyViewed(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.recentlyViewed));
  } catch {
    return false;
  }
}

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
