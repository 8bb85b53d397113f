import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '../../../shared/schemas/account.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { meSchema } from '../../../shared/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { updateProfile } from './profile.ts';
import { getMe } from './service.ts';

export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/me',
      { config: SIGNED_IN, schema: { response: { 200: meSchema, ...errorReplies } } },
      async (request) => {
        const actor = await requireActor(request);
        return getMe(deps.db, actor.id);
      },
    );

    app.patch(
      '/api/users/me',
      {
        config: SIGNED_IN,
        schema: { body: profileUpdateSchema, response: { 200: meSchema, ...errorReplies } },
      },
      async (request) => updateProfile(deps.db, (await requireOrigin(request)).actor, request.body),
    );
  };
