import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/schemas/two-factor.ts';
import { meSchema } from '../../../shared/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { OWN_ACCOUNT, requireOrigin } from '../../plugins/session.ts';
import { origin, sendWithCookies } from './routes.ts';
import { completeSignIn, confirmTwoFactor, disableTwoFactor, enableTwoFactor } from './two-factor.ts';

/** Two-factor sign-in: setting it up, turning it off, and the code step of signing in. */
export const twoFactorRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/two-factor/enable',
      {
        config: OWN_ACCOUNT,
        schema: {
          body: twoFactorPasswordSchema,
          response: { 200: twoFactorSetupSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const { actor } = await requireOrigin(request);
        reply.header('cache-control', 'no-store');
        return enableTwoFactor(deps, origin(request), actor, request.body.password);
      },
    );

    app.post(
      '/api/auth/two-factor/verify',
      {
        config: OWN_ACCOUNT,
        schema: { body: twoFactorCodeSchema, response: { 200: twoFactorStatusSchema, ...errorReplies } },
      },
      async (request, reply) => {
        const { actor } = await requireOrigin(request);
        return sendWithCookies(
          reply,
          200,
          await confirmTwoFactor(deps, origin(request), actor, request.body.code),
        );
      },
    );

    app.post(
      '/api/auth/two-factor/disable',
      {
        config: OWN_ACCOUNT,
        schema: {
          body: twoFactorPasswordSchema,
          response: { 200: twoFactorStatusSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const { actor } = await requireOrigin(request);
        return sendWithCookies(
          reply,
          200,
          await disableTwoFactor(deps, origin(request), actor, request.body.password),
        );
      },
    );

    /** The second step of POST /api/auth/login when it answered `twoFactorRequired`. */
    app.post(
      '/api/auth/two-factor',
      {
        schema: {
          body: twoFactorCodeSchema,
          response: { 200: z.object({ user: meSchema }), ...errorReplies },
        },
      },
      async (request, reply) =>
        sendWithCookies(reply, 200, await completeSignIn(deps, origin(request), request.body.code)),
    );
  };
