import { useSyncExternalStore } from 'react';

/**
 * A value kept in this browser (localStorage), read through a parser that drops anything malformed, and
 * shared by every component and tab that reads it. The server renders `empty` (it has no storage), so
 * does hydration; a browser that refuses storage keeps the value for the page's lifetime.
 */
export function browserStore<T>(key: string, parse: (raw: string | null) => T, empty: T) {
  let cached: { raw: string | null; value: T } = { raw: null, value: empty };
  const listeners = new Set<() => void>();

  const storage = (): Storage | null => {
    try {
      return typeof window !== 'undefined' ? window.localStorage : null;
    } catch {
      return null;
    }
  };

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== cached.raw) cached = { raw, value: parse(raw) };
    return cached.value;
  };

  const write = (value: T): void => {
    const raw = JSON.stringify(value);
    try {
      storage()?.setItem(key, raw);
    } catch {
      cached = { raw, value };
    }
    for (const listener of listeners) listener();
  };

  // Other tabs' writes arrive as `storage` events.
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const useValue = (): T => useSyncExternalStore(subscribe, read, () => empty);
  return { read, write, useValue };
}
