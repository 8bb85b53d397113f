import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnalyticsSchema,
  auditPageSchema,
  auditQuerySchema,
  systemStatusSchema,
} from '../../../shared/schemas/admin.ts';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  userIdParamsSchema,
} from '../../../shared/schemas/admin-users.ts';
import { reasonSchema, successSchema } from '../../../shared/schemas/common.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  kycApplicationIdParamsSchema,
  kycApplicationReplySchema,
  kycReviewSchema,
  pendingKycApplicationSchema,
} from '../../../shared/schemas/kyc.ts';
import { listingIdSchema, pendingListingSchema } from '../../../shared/schemas/listings.ts';
import { sellerIdParamsSchema, unverifiedSellerSchema } from '../../../shared/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { ADMIN_ONLY, requireAdminOrigin } from '../../plugins/session.ts';
import { pendingKycApplications, reviewKycApplication } from '../kyc/decision.ts';
import { approveListing, pendingListings, rejectListing } from '../listings/review.ts';
import { analytics, auditLog, systemStatus } from './insights.ts';
import { rejectSeller, unverifiedSellers, verifySeller } from './sellers.ts';
import { searchUsers, suspendUser, unsuspendUser } from './users.ts';

/** Every /api/admin route: 401 anonymous, 403 for anyone but an administrator; every action audited. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const opts = { config: ADMIN_ONLY };

    app.get(
      '/api/admin/pending-listings',
      { ...opts, schema: { response: { 200: z.array(pendingListingSchema), ...errorReplies } } },
      async () => pendingListings(deps.db),
    );

    app.post(
      '/api/admin/approve-listing/:id',
      {
        ...opts,
        schema: { params: listingIdSchema, response: { 200: successSchema, ...errorReplies } },
      },
      async (request) => {
        await approveListing(deps, await requireAdminOrigin(request), request.params.id);
        return { success: true } as const;
      },
    );

    app.post(
      '/api/admin/reject-listing/:id',
      {
        ...opts,
        schema: {
          params: listingIdSchema,
          body: reasonSchema,
          response: { 200: successSchema, ...errorReplies },
        },
      },
      async (request) => {
        await rejectListing(deps, await requireAdminOrigin(request), request.params.id, request.body.reason);
        return { success: true } as const;
      },
    );

    app.get(
      '/api/admin/unverified-sellers',
      { ...opts, schema: { response: { 200: z.array(unverifiedSellerSchema), ...errorReplies } } },
      async () => unverifiedSellers(deps.db),
    );

    app.post(
      '/api/admin/verify-seller/:id',
      {
        ...opts,
        schema: { params: sellerIdParamsSchema, response: { 200: successSchema, ...errorReplies } },
      },
      async (request) => {
        await verifySeller(deps, await requireAdminOrigin(request), request.params.id);
        return { success: true } as const;
      },
    );

    app.post(
      '/api/admin/reject-seller/:id',
      {
        ...opts,
        schema: {
          params: sellerIdParamsSchema,
          body: reasonSchema,
          response: { 200: successSchema, ...errorReplies },
        },
      },
      async (request) => {
        await rejectSeller(deps, await requireAdminOrigin(request), request.params.id, request.body.reason);
        return { success: true } as const;
      },
    );

    app.get(
      '/api/admin/analytics',
      { ...opts, schema: { response: { 200: adminAnalyticsSchema, ...errorReplies } } },
      async () => analytics(deps.db),
    );

    app.get(
      '/api/admin/kyc/pending',
      { ...opts, schema: { response: { 200: z.array(pendingKycApplicationSchema), ...errorReplies } } },
      async () => pendingKycApplications(deps.db),
    );

    app.patch(
      '/api/admin/kyc/:id/status',
      {
        ...opts,
        schema: {
          params: kycApplicationIdParamsSchema,
          body: kycReviewSchema,
          response: { 200: kycApplicationReplySchema, ...errorReplies },
        },
      },
      async (request) =>
        reviewKycApplication(deps, await requireAdminOrigin(request), request.params.id, request.body),
    );

    app.get(
      '/api/admin/audit-log',
      {
        ...opts,
        schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...errorReplies } },
      },
      async (request) => auditLog(deps.db, request.query.limit, request.query.cursor),
    );

    app.get(
      '/api/admin/system-status',
      { ...opts, schema: { response: { 200: systemStatusSchema, ...errorReplies } } },
      async () => systemStatus(deps.db, deps.metrics, deps.database.kind),
    );

    app.get(
      '/api/admin/users',
      {
        ...opts,
        schema: {
          querystring: adminUsersQuerySchema,
          response: { 200: adminUsersPageSchema, ...errorReplies },
        },
      },
      async (request) => searchUsers(deps.db, request.query.q, request.query.page),
    );

    app.post(
      '/api/admin/users/:id/suspend',
      {
        ...opts,
        schema: {
          params: userIdParamsSchema,
          body: reasonSchema,
          response: { 200: successSchema, ...errorReplies },
        },
      },
      async (request) =>
        suspendUser(deps, await requireAdminOrigin(request), request.params.id, request.body.reason),
    );

    app.post(
      '/api/admin/users/:id/unsuspend',
      {
        ...opts,
        schema: { params: userIdParamsSchema, response: { 200: successSchema, ...errorReplies } },
      },
      async (request) => unsuspendUser(deps, await requireAdminOrigin(request), request.params.id),
    );
  };
