import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { isAdmin, suspendedMessage } from '../../../shared/domain/access.ts';
import { displayName } from '../../../shared/format.ts';
import { INCORRECT_PASSWORD } from '../../../shared/schemas/account-data.ts';
import {
  INVALID_CODE_MESSAGE,
  isAppCode,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../shared/schemas/two-factor.ts';
import type { Me } from '../../../shared/schemas/users.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { getMe } from '../users/service.ts';
import { withClientAddress } from './better-auth.ts';
import type { AuthDeps, RequestOrigin, WithCookies } from './service.ts';
import { recordSignInAddress } from './sign-in-addresses.ts';
import { noticeSignIn } from './sign-in-notices.ts';
import { dropNewSession, firstUseOfCode } from './two-factor-replay.ts';

/**
 * Two-factor sign-in through better-auth's two-factor plugin, behind our endpoints (docs/decisions/0025):
 * TOTP codes from an authenticator app, and ten single-use backup codes. Password checks and code
 * checks spend the same budgets as failed sign-ins (lib/rate-limiter.ts), so neither is a side door for
 * guessing; the plugin adds its own limits (five codes per sign-in, ten per account before a lock).
 */
export interface TwoFactorDeps extends AuthDeps {
  siteUrl: string;
}

const SIGN_IN_EXPIRED = 'Your sign-in has expired. Sign in again with your password.';
const ADMIN_KEEPS_TWO_FACTOR = 'Administrators must keep two-factor sign-in on';

const codeOf = (e: unknown): string | undefined =>
  isAPIError(e) ? (e.body as { code?: string } | undefined)?.code : undefined;

/** Spends one unit of a budget before `work`; gives it back unless `work` failed as a wrong guess. */
async function guarded<T>(
  deps: AuthDeps,
  keys: [string, AuthDeps['rateLimits']['loginFailuresPerAccount']][],
  work: () => Promise<T>,
  isWrongGuess: (e: unknown) => boolean,
): Promise<T> {
  const taken: string[] = [];
  try {
    for (const [key, rule] of keys) {
      await deps.limiter.consume(key, rule);
      taken.push(key);
    }
  } catch (e) {
    for (const key of taken) await deps.limiter.release(key);
    throw e;
  }
  try {
    const result = await work();
    for (const key of taken) await deps.limiter.release(key);
    return result;
  } catch (e) {
    if (!isWrongGuess(e)) for (const key of taken) await deps.limiter.release(key);
    throw e;
  }
}

const wrongPassword = (e: unknown) => codeOf(e) === 'INVALID_PASSWORD';
const passwordBudget = (deps: AuthDeps, actor: Actor) =>
  [[`login-fail:acct:${actor.email}`, deps.rateLimits.loginFailuresPerAccount]] as [
    string,
    AuthDeps['rateLimits']['loginFailuresPerAccount'],
  ][];

function refusedPassword(e: unknown): never {
  if (wrongPassword(e))
    throw new AppError(400, INCORRECT_PASSWORD, [{ path: 'password', message: INCORRECT_PASSWORD }]);
  throw e;
}

async function tellOwner(deps: TwoFactorDeps, actor: Actor, on: boolean): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.id));
  if (!user) return;
  await enqueueEmail(
    deps.db,
    emails.twoFactorChanged(user.email, {
      name: displayName(user),
      on,
      link: `${deps.siteUrl}/account`,
    }),
  );
}

/**
 * Starts the set-up: a new secret (as an otpauth:// URI) and ten backup codes, stored but not in force
 * until a first code from the app confirms them (`confirmTwoFactor`). Starting again replaces them.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  from: RequestOrigin,
  actor: Actor,
  password: string,
): Promise<TwoFactorSetup> {
  if (actor.twoFactorEnabled) throw new AppError(409, 'Two-factor sign-in is already on');
  const setup = await guarded(
    deps,
    passwordBudget(deps, actor),
    () => deps.auth.api.enableTwoFactor({ headers: from.headers, body: { password } }),
    wrongPassword,
  ).catch(refusedPassword);
  if (!('totpURI' in setup) || !setup.totpURI || !setup.backupCodes)
    throw new Error('two-factor set-up returned no secret');
  return { totpURI: setup.totpURI, backupCodes: setup.backupCodes };
}

/** Confirms the set-up with a first code from the app: from now on signing in asks for a code. */
export async function confirmTwoFactor(
  deps: TwoFactorDeps,
  from: RequestOrigin,
  actor: Actor,
  code: string,
): Promise<WithCookies<TwoFactorStatus>> {
  if (actor.twoFactorEnabled) throw new AppError(409, 'Two-factor sign-in is already on');
  const verify = () =>
    deps.auth.api.verifyTOTP({
      headers: from.headers,
      body: { code: code.replace(/\s/g, '') },
      returnHeaders: true,
    });
  let confirmed: Awaited<ReturnType<typeof verify>>;
  try {
    confirmed = await guarded(
      deps,
      [[`login-fail:ip:${from.ip}`, deps.rateLimits.loginFailuresPerAddress]],
      verify,
      (e) => codeOf(e) === 'INVALID_CODE',
    );
  } catch (e) {
    if (codeOf(e) === 'INVALID_CODE')
      throw new AppError(400, INVALID_CODE_MESSAGE, [{ path: 'code', message: INVALID_CODE_MESSAGE }]);
    if (codeOf(e) === 'TOTP_NOT_ENABLED')
      throw new AppError(409, 'Start the set-up first: no two-factor secret is waiting to be confirmed');
    throw e;
  }
  await tellOwner(deps, actor, true);
  // better-auth replaces the session with one that knows two-factor is on.
  return { body: { twoFactorEnabled: true }, setCookie: confirmed.headers.getSetCookie() };
}

/** Turns two-factor sign-in off, with the password. Administrators may not. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  from: RequestOrigin,
  actor: Actor,
  password: string,
): Promise<WithCookies<TwoFactorStatus>> {
  if (isAdmin(actor)) throw forbidden(ADMIN_KEEPS_TWO_FACTOR);
  if (!actor.twoFactorEnabled) throw new AppError(409, 'Two-factor sign-in is not on');
  const done = await guarded(
    deps,
    passwordBudget(deps, actor),
    () => deps.auth.api.disableTwoFactor({ headers: from.headers, body: { password }, returnHeaders: true }),
    wrongPassword,
  ).catch(refusedPassword);
  await tellOwner(deps, actor, false);
  return { body: { twoFactorEnabled: false }, setCookie: done.headers.getSetCookie() };
}

/**
 * The cookies of a sign-in awaiting its code, without any session cookie the browser still holds: the
 * plugin would otherwise check the code against that session's account instead.
 */
function challengeHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  const cookie = headers.get('cookie');
  if (cookie) {
    const kept = cookie
      .split(';')
      .map((c) => c.trim())
      .filter((c) => c && !/session_(token|data)=/.test(`${c.split('=')[0]}=`));
    out.set('cookie', kept.join('; '));
  }
  return out;
}

/**
 * The second step of signing in: a code from the app, or one of the backup codes (each works once).
 * A wrong code spends the address's failed-sign-in budget; the plugin allows five per sign-in.
 */
export async function completeSignIn(
  deps: TwoFactorDeps,
  from: RequestOrigin,
  code: string,
): Promise<WithCookies<{ user: Me }>> {
  // The session it makes records the browser and address, as a password-only sign-in's does.
  const headers = challengeHeaders(withClientAddress(from));
  const clean = code.replace(/\s/g, '');
  const verify = () =>
    isAppCode(clean)
      ? deps.auth.api.verifyTOTP({ headers, body: { code: clean }, returnHeaders: true })
      : deps.auth.api.verifyBackupCode({ headers, body: { code: clean }, returnHeaders: true });
  const wrongCode = (e: unknown) => ['INVALID_CODE', 'INVALID_BACKUP_CODE'].includes(codeOf(e) ?? '');
  let done: Awaited<ReturnType<typeof verify>>;
  try {
    done = await guarded(
      deps,
      [[`login-fail:ip:${from.ip}`, deps.rateLimits.loginFailuresPerAddress]],
      verify,
      wrongCode,
    );
  } catch (e) {
    if (wrongCode(e)) throw new AppError(401, INVALID_CODE_MESSAGE);
    const reason = codeOf(e);
    if (reason === 'ACCOUNT_TEMPORARILY_LOCKED')
      throw new AppError(429, 'Too many wrong codes. Please try again in 15 minutes.', undefined, {
        'retry-after': '900',
      });
    if (
      reason === 'INVALID_TWO_FACTOR_COOKIE' ||
      reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
      reason === 'TOTP_NOT_ENABLED' ||
      reason === 'BACKUP_CODES_NOT_ENABLED'
    )
      throw new AppError(401, SIGN_IN_EXPIRED);
    // Suspended between the two steps: the session hook refuses it with the reason.
    if (isAPIError(e) && e.status === 'FORBIDDEN')
      throw new AppError(403, e.body?.message ?? suspendedMessage(null));
    throw e;
  }
  const user = (done.response as { user: { id: string; email: string } }).user;
  const userId = user.id;
  if (isAppCode(clean) && !(await firstUseOfCode(deps.db, userId, clean))) {
    // A code that already signed in: refused like a wrong one, and the session just made is dropped.
    await dropNewSession(deps.db, done.headers.getSetCookie());
    throw new AppError(401, INVALID_CODE_MESSAGE);
  }
  await recordSignInAddress(deps.db, userId, from.ip);
  await noticeSignIn(deps, user, from.headers.get('user-agent'));
  return { body: { user: await getMe(deps.db, userId) }, setCookie: done.headers.getSetCookie() };
}
