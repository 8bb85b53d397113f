import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  savedSearchIdParams,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  savedSearchSchema,
  unsubscribeQuerySchema,
  unsubscribeReplySchema,
} from '../../../shared/schemas/saved-searches.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  unsubscribe,
  updateSavedSearch,
} from './service.ts';

export const savedSearchesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: a mail provider's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form.
    // The body means nothing beyond that (the token in the address says what to stop); in this module only.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      '/api/saved-searches',
      { config: SIGNED_IN, schema: { response: { 200: savedSearchListSchema, ...errorReplies } } },
      async (request) => listSavedSearches(deps.db, await requireActor(request)),
    );

    app.post(
      '/api/saved-searches',
      {
        config: SIGNED_IN,
        schema: { body: savedSearchInputSchema, response: { 201: savedSearchSchema, ...errorReplies } },
      },
      async (request, reply) => {
        const saved = await createSavedSearch(deps, await requireOrigin(request), request.body);
        return reply.status(201).send(saved);
      },
    );

    app.patch(
      '/api/saved-searches/:id',
      {
        config: SIGNED_IN,
        schema: {
          params: savedSearchIdParams,
          body: savedSearchPatchSchema,
          response: { 200: savedSearchSchema, ...errorReplies },
        },
      },
      async (request) =>
        updateSavedSearch(deps, await requireOrigin(request), request.params.id, request.body),
    );

    app.delete(
      '/api/saved-searches/:id',
      {
        config: SIGNED_IN,
        schema: { params: savedSearchIdParams, response: { 200: successSchema, ...errorReplies } },
      },
      async (request) => {
        await deleteSavedSearch(deps, await requireOrigin(request), request.params.id);
        return { success: true as const };
      },
    );

    /** One-click (RFC 8058) and the /unsubscribe page: no session, the signed token is the proof. */
    app.post(
      '/api/saved-searches/unsubscribe',
      {
        config: { crossSiteAllowed: true },
        schema: {
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeReplySchema, ...errorReplies },
        },
      },
      async (request) => unsubscribe(deps.db, deps.cookieSecret, request.query.token),
    );
  };
