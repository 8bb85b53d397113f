/**
 * The server renderer: the HTML of a public page, rendered by the same components the browser runs, with
 * the data it shows. The browser then hydrates it (src/client/main.tsx) instead of painting from nothing:
 * the page is visible before any script has run.
 *
 * Built by Vite as the `ssr` environment (dist/ssr/entry-server.js) and loaded by the server's page
 * routes (src/server/modules/seo/server-render.ts). It renders as an anonymous visitor.
 */

import type { ApiTransport, RenderedPage, RenderPage, ServerRendererModule } from '@shared/server-render.ts';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { routeTree } from './app/router.tsx';
import { preloadPage } from './app/routes.tsx';
import { isSharedQuery, serverStateTag } from './app/server-state.ts';
import { setApiTransport } from './lib/api.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * A page asks for its data as it renders; data it is given can ask for more (a listing, then its seller's
 * ratings). Each pass answers what the previous render asked for; three passes cover every page.
 */
const MAX_PASSES = 3;

async function renderToString(node: ReactNode): Promise<string> {
  // prerender waits for everything to load (lazy parts included), unlike renderToString. A large Suspense
  // boundary would otherwise be sent apart and put in place by an inline script, which the CSP forbids:
  // the whole page is one chunk.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

async function render(url: URL): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(url.href));
  // The routes have no loaders or actions, so the handler never answers with a redirect.
  if (context instanceof Response) throw new Error(`unexpected router response ${context.status}`);
  await preloadPage(url.pathname);

  const queryClient = createQueryClient();
  const cache = queryClient.getQueryCache();
  const asked = new Set<string>();
  for (let pass = 1; ; pass++) {
    const html = await renderToString(
      <Providers queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>,
    );
    const wanted = cache
      .getAll()
      .filter((q) => q.state.status === 'pending' && !asked.has(q.queryHash) && isSharedQuery(q));
    if (wanted.length === 0 || pass === MAX_PASSES) {
      return { html, stateTag: serverStateTag(dehydrate(queryClient)) };
    }
    for (const query of wanted) asked.add(query.queryHash);
    // A failed query is dropped: it renders as loading, here and in the browser, which asks again.
    await Promise.all(wanted.map((query) => query.fetch().catch(() => cache.remove(query))));
  }
}

/**
 * The renderer of this build, its API calls sent through `transport`. Pages render as an anonymous
 * visitor, so one transport serves every request.
 */
export const createPageRenderer: ServerRendererModule['createPageRenderer'] = (
  transport: ApiTransport,
): RenderPage => {
  setApiTransport(transport);
  return render;
};
