import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '../../../shared/constants.ts';
import { GALLERY_MAIN_SIZES, isVariantUrl, photoSrcSet } from '../../../shared/photos.ts';
import { textBody } from '../../../shared/schemas/common.ts';
import { errorBodySchema, errorReplies } from '../../../shared/schemas/errors.ts';
import { listings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { storefrontsForSitemap } from '../dealers/sitemap.ts';
import { getStorefront } from '../dealers/storefront.ts';
import { CachedReply } from '../listings/cache.ts';
import { getListing } from '../listings/service.ts';
import { countVisitorView } from '../listings/views.ts';
import { publicListing } from '../listings/visibility.ts';
import {
  type ClientManifest,
  fetchPreloadTag,
  imagePreloadTag,
  injectHeadTags,
  modulePreloadTags,
  type PageModule,
  pageModuleFiles,
} from './client-assets.ts';
import { injectMeta, listingPageMeta, sitePageMeta, storefrontPageMeta } from './page-meta.ts';
import { createServerRenderer } from './server-render.ts';

const SITEMAP_LIMIT = 50_000;

const htmlPage = (description: string) => textBody('text/html', description);
/** A page that does not exist: the app's page (it shows 'not found') with a 404 status for crawlers. */
const pageNotFound = {
  description: 'Not found: the page, or JSON when the client is not built',
  content: {
    'text/html': { schema: z.string() },
    'application/json': { schema: errorBodySchema },
  },
};

/** A file of the client build, read again when a new build replaces it (no restart needed). */
function buildFile<T>(file: string, parse: (text: string) => T): () => Promise<T> {
  let cached: { mtimeMs: number; value: Promise<T> } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const value = readFile(file, 'utf8').then(parse);
      cached = { mtimeMs, value };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** Sends a page, compressed when the browser accepts it. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const { encoding, payload } = new CachedReply(html, {}).payloadFor(request.headers['accept-encoding']);
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/**
 * The home, browse and listing pages: their meta tags for search engines and link previews, and the page
 * itself rendered on the server (server-render.ts), readable before any script has run.
 */
export const seoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Absolute links come from configuration, never from the request's Host, which anyone can forge and
    // which these pages would carry to crawlers and link previews (docs/decisions/0021).
    const origin = deps.siteUrl;
    const template = buildFile(path.join(deps.config.clientDir, 'index.html'), (text) => text);
    /** The built client's page, or null when there is none (no build): those pages then answer 404. */
    const pageTemplate = (): Promise<string | null> => template().catch(() => null);
    const readManifest = buildFile(
      path.join(deps.config.clientDir, '.vite/manifest.json'),
      (text) => JSON.parse(text) as ClientManifest,
    );
    const renderInto = createServerRenderer(app, deps.config.serverRendererFile, deps.listingCache);
    /** The page's module preloads; none without a manifest (a client built without one, or none). */
    const preloads = async (page: PageModule): Promise<string[]> => {
      const manifest = await readManifest().catch(() => null);
      return manifest ? modulePreloadTags(pageModuleFiles(manifest, page)) : [];
    };
    /**
     * The page, server-rendered when the renderer is there; `headTags` go into either. A rendered page
     * shows before its code runs, and fetches that code once it has painted (src/client/boot.ts): named
     * up front, the code would share the connection with the styles, fonts and first image the page
     * paints with. An unrendered page shows nothing without its code, so it names that code, and
     * `unrenderedTags`, for the browser to fetch alongside the entry instead of after it.
     */
    const pageHtml = async (
      request: FastifyRequest,
      html: string,
      page: PageModule,
      headTags: string[],
      unrenderedTags: string[] = [],
    ): Promise<{ html: string; rendered: boolean }> => {
      const rendered = await renderInto(request, injectHeadTags(html, headTags), page);
      if (rendered !== null) return { html: rendered, rendered: true };
      const tags = [...headTags, ...(await preloads(page)), ...unrenderedTags];
      return { html: injectHeadTags(html, tags), rendered: false };
    };

    for (const [url, page] of [
      ['/', 'home'],
      ['/listings', 'listings'],
      ['/results', 'results'],
    ] as const) {
      app.get(
        url,
        {
          schema: {
            response: {
              200: htmlPage('The page, rendered on the server when the renderer is built'),
              404: pageNotFound,
              ...errorReplies,
            },
          },
        },
        async (request, reply) => {
          const html = await pageTemplate();
          if (html === null) return reply.status(404).send({ message: 'Not found' });
          const meta = sitePageMeta(page, origin, BRAND_NAME);
          const sent = await pageHtml(request, injectMeta(html, meta), page, []);
          return sendHtml(request, reply, 200, sent.html);
        },
      );
    }

    app.get(
      '/robots.txt',
      { schema: { response: { 200: textBody('text/plain', 'Rules for crawlers'), ...errorReplies } } },
      async (_request, reply) =>
        reply
          .type('text/plain')
          .send(
            `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /messages\n\nSitemap: ${origin}/sitemap.xml\n`,
          ),
    );

    app.get(
      '/sitemap.xml',
      {
        schema: {
          response: {
            200: textBody('application/xml', 'The public pages, active listings included'),
            ...errorReplies,
          },
        },
      },
      async (_request, reply) => {
        const rows = await deps.db
          .select({ id: listings.id, updatedAt: listings.updatedAt })
          .from(listings)
          .where(publicListing())
          .orderBy(desc(listings.updatedAt))
          .limit(SITEMAP_LIMIT);
        const urls = [
          `<url><loc>${origin}/</loc></url>`,
          `<url><loc>${origin}/listings</loc></url>`,
          `<url><loc>${origin}/results</loc></url>`,
          ...rows.map(
            (r) =>
              `<url><loc>${origin}/listing/${r.id}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
          ),
          ...(await storefrontsForSitemap(deps.db)).map(
            (d) =>
              `<url><loc>${origin}/dealer/${d.id}</loc><lastmod>${d.updatedAt.toISOString()}</lastmod></url>`,
          ),
        ];
        return reply
          .type('application/xml')
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
          );
      },
    );

    app.get(
      '/listing/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(20) }),
          response: {
            200: htmlPage('The listing page, rendered on the server when the renderer is built'),
            404: pageNotFound,
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const html = await pageTemplate();
        if (html === null) return reply.status(404).send({ message: 'Not found' });
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
        if (id === null) return sendHtml(request, reply, 404, html);
        try {
          const listing = await getListing(deps.db, null, id);
          const cover = listing.imageUrls[0];
          // The gallery's first photo, the largest paint, is fetched first.
          const tags: string[] = [];
          if (cover && isVariantUrl(cover)) {
            tags.push(
              imagePreloadTag({
                srcset: photoSrcSet(cover, 'avif'),
                sizes: GALLERY_MAIN_SIZES,
                type: 'image/avif',
              }),
            );
          }
          const page = injectMeta(html, listingPageMeta(listing, origin, BRAND_NAME));
          // Unrendered, the page's first request (the client's useListingDetail) starts with the code.
          const sent = await pageHtml(request, page, 'listing', tags, [
            fetchPreloadTag(`/api/listings/${listing.id}`),
          ]);
          // Rendered, the browser will not ask the API for this listing: the page's own request is the view.
          if (sent.rendered) await countVisitorView(deps, request, reply, listing);
          return sendHtml(request, reply, 200, sent.html);
        } catch (e) {
          // Unknown or not public: the client shows 'Vehicle Not Found'; crawlers get the 404 status.
          if (e instanceof AppError && e.statusCode === 404) return sendHtml(request, reply, 404, html);
          throw e;
        }
      },
    );
    app.get(
      '/dealer/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(40) }),
          response: {
            200: htmlPage("A dealer's storefront, rendered on the server when the renderer is built"),
            404: pageNotFound,
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const html = await pageTemplate();
        if (html === null) return reply.status(404).send({ message: 'Not found' });
        const id = request.params.id;
        if (!z.uuid().safeParse(id).success) return sendHtml(request, reply, 404, html);
        try {
          const dealer = await getStorefront(deps.db, null, id);
          const page = injectMeta(html, storefrontPageMeta(dealer, origin, BRAND_NAME));
          const sent = await pageHtml(request, page, 'dealer', [], [fetchPreloadTag(`/api/dealers/${id}`)]);
          return sendHtml(request, reply, 200, sent.html);
        } catch (e) {
          // Not a dealer (or suspended): the client shows 'not found'; crawlers get the 404 status.
          if (e instanceof AppError && e.statusCode === 404) return sendHtml(request, reply, 404, html);
          throw e;
        }
      },
    );
  };
