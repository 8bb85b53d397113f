import { lazy, Suspense } from 'react';
import { useRecentlyViewed } from '../recently-viewed.ts';

// The strip loads only for returning visitors: a first visit pays nothing for it.
const RecentlyViewedStrip = lazy(() => import('./RecentlyViewedStrip.tsx'));

/** 'Recently viewed' for a visitor who has opened listings before (kept in this browser). */
export function RecentlyViewed({ exceptId, className }: { exceptId?: number; className?: string }) {
  const items = useRecentlyViewed().filter((l) => l.id !== exceptId);
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip items={items} className={className} />
    </Suspense>
  );
}
