import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';
import { getMe } from './service.ts';

export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/users/me', { config: SIGNED_IN }, async (request) => {
      const actor = await requireActor(request);
      return getMe(deps.db, actor.id);
    });
  };
