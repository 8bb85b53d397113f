import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kycReviewSchema } from '../../../shared/schemas/kyc.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { ADMIN_ONLY, requireAdmin } from '../../plugins/session.ts';
import { pendingKycApplications, reviewKycApplication } from '../kyc/decision.ts';
import { approveListing, pendingListings, rejectListing } from '../listings/review.ts';
import { analytics, auditLog, systemStatus } from './insights.ts';
import { rejectSeller, unverifiedSellers, verifySeller } from './sellers.ts';

const reasonSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(3, { error: 'Please give a reason' })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});
const userParams = z.object({ id: z.uuid({ error: 'Seller id must be a user id' }) });
const kycParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Application id must be a number' })
    .transform(Number),
});
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(300).optional(),
});

/** Every /api/admin route: 401 anonymous, 403 for anyone but an administrator; every action audited. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const meta = (request: { ip: string; headers: Record<string, unknown> }) => ({
      ip: request.ip,
      userAgent: request.headers['user-agent'] as string | undefined,
    });
    const opts = { config: ADMIN_ONLY };

    app.get('/api/admin/pending-listings', opts, async () => pendingListings(deps.db));

    app.post(
      '/api/admin/approve-listing/:id',
      { ...opts, schema: { params: listingIdSchema } },
      async (request) => {
        await approveListing(deps, await requireAdmin(request), request.params.id, meta(request));
        deps.listingCache.invalidate();
        return { success: true };
      },
    );

    app.post(
      '/api/admin/reject-listing/:id',
      { ...opts, schema: { params: listingIdSchema, body: reasonSchema } },
      async (request) => {
        await rejectListing(
          deps,
          await requireAdmin(request),
          request.params.id,
          request.body.reason,
          meta(request),
        );
        deps.listingCache.invalidate();
        return { success: true };
      },
    );

    app.get('/api/admin/unverified-sellers', opts, async () => unverifiedSellers(deps.db));

    app.post('/api/admin/verify-seller/:id', { ...opts, schema: { params: userParams } }, async (request) => {
      await verifySeller(deps, await requireAdmin(request), request.params.id, meta(request));
      return { success: true };
    });

    app.post(
      '/api/admin/reject-seller/:id',
      { ...opts, schema: { params: userParams, body: reasonSchema } },
      async (request) => {
        await rejectSeller(
          deps,
          await requireAdmin(request),
          request.params.id,
          request.body.reason,
          meta(request),
        );
        return { success: true };
      },
    );

    app.get('/api/admin/analytics', opts, async () => analytics(deps.db));

    app.get('/api/admin/kyc/pending', opts, async () => pendingKycApplications(deps.db));

    app.patch(
      '/api/admin/kyc/:id/status',
      { ...opts, schema: { params: kycParams, body: kycReviewSchema } },
      async (request) =>
        reviewKycApplication(
          deps,
          await requireAdmin(request),
          request.params.id,
          request.body,
          meta(request),
        ),
    );

    app.get('/api/admin/audit-log', { ...opts, schema: { querystring: pageQuery } }, async (request) =>
      auditLog(deps.db, request.query.limit, request.query.cursor),
    );

    app.get('/api/admin/system-status', opts, async () =>
      systemStatus(deps.db, deps.metrics, deps.database.kind),
    );
  };
