import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BROWSE_PAGE_PARAMS, RESULTS_PAGE_PARAMS } from '../../../shared/schemas/listing-query.ts';
import type { ApiTransport, RenderPage, ServerRendererModule } from '../../../shared/server-render.ts';
import { serverRenderHeaders } from '../../lib/server-render-request.ts';
import type { ListingCache } from '../listings/cache.ts';
import type { PageModule } from './client-assets.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/** The query parameters each rendered page reads; the rest (?utm_source=, ?r=) do not change it. */
const PAGE_PARAMS: Record<PageModule, readonly string[]> = {
  home: [],
  listings: BROWSE_PAGE_PARAMS,
  listing: [],
  results: RESULTS_PAGE_PARAMS,
  dealer: BROWSE_PAGE_PARAMS,
};

/** The page's address as the page reads it: its path and only its own parameters, in one order. */
export function canonicalPageUrl(url: URL, page: PageModule): URL {
  const canonical = new URL(url.pathname, url);
  for (const name of PAGE_PARAMS[page]) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') canonical.searchParams.set(name, value);
  }
  return canonical;
}

/**
 * Renders one address may cause per second, as a token bucket: a burst of RENDER_BURST, then
 * RENDERS_PER_SECOND. Cached pages cost nothing; past the budget a page goes out unrendered, which the
 * browser renders itself, so the client pays for its own requests and the instance keeps its CPU.
 */
export const RENDER_BURST = 20;
export const RENDERS_PER_SECOND = 4;

export class RenderBudget {
  private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });

  constructor(private readonly now: () => number = Date.now) {}

  take(address: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: RENDER_BURST, at: now };
    bucket.tokens = Math.min(RENDER_BURST, bucket.tokens + ((now - bucket.at) / 1000) * RENDERS_PER_SECOND);
    bucket.at = now;
    const granted = bucket.tokens >= 1;
    if (granted) bucket.tokens -= 1;
    this.buckets.set(address, bucket);
    return granted;
  }
}

/**
 * Renders public pages on the server with the client's own build. The page's API calls go through
 * `app.inject`, so they pass the same routes and caches as the browser's own calls, without a network
 * hop; they are an anonymous visitor's public reads, which no rate limit counts. While no build exists
 * (tests, `npm run dev`) or when rendering fails, pages go out unrendered and the browser renders them.
 */
export function createServerRenderer(app: FastifyInstance, file: string, cache: ListingCache) {
  const budget = new RenderBudget();
  type RenderCached = (url: URL, address: string) => Promise<Awaited<ReturnType<RenderPage>> | null>;
  let loaded: { mtimeMs: number; render: Promise<RenderCached> } | undefined;

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

  /**
   * The renderer of the current build, its pages cached as the API's public answers are; a page not in
   * the cache is rendered only within the address's budget (null past it).
   */
  const load = async (): Promise<RenderCached | null> => {
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    // A rebuilt renderer is picked up without a restart, as the rebuilt client is.
    if (loaded?.mtimeMs !== mtimeMs) {
      const module: Promise<ServerRendererModule> = import(`${pathToFileURL(file).href}?v=${mtimeMs}`);
      const cached =
        (render: RenderPage): RenderCached =>
        async (url, address) => {
          const key = `${mtimeMs}${url.pathname}${url.search}`;
          const pages = cache.keptBy(cache.renderedPages);
          let page = pages.get(key);
          if (!page) {
            if (!budget.take(address)) return null;
            page = await render(url);
            pages.set(key, page);
          }
          return page;
        };
      loaded = { mtimeMs, render: module.then((m) => cached(m.createPageRenderer(transport))) };
    }
    return loaded.render;
  };

  // Loaded at start-up, so the first visitor does not wait for it.
  void load().catch((error: unknown) => app.log.error({ err: error }, 'the server renderer did not load'));

  /**
   * `html` (a page template) with `page` rendered into it, at the request's address as the page reads it;
   * null if not rendered.
   */
  return async function renderInto(
    request: FastifyRequest,
    html: string,
    page: PageModule,
  ): Promise<string | null> {
    if (!html.includes(ROOT_ELEMENT)) return null;
    try {
      const render = await load();
      if (!render) return null;
      const url = canonicalPageUrl(new URL(request.url, 'http://localhost'), page);
      const rendered = await render(url, request.ip);
      if (!rendered) return null;
      return html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>${rendered.stateTag}`);
    } catch (error) {
      request.log.error({ err: error }, 'server rendering failed; the page goes out unrendered');
      return null;
    }
  };
}
