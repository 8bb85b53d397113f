import { randomUUID } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import { BRAND_NAME } from '../../../shared/constants.ts';
import { signInRefusal } from '../../../shared/domain/access.ts';
import { DEALER_PENDING_MESSAGE } from '../../../shared/schemas/auth.ts';
import { BACKUP_CODE_COUNT } from '../../../shared/schemas/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/index.ts';

/** OWASP's recommended argon2id parameters (19 MiB, 2 passes, 1 lane). */
// Algorithm.Argon2id is 2; the enum is a const enum that isolated modules cannot read.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface AuthOptions {
  secret: string;
  baseURL: string;
  secureCookies: boolean;
}

/**
 * better-auth does the credentials, hashing and database sessions. Its own HTTP handler is never
 * mounted: the spec's endpoints (modules/auth/routes.ts) call it server-side, so its sign-up body
 * (including roleId) is only ever built by our validated service (docs/decisions/0002-auth-with-better-auth.md).
 */
export function createAuth(db: Db, options: AuthOptions) {
  return betterAuth({
    appName: 'Marketplace',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; our own log records requests.
    logger: { level: 'error' },
    // Our own limiter (in the database or Redis, per account and per address) guards sign-in and sign-up.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    // Two-factor sign-in (TOTP and backup codes), reached through our routes (modules/auth/two-factor.ts).
    plugins: [
      twoFactor({
        issuer: BRAND_NAME,
        backupCodeOptions: { amount: BACKUP_CODE_COUNT },
      }),
    ],
    user: {
      fields: { image: 'avatarUrl' },
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        username: { type: 'string', required: false },
        country: { type: 'string', required: false },
        city: { type: 'string', required: false },
        age: { type: 'number', required: false },
        roleId: { type: 'number', required: false, defaultValue: 1 },
        verified: { type: 'boolean', required: false, defaultValue: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    databaseHooks: {
      session: {
        create: {
          // The one place that keeps dealers awaiting verification and suspended accounts from ever
          // holding a session (the rule itself: shared/domain/access.ts signInRefusal).
          before: async (session) => {
            const rows = await db
              .select({
                roleId: users.roleId,
                verified: users.verified,
                suspendedAt: users.suspendedAt,
                suspensionReason: users.suspensionReason,
                deletedAt: users.deletedAt,
              })
              .from(users)
              .where(eq(users.id, session.userId as string));
            const refusal = rows[0] ? signInRefusal(rows[0], DEALER_PENDING_MESSAGE) : DEALER_PENDING_MESSAGE;
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal });
          },
        },
      },
    },
    advanced: {
      useSecureCookies: options.secureCookies,
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
