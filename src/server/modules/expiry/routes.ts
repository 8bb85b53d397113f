import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import { renewalSchema } from '../../../shared/schemas/plans.ts';
import type { AppDeps } from '../../deps.ts';
import { requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import { renewListing } from './service.ts';

export const expiryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/listings/:id/renew',
      {
        config: SIGNED_IN,
        schema: { params: listingIdSchema, response: { 200: renewalSchema, ...errorReplies } },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        assertEmailVerified(origin.actor, 'payFee');
        return renewListing(deps, origin, request.params.id);
      },
    );
  };
