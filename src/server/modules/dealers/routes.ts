import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dealerIdParamsSchema,
  storefrontPatchSchema,
  storefrontSchema,
} from '../../../shared/schemas/dealers.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { deletePhotoFiles, PHOTO_RULES, storeImage } from '../photos/service.ts';
import { assertStorageLeft, consumeUploadBudget } from '../uploads/quota.ts';
import { assertDealer, getStorefront, replaceLogo, updateStorefront } from './storefront.ts';

/** Dealer storefronts (issue 18): the public page's data, and the dealer's own edits. */
export const dealersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.patch(
      '/api/dealers/me',
      {
        config: SIGNED_IN,
        schema: { body: storefrontPatchSchema, response: { 200: storefrontSchema, ...errorReplies } },
      },
      async (request) => updateStorefront(deps, await requireOrigin(request), request.body),
    );

    /** Multipart field `logo`, one JPG, PNG or WebP image: re-encoded like listing photos. */
    app.post(
      '/api/dealers/me/logo',
      {
        config: SIGNED_IN,
        schema: { consumes: ['multipart/form-data'], response: { 201: storefrontSchema, ...errorReplies } },
      },
      async (request, reply) => {
        const origin = await requireOrigin(request);
        assertDealer(origin.actor);
        if (!request.isMultipart()) throw new AppError(415, 'Upload the logo as multipart/form-data');
        await assertStorageLeft(deps.db, origin.actor.id);
        const part = await request.file({ limits: { fileSize: PHOTO_RULES.maxFileBytes, files: 1 } });
        if (!part) throw new AppError(400, 'No logo was uploaded');
        if (part.fieldname !== 'logo') throw new AppError(400, "Upload the logo in the 'logo' field");
        await consumeUploadBudget(deps, 'photo', origin.actor.id, request.ip);
        const data = await part.toBuffer();
        const stored = await storeImage(deps, `dealers/${origin.actor.id}/logo`, data);
        try {
          return reply.status(201).send(await replaceLogo(deps, origin, stored));
        } catch (e) {
          await deletePhotoFiles(deps, [stored.url]);
          throw e;
        }
      },
    );

    app.get(
      '/api/dealers/:id',
      { schema: { params: dealerIdParamsSchema, response: { 200: storefrontSchema, ...errorReplies } } },
      async (request, reply) => {
        const viewer = await request.actor();
        // The answer depends on whether the visitor is signed in: never stored by shared caches.
        reply.header('cache-control', 'private, no-cache');
        return getStorefront(deps.db, viewer, request.params.id);
      },
    );
  };
