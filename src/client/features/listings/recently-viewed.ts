import { browserStore } from '@client/lib/browser-store.ts';
import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import { RECENTLY_VIEWED_MAX } from '@shared/domain/discovery.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { useEffect } from 'react';

/**
 * The listings this browser opened last, newest first (localStorage, at most RECENTLY_VIEWED_MAX): what a
 * card needs is kept, so the strip shows at once, without asking the server.
 */
export type RecentListing = Pick<
  Listing,
  'id' | 'year' | 'make' | 'model' | 'price' | 'currency' | 'imageUrls' | 'location'
>;

const isRecent = (v: unknown): v is RecentListing => {
  const r = v as RecentListing;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isSafeInteger(r.id) &&
    typeof r.make === 'string' &&
    typeof r.model === 'string' &&
    typeof r.year === 'number' &&
    (typeof r.price === 'number' || r.price === null) &&
    Array.isArray(r.imageUrls)
  );
};

/** A stored value, checked: anything malformed is dropped. */
export function parseRecent(raw: string | null): RecentListing[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecent).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with `listing` first, once, and no longer than RECENTLY_VIEWED_MAX. */
export function withRecent(list: readonly RecentListing[], listing: RecentListing): RecentListing[] {
  return [listing, ...list.filter((l) => l.id !== listing.id)].slice(0, RECENTLY_VIEWED_MAX);
}

const store = browserStore<readonly RecentListing[]>(STORAGE_KEYS.recentlyViewed, parseRecent, []);

function rememberViewed(l: Listing): void {
  const entry: RecentListing = {
    id: l.id,
    year: l.year,
    make: l.make,
    model: l.model,
    price: l.price,
    currency: l.currency,
    imageUrls: l.imageUrls.slice(0, 1),
    location: l.location,
  };
  store.write(withRecent(store.read(), entry));
}

/**
 * Remembers a listing page's car in this browser for 'Recently viewed' (public listings only: not one's own
 * pending one).
 */
export function useRememberViewed(listing: Listing): void {
  useEffect(() => {
    if (listing.status === 'active') rememberViewed(listing);
  }, [listing]);
}

/** The recently viewed listings; none while the server renders and during hydration. */
export const useRecentlyViewed = store.useValue;
