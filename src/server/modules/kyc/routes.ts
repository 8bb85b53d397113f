import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileBody } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  KYC_DOCUMENT_TYPES,
  kycApplicationReplySchema,
  kycApplicationSchema,
  kycDocumentQuerySchema,
  uploadedDocumentSchema,
} from '../../../shared/schemas/kyc.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { OWN_ACCOUNT, requireActor } from '../../plugins/session.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import { assertStorageLeft, consumeUploadBudget } from '../uploads/quota.ts';
import { DOCUMENT_RULES, readDocument, storeDocument } from './documents.ts';
import { myApplications, submitApplication } from './service.ts';

export const kycRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Multipart, one file in the field `document`. */
    app.post(
      '/api/kyc/documents',
      {
        config: OWN_ACCOUNT,
        schema: {
          consumes: ['multipart/form-data'],
          response: { 201: uploadedDocumentSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(request);
        if (!request.isMultipart()) throw new AppError(415, 'Upload the document as multipart/form-data');
        await consumeUploadBudget(deps, 'document', actor.id, request.ip);
        await assertStorageLeft(deps.db, actor.id);
        const part = await request.file({ limits: { fileSize: DOCUMENT_RULES.maxBytes, files: 1 } });
        if (!part) throw new AppError(400, 'No document was uploaded');
        if (part.fieldname !== 'document')
          throw new AppError(400, "Upload the document in the 'document' field");
        const stored = await storeDocument(deps, actor, await part.toBuffer());
        return reply.status(201).send(stored);
      },
    );

    /** A private document, for its owner or an administrator; never cached, never guessed at. */
    app.get(
      '/api/kyc/documents',
      {
        config: OWN_ACCOUNT,
        schema: {
          querystring: kycDocumentQuerySchema,
          response: {
            200: fileBody(KYC_DOCUMENT_TYPES, 'The document, private to its owner and administrators'),
            ...errorReplies,
          },
        },
      },
      async (request, reply) => {
        const doc = await readDocument(deps, await requireActor(request), request.query.ref);
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; plugin-types application/pdf; sandbox",
          )
          .type(doc.contentType)
          .send(doc.body);
      },
    );

    app.post(
      '/api/kyc/applications',
      {
        config: OWN_ACCOUNT,
        schema: { body: kycApplicationSchema, response: { 201: kycApplicationReplySchema, ...errorReplies } },
      },
      async (request, reply) => {
        const actor = await requireActor(request);
        assertEmailVerified(
          actor,
          request.body.applicationType === 'dealer' ? 'applyAsDealer' : 'submitIdentity',
        );
        const application = await submitApplication(deps.db, actor, request.body);
        return reply.status(201).send(application);
      },
    );

    app.get(
      '/api/kyc/applications/mine',
      {
        config: OWN_ACCOUNT,
        schema: { response: { 200: z.array(kycApplicationReplySchema), ...errorReplies } },
      },
      async (request) => myApplications(deps.db, await requireActor(request)),
    );
  };
