import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ListingFilters,
  type ListingQuery,
  listingCreateSchema,
  listingIdSchema,
  listingPatchSchema,
  listingQuerySchema,
} from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { isServerRenderRequest } from '../../lib/server-render-request.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';
import { sellerAnalytics } from './analytics.ts';
import { CachedReply } from './cache.ts';
import { createListing, deleteListing, updateListing } from './editing.ts';
import { getListing, listingFacets, listListings } from './service.ts';
import { countVisitorView } from './views.ts';
import { canSeeAllStatuses, seesPublicView } from './visibility.ts';

const CREATE_NEEDS_SIGN_IN = 'Authentication required: Please sign in to create a listing.';

/** The next page's address: the same query with the new cursor. */
function nextLink(url: string, cursor: string): string {
  const u = new URL(url, 'http://x');
  u.searchParams.set('cursor', cursor);
  return `<${u.pathname}${u.search}>; rel="next"`;
}

/** What a listing query asks for, without how the answer is sorted and paged. */
function filtersOf({
  sort: _sort,
  limit: _limit,
  cursor: _cursor,
  ...filters
}: ListingQuery): ListingFilters {
  return filters;
}

/** A stable cache key for a parsed query: the same question asked in any parameter order. */
const queryKey = (route: string, query: object): string =>
  `${route}?${JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )}`;

function sendReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  const { encoding, payload } = cached.payloadFor(request.headers['accept-encoding']);
  reply.headers(cached.headers).header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

export const listingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = deps.listingCache;

    /**
     * A visitor without a session asking exactly what was asked before gets the cached reply straight
     * away, before validation and routing: the address alone decides the answer.
     */
    app.addHook('onRequest', (request, reply, done) => {
      const hit =
        request.method === 'GET' && !request.headers.cookie && cache.replies.get(`url:${request.url}`);
      if (hit) sendReply(request, reply, hit);
      else done();
    });

    /** Answers from the public cache when the actor sees the public view; fills it otherwise. */
    async function publicOrFresh(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string | null,
      produce: () => Promise<CachedReply>,
    ) {
      const hit = key ? cache.replies.get(key) : undefined;
      const answer = hit ?? (await produce());
      if (key && !hit) cache.replies.set(key, answer);
      if (key && !request.headers.cookie) cache.replies.set(`url:${request.url}`, answer);
      return sendReply(request, reply, answer);
    }

    app.get('/api/listings', { schema: { querystring: listingQuerySchema } }, async (request, reply) => {
      const actor = await request.actor();
      const filters = filtersOf(request.query);
      const isPublic = seesPublicView(actor, request.query.sellerId);
      const totalKey = isPublic ? queryKey('total', filters) : null;
      return publicOrFresh(request, reply, isPublic ? queryKey('list', request.query) : null, async () => {
        const known = totalKey ? cache.totals.get(totalKey) : undefined;
        const page = await listListings(deps.db, actor, request.query, known);
        if (totalKey && known === undefined) cache.totals.set(totalKey, page.total);
        // Exact totals as X-Total-Count; estimated ones under their own name, so no client takes one for the other.
        const headers: Record<string, string> = {
          [page.total.estimated ? 'x-total-count-estimate' : 'x-total-count']: String(page.total.count),
        };
        if (page.nextCursor) headers.link = nextLink(request.url, page.nextCursor);
        return new CachedReply(JSON.stringify(page.items), headers);
      });
    });

    app.get(
      '/api/listings/facets',
      { schema: { querystring: listingQuerySchema } },
      async (request, reply) => {
        const filters = filtersOf(request.query);
        const actor = await request.actor();
        const key = seesPublicView(actor, filters.sellerId) ? queryKey('facets', filters) : null;
        return publicOrFresh(
          request,
          reply,
          key,
          async () => new CachedReply(JSON.stringify(await listingFacets(deps.db, actor, filters)), {}),
        );
      },
    );

    app.get('/api/listings/:id', { schema: { params: listingIdSchema } }, async (request) => {
      const actor = await request.actor();
      const id = request.params.id;
      let listing = cache.details.get(id);
      // Owners and administrators always get the full, fresh record (with the rejection reason).
      if (!listing || canSeeAllStatuses(actor, listing)) {
        listing = await getListing(deps.db, actor, id);
        if (listing.status === 'active' && !canSeeAllStatuses(actor, listing)) cache.details.set(id, listing);
      }
      if (!isServerRenderRequest(request)) await countVisitorView(deps, request, listing);
      return listing;
    });

    app.get('/api/seller/analytics', { config: SIGNED_IN }, async (request) =>
      sellerAnalytics(deps.db, (await requireActor(request)).id),
    );

    app.post(
      '/api/listings',
      { config: { auth: 'user', authMessage: CREATE_NEEDS_SIGN_IN }, schema: { body: listingCreateSchema } },
      async (request, reply) => {
        const actor = await requireActor(request);
        const created = await createListing(deps.db, actor, request.body);
        cache.invalidate();
        return reply
          .status(201)
          .send({ ...(await getListing(deps.db, actor, created.id)), warnings: created.warnings });
      },
    );

    app.patch(
      '/api/listings/:id',
      { config: SIGNED_IN, schema: { params: listingIdSchema, body: listingPatchSchema } },
      async (request) => {
        const actor = await requireActor(request);
        const { warnings } = await updateListing(deps, actor, request.params.id, request.body);
        cache.invalidate();
        return { ...(await getListing(deps.db, actor, request.params.id)), warnings };
      },
    );

    app.delete(
      '/api/listings/:id',
      { config: SIGNED_IN, schema: { params: listingIdSchema } },
      async (request, reply) => {
        const actor = await requireActor(request);
        await deleteListing(deps, actor, request.params.id, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        cache.invalidate();
        return reply.status(204).send();
      },
    );
  };
