import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  watchBodySchema,
  watchedIdsSchema,
  watchlistQuerySchema,
  watchlistSchema,
  watchParamsSchema,
  watchSchema,
} from '../../../shared/schemas/watchlist.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireOrigin } from '../../plugins/session.ts';
import { unwatch, watch, watchedIds, watchedListings } from './service.ts';

const NEEDS_SIGN_IN = 'Authentication required: Please sign in to keep a watchlist.';

/** The signed-in account's watchlist: only ever its own. */
export const watchlistRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { auth: 'user', authMessage: NEEDS_SIGN_IN } as const;

    app.get(
      '/api/watchlist',
      {
        config: signedIn,
        schema: {
          querystring: watchlistQuerySchema,
          response: {
            200: watchlistSchema.describe(
              'One page, newest watch first; `Link` (rel="next") has the next page',
            ),
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(request, NEEDS_SIGN_IN);
        const page = await watchedListings(deps.db, actor, request.query);
        if (page.nextCursor) {
          const next = new URLSearchParams({ limit: String(request.query.limit), cursor: page.nextCursor });
          reply.header('link', `</api/watchlist?${next}>; rel="next"`);
        }
        return page.items;
      },
    );

    app.get(
      '/api/watchlist/ids',
      { config: signedIn, schema: { response: { 200: watchedIdsSchema, ...errorReplies } } },
      async (request) => ({
        listingIds: await watchedIds(deps.db, await requireActor(request, NEEDS_SIGN_IN)),
      }),
    );

    app.post(
      '/api/watchlist',
      {
        config: signedIn,
        schema: { body: watchBodySchema, response: { 200: watchSchema, ...errorReplies } },
      },
      async (request) => watch(deps, await requireOrigin(request, NEEDS_SIGN_IN), request.body.listingId),
    );

    app.delete(
      '/api/watchlist/:listingId',
      {
        config: signedIn,
        schema: {
          params: watchParamsSchema,
          response: { 204: z.undefined().describe('No longer watched'), ...errorReplies },
        },
      },
      async (request, reply) => {
        await unwatch(deps, await requireOrigin(request, NEEDS_SIGN_IN), request.params.listingId);
        return reply.status(204).send();
      },
    );
  };
