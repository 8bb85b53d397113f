/** Where recently-viewed.ts keeps its list; pages check for it before loading anything of the feature. */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** Whether this browser has viewed listings before (cheap: no parsing). */
export function hasRecentlyViewed(): boolean {
  try {
    return Boolean(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return false;
  }
}
