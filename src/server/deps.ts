import path from 'node:path';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { FileTransport, type MailTransport, SmtpTransport } from './lib/mailer.ts';
import { type PaymentProvider, SandboxPaymentProvider } from './lib/payments.ts';
import { PostgresRateLimitStore } from './lib/postgres-rate-limit-store.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store.ts';
import type { Storage } from './lib/storage.ts';
import { type Auth, createAuth } from './modules/auth/better-auth.ts';
import { ListingCache } from './modules/listings/cache.ts';
import { RealtimeBus } from './modules/realtime/bus.ts';
import { Metrics } from './plugins/metrics.ts';

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
  payments: PaymentProvider;
  mail: MailTransport;
  metrics: Metrics;
  realtime: RealtimeBus;
  /** Absolute address of the site, for links in e-mails. */
  siteUrl: string;
}

/** What a decision that writes an audit entry and e-mails someone needs. */
export type DecisionDeps = Pick<AppDeps, 'db' | 'siteUrl'>;

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
  const auth = createAuth(database.db, {
    secret: authSecret,
    baseURL,
    secureCookies: baseURL.startsWith('https://'),
  });
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
    listingCache: new ListingCache(),
    payments: new SandboxPaymentProvider(),
    mail:
      mail ??
      (config.smtpUrl
        ? new SmtpTransport(config.smtpUrl)
        : new FileTransport(path.join(config.dataDir, 'outbox'), console.log)),
    metrics: new Metrics(),
    realtime: new RealtimeBus(database),
    siteUrl: baseURL,
  };
}
