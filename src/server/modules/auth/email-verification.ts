import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import {
  emailNotVerifiedMessage,
  needsVerifiedEmail,
  type VerifiedEmailAction,
} from '../../../shared/domain/email-verification.ts';
import {
  EMAIL_ALREADY_VERIFIED,
  EMAIL_IN_USE,
  EMAIL_LINK_INVALID,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT,
} from '../../../shared/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { accountPage } from './account-links.ts';
import { type Auth, EMAIL_LINK_TTL_SECONDS } from './better-auth.ts';

/** 403 with the way out, for an action that needs a confirmed address (shared/domain/email-verification.ts). */
export function assertEmailVerified(actor: Actor, action: VerifiedEmailAction): void {
  if (needsVerifiedEmail(actor)) throw forbidden(emailNotVerifiedMessage(action));
}

/**
 * E-mails `user` a link confirming their address: a token of better-auth's e-mail verification (signed
 * with the auth secret, valid a day), checked by its verifyEmail on POST /api/auth/verify-email.
 */
export async function sendVerificationLink(
  deps: { db: Db; auth: Auth; siteUrl: string },
  user: { id: string; email: string; firstName: string | null },
): Promise<void> {
  const { secret } = await deps.auth.$context;
  const token = await createEmailVerificationToken(secret, user.email, undefined, EMAIL_LINK_TTL_SECONDS, {
    userId: user.id,
  });
  await enqueueEmail(
    deps.db,
    emails.verifyEmail(user.email, {
      name: user.firstName ?? 'there',
      link: accountPage.verifyEmail(deps.siteUrl, token),
    }),
  );
}

/** The new address a change-of-address token carries and for whom, read without trusting it (better-auth checks it). */
function addressChangeIn(token: string): { newEmail: string; userId: unknown } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.updateTo === 'string'
      ? { newEmail: payload.updateTo, userId: payload.userId }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Confirms an address from the link's token: the account's own (sign-up, resend), or a new one it asked
 * to move to, which then replaces the old address. The link may be opened signed out, or signed in as
 * that account; better-auth refuses it in another account's browser.
 */
export async function verifyEmail(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  token: string,
  headers: Headers,
): Promise<{ message: string }> {
  const change = addressChangeIn(token);
  const newEmail = change?.newEmail;
  if (change) {
    // Taken by someone else since the link was sent: refuse, rather than let the unique index fail the
    // change. (Taken by this account: the link was used already, which better-auth refuses.)
    const [taken] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, change.newEmail));
    if (taken && taken.id !== change.userId) throw new AppError(409, EMAIL_IN_USE);
  }
  let result: { user?: { id: string } | null } | undefined;
  try {
    result = (await deps.auth.api.verifyEmail({ query: { token }, headers })) as typeof result;
  } catch (e) {
    if (isAPIError(e)) throw new AppError(400, EMAIL_LINK_INVALID);
    throw e;
  }
  if (newEmail && result?.user) {
    // The link reached the new address, so that address is confirmed as well.
    await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, result.user.id));
    return { message: `Your e-mail address is now ${newEmail}.` };
  }
  return { message: EMAIL_VERIFIED_MESSAGE };
}

/** Another confirmation link for the signed-in account, a few per hour. */
export async function resendVerification(
  deps: Pick<AppDeps, 'db' | 'auth' | 'limiter' | 'rateLimits' | 'siteUrl'>,
  actor: Actor,
): Promise<{ message: string }> {
  if (actor.emailVerified) throw new AppError(409, EMAIL_ALREADY_VERIFIED);
  await deps.limiter.consume(`email-link:acct:${actor.id}`, deps.rateLimits.emailLinksPerAccount);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, actor.id));
  if (user) await sendVerificationLink(deps, user);
  return { message: VERIFICATION_SENT };
}
