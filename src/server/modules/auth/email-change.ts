import { eq } from 'drizzle-orm';
import { EMAIL_CHANGE_SENT, EMAIL_IN_USE, SAME_EMAIL } from '../../../shared/schemas/account.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { accountPage } from './account-links.ts';
import type { AuthDeps, RequestOrigin } from './service.ts';

/**
 * Starts a change of address through better-auth's changeEmail: it sends the new address a link
 * (account-links.ts), and the address changes when that link is opened (email-verification.ts). The old
 * address is told at once, with the way back if it was not its owner. An address another account uses
 * gets the sign-up's refusal, which says no more than sign-up already does; the requests share the
 * account's budget of confirmation links, so this cannot be used to test addresses in bulk.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  actor: Actor,
  from: RequestOrigin,
  newEmail: string,
): Promise<{ message: string }> {
  if (newEmail === actor.email)
    throw new AppError(400, SAME_EMAIL, [{ path: 'newEmail', message: SAME_EMAIL }]);
  await deps.limiter.consume(`email-link:acct:${actor.id}`, deps.rateLimits.emailLinksPerAccount);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken) throw new AppError(409, EMAIL_IN_USE, [{ path: 'newEmail', message: EMAIL_IN_USE }]);
  await deps.auth.api.changeEmail({ headers: from.headers, body: { newEmail } });
  const [user] = await deps.db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, actor.id));
  await enqueueEmail(
    deps.db,
    emails.emailChangeRequested(actor.email, {
      name: user?.firstName ?? 'there',
      newEmail,
      link: accountPage.forgotPassword(deps.siteUrl),
    }),
  );
  return { message: EMAIL_CHANGE_SENT };
}
