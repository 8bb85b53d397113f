import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../shared/constants.ts';
import type { AppDeps } from '../../deps.ts';
import { ADMIN_ONLY, requireActor, requireAdmin, SIGNED_IN } from '../../plugins/session.ts';
import { confirmPayment, getPayment, myPayments, setPaymentStatus, startListingPayment } from './service.ts';

const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'Payment id must be a number' })
    .transform(Number),
});

/** Client-sent amount, user, provider and status are not inputs: the server decides them. */
const startSchema = z.object({
  listingId: z.coerce
    .number({ error: 'listingId must be a number' })
    .int({ error: 'listingId must be a number' })
    .positive({ error: 'listingId must be a number' })
    .max(2_147_483_647, { error: 'listingId must be a number' }),
});

export const paymentsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/payments/listing',
      { config: SIGNED_IN, schema: { body: startSchema } },
      async (request, reply) => {
        const payment = await startListingPayment(deps, await requireActor(request), request.body.listingId);
        return reply.status(201).send(payment);
      },
    );

    app.post(
      '/api/payments/:id/confirm',
      { config: SIGNED_IN, schema: { params: idParams } },
      async (request) => confirmPayment(deps, await requireActor(request), request.params.id),
    );

    app.get('/api/payments/mine', { config: SIGNED_IN }, async (request) =>
      myPayments(deps.db, await requireActor(request)),
    );

    app.get('/api/payments/:id', { config: SIGNED_IN, schema: { params: idParams } }, async (request) =>
      getPayment(deps.db, await requireActor(request), request.params.id),
    );

    app.patch(
      '/api/payments/:id/status',
      {
        config: ADMIN_ONLY,
        schema: {
          params: idParams,
          body: z.object({ status: z.enum(PAYMENT_STATUSES, { error: 'Unknown payment status' }) }),
        },
      },
      async (request) => {
        const admin = await requireAdmin(request);
        return setPaymentStatus(deps.db, admin, request.params.id, request.body.status, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      },
    );
  };
