import type { StoredFilters } from '@shared/schemas/saved-searches.ts';

/** The browse page's filters (strings from the address) as a saved search keeps them: unset ones dropped. */
const NUMERIC = new Set(['priceMin', 'priceMax', 'yearMin', 'yearMax', 'mileageMax']);

export function storedFromBrowse(filters: Record<string, string>): StoredFilters {
  const stored: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'sort' || value === '') continue;
    stored[key] = NUMERIC.has(key) && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return stored as StoredFilters;
}

/** The address fragment that reopens the save dialog after signing in. */
export const SAVE_SEARCH_HASH = '#save-search';
