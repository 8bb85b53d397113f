import path from 'node:path';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { DomainEvents } from './lib/domain-events.ts';
import { FileTransport, type MailTransport, SmtpTransport } from './lib/mailer.ts';
import { type PaymentProvider, SandboxPaymentProvider } from './lib/payments.ts';
import { PostgresRateLimitStore } from './lib/postgres-rate-limit-store.ts';
import { RateLimiter } from './lib/rate-limiter.ts';
import { RedisRateLimitStore } from './lib/redis-rate-limit-store.ts';
import type { Storage } from './lib/storage.ts';
import { accountLinks } from './modules/auth/account-links.ts';
import { type Auth, createAuth } from './modules/auth/better-auth.ts';
import { dropOnPublicChange, ListingCache } from './modules/listings/cache.ts';
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

/** What a decision that writes an audit entry and e-mails someone needs. */
export type DecisionDeps = Pick<AppDeps, 'db' | 'events' | 'siteUrl'>;

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
  const realtime = new RealtimeBus(database);
  const auth = createAuth(database.db, {
    secret: authSecret,
    baseURL,
    secureCookies: baseURL.startsWith('https://'),
    links: accountLinks({ db: database.db, siteUrl: baseURL, realtime }),
  });
  const listingCache = new ListingCache();
  const events = new DomainEvents((err) => console.error('after a committed change:', err));
  dropOnPublicChange(events, listingCache);
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
