import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionSchema,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  messageReplySchema,
  resetPasswordSchema,
  revokedSessionsReplySchema,
  sessionIdParamsSchema,
  verifyEmailSchema,
} from '../../../shared/schemas/account.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { cookiesFor, OWN_ACCOUNT, requireActor, requireOrigin, toHeaders } from '../../plugins/session.ts';
import { requestEmailChange } from './email-change.ts';
import { resendVerification, verifyEmail } from './email-verification.ts';
import { changePassword, forgotPassword, resetPassword } from './passwords.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

const origin = (request: FastifyRequest) => ({ ip: request.ip, headers: toHeaders(request) });

/** Nothing about an account's recovery is cached anywhere. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Account recovery and settings (docs/decisions/0024): better-auth's password reset, e-mail verification,
 * change of password and address and session list, behind our own endpoints like the sign-in.
 */
export const accountRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/forgot-password',
      { schema: { body: forgotPasswordSchema, response: { 200: messageReplySchema, ...errorReplies } } },
      async (request, reply) => {
        noStore(reply);
        return forgotPassword(deps, request.body, origin(request));
      },
    );

    app.post(
      '/api/auth/reset-password',
      { schema: { body: resetPasswordSchema, response: { 200: messageReplySchema, ...errorReplies } } },
      async (request, reply) => {
        noStore(reply);
        return resetPassword(deps, request.body);
      },
    );

    app.post(
      '/api/auth/verify-email',
      { schema: { body: verifyEmailSchema, response: { 200: messageReplySchema, ...errorReplies } } },
      async (request, reply) => {
        noStore(reply);
        return verifyEmail(deps, request.body.token, toHeaders(request));
      },
    );

    app.post(
      '/api/auth/resend-verification',
      { config: OWN_ACCOUNT, schema: { response: { 200: messageReplySchema, ...errorReplies } } },
      async (request) => resendVerification(deps, (await requireOrigin(request)).actor),
    );

    app.post(
      '/api/auth/change-password',
      {
        config: OWN_ACCOUNT,
        schema: { body: changePasswordSchema, response: { 200: messageReplySchema, ...errorReplies } },
      },
      async (request, reply) => {
        const { actor } = await requireOrigin(request);
        const result = await changePassword(deps, actor, origin(request), request.body);
        noStore(reply).header('set-cookie', cookiesFor(request, result.setCookie));
        return result.body;
      },
    );

    app.post(
      '/api/auth/change-email',
      {
        config: OWN_ACCOUNT,
        schema: { body: changeEmailSchema, response: { 200: messageReplySchema, ...errorReplies } },
      },
      async (request) =>
        requestEmailChange(
          deps,
          (await requireOrigin(request)).actor,
          origin(request),
          request.body.newEmail,
        ),
    );

    app.get(
      '/api/auth/sessions',
      {
        config: OWN_ACCOUNT,
        schema: { response: { 200: z.array(accountSessionSchema), ...errorReplies } },
      },
      async (request, reply) => {
        noStore(reply);
        return listSessions(deps.db, await requireActor(request));
      },
    );

    app.delete(
      '/api/auth/sessions/:id',
      {
        config: OWN_ACCOUNT,
        schema: {
          params: sessionIdParamsSchema,
          response: { 204: z.undefined().describe('Signed out'), ...errorReplies },
        },
      },
      async (request, reply) => {
        const { actor } = await requireOrigin(request);
        await revokeSession(deps, actor, toHeaders(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.delete(
      '/api/auth/sessions',
      {
        config: OWN_ACCOUNT,
        schema: { response: { 200: revokedSessionsReplySchema, ...errorReplies } },
      },
      async (request) => ({
        revoked: await revokeOtherSessions(deps, (await requireOrigin(request)).actor, toHeaders(request)),
      }),
    );
  };
