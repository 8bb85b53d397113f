/** The browser storage keys of the app's own state, in one place (no two features write the same one). */
export const STORAGE_KEYS = {
  /** features/compare/selection.ts: the listings picked for comparison. */
  compare: 'compareListings',
  /** features/listings/recently-viewed.ts: the listings this browser opened last. */
  recentlyViewed: 'recentlyViewed',
  /** features/currency/display-prefs.ts: the visitor's display currency and distance unit. */
  displayPrefs: 'displayPrefs',
} as const;
