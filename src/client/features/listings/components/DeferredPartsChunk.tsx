/** What DeferredParts loads, in one chunk. */
export { default as CompareTrayPanel } from '@client/features/compare/components/CompareTrayPanel.tsx';
export { default as CardActions } from './CardActions.tsx';
export { default as RecentlyViewedStrip } from './RecentlyViewedStrip.tsx';
