import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { touchSession } from './modules/auth/sessions.ts';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { currenciesRoutes } from './modules/currencies/routes.ts';
import { dealersRoutes } from './modules/dealers/routes.ts';
import { expiryRoutes } from './modules/expiry/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { listingImportRoutes } from './modules/listing-import/routes.ts';
import { listingsRoutes } from './modules/listings/routes.ts';
import { marketRoutes } from './modules/market/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { photosRoutes } from './modules/photos/routes.ts';
import { plansRoutes } from './modules/plans/routes.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { watchlistRoutes } from './modules/watchlist/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerIdleGc } from './plugins/idle-gc.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerStaticClient } from './plugins/static-client.ts';

const BODY_LIMIT = 1024 * 1024;

export interface RouteSummary {
  method: string;
  url: string;
}

/** Every route an app registered, so tests can check that none escapes the authorization matrix. */
export const registeredRoutes = new WeakMap<FastifyInstance, RouteSummary[]>();

/** The whole server, without listen(): main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, logger: boolean | object = false): Promise<FastifyInstance> {
  const { config } = deps;
  const serverOptions: FastifyServerOptions = {
    logger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Ids and query strings from the outside world never reach the router unbounded.
    routerOptions: { maxParamLength: 200 },
    genReqId: () => crypto.randomUUID(),
    // Shutting down closes idle keep-alive connections, not those answering a request (graceful-close.ts).
    forceCloseConnections: 'idle',
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of ([] as string[]).concat(route.method)) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  registeredRoutes.set(app, routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The spec's sign-out sends an empty body; Fastify would refuse it as JSON. Anything else goes
  // through Fastify's own parser, which rejects __proto__ and constructor keys.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (req, body, done) => (body === '' ? done(null, {}) : jsonParser(req, body as string, done)),
  );

  registerErrorHandling(app);
  registerMetrics(app, deps.metrics);
  registerIdleGc(app, deps.metrics, () => {
    deps.listingCache.purgeStale();
    void deps.database.pglite?.collect().catch(() => {});
  });
  registerSecurity(app, config.publicUrl);
  await app.register(cookie, { secret: deps.cookieSecret });
  // Per-route limits tighten these; no upload may have other fields beyond a few small ones.
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, parts: 60 } });
  registerSession(app, deps.auth, (sessionId) => touchSession(deps.db, sessionId));
  // Before the modules: the OpenAPI document is built from every route registered after it.
  await registerApiDocs(app);

  await app.register(healthRoutes(deps));
  await app.register(contactRoutes(deps));
  await app.register(supportRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(usersRoutes(deps));
  await app.register(listingsRoutes(deps));
  await app.register(currenciesRoutes(deps));
  await app.register(marketRoutes(deps));
  await app.register(listingImportRoutes(deps));
  await app.register(plansRoutes(deps));
  await app.register(expiryRoutes(deps));
  await app.register(photosRoutes(deps));
  await app.register(inquiriesRoutes(deps));
  await app.register(ratingsRoutes(deps));
  await app.register(savedSearchesRoutes(deps));
  await app.register(kycRoutes(deps));
  await app.register(paymentsRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(watchlistRoutes(deps));
  await app.register(dealersRoutes(deps));
  await app.register(reportsRoutes(deps));
  await app.register(realtimeRoutes(deps));
  await deps.realtime.start();
  app.addHook('onClose', () => deps.realtime.stop());
  app.addHook('onClose', () => deps.limiter.close());
  registerGracefulClose(app);
  await app.register(seoRoutes(deps));

  await registerStaticClient(app, config.clientDir, deps.storage);
  return app;
}
