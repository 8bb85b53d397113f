import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';
import { useSyncExternalStore } from 'react';

/**
 * The listings picked for comparison, kept in the browser (localStorage) so the pick survives a reload and
 * is shared by the tabs of one browser. At most COMPARE_MAX; the server renders none (it has no storage).
 */
const KEY = STORAGE_KEYS.compare;
const EMPTY: readonly number[] = [];

let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The ids in a stored value, checked: anything else is an empty pick. */
export function parseCompareIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && v > 0);
    return [...new Set(ids)].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

function read(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, ids: parseCompareIds(raw) };
  return cached.ids;
}

function write(ids: readonly number[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused: the pick lasts until the page is left.
    cached = { raw: JSON.stringify(ids), ids };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The picked ids; empty while the server renders and during hydration. */
export const useCompareIds = (): readonly number[] => useSyncExternalStore(subscribe, read, () => EMPTY);

/** Adds or removes one; adding a fifth is refused (false). */
export function toggleCompare(id: number): boolean {
  const ids = read();
  if (ids.includes(id)) {
    write(ids.filter((x) => x !== id));
    return true;
  }
  if (ids.length >= COMPARE_MAX) return false;
  write([...ids, id]);
  return true;
}

export const removeFromCompare = (id: number): void => write(read().filter((x) => x !== id));
export const clearCompare = (): void => write([]);
