import { startTransition, useEffect, useState } from 'react';

/** True once the page's first render is live: at once for a page the browser renders itself. */
let pageLive = false;

/** Called when the page's first render (a server-rendered page's hydration) has committed. */
export function markPageLive(): void {
  pageLive = true;
}

/**
 * False on the server and while a server-rendered page hydrates, then true; true from the start in a
 * page rendered in the browser (a later navigation). For parts that must not show before their code
 * works, such as a button inside a lazy chunk. The switch renders as a transition: a grid of cards
 * re-renders in slices the browser can interrupt, not in one block after hydration (which is what
 * useSyncExternalStore's differing server snapshot would do, synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
