import { CompareTrayPanel } from '@client/features/listings/components/DeferredParts.tsx';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { useCompareIds } from '../selection.ts';

// The tray's contents (CompareTrayPanel) load only once something is picked.

/**
 * The compare tray at the bottom of the screen, while listings are picked (not on /compare itself). A
 * spacer of the tray's height at the end of the page keeps it from covering the last content.
 */
export function CompareTray() {
  const ids = useCompareIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <>
      <div aria-hidden="true" className="h-20 sm:h-24" />
      <Suspense fallback={null}>
        <CompareTrayPanel ids={ids} />
      </Suspense>
    </>
  );
}
