import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { listingIdSchema, listingPhotosSchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { assertStorageLeft, consumeUploadBudget } from '../uploads/quota.ts';
import {
  attachPhotos,
  deletePhotoFiles,
  ownedListing,
  PHOTO_RULES,
  type StoredPhoto,
  storePhoto,
} from './service.ts';

export const photosRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Multipart field `photos`, one or more files; each is processed as it arrives, never all at once. */
    app.post(
      '/api/listings/:id/photos',
      {
        config: SIGNED_IN,
        schema: {
          params: listingIdSchema,
          consumes: ['multipart/form-data'],
          response: { 201: listingPhotosSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const origin = await requireOrigin(request);
        const listing = await ownedListing(deps.db, origin.actor, request.params.id);
        if (!request.isMultipart()) throw new AppError(415, 'Upload photos as multipart/form-data');
        await assertStorageLeft(deps.db, listing.sellerId);

        const stored: StoredPhoto[] = [];
        try {
          for await (const part of request.files({
            limits: { fileSize: PHOTO_RULES.maxFileBytes, files: PHOTO_RULES.maxPerListing },
          })) {
            if (part.fieldname !== 'photos') throw new AppError(400, "Upload photos in the 'photos' field");
            if (listing.imageUrls.length + stored.length >= PHOTO_RULES.maxPerListing) {
              throw new AppError(400, `A listing can have at most ${PHOTO_RULES.maxPerListing} photos`);
            }
            await consumeUploadBudget(deps, 'photo', origin.actor.id, request.ip);
            const data = await part.toBuffer();
            stored.push(await storePhoto(deps, listing.id, listing.imageUrls.length + stored.length, data));
          }
          if (stored.length === 0) throw new AppError(400, 'No photos were uploaded');
        } catch (e) {
          await deletePhotoFiles(
            deps,
            stored.map((p) => p.url),
          );
          throw e;
        }
        const attached = await attachPhotos(deps, origin, listing, stored);
        return reply.status(201).send(attached);
      },
    );
  };
