import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginReplySchema,
  loginSchema,
  registerReplySchema,
  registerSchema,
} from '../../../shared/schemas/auth.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { sessionReplySchema } from '../../../shared/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { cookiesFor, toHeaders } from '../../plugins/session.ts';
import { getMe } from '../users/service.ts';
import { login, logout, register, type WithCookies } from './service.ts';

export const origin = (request: FastifyRequest) => ({ ip: request.ip, headers: toHeaders(request) });

/** Sends a reply that sets or clears cookies (sessions, the two-factor step); never cached. */
export function sendWithCookies<T>(reply: FastifyReply, status: number, result: WithCookies<T>) {
  if (result.setCookie.length > 0) reply.header('set-cookie', cookiesFor(reply.request, result.setCookie));
  reply.header('cache-control', 'no-store');
  return status === 204 ? reply.status(204).send() : reply.status(status).send(result.body);
}

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/register',
      { schema: { body: registerSchema, response: { 201: registerReplySchema, ...errorReplies } } },
      async (request, reply) =>
        sendWithCookies(reply, 201, await register(deps, request.body, origin(request))),
    );

    app.post(
      '/api/auth/login',
      { schema: { body: loginSchema, response: { 200: loginReplySchema, ...errorReplies } } },
      async (request, reply) => sendWithCookies(reply, 200, await login(deps, request.body, origin(request))),
    );

    app.post(
      '/api/auth/logout',
      { schema: { response: { 204: z.undefined().describe('Signed out'), ...errorReplies } } },
      async (request, reply) =>
        sendWithCookies(reply, 204, await logout(deps, origin(request), await request.actor())),
    );

    /**
     * Who is signed in, if anyone: `{ user }`, null for a visitor. The client asks this on every page
     * load; being signed out is an answer here, not the 401 of GET /api/users/me (which browsers log
     * as a failed request on every visitor's page).
     */
    app.get(
      '/api/auth/session',
      { schema: { response: { 200: sessionReplySchema, ...errorReplies } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const actor = await request.actor();
        if (!actor) return { user: null };
        try {
          return { user: await getMe(deps.db, actor.id) };
        } catch (e) {
          if (e instanceof AppError && e.statusCode === 401) return { user: null };
          throw e;
        }
      },
    );
  };
