import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { userIdParamSchema } from '../../../shared/schemas/inquiries.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import {
  heldRatingsReplySchema,
  ratingDecisionReplySchema,
  ratingEligibilitySchema,
  ratingIdParamSchema,
  ratingInputSchema,
  ratingRemoveInputSchema,
  ratingReplySchema,
  ratingSummarySchema,
  removedRatingsReplySchema,
} from '../../../shared/schemas/ratings.ts';
import type { AppDeps } from '../../deps.ts';
import {
  ADMIN_ONLY,
  requireActor,
  requireAdminOrigin,
  requireOrigin,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { decideRating, heldRatings, removedRatingsOf } from './moderation.ts';
import { rateSeller, ratingEligibility, sellerRatingSummary } from './service.ts';

export const ratingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ratings/seller/:sellerId',
      {
        schema: {
          params: userIdParamSchema('sellerId'),
          response: { 200: ratingSummarySchema, ...errorReplies },
        },
      },
      async (request) => sellerRatingSummary(deps.db, request.params.sellerId),
    );

    app.get(
      '/api/ratings/eligibility/:id',
      {
        config: SIGNED_IN,
        schema: { params: listingIdSchema, response: { 200: ratingEligibilitySchema, ...errorReplies } },
      },
      async (request) => ratingEligibility(deps.db, await requireActor(request), request.params.id),
    );

    app.post(
      '/api/ratings',
      {
        config: SIGNED_IN,
        schema: { body: ratingInputSchema, response: { 201: ratingReplySchema, ...errorReplies } },
      },
      async (request, reply) => {
        const rating = await rateSeller(deps, await requireOrigin(request), request.body);
        return reply.status(201).send(rating);
      },
    );

    /** The signed-in seller's ratings that administrators removed, each with its reason. */
    app.get(
      '/api/ratings/removed',
      { config: SIGNED_IN, schema: { response: { 200: removedRatingsReplySchema, ...errorReplies } } },
      async (request) => removedRatingsOf(deps.db, (await requireActor(request)).id),
    );

    app.get(
      '/api/admin/ratings/held',
      { config: ADMIN_ONLY, schema: { response: { 200: heldRatingsReplySchema, ...errorReplies } } },
      async () => heldRatings(deps.db),
    );

    app.post(
      '/api/admin/ratings/:id/release',
      {
        config: ADMIN_ONLY,
        schema: {
          params: ratingIdParamSchema,
          response: { 200: ratingDecisionReplySchema, ...errorReplies },
        },
      },
      async (request) => {
        return decideRating(deps, await requireAdminOrigin(request), request.params.id, {
          action: 'release',
        });
      },
    );

    app.post(
      '/api/admin/ratings/:id/remove',
      {
        config: ADMIN_ONLY,
        schema: {
          params: ratingIdParamSchema,
          body: ratingRemoveInputSchema,
          response: { 200: ratingDecisionReplySchema, ...errorReplies },
        },
      },
      async (request) => {
        return decideRating(deps, await requireAdminOrigin(request), request.params.id, {
          action: 'remove',
          reason: request.body.reason,
        });
      },
    );
  };
