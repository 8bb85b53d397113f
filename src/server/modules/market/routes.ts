import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import { marketEstimateQuerySchema, marketRangeSchema } from '../../../shared/schemas/market.ts';
import type { AppDeps } from '../../deps.ts';
import { estimateMarket, listingMarket } from './service.ts';

/** The market range of a listing, and of a car about to be listed (issue 17, docs/decisions/0029). */
export const marketRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/listings/:id/market',
      {
        schema: {
          params: listingIdSchema,
          response: {
            200: marketRangeSchema.describe(
              'Comparables and the band of their mileage-adjusted USD prices, or `estimate: null` with fewer than 5',
            ),
            ...errorReplies,
          },
        },
      },
      async (request) => listingMarket(deps.db, await request.actor(), request.params.id),
    );

    app.get(
      '/api/market/estimate',
      {
        schema: {
          querystring: marketEstimateQuerySchema,
          response: {
            200: marketRangeSchema.describe('Where this price would sit among the comparables of such a car'),
            ...errorReplies,
          },
        },
      },
      async (request) => estimateMarket(deps.db, request.query),
    );
  };
