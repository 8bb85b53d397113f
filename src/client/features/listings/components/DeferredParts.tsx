import { moduleWhenLive } from '@client/lib/hydration.ts';
import { lazy } from 'react';

/**
 * The parts of the browse pages that load after the page itself: the cards' heart and compare toggle, the
 * compare tray and 'Recently viewed'. One chunk for all three, so the first page's script carries one
 * list of what to preload instead of three (the budget of `/`, DESIGN section 8).
 */
const load = () => import('./DeferredPartsChunk.tsx');

/** The chunk once the page is live, for the cards' actions (all of a grid's appear together). */
export const useDeferredParts = moduleWhenLive(load);
export const CompareTrayPanel = lazy(() => load().then((m) => ({ default: m.CompareTrayPanel })));
export const RecentlyViewedStrip = lazy(() => load().then((m) => ({ default: m.RecentlyViewedStrip })));
