import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { listingListSchema } from '../../../shared/schemas/listings.ts';
import { mySubscriptionSchema, planListSchema, subscribeSchema } from '../../../shared/schemas/plans.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { featuredListings } from './featured.ts';
import { cancelSubscription, mySubscription, plansReply, subscribe } from './service.ts';

export const plansRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans',
      {
        schema: {
          response: { 200: planListSchema.describe('The dealer plans, cheapest first'), ...errorReplies },
        },
      },
      async () => plansReply(),
    );

    app.get(
      '/api/plans/mine',
      { config: SIGNED_IN, schema: { response: { 200: mySubscriptionSchema, ...errorReplies } } },
      async (request) => mySubscription(deps.db, await requireActor(request)),
    );

    app.post(
      '/api/plans/subscribe',
      {
        config: SIGNED_IN,
        schema: { body: subscribeSchema, response: { 200: mySubscriptionSchema, ...errorReplies } },
      },
      async (request) => subscribe(deps, await requireOrigin(request), request.body.plan),
    );

    app.post(
      '/api/plans/cancel',
      { config: SIGNED_IN, schema: { response: { 200: mySubscriptionSchema, ...errorReplies } } },
      async (request) => cancelSubscription(deps, await requireOrigin(request)),
    );

    app.get(
      '/api/listings/featured',
      {
        schema: {
          response: {
            200: listingListSchema.describe("This hour's featured listings for the home page"),
            ...errorReplies,
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return featuredListings(deps.db);
      },
    );
  };
