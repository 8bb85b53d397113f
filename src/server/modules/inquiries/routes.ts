import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  inquiryInputSchema,
  inquiryListSchema,
  inquirySchema,
  markReadReplySchema,
  markReadSchema,
  unreadCountSchema,
  userIdParamSchema,
} from '../../../shared/schemas/inquiries.ts';
import { listingIdSchema } from '../../../shared/schemas/listings.ts';
import type { AppDeps } from '../../deps.ts';
import { requireActor, requireOrigin, SIGNED_IN } from '../../plugins/session.ts';
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
      {
        config: SIGNED_IN,
        schema: { body: inquiryInputSchema, response: { 201: inquirySchema, ...errorReplies } },
      },
      async (request, reply) => {
        const inquiry = await sendInquiry(deps, await requireOrigin(request), request.body);
        return reply.status(201).send(inquiry);
      },
    );

    app.get(
      '/api/inquiries/seller/:sellerId',
      {
        config: SIGNED_IN,
        schema: {
          params: userIdParamSchema('sellerId'),
          response: { 200: inquiryListSchema, ...errorReplies },
        },
      },
      async (request) => inquiriesForSeller(deps.db, await requireActor(request), request.params.sellerId),
    );

    app.get(
      '/api/inquiries/buyer/:userId',
      {
        config: SIGNED_IN,
        schema: {
          params: userIdParamSchema('userId'),
          response: { 200: inquiryListSchema, ...errorReplies },
        },
      },
      async (request) => inquiriesForBuyer(deps.db, await requireActor(request), request.params.userId),
    );

    app.get(
      '/api/inquiries/listing/:id',
      {
        config: SIGNED_IN,
        schema: { params: listingIdSchema, response: { 200: inquiryListSchema, ...errorReplies } },
      },
      async (request) => inquiriesForListing(deps.db, await requireActor(request), request.params.id),
    );

    app.post(
      '/api/inquiries/mark-read',
      {
        config: SIGNED_IN,
        schema: { body: markReadSchema, response: { 200: markReadReplySchema, ...errorReplies } },
      },
      async (request) => {
        const { updated } = await markThreadRead(deps, await requireActor(request), request.body);
        return { updated };
      },
    );

    app.get(
      '/api/inquiries/unread-count',
      { config: SIGNED_IN, schema: { response: { 200: unreadCountSchema, ...errorReplies } } },
      async (request) => {
        const actor = await requireActor(request);
        return { unread: await unreadCount(deps.db, actor.id) };
      },
    );
  };
