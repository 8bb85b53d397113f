import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParamSchema } from '../../../shared/schemas/inquiries.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import { ratingInputSchema } from '../../../shared/schemas/ratings.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';
import { rateSeller, ratingEligibility, sellerRatingSummary } from './service.ts';

export const ratingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ratings/seller/:sellerId',
      { schema: { params: userIdParamSchema('sellerId') } },
      async (request) => sellerRatingSummary(deps.db, request.params.sellerId),
    );

    app.get(
      '/api/ratings/eligibility/:id',
      { config: SIGNED_IN, schema: { params: listingIdSchema } },
      async (request) => ratingEligibility(deps.db, await requireActor(request), request.params.id),
    );

    app.post(
      '/api/ratings',
      { config: SIGNED_IN, schema: { body: ratingInputSchema } },
      async (request, reply) => {
        const rating = await rateSeller(deps.db, await requireActor(request), request.body);
        // The seller's rating summary is part of their public listing pages.
        deps.listingCache.invalidate();
        return reply.status(201).send(rating);
      },
    );
  };
