import { startTransition, useEffect, useState } from 'react';

/** True once the page's first render is live: at once for a page the browser renders itself. */
let pageLive = false;

/** Called when the page's first render (a server-rendered page's hydration) has committed. */
export function markPageLive(): void {
  pageLive = true;
}

/**
 * A hook giving a lazily loaded module once the page is live: null on the server, while a server-rendered
 * page hydrates and until the module has arrived; the module itself from the first render once it has
 * (a later navigation). For parts that must not show before their code works: a server-rendered button
 * inside a lazy chunk would ignore a press. Every component waiting on the module switches in one
 * transition, so a grid of cards shows all its buttons at once, rendered in slices the browser can
 * interrupt rather than in one block after hydration. A module that fails to load leaves the parts out.
 */
export function moduleWhenLive<T>(load: () => Promise<T>): () => T | null {
  let loaded: T | null = null;
  return function useModuleWhenLive() {
    const [module, setModule] = useState<T | null>(() => (pageLive ? loaded : null));
    useEffect(() => {
      if (module) return;
      let mounted = true;
      load()
        .then((m) => {
          loaded = m;
          if (mounted) startTransition(() => setModule(m));
        })
        .catch(() => {});
      return () => {
        mounted = false;
      };
    }, [module]);
    return module;
  };
}
