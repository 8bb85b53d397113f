import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { DomainEvents } from './lib/domain-events.ts';
import { FileTransport, type MailTransport, SmtpTransport } from './lib/mailer.ts';
import { type PaymentProvider, SandboxPaymentProvider } from './lib/payments.ts';
import { PostgresRateLimitStore } from './lib/postgres-rate-limit-store.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store.ts';
import type { Storage } from './lib/storage.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { type Auth, createAuth } from './modules/auth/better-auth.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { dropOnPublicChange, ListingCache } from './modules/listings/cache.ts';
import { listingsRoutes } from './modules/listings/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { photosRoutes } from './modules/photos/routes.ts';
import { ratingsRoutes } from './modules/ratings/routes.ts';
import { RealtimeBus } from './modules/realtime/bus.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { Metrics, registerMetrics } from './plugins/metrics.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerStaticClient } from './plugins/static-client.ts';

/** Everything a module needs, built once per app: the services take these explicitly. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  limiter: RateLimiter;
  storage: Storage;
  rateLimits: Config['rateLimits'];
  listingCache: ListingCache;
  /** Committed state changes, announced after commit (lib/unit-of-work.ts). */
  events: DomainEvents;
  payments: PaymentProvider;
  mail: MailTransport;
  metrics: Metrics;
  realtime: RealtimeBus;
  /**
   * Absolute address of the site, for links in e-mails, the sitemap and canonical and Open Graph tags:
   * PUBLIC_URL, else the local address known at start-up; never derived from a request's Host.
   */
  siteUrl: string;
  /** Signs first-party cookies of our own (the visitor id): the auth secret, shared by every instance. */
  cookieSecret: string;
}

export interface DepsOptions {
  config: Config;
  database: Database;
  storage: Storage;
  authSecret: string;
  /** Defaults to SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
  mail?: MailTransport;
}

export function createDeps({ config, database, storage, authSecret, mail }: DepsOptions): AppDeps {
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  // An https PUBLIC_URL gives the cookie its __Secure- name; requests that arrive over https (directly or
  // through a trusted proxy) get Secure per request as well (plugins/session.ts).
  const auth = createAuth(database.db, {
    secret: authSecret,
    baseURL,
    secureCookies: baseURL.startsWith('https://'),
  });
  const listingCache = new ListingCache();
  const events = new DomainEvents((err) => console.error('after a committed change:', err));
  dropOnPublicChange(events, listingCache);
  const realtime = new RealtimeBus(database);
  // Other instances drop their caches too: committed events travel with the realtime notifications.
  events.relayTo((committed) => realtime.relay(committed));
  realtime.onRelayed((committed) => events.dispatch(committed));
  return {
    config,
    database,
    db: database.db,
    auth,
    limiter: new RateLimiter(
      config.redis ? new RedisRateLimitStore(config.redis) : new PostgresRateLimitStore(database.db),
    ),
    storage,
    rateLimits: config.rateLimits,
    listingCache,
    events,
    payments: new SandboxPaymentProvider(),
    mail:
      mail ??
      (config.smtpUrl
        ? new SmtpTransport(config.smtpUrl)
        : new FileTransport(path.join(config.dataDir, 'outbox'), console.log)),
    metrics: new Metrics(),
    realtime,
    siteUrl: baseURL,
    cookieSecret: authSecret,
  };
}

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
    // Shutting down closes every connection, including event streams and idle keep-alives.
    forceCloseConnections: true,
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
  registerSecurity(app, config.publicUrl);
  await app.register(cookie, { secret: deps.cookieSecret });
  // Per-route limits tighten these; no upload may have other fields beyond a few small ones.
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, parts: 60 } });
  registerSession(app, deps.auth);
  // Before the modules: the OpenAPI document is built from every route registered after it.
  await registerApiDocs(app);

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(usersRoutes(deps));
  await app.register(listingsRoutes(deps));
  await app.register(photosRoutes(deps));
  await app.register(inquiriesRoutes(deps));
  await app.register(ratingsRoutes(deps));
  await app.register(kycRoutes(deps));
  await app.register(paymentsRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(realtimeRoutes(deps));
  await deps.realtime.start();
  app.addHook('onClose', () => deps.realtime.stop());
  app.addHook('onClose', () => deps.limiter.close());
  await app.register(seoRoutes(deps));

  await registerStaticClient(app, config.clientDir, deps.storage);
  return app;
}
