import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingIdSchema, listingPatchSchema, listingQuerySchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../app.ts';
import { requireActor } from '../../plugins/session.ts';
import { ownedListing, replaceImageUrls } from '../photos/service.ts';
import { getListing, listingFacets, listListings, recordView, viewerKey } from './service.ts';

/** The next page's address: the same query with the new cursor. */
function nextLink(url: string, cursor: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('cursor', cursor);
  return `<${u.pathname}${u.search}>; rel="next"`;
}

export const listingsRoutes = (deps: AppDeps): FastifyPluginAsyncZod => async (app) => {
  app.get('/api/listings', { schema: { querystring: listingQuerySchema } }, async (request, reply) => {
    const page = await listListings(deps.db, await request.actor(), request.query);
    reply.header('x-total-count', String(page.total));
    if (page.nextCursor) reply.header('link', nextLink(request.url, page.nextCursor));
    return page.items;
  });

  app.get('/api/listings/facets', { schema: { querystring: listingQuerySchema } }, async (request) => {
    const { sort: _s, limit: _l, cursor: _c, ...filters } = request.query;
    return listingFacets(deps.db, await request.actor(), filters);
  });

  app.get('/api/listings/:id', { schema: { params: listingIdSchema } }, async (request) => {
    const actor = await request.actor();
    const listing = await getListing(deps.db, actor, request.params.id);
    const counted = await recordView(deps.db, listing, viewerKey(actor, request.ip, request.headers['user-agent']));
    return counted ? { ...listing, viewCount: listing.viewCount + 1 } : listing;
  });

  app.patch('/api/listings/:id', { schema: { params: listingIdSchema, body: listingPatchSchema } }, async (request) => {
    const actor = await requireActor(request);
    const listing = await ownedListing(deps.db, actor, request.params.id);
    const imageUrls = await replaceImageUrls(deps, listing.id, listing.imageUrls, request.body.imageUrls);
    return getListing(deps.db, actor, listing.id).then((l) => ({ ...l, imageUrls }));
  });
};
