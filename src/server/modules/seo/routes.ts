import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_NAME } from '../../../shared/constants.ts';
import type { AppDeps } from '../../app.ts';
import { listings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getListing } from '../listings/service.ts';
import { injectMeta, listingPageMeta } from './page-meta.ts';

const SITEMAP_LIMIT = 50_000;

/** Pages search engines and link previews read without running JavaScript. */
export const seoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const origin = (request: { protocol: string; host: string }) =>
      deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
    let indexHtml: Promise<string> | undefined;
    const template = () => {
      indexHtml ??= readFile(path.join(deps.config.clientDir, 'index.html'), 'utf8');
      return indexHtml.catch((e) => {
        indexHtml = undefined;
        throw e;
      });
    };

    app.get('/robots.txt', async (request, reply) =>
      reply
        .type('text/plain')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /messages\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
        ),
    );

    app.get('/sitemap.xml', async (request, reply) => {
      const rows = await deps.db
        .select({ id: listings.id, updatedAt: listings.updatedAt })
        .from(listings)
        .where(eq(listings.status, 'active'))
        .orderBy(desc(listings.updatedAt))
        .limit(SITEMAP_LIMIT);
      const base = origin(request);
      const urls = [
        `<url><loc>${base}/</loc></url>`,
        `<url><loc>${base}/listings</loc></url>`,
        ...rows.map(
          (r) =>
            `<url><loc>${base}/listing/${r.id}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      return reply
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    });

    app.get(
      '/listing/:id',
      { schema: { params: z.object({ id: z.string().max(20) }) } },
      async (request, reply) => {
        let html: string;
        try {
          html = await template();
        } catch {
          return reply.status(404).send({ message: 'Not found' });
        }
        reply.type('text/html').header('cache-control', 'no-cache');
        const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
        if (id === null) return reply.status(404).send(html);
        try {
          const listing = await getListing(deps.db, null, id);
          return reply.send(injectMeta(html, listingPageMeta(listing, origin(request), BRAND_NAME)));
        } catch (e) {
          // Unknown or not public: the client shows 'Vehicle Not Found'; crawlers get the 404 status.
          if (e instanceof AppError && e.statusCode === 404) return reply.status(404).send(html);
          throw e;
        }
      },
    );
  };
