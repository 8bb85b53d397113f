import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryInputSchema, markReadSchema, userIdParamSchema } from '../../../shared/schemas/inquiries.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, SIGNED_IN } from '../../plugins/session.ts';
import {
  inquiriesForBuyer,
  inquiriesForListing,
  inquiriesForSeller,
  markThreadRead,
  sendInquiry,
  unreadCount,
} from './service.ts';

export const inquiriesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/inquiries',
      { config: SIGNED_IN, schema: { body: inquiryInputSchema } },
      async (request, reply) => {
        const inquiry = await sendInquiry(deps, await requireActor(request), request.body);
        return reply.status(201).send(inquiry);
      },
    );

    app.get(
      '/api/inquiries/seller/:sellerId',
      { config: SIGNED_IN, schema: { params: userIdParamSchema('sellerId') } },
      async (request) => inquiriesForSeller(deps.db, await requireActor(request), request.params.sellerId),
    );

    app.get(
      '/api/inquiries/buyer/:userId',
      { config: SIGNED_IN, schema: { params: userIdParamSchema('userId') } },
      async (request) => inquiriesForBuyer(deps.db, await requireActor(request), request.params.userId),
    );

    app.get(
      '/api/inquiries/listing/:id',
      { config: SIGNED_IN, schema: { params: listingIdSchema } },
      async (request) => inquiriesForListing(deps.db, await requireActor(request), request.params.id),
    );

    app.post(
      '/api/inquiries/mark-read',
      { config: SIGNED_IN, schema: { body: markReadSchema } },
      async (request) => {
        const { updated } = await markThreadRead(deps, await requireActor(request), request.body);
        return { updated };
      },
    );

    app.get('/api/inquiries/unread-count', { config: SIGNED_IN }, async (request) => {
      const actor = await requireActor(request);
      return { unread: await unreadCount(deps.db, actor.id) };
    });
  };
