import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTransport, RenderPage, ServerRendererModule } from '../../../shared/server-render.ts';
import { serverRenderHeaders } from '../../lib/server-render-request.ts';
import type { ListingCache } from '../listings/cache.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Renders public pages on the server with the client's own build. The page's API calls go through
 * `app.inject`, so they pass the same routes and caches as the browser's own calls, without a network
 * hop; they are an anonymous visitor's public reads, which no rate limit counts. While no build exists
 * (tests, `npm run dev`) or when rendering fails, pages go out unrendered and the browser renders them.
 */
export function createServerRenderer(app: FastifyInstance, file: string, cache: ListingCache) {
  let loaded: { mtimeMs: number; render: Promise<RenderPage> } | undefined;

  const transport: ApiTransport = async (path, init) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json', ...serverRenderHeaders },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.body, { status: reply.statusCode, headers });
  };

  /** The renderer of the current build, its pages cached as the API's public answers are. */
  const load = async (): Promise<RenderPage | null> => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    // A rebuilt renderer is picked up without a restart, as the rebuilt client is.
    if (loaded?.mtimeMs !== mtimeMs) {
      const module: Promise<ServerRendererModule> = import(`${pathToFileURL(file).href}?v=${mtimeMs}`);
      const cached =
        (render: RenderPage): RenderPage =>
        async (url) => {
          const key = `${mtimeMs}${url.pathname}${url.search}`;
          let page = cache.renderedPages.get(key);
          if (!page) {
            page = await render(url);
            cache.renderedPages.set(key, page);
          }
          return page;
        };
      loaded = { mtimeMs, render: module.then((m) => cached(m.createPageRenderer(transport))) };
    }
    return loaded.render;
  };

  // Loaded at start-up, so the first visitor does not wait for it.
  void load().catch((error: unknown) => app.log.error({ err: error }, 'the server renderer did not load'));

  /** `html` (a page template) with the page at the request's URL rendered into it; null if not rendered. */
  return async function renderInto(request: FastifyRequest, html: string): Promise<string | null> {
    if (!html.includes(ROOT_ELEMENT)) return null;
    try {
      const render = await load();
      if (!render) return null;
      const page = await render(new URL(request.url, 'http://localhost'));
      return html.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${page.stateTag}`);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page goes out unrendered');
      return null;
    }
  };
}
