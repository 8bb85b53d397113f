import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { numericIdParams } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import {
  adminReportListSchema,
  conversationReportBodySchema,
  listingReportBodySchema,
  reportReceiptSchema,
  resolvedReportSchema,
  resolveReportBodySchema,
} from '../../../shared/schemas/reports.ts';
import type { AppDeps } from '../../deps.ts';
import { ADMIN_ONLY, requireAdminOrigin, requireOrigin } from '../../plugins/session.ts';
import { reportConversation, reportListing } from './filing.ts';
import { openReports, resolveReport } from './moderation.ts';

const NEEDS_SIGN_IN = 'Authentication required: Please sign in to report.';

/** Reports of listings and conversations, and their moderation (issue 18, docs/decisions/0031). */
export const reportsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = { auth: 'user', authMessage: NEEDS_SIGN_IN } as const;

    app.post(
      '/api/listings/:id/reports',
      {
        config: signedIn,
        schema: {
          params: listingIdSchema,
          body: listingReportBodySchema,
          response: { 201: reportReceiptSchema, ...errorReplies },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await reportListing(
              deps,
              await requireOrigin(request, NEEDS_SIGN_IN),
              request.params.id,
              request.body,
            ),
          ),
    );

    app.post(
      '/api/inquiries/reports',
      {
        config: signedIn,
        schema: {
          body: conversationReportBodySchema,
          response: { 201: reportReceiptSchema, ...errorReplies },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await reportConversation(deps, await requireOrigin(request, NEEDS_SIGN_IN), request.body)),
    );

    app.get(
      '/api/admin/reports',
      { config: ADMIN_ONLY, schema: { response: { 200: adminReportListSchema, ...errorReplies } } },
      async () => openReports(deps.db),
    );

    app.post(
      '/api/admin/reports/:id/resolve',
      {
        config: ADMIN_ONLY,
        schema: {
          params: numericIdParams('Report'),
          body: resolveReportBodySchema,
          response: { 200: resolvedReportSchema, ...errorReplies },
        },
      },
      async (request) =>
        resolveReport(deps, await requireAdminOrigin(request), request.params.id, request.body),
    );
  };
