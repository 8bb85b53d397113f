import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { z } from 'zod';
import { SEARCHED_AS_HEADER } from '../../../shared/domain/search.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { filtersOf, listingQuerySchema } from '../../../shared/schemas/listing-query.ts';
import {
  type ListingDetail,
  listingCreateSchema,
  listingDetailSchema,
  listingFacetsSchema,
  listingIdSchema,
  listingListSchema,
  listingPatchSchema,
  listingPriceSchema,
  listingStatusSchema,
  savedListingSchema,
  sellerAnalyticsSchema,
} from '../../../shared/schemas/listings.ts';
import { compareQuerySchema, compareSchema } from '../../../shared/schemas/watchlist.ts';
import type { AppDeps } from '../../deps.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { isServerRenderRequest } from '../../lib/server-render-request.ts';
import { type Actor, requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import { sellerAnalytics } from './analytics.ts';
import { CachedReply, queryKey } from './cache.ts';
import { compareListings, similarListings } from './discovery.ts';
import { createListing, deleteListing, updateListing } from './editing.ts';
import { changePrice } from './pricing.ts';
import { markSold } from './selling.ts';
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

/**
 * The reply's JSON through the route's reply schema, for the cache: a cached answer is sent as bytes and
 * would otherwise skip the schema, so it passes through it once, when it is made.
 */
const serialized = (reply: FastifyReply, data: unknown): string => reply.serialize(data) as string;

/**
 * The two replies every filter change asks for, each a new question, and the listing page's, the most
 * asked of all, through serializers compiled from their reply schemas: the same JSON, the same
 * properties only, a fifth of the time (decision 0044; a detail 70 µs through zod's).
 */
const listingPageJson = compiledSerializer(listingListSchema);
const facetsJson = compiledSerializer(listingFacetsSchema);
const listingDetailJson = compiledSerializer(listingDetailSchema);

/** JSON already written (by a compiled serializer, or cached): sent as it is, the route's serializer skipped. */
const sendJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);

function sendReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  const { encoding, payload } = cached.payloadFor(request.headers['accept-encoding']);
  reply.headers(cached.headers).header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return sendJson(reply, payload);
}

export const listingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const cache = deps.listingCache;
    /**
     * New questions (pages and facet counts the cache does not hold) are worked on SEARCH_CONCURRENCY at
     * a time, the others waiting in the order they came: a question's statements then run at the
     * database's full speed instead of sharing the cores with every other question at once, where a
     * costly one took as many times longer as there were questions beside it (at a million listings, 10
     * visitors: p99 251-380 -> 200-233 ms; decision 0063).
     */
    const newQuestions = pLimit(deps.config.searchConcurrency);

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
      const replies = cache.keptBy(cache.replies);
      const cached = () => (key ? replies.get(key) : undefined);
      const hit = cached();
      // The same question may have been answered while this one waited its turn.
      const answer = hit ?? (await newQuestions(async () => cached() ?? produce()));
      if (key && !hit) replies.set(key, answer);
      if (key && !request.headers.cookie) replies.set(`url:${request.url}`, answer);
      return sendReply(request, reply, answer);
    }

    app.get(
      '/api/listings',
      {
        schema: {
          querystring: listingQuerySchema,
          response: {
            200: listingListSchema.describe(
              'One page of listings; `X-Total-Count` (or `X-Total-Count-Estimate`) has the total, `Link` the next page, `X-Searched-As` the words as matched when some were taken for words they resemble',
            ),
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const actor = await request.actor();
        const filters = filtersOf(request.query);
        const isPublic = seesPublicView(actor, request.query.sellerId);
        const totalKey = isPublic ? queryKey('total', filters) : null;
        return publicOrFresh(request, reply, isPublic ? queryKey('list', request.query) : null, async () => {
          const totals = cache.keptBy(cache.totals);
          const known = totalKey ? totals.get(totalKey) : undefined;
          const page = await listListings(deps.db, actor, request.query, {
            total: known,
            wordTerms: cache.wordTerms,
            wordShares: cache.wordShares,
            estimates: cache.estimates,
            cards: cache.cards,
            wordRows: { cache: cache.wordRows, kept: cache.keptBy(cache.wordRows.rows) },
          });
          if (totalKey && known === undefined) totals.set(totalKey, page.total);
          // Exact totals as X-Total-Count; estimated ones under their own name, so no client takes one for the other.
          const headers: Record<string, string> = {
            [page.total.estimated ? 'x-total-count-estimate' : 'x-total-count']: String(page.total.count),
          };
          if (page.nextCursor) headers.link = nextLink(request.url, page.nextCursor);
          if (page.searchedAs) headers[SEARCHED_AS_HEADER] = encodeURIComponent(page.searchedAs);
          return new CachedReply(listingPageJson(page.items), headers);
        });
      },
    );

    app.get(
      '/api/listings/facets',
      {
        schema: {
          querystring: listingQuerySchema,
          response: { 200: listingFacetsSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const filters = filtersOf(request.query);
        const actor = await request.actor();
        const key = seesPublicView(actor, filters.sellerId) ? queryKey('facets', filters) : null;
        return publicOrFresh(
          request,
          reply,
          key,
          async () =>
            new CachedReply(
              facetsJson(
                await listingFacets(deps.db, actor, filters, {
                  cube: cache.facetCube,
                  wordTerms: cache.wordTerms,
                  wordShares: cache.wordShares,
                  facetSamples: cache.keptBy(cache.facetSamples),
                  wordRows: { cache: cache.wordRows, kept: cache.keptBy(cache.wordRows.rows) },
                }),
              ),
              {},
            ),
        );
      },
    );

    /**
     * A listing's page as `actor` may see it. The public page of an active listing comes from the cache
     * (the others, sold results, are read each time, as before); a page read again while its visitor
     * waited, its copy expired, was the detail's slowest 1% (p99 21-41 ms against a p50 of 1). Owners
     * and administrators always get the full, fresh record (with the rejection reason).
     */
    async function detailFor(actor: Actor | null, id: number): Promise<ListingDetail> {
      const seen = await cache.details
        .fetch(id, { allowStale: true, context: () => getListing(deps.db, null, id) })
        .catch(() => undefined);
      if (seen && !canSeeAllStatuses(actor, seen)) {
        if (seen.status !== 'active') cache.details.delete(id);
        return seen;
      }
      return getListing(deps.db, actor, id);
    }

    app.get(
      '/api/listings/:id',
      { schema: { params: listingIdSchema, response: { 200: listingDetailSchema, ...errorReplies } } },
      async (request, reply) => {
        const actor = await request.actor();
        const listing = await detailFor(actor, request.params.id);
        if (!isServerRenderRequest(request)) await countVisitorView(deps, request, reply, listing);
        return sendJson(reply, listingDetailJson(listing));
      },
    );

    app.get(
      '/api/listings/compare',
      {
        schema: {
          querystring: compareQuerySchema,
          response: {
            200: compareSchema.describe('The public listings asked for, in order'),
            ...errorReplies,
          },
        },
      },
      async (request, reply) =>
        publicOrFresh(
          request,
          reply,
          `compare?${request.query.ids.join(',')}`,
          async () =>
            new CachedReply(serialized(reply, await compareListings(deps.db, request.query.ids)), {}),
        ),
    );

    app.get(
      '/api/listings/:id/similar',
      {
        schema: {
          params: listingIdSchema,
          response: {
            200: listingListSchema.describe('Live listings like this one, nearest in price first'),
            ...errorReplies,
          },
        },
      },
      async (request, reply) =>
        publicOrFresh(
          request,
          reply,
          `similar?${request.params.id}`,
          async () =>
            new CachedReply(serialized(reply, await similarListings(deps.db, request.params.id)), {}),
        ),
    );

    app.patch(
      '/api/listings/:id/price',
      {
        config: SIGNED_IN,
        schema: {
          params: listingIdSchema,
          body: listingPriceSchema,
          response: { 200: listingDetailSchema, ...errorReplies },
        },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        await changePrice(deps, origin, request.params.id, request.body.price);
        return getListing(deps.db, origin.actor, request.params.id);
      },
    );

    app.patch(
      '/api/listings/:id/status',
      {
        config: SIGNED_IN,
        schema: {
          params: listingIdSchema,
          body: listingStatusSchema,
          response: {
            200: listingDetailSchema.describe('The listing as its seller now sees it (sold)'),
            ...errorReplies,
          },
        },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        await markSold(deps, origin, request.params.id, request.body);
        return getListing(deps.db, origin.actor, request.params.id);
      },
    );

    app.get(
      '/api/seller/analytics',
      { config: SIGNED_IN, schema: { response: { 200: sellerAnalyticsSchema, ...errorReplies } } },
      async (request) => sellerAnalytics(deps.db, (await requireActor(request)).id),
    );

    app.post(
      '/api/listings',
      {
        config: { auth: 'user', authMessage: CREATE_NEEDS_SIGN_IN },
        schema: { body: listingCreateSchema, response: { 201: savedListingSchema, ...errorReplies } },
      },
      async (request, reply) => {
        const origin = await requireOrigin(request, CREATE_NEEDS_SIGN_IN);
        assertEmailVerified(origin.actor, 'createListing');
        const created = await createListing(deps, origin, request.body);
        return reply
          .status(201)
          .send({ ...(await getListing(deps.db, origin.actor, created.id)), warnings: created.warnings });
      },
    );

    app.patch(
      '/api/listings/:id',
      {
        config: SIGNED_IN,
        schema: {
          params: listingIdSchema,
          body: listingPatchSchema,
          response: { 200: savedListingSchema, ...errorReplies },
        },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        const { warnings } = await updateListing(deps, origin, request.params.id, request.body);
        return { ...(await getListing(deps.db, origin.actor, request.params.id)), warnings };
      },
    );

    app.delete(
      '/api/listings/:id',
      {
        config: SIGNED_IN,
        schema: {
          params: listingIdSchema,
          response: { 204: z.undefined().describe('Deleted'), ...errorReplies },
        },
      },
      async (request, reply) => {
        await deleteListing(deps, await requireOrigin(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
