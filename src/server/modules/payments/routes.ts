import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import {
  paymentIdParamsSchema,
  paymentSchema,
  paymentStartSchema,
  paymentStatusInputSchema,
} from '../../../shared/schemas/payments.ts';
import type { AppDeps } from '../../deps.ts';
import {
  ADMIN_ONLY,
  requireActor,
  requireAdminOrigin,
  requireOrigin,
  SIGNED_IN,
} from '../../plugins/session.ts';
import { assertEmailVerified } from '../auth/email-verification.ts';
import { confirmPayment, getPayment, myPayments, setPaymentStatus, startListingPayment } from './service.ts';

export const paymentsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payments/listing',
      {
        config: SIGNED_IN,
        schema: {
          body: paymentStartSchema,
          response: { 200: paymentSchema, 201: paymentSchema, ...errorReplies },
        },
      },
      async (request, reply) => {
        const origin = await requireOrigin(request);
        assertEmailVerified(origin.actor, 'payFee');
        const { payment, created } = await startListingPayment(deps, origin, request.body.listingId);
        return reply.status(created ? 201 : 200).send(payment);
      },
    );

    app.post(
      '/api/payments/:id/confirm',
      {
        config: SIGNED_IN,
        schema: { params: paymentIdParamsSchema, response: { 200: paymentSchema, ...errorReplies } },
      },
      async (request) => {
        const origin = await requireOrigin(request);
        assertEmailVerified(origin.actor, 'payFee');
        return confirmPayment(deps, origin, request.params.id);
      },
    );

    app.get(
      '/api/payments/mine',
      { config: SIGNED_IN, schema: { response: { 200: z.array(paymentSchema), ...errorReplies } } },
      async (request) => myPayments(deps.db, await requireActor(request)),
    );

    app.get(
      '/api/payments/:id',
      {
        config: SIGNED_IN,
        schema: { params: paymentIdParamsSchema, response: { 200: paymentSchema, ...errorReplies } },
      },
      async (request) => getPayment(deps.db, await requireActor(request), request.params.id),
    );

    app.patch(
      '/api/payments/:id/status',
      {
        config: ADMIN_ONLY,
        schema: {
          params: paymentIdParamsSchema,
          body: paymentStatusInputSchema,
          response: { 200: paymentSchema, ...errorReplies },
        },
      },
      async (request) =>
        setPaymentStatus(deps, await requireAdminOrigin(request), request.params.id, request.body.status),
    );
  };
