import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  adminSupportThreadSchema,
  supportInboxSchema,
  supportMessageBodySchema,
  supportMessageSchema,
  supportReadSchema,
  supportThreadPageSchema,
  supportThreadParamsSchema,
  supportThreadQuerySchema,
} from '../../../shared/schemas/support.ts';
import type { AppDeps } from '../../deps.ts';
import {
  ADMIN_ONLY,
  OWN_ACCOUNT,
  requireActor,
  requireAdmin,
  requireAdminOrigin,
  requireOrigin,
} from '../../plugins/session.ts';
import {
  customerThread,
  markCustomerThreadRead,
  markOwnThreadRead,
  ownThread,
  postOwnMessage,
  replyToCustomer,
  type SupportDeps,
  supportInbox,
} from './service.ts';

const NEEDS_SIGN_IN = 'Authentication required: Please sign in to chat with our team.';

/**
 * The live chat with the support team: the signed-in account's own thread (a dealer awaiting verification
 * too), and the administrators' inbox of every thread.
 */
export const supportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const support: SupportDeps = { ...deps, supportEmail: deps.config.supportEmail };
    const own = { ...OWN_ACCOUNT, authMessage: NEEDS_SIGN_IN } as const;

    app.get(
      '/api/support/messages',
      {
        config: own,
        schema: {
          querystring: supportThreadQuerySchema,
          response: {
            200: supportThreadPageSchema.describe('The newest messages of one’s thread'),
            ...errorReplies,
          },
        },
      },
      async (request) => ownThread(deps.db, await requireActor(request, NEEDS_SIGN_IN), request.query),
    );

    app.post(
      '/api/support/messages',
      {
        config: own,
        schema: {
          body: supportMessageBodySchema,
          response: { 201: supportMessageSchema.describe('The message, sent'), ...errorReplies },
        },
      },
      async (request, reply) => {
        const message = await postOwnMessage(
          support,
          await requireOrigin(request, NEEDS_SIGN_IN),
          request.body.body,
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      '/api/support/read',
      {
        config: own,
        schema: {
          response: { 200: supportReadSchema.describe('The team’s replies marked read'), ...errorReplies },
        },
      },
      async (request) => markOwnThreadRead(support, await requireActor(request, NEEDS_SIGN_IN)),
    );

    app.get(
      '/api/admin/support/threads',
      {
        config: ADMIN_ONLY,
        schema: {
          querystring: supportThreadQuerySchema,
          response: { 200: supportInboxSchema.describe('Threads, newest activity first'), ...errorReplies },
        },
      },
      async (request) => supportInbox(deps.db, await requireAdmin(request), request.query),
    );

    app.get(
      '/api/admin/support/threads/:userId',
      {
        config: ADMIN_ONLY,
        schema: {
          params: supportThreadParamsSchema,
          querystring: supportThreadQuerySchema,
          response: { 200: adminSupportThreadSchema, ...errorReplies },
        },
      },
      async (request) =>
        customerThread(deps.db, await requireAdmin(request), request.params.userId, request.query),
    );

    app.post(
      '/api/admin/support/threads/:userId/messages',
      {
        config: ADMIN_ONLY,
        schema: {
          params: supportThreadParamsSchema,
          body: supportMessageBodySchema,
          response: { 201: supportMessageSchema.describe('The reply, sent'), ...errorReplies },
        },
      },
      async (request, reply) => {
        const message = await replyToCustomer(
          support,
          await requireAdminOrigin(request),
          request.params.userId,
          request.body.body,
        );
        return reply.status(201).send(message);
      },
    );

    app.post(
      '/api/admin/support/threads/:userId/read',
      {
        config: ADMIN_ONLY,
        schema: {
          params: supportThreadParamsSchema,
          response: {
            200: supportReadSchema.describe('The customer’s messages marked read'),
            ...errorReplies,
          },
        },
      },
      async (request) => markCustomerThreadRead(support, await requireAdmin(request), request.params.userId),
    );
  };
