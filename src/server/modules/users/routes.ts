import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema } from '../../../shared/schemas/account.ts';
import { accountExportSchema, deleteAccountSchema } from '../../../shared/schemas/account-data.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { meSchema } from '../../../shared/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { OWN_ACCOUNT, requireActor, requireOrigin, toHeaders } from '../../plugins/session.ts';
import { clearedSessionCookies, deleteAccount } from './deletion.ts';
import { exportAccount } from './export.ts';
import { updateProfile } from './profile.ts';
import { getMe } from './service.ts';

export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/users/me',
      { config: OWN_ACCOUNT, schema: { response: { 200: meSchema, ...errorReplies } } },
      async (request) => {
        const actor = await requireActor(request);
        return getMe(deps.db, actor.id);
      },
    );

    app.patch(
      '/api/users/me',
      {
        config: OWN_ACCOUNT,
        schema: { body: profileUpdateSchema, response: { 200: meSchema, ...errorReplies } },
      },
      async (request) => updateProfile(deps, await requireOrigin(request), request.body),
    );

    /** All of the account's personal data as JSON, as a download. */
    app.get(
      '/api/users/me/export',
      { config: OWN_ACCOUNT, schema: { response: { 200: accountExportSchema, ...errorReplies } } },
      async (request, reply) => {
        const actor = await requireActor(request);
        reply
          .header('cache-control', 'no-store')
          .header('content-disposition', 'attachment; filename="my-account-data.json"');
        return exportAccount(deps.db, actor.id);
      },
    );

    /** Deletes the signed-in account, with its password (modules/users/deletion.ts). */
    app.delete(
      '/api/users/me',
      {
        config: OWN_ACCOUNT,
        schema: {
          body: deleteAccountSchema,
          response: { 204: z.undefined().describe('Deleted and signed out'), ...errorReplies },
        },
      },
      async (request, reply) => {
        const origin = await requireOrigin(request);
        await deleteAccount(
          deps,
          origin,
          { ip: request.ip, headers: toHeaders(request) },
          request.body.password,
        );
        return reply
          .header('set-cookie', clearedSessionCookies(request.headers.cookie))
          .header('cache-control', 'no-store')
          .status(204)
          .send();
      },
    );
  };
