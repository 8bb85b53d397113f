import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { SUPPORT_EMAIL } from '../shared/constants.ts';

/** Environment, parsed and validated once at start-up (DESIGN section 1). */

/**
 * How many new browse questions an instance works on at once by default: one per core of this machine,
 * and one more whose statements are on their way between the server and the database (decision 0063).
 * Where PostgreSQL has cores of its own, raise it to match them (SEARCH_CONCURRENCY).
 */
export const SEARCH_CONCURRENCY = availableParallelism() + 1;

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, hostname: /./, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_KEY_PREFIX: z.string().optional(),
  SMTP_URL: z.string().optional(),
  SUPPORT_EMAIL: z.union([z.literal(''), z.email()]).optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === '' || v === 'false' || v === '0'
        ? false
        : v === 'true' || v === '1'
          ? true
          : v,
    ),
  /** A public feed of currency rates, fetched daily (modules/currencies/provider.ts); unset: off. */
  RATES_PROVIDER: z
    .enum(['ecb', 'frankfurter'], { error: 'must be ecb or frankfurter' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** New browse questions one instance works on at once (modules/listings/routes.ts; decision 0063). */
  SEARCH_CONCURRENCY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100).default(SEARCH_CONCURRENCY),
  ),
});

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** Rate-limit counters in Redis instead of the database. */
export interface RedisConfig {
  url: string;
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  /** The support team's inbox: the contact form writes to it. */
  supportEmail: string;
  redis: RedisConfig | undefined;
  /** S3-compatible storage; unset means DATA_DIR/uploads. */
  s3:
    | { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string }
    | undefined;
  logLevel: string;
  /** New browse questions (pages and facet counts) one instance works on at once; the rest wait their turn. */
  searchConcurrency: number;
  /** Where currency rates are fetched from daily; undefined: only administrators change them. */
  ratesProvider?: 'ecb' | 'frankfurter' | undefined;
  /**
   * Whether X-Forwarded-* headers are believed (true, or the proxies' addresses). Off by default:
   * trusting them without a proxy in front would let anyone pick their own address past the rate limits.
   */
  trustProxy: boolean | string;
  clientDir: string;
  /** The server renderer of public pages (Vite's ssr build); pages are sent unrendered while it is missing. */
  serverRendererFile: string;
  rateLimits: {
    /** Failed sign-ins for one account: stops password guessing. */
    loginFailuresPerAccount: RateLimitRule;
    /** Failed sign-ins from one address, over all accounts: stops spraying. */
    loginFailuresPerAddress: RateLimitRule;
    /** New accounts from one address. */
    signupsPerAddress: RateLimitRule;
    /** Messages one user sends: a conversation's pace, not a spammer's. */
    messagesPerUser: RateLimitRule;
    /** Photo files one account uploads: a dealer photographing a day's cars, not a flood. */
    photoUploadsPerAccount: RateLimitRule;
    /** Identity document files one account uploads: an application needs three at most. */
    documentUploadsPerAccount: RateLimitRule;
    /** Files of either kind from one address, over all accounts. */
    uploadsPerAddress: RateLimitRule;
    /** Anonymous views of one listing counted from one address: an office or a family, not a script. */
    viewsPerAddressPerListing: RateLimitRule;
    /** Password-reset e-mails asked for one address: a person retrying, not a mailbox being flooded. */
    passwordResetsPerEmail: RateLimitRule;
    /** Password-reset requests from one network address, over all e-mail addresses. */
    passwordResetsPerAddress: RateLimitRule;
    /** Confirmation links one account asks for (resending, changing its address). */
    emailLinksPerAccount: RateLimitRule;
    /** Contact-form messages from one network address: a person writing, not the support inbox flooded. */
    contactMessagesPerAddress: RateLimitRule;
    /** Live-chat messages one account sends to the support team: a conversation, not a flood. */
    supportMessagesPerUser: RateLimitRule;
  };
}

const MINUTE = 60_000;

export const defaultRateLimits: Config['rateLimits'] = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { max: 100, windowMs: 15 * MINUTE },
  signupsPerAddress: { max: 100, windowMs: 60 * MINUTE },
  messagesPerUser: { max: 30, windowMs: MINUTE },
  photoUploadsPerAccount: { max: 300, windowMs: 60 * MINUTE },
  documentUploadsPerAccount: { max: 20, windowMs: 60 * MINUTE },
  uploadsPerAddress: { max: 600, windowMs: 60 * MINUTE },
  viewsPerAddressPerListing: { max: 5, windowMs: 24 * 60 * MINUTE },
  passwordResetsPerEmail: { max: 5, windowMs: 60 * MINUTE },
  passwordResetsPerAddress: { max: 30, windowMs: 60 * MINUTE },
  emailLinksPerAccount: { max: 5, windowMs: 60 * MINUTE },
  contactMessagesPerAddress: { max: 10, windowMs: 60 * MINUTE },
  supportMessagesPerUser: { max: 20, windowMs: 10 * MINUTE },
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data is on by default only for the embedded store: a real deployment must opt in.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    supportEmail: e.SUPPORT_EMAIL || SUPPORT_EMAIL,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX || 'ratelimit:' } : undefined,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT || undefined,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION || 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    searchConcurrency: e.SEARCH_CONCURRENCY,
    ratesProvider: e.RATES_PROVIDER,
    trustProxy: e.TRUST_PROXY,
    clientDir: path.resolve('dist/client'),
    serverRendererFile: path.resolve('dist/ssr/entry-server.js'),
    rateLimits: defaultRateLimits,
  };
}

/**
 * What a start-up should warn about. A deployment on PostgreSQL is a real one: without PUBLIC_URL its
 * e-mail links, sitemap and Open Graph tags point at localhost (never at a request's Host, which anyone can
 * forge), so the operator is told.
 */
export function configWarnings(config: Pick<Config, 'databaseUrl' | 'publicUrl' | 'port'>): string[] {
  if (!config.databaseUrl || config.publicUrl) return [];
  return [
    `PUBLIC_URL is not set: links in e-mails, the sitemap and Open Graph tags will use http://localhost:${config.port}. Set PUBLIC_URL to the site's public address.`,
  ];
}
