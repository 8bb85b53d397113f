import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textBody } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { IMPORT_RULES } from '../../../shared/schemas/listing-import.ts';
import { importReportSchema } from '../../../shared/schemas/plans.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import { inventoryTemplate } from './csv.ts';
import { importInventory } from './service.ts';

const TOO_LARGE = `The CSV file must be at most ${IMPORT_RULES.maxBytes / 1024 / 1024} MB`;

export const listingImportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Multipart, one CSV file in the field `file` (docs/decisions/0032). */
    app.post(
      '/api/listings/import',
      {
        config: SIGNED_IN,
        schema: {
          consumes: ['multipart/form-data'],
          response: { 200: importReportSchema, ...errorReplies },
        },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        assertEmailVerified(origin.actor, 'createListing');
        if (!request.isMultipart()) throw new AppError(415, 'Upload the CSV file as multipart/form-data');
        const part = await request.file({ limits: { fileSize: IMPORT_RULES.maxBytes, files: 1 } });
        if (!part) throw new AppError(400, 'No file was uploaded');
        if (part.fieldname !== 'file') throw new AppError(400, "Upload the CSV file in the 'file' field");
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, TOO_LARGE);
          throw error;
        }
        return importInventory(deps, origin, bytes);
      },
    );

    /** The CSV template: the header and one example row, formula cells neutralised like any CSV we write. */
    app.get(
      '/api/listings/import/template',
      {
        config: SIGNED_IN,
        schema: {
          response: { 200: textBody('text/csv', 'The inventory CSV template'), ...errorReplies },
        },
      },
      async (request, reply) => {
        await requireActor(request);
        return reply
          .header('content-disposition', 'attachment; filename="inventory-template.csv"')
          .header('cache-control', 'private, no-store')
          .type('text/csv; charset=utf-8')
          .send(inventoryTemplate());
      },
    );
  };
