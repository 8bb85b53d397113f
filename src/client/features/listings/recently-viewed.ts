import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import { RECENTLY_VIEWED_MAX } from '@shared/domain/discovery.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { useSyncExternalStore } from 'react';

/**
 * The listings this browser opened last, newest first (localStorage, at most RECENTLY_VIEWED_MAX): what a
 * card needs is kept, so the strip shows at once, without asking the server.
 */
export type RecentListing = Pick<
  Listing,
  'id' | 'year' | 'make' | 'model' | 'price' | 'currency' | 'imageUrls' | 'location'
>;

const KEY = STORAGE_KEYS.recentlyViewed;
const EMPTY: readonly RecentListing[] = [];
let cached: { raw: string | null; items: readonly RecentListing[] } = { raw: null, items: EMPTY };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

const isRecent = (v: unknown): v is RecentListing => {
  const r = v as RecentListing;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isSafeInteger(r.id) &&
    typeof r.make === 'string' &&
    typeof r.model === 'string' &&
    typeof r.year === 'number' &&
    typeof r.price === 'number' &&
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

function read(): readonly RecentListing[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, items: parseRecent(raw) };
  return cached.items;
}

export function rememberViewed(l: Listing): void {
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
  try {
    storage()?.setItem(KEY, JSON.stringify(withRecent(read(), entry)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The recently viewed listings; none while the server renders and during hydration. */
export const useRecentlyViewed = (): readonly RecentListing[] =>
  useSyncExternalStore(subscribe, read, () => EMPTY);
