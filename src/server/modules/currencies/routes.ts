import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyRatesSchema,
  currencyRatesUpdatedSchema,
  currencyRatesUpdateSchema,
} from '../../../shared/schemas/currencies.ts';
import { errorReplies } from '../../../shared/schemas/errors.ts';
import type { AppDeps } from '../../deps.ts';
import { withTransaction } from '../../lib/unit-of-work.ts';
import { ADMIN_ONLY, requireAdminOrigin } from '../../plugins/session.ts';
import { applyRates, currentRates } from './service.ts';

/** The currency rates: public to read, administrators (with two-factor sign-in) to change. */
export const currenciesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/currencies',
      { schema: { response: { 200: currencyRatesSchema, ...errorReplies } } },
      async (_request, reply) => {
        // Rates change at most daily; a minute of browser caching spares a request on every page.
        reply.header('cache-control', 'public, max-age=60');
        return currentRates(deps.db);
      },
    );

    app.put(
      '/api/admin/currencies',
      {
        config: ADMIN_ONLY,
        schema: {
          body: currencyRatesUpdateSchema,
          response: { 200: currencyRatesUpdatedSchema, ...errorReplies },
        },
      },
      async (request) => {
        const origin = await requireAdminOrigin(request);
        // The rates, every listing's USD price and the audit entry: one transaction.
        const repriced = await withTransaction(deps, origin, (uow) => applyRates(uow, request.body));
        return { ...(await currentRates(deps.db)), listingsRepriced: repriced };
      },
    );
  };
