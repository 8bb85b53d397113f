import { randomUUID } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import { BRAND_NAME } from '../../../shared/constants.ts';
import { signInRefusal } from '../../../shared/domain/access.ts';
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
  /** What better-auth's account-recovery features hand back to us (modules/auth/account-links.ts). */
  links?: AuthLinks;
}

/** The tokens better-auth makes for links, for us to e-mail; and the sessions a reset revoked. */
export interface AuthLinks {
  passwordReset(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  /** A change of address, to confirm from the new one (`user.email` is the new address here). */
  emailChange(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  sessionsRevoked(userId: string): Promise<void>;
}

/**
 * The header better-auth reads a new session's address from (advanced.ipAddress below). Set by us from the address
 * Fastify resolved (TRUST_PROXY-aware), over any value a client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-marketplace-client-address';

/** A request's headers as better-auth should see them when it makes a session: with the client's address. */
export function withClientAddress(from: { ip: string; headers: Headers }): Headers {
  const headers = new Headers(from.headers);
  headers.set(CLIENT_ADDRESS_HEADER, from.ip);
  return headers;
}

/** How long a password-reset link works (better-auth deletes the token when it is used). */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** How long a link confirming an address works. */
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * better-auth does the credentials, hashing and database sessions. Its own HTTP handler is never
 * mounted: the spec's endpoints (modules/auth/routes.ts) call it server-side, so its sign-up body
 * (including roleId) is only ever built by our validated service (docs/decisions/0002-auth-with-better-auth.md).
 */
export function createAuth(db: Db, options: AuthOptions) {
  const links = options.links;
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
      // Confirmed through a link to the new address; the old one is told (modules/auth/email-change.ts).
      changeEmail: { enabled: true },
    },
    emailVerification: {
      expiresIn: EMAIL_LINK_TTL_SECONDS,
      sendOnSignUp: false,
      // Only the change-of-address flow asks better-auth to send; sign-up and resend make their own token.
      sendVerificationEmail: async ({ user, token }) => links?.emailChange(user, token),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => links?.passwordReset(user, token),
      onPasswordReset: async ({ user }) => links?.sessionsRevoked(user.id),
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    databaseHooks: {
      session: {
        create: {
          // The one place that keeps suspended and deleted accounts from ever holding a session (the rule
          // itself: shared/domain/access.ts signInRefusal).
          before: async (session) => {
            const rows = await db
              .select({
                suspendedAt: users.suspendedAt,
                suspensionReason: users.suspensionReason,
                deletedAt: users.deletedAt,
              })
              .from(users)
              .where(eq(users.id, session.userId as string));
            const refusal = rows[0] ? signInRefusal(rows[0]) : 'This account has been deleted';
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal });
          },
        },
      },
    },
    advanced: {
      // Our sign-in passes the address Fastify resolved in this header (sessions.ts), never a client's own.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: options.secureCookies,
      database: { generateId: () => randomUUID() },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
