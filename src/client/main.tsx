import './lib/zod-config.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadPage } from './app/routes.tsx';
import { hydrateServerState } from './app/server-state.ts';
import { prepareClassMerging } from './lib/cn.ts';
import { markPageLive } from './lib/hydration.ts';
import { nextTask } from './lib/next-task.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The app's start, in steps of their own tasks (the history entry's number, the router, the page's
 * data, the page's chunk, the class merger's tables, then hydration), so none holds the main thread long enough to delay a tap on a
 * phone.
 */
async function start(container: HTMLElement) {
  numberHistoryEntry();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const queryClient = createQueryClient();
  const serverRendered = hydrateServerState(queryClient, document);
  const app = (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
  // The first render waits for the current page's chunk: a server-rendered page hydrates in one go, and
  // otherwise the page itself shows first, not the loading skeleton (failing that, the skeleton shows).
  await preloadPage(window.location.pathname).catch(() => {});
  await nextTask();
  prepareClassMerging();
  await nextTask();
  if (serverRendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a tap during it is handled at once.
    startTransition(() => void hydrateRoot(container, app));
  } else {
    markPageLive();
    createRoot(container).render(app);
  }
}

/**
 * React Router numbers the history entries it manages (`idx` in `history.state`) and writes the first
 * one's number as the router is created. That first `replaceState` took 8-16 ms of the main thread in
 * load profiles (little of it CPU: it waits on the browser), within the task that builds the router, so it
 * is written here, in a task of its own, the same way; the router then finds it and writes nothing.
 */
function numberHistoryEntry() {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
void start(container);
