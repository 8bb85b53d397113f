import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';
import { attachPhotos, deletePhotoFiles, ownedListing, PHOTO_RULES, storePhoto } from './service.ts';

export const photosRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Multipart field `photos`, one or more files; each is processed as it arrives, never all at once. */
    app.post(
      '/api/listings/:id/photos',
      { config: SIGNED_IN, schema: { params: listingIdSchema } },
      async (request, reply) => {
        const actor = await requireActor(request);
        const listing = await ownedListing(deps.db, actor, request.params.id);
        if (!request.isMultipart()) throw new AppError(415, 'Upload photos as multipart/form-data');

        const urls: string[] = [];
        try {
          for await (const part of request.files({
            limits: { fileSize: PHOTO_RULES.maxFileBytes, files: PHOTO_RULES.maxPerListing },
          })) {
            if (part.fieldname !== 'photos') throw new AppError(400, "Upload photos in the 'photos' field");
            if (listing.imageUrls.length + urls.length >= PHOTO_RULES.maxPerListing) {
              throw new AppError(400, `A listing can have at most ${PHOTO_RULES.maxPerListing} photos`);
            }
            const data = await part.toBuffer();
            urls.push(await storePhoto(deps, listing.id, listing.imageUrls.length + urls.length, data));
          }
          if (urls.length === 0) throw new AppError(400, 'No photos were uploaded');
        } catch (e) {
          await deletePhotoFiles(deps.storage, urls);
          throw e;
        }
        const imageUrls = await attachPhotos(deps, listing.id, urls);
        deps.listingCache.invalidate();
        return reply.status(201).send({ imageUrls });
      },
    );
  };
