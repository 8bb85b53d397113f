import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { healthSchema, healthUnavailableSchema } from '../../../shared/schemas/health.ts';
import type { AppDeps } from '../../deps.ts';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: healthSchema, 503: healthUnavailableSchema, ...errorReplies } } },
      async (request, reply) => {
        try {
          await deps.db.execute(sql`select 1`);
          return reply.header('cache-control', 'no-store').send({ status: 'ok' });
        } catch (err) {
          request.log.warn({ err }, 'health check: database unavailable');
          return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
        }
      },
    );
  };
