import { isAPIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import { ROLE, suspendedMessage } from '../../../shared/domain/access.ts';
import {
  BREACHED_PASSWORD_MESSAGE,
  DEALER_CREATED_MESSAGE,
  INVALID_CREDENTIALS,
  type LoginInput,
  type RegisterInput,
} from '../../../shared/schemas/auth.ts';
import type { Me } from '../../../shared/schemas/users.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { admins, dealers, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Actor } from '../../plugins/session.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { sessionKey } from '../realtime/streams.ts';
import { getMe } from '../users/service.ts';
import { type Auth, withClientAddress } from './better-auth.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { sendVerificationLink } from './email-verification.ts';
import { recordSignInAddress } from './sign-in-addresses.ts';
import { noticeSignIn, rememberSignUpDevice } from './sign-in-notices.ts';

export interface AuthDeps {
  db: Db;
  auth: Auth;
  limiter: RateLimiter;
  rateLimits: Config['rateLimits'];
  realtime: RealtimeBus;
  /** For the links in account e-mails. */
  siteUrl: string;
}

/** Where a request comes from: the address for rate limits, the headers carrying its session cookie. */
export interface RequestOrigin {
  ip: string;
  headers: Headers;
}

/** A reply that also sets or clears the session cookie. */
export interface WithCookies<T> {
  body: T;
  setCookie: string[];
}

export type RegisterResult =
  | { success: true; needsVerification: true; message: string }
  | { success: true; needsVerification: false; message: string; user: Me };

const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';

async function assertAvailable(db: Db, email: string, username: string): Promise<void> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`${users.email} = ${email} or lower(${users.username}) = lower(${username})`)
    .limit(2);
  if (taken.some((u) => u.email === email)) {
    throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
  }
  if (taken.length > 0)
    throw new AppError(409, USERNAME_TAKEN, [{ path: 'userData.username', message: USERNAME_TAKEN }]);
}

/**
 * Sign-up: signed in at once. A dealer also gets a dealers row and, until an administrator approves their
 * dealer application, a session that reaches only their account and that application (plugins/session.ts).
 */
export async function register(
  deps: AuthDeps,
  input: RegisterInput,
  from: RequestOrigin,
): Promise<WithCookies<RegisterResult>> {
  await deps.limiter.consume(`signup:ip:${from.ip}`, deps.rateLimits.signupsPerAddress);
  const { email, password, userData } = input;
  if (await isBreachedPassword(password)) {
    throw new AppError(400, BREACHED_PASSWORD_MESSAGE, [
      { path: 'password', message: BREACHED_PASSWORD_MESSAGE },
    ]);
  }
  await assertAvailable(deps.db, email, userData.username);

  const { accountType, ...profile } = userData;
  const isDealer = accountType === 'dealer';
  const userId = await createAccount(deps, {
    email,
    password,
    ...profile,
    roleId: isDealer ? ROLE.dealer : ROLE.customer,
    verified: false,
  });
  await sendVerificationLink(deps, { id: userId, email, firstName: profile.firstName });

  if (isDealer) await deps.db.insert(dealers).values({ id: userId }).onConflictDoNothing();
  const session = await signIn(deps.auth, { email, password }, from);
  await recordSignInAddress(deps.db, userId, from.ip);
  await rememberSignUpDevice(deps.db, userId, from.headers.get('user-agent'));
  return {
    body: {
      success: true,
      needsVerification: isDealer,
      message: isDealer ? DEALER_CREATED_MESSAGE : `Welcome! Your ${accountType} account has been created`,
      user: await getMe(deps.db, userId),
    },
    setCookie: session.headers.getSetCookie(),
  };
}

/**
 * Sign-in. Each attempt takes one unit of the failed-sign-in budget, per account and per address, before
 * the password is checked, so however many arrive at once at most the budget's number are checked; past
 * it the answer is 429. An attempt that was not a wrong password gives its unit back, and a successful
 * sign-in forgives the account's failures. Unknown e-mail and wrong password get the same 401.
 */
export async function login(
  deps: AuthDeps,
  input: LoginInput,
  from: RequestOrigin,
): Promise<WithCookies<{ user: Me } | { twoFactorRequired: true }>> {
  const accountKey = `login-fail:acct:${input.email}`;
  const addressKey = `login-fail:ip:${from.ip}`;
  await deps.limiter.consume(accountKey, deps.rateLimits.loginFailuresPerAccount);
  try {
    await deps.limiter.consume(addressKey, deps.rateLimits.loginFailuresPerAddress);
  } catch (e) {
    await deps.limiter.release(accountKey);
    throw e;
  }

  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(deps.auth, input, from);
  } catch (e) {
    if (isAPIError(e) && (e.status === 'UNAUTHORIZED' || e.status === 'BAD_REQUEST')) {
      throw new AppError(401, INVALID_CREDENTIALS);
    }
    await deps.limiter.release(accountKey);
    await deps.limiter.release(addressKey);
    // Refused a session after the right password: a suspended account (the message says why:
    // shared/domain/access.ts signInRefusal).
    if (isAPIError(e) && e.status === 'FORBIDDEN')
      throw new AppError(403, e.body?.message ?? suspendedMessage(null));
    throw e;
  }
  await deps.limiter.reset(accountKey);
  await deps.limiter.release(addressKey);
  // A fresh session replaces whatever session the browser held before (no session fixation).
  const signedOut = await signOutQuietly(deps.auth, from.headers);
  if (awaitsSecondFactor(signedIn.response)) {
    // No session yet: the two-factor cookie carries the sign-in to POST /api/auth/two-factor.
    return {
      body: { twoFactorRequired: true },
      setCookie: [...signedOut, ...signedIn.headers.getSetCookie()],
    };
  }
  await recordSignInAddress(deps.db, signedIn.response.user.id, from.ip);
  await noticeSignIn(deps, signedIn.response.user, from.headers.get('user-agent'));
  return {
    body: { user: await getMe(deps.db, signedIn.response.user.id) },
    setCookie: signedIn.headers.getSetCookie(),
  };
}

/** better-auth's answer to a right password for an account with two-factor sign-in: no session yet. */
const awaitsSecondFactor = (response: object): boolean =>
  'twoFactorRedirect' in response && response.twoFactorRedirect === true;

/** The new session records the browser and address it was made from (the account's sessions list them). */
const signIn = (auth: Auth, input: LoginInput, from: RequestOrigin) => {
  const headers = withClientAddress(from);
  // Only what describes the device: the session the browser may already hold plays no part in a sign-in.
  headers.delete('cookie');
  return auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    returnHeaders: true,
  });
};

export async function signOutQuietly(auth: Auth, headers: Headers): Promise<string[]> {
  if (!headers.get('cookie')) return [];
  try {
    const out = await auth.api.signOut({ headers, returnHeaders: true });
    return out.headers.getSetCookie();
  } catch {
    return [];
  }
}

/**
 * Sign-out: deletes the session server-side, clears the cookie and ends the session's event streams on
 * every instance. Signing out twice is harmless.
 */
export async function logout(
  deps: AuthDeps,
  from: RequestOrigin,
  actor: Actor | null,
): Promise<WithCookies<null>> {
  const setCookie = await signOutQuietly(deps.auth, from.headers);
  if (actor) {
    await deps.realtime.publish([actor.id], {
      type: 'session-ended',
      session: sessionKey(actor.sessionToken),
    });
  }
  return { body: null, setCookie };
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  country?: string;
  city?: string;
  age?: number;
  roleId: number;
  verified: boolean;
  /** Made for someone whose address is known (seeding, create-admin, tests): no confirmation link. */
  emailVerified?: boolean;
}

/**
 * Creates a user with a password credential (argon2id through better-auth). The one way accounts are
 * made: sign-up, demo seeding and the create-admin command all come here.
 */
export async function createAccount(deps: Pick<AuthDeps, 'auth'>, account: NewAccount): Promise<string> {
  const { email, password, emailVerified, ...profile } = account;
  try {
    const created = await deps.auth.api.signUpEmail({
      body: { email, password, name: `${profile.firstName} ${profile.lastName}`.trim(), ...profile },
    });
    // better-auth never takes emailVerified from a sign-up body: it is set through its own adapter.
    if (emailVerified) {
      const ctx = await deps.auth.$context;
      await ctx.internalAdapter.updateUser(created.user.id, { emailVerified: true });
    }
    return created.user.id;
  } catch (e) {
    // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same 409.
    if (isAPIError(e) && e.status === 'UNPROCESSABLE_ENTITY') throw new AppError(409, EMAIL_TAKEN);
    throw e;
  }
}

/**
 * Makes an existing user an administrator (role 3, verified, address confirmed by whoever runs the
 * command, with an admins row), both or neither. No
 * one signed in acts (the create-admin command, seeding), so there is no unit of work to audit.
 */
export async function grantAdmin(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ roleId: ROLE.admin, verified: true, emailVerified: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.insert(admins).values({ id: userId }).onConflictDoNothing();
  });
}
