import { browserStore } from '@client/lib/browser-store.ts';
import { STORAGE_KEYS } from '@client/lib/storage-keys.ts';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';

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

/**
 * The listings picked for comparison, kept in the browser (localStorage) so the pick survives a reload and
 * is shared by the tabs of one browser. At most COMPARE_MAX; the server renders none (it has no storage).
 */
const store = browserStore<readonly number[]>(STORAGE_KEYS.compare, parseCompareIds, []);
const { read, write } = store;

/** The picked ids; empty while the server renders and during hydration. */
export const useCompareIds = store.useValue;

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
