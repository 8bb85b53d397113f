import './lib/zod-config.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadPage } from './app/routes.tsx';
import { hydrateServerState } from './app/server-state.ts';
import { createQueryClient } from './lib/query-client.ts';

const router = createAppRouter();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();
const serverRendered = hydrateServerState(queryClient, document);
const app = (
  <Providers queryClient={queryClient}>
    <RouterProvider router={router} />
  </Providers>
);

// The first render waits for the current page's chunk: a server-rendered page hydrates in one go, and
// otherwise the page itself shows first, not the loading skeleton (failing that, the skeleton shows).
preloadPage(window.location.pathname)
  .catch(() => {})
  .then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap during it is handled at once.
    if (serverRendered) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
