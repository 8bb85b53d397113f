import { isAPIError } from 'better-auth/api';
import {
  type ChangePasswordInput,
  FORGOT_PASSWORD_MESSAGE,
  type ForgotPasswordInput,
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  type ResetPasswordInput,
  WRONG_CURRENT_PASSWORD,
} from '../../../shared/schemas/account.ts';
import { BREACHED_PASSWORD_MESSAGE } from '../../../shared/schemas/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { withClientAddress } from './better-auth.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import type { AuthDeps, RequestOrigin, WithCookies } from './service.ts';
import { endRevokedStreams } from './sessions.ts';

/** The sign-up rule for a new password that only the server checks: not in a breached-password list. */
async function assertNotBreached(password: string, path: string): Promise<void> {
  if (await isBreachedPassword(password)) {
    throw new AppError(400, BREACHED_PASSWORD_MESSAGE, [{ path, message: BREACHED_PASSWORD_MESSAGE }]);
  }
}

/**
 * Asks better-auth for a password-reset token for `email`; it e-mails the link (account-links.ts) only if
 * an account uses the address. The answer is the same either way, and the requests are limited per
 * e-mail address (no flooding one mailbox) and per network address (no probing many).
 */
export async function forgotPassword(
  deps: AuthDeps,
  input: ForgotPasswordInput,
  from: RequestOrigin,
): Promise<{ message: string }> {
  const addressKey = `reset:ip:${from.ip}`;
  await deps.limiter.consume(addressKey, deps.rateLimits.passwordResetsPerAddress);
  try {
    await deps.limiter.consume(`reset:email:${input.email}`, deps.rateLimits.passwordResetsPerEmail);
  } catch (e) {
    await deps.limiter.release(addressKey);
    throw e;
  }
  await deps.auth.api.requestPasswordReset({ body: { email: input.email } });
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/**
 * Sets a new password with a reset token. better-auth consumes the token (one use, one hour) and deletes
 * every session of the account; their event streams end (account-links.ts tells them).
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput): Promise<{ message: string }> {
  await assertNotBreached(input.password, 'password');
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (e) {
    if (isAPIError(e) && e.status === 'BAD_REQUEST') throw new AppError(400, RESET_LINK_INVALID);
    throw e;
  }
  return { message: PASSWORD_RESET_DONE };
}

/**
 * Changes the password of the signed-in account, given the current one. A wrong current password counts
 * as a failed sign-in of the account (the same limit), so a stolen session cannot guess it either. Every
 * other session is signed out; this browser gets a fresh session in their place.
 */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  from: RequestOrigin,
  input: ChangePasswordInput,
): Promise<WithCookies<{ message: string }>> {
  await assertNotBreached(input.newPassword, 'newPassword');
  const failureKey = `login-fail:acct:${actor.email}`;
  await deps.limiter.consume(failureKey, deps.rateLimits.loginFailuresPerAccount);
  let changed: { headers: Headers };
  try {
    changed = await deps.auth.api.changePassword({
      headers: withClientAddress(from),
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      returnHeaders: true,
    });
  } catch (e) {
    if (isAPIError(e) && e.status === 'BAD_REQUEST') {
      throw new AppError(400, WRONG_CURRENT_PASSWORD, [
        { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
      ]);
    }
    await deps.limiter.release(failureKey);
    throw e;
  }
  await deps.limiter.release(failureKey);
  await endRevokedStreams(deps.realtime, actor.id);
  return { body: { message: PASSWORD_CHANGED }, setCookie: changed.headers.getSetCookie() };
}
