import { lazy, Suspense, useEffect, useState } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * Toasts come from what a person does, never from a page's first paint, so Sonner (10 KB of script) loads
 * with the first toast instead of with every page: `toast` here has Sonner's signature, mounts the
 * toaster, waits until it listens, then shows the toast.
 */
type Show = typeof sonnerToast;

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

let ready: Promise<Show> | undefined;
let resolveReady: (show: Show) => void = () => {};
let mountToaster: (() => void) | undefined;

function whenReady(): Promise<Show> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    mountToaster?.();
  }
  return ready;
}

const later =
  <K extends 'success' | 'error' | 'warning'>(kind: K) =>
  (...args: Parameters<Show[K]>): void =>
    void whenReady().then((show) => (show[kind] as (...a: Parameters<Show[K]>) => unknown)(...args));

export const toast = Object.assign(
  (...args: Parameters<Show>): void => void whenReady().then((show) => show(...args)),
  { success: later('success'), error: later('error'), warning: later('warning') },
);

/** Where toasts appear; empty until the first one. Rendered once, by the app's providers. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountToaster = () => setMounted(true);
    if (ready) setMounted(true);
    return () => {
      mountToaster = undefined;
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <SonnerToaster onReady={resolveReady} />
    </Suspense>
  ) : null;
}
