import { useSyncExternalStore } from 'react';

/**
 * Live notices about watched cars (the 'watch' events of GET /api/events) not yet seen: the header's
 * Watchlist link shows how many until the watchlist is opened. Kept in memory, for this tab.
 */
export type WatchNoticeKind = 'price_drop' | 'sold' | 'removed';

let unseen = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export function addWatchNotice(): void {
  unseen += 1;
  notify();
}

export function clearWatchNotices(): void {
  if (unseen === 0) return;
  unseen = 0;
  notify();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useWatchNotices = (): number =>
  useSyncExternalStore(
    subscribe,
    () => unseen,
    () => 0,
  );
