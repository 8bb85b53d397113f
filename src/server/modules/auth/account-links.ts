import type { Db } from '../../db/client.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import type { AuthLinks } from './better-auth.ts';

/** The pages of the client that the links in account e-mails open. */
export const accountPage = {
  resetPassword: (siteUrl: string, token: string) =>
    `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
  verifyEmail: (siteUrl: string, token: string) =>
    `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`,
  forgotPassword: (siteUrl: string) => `${siteUrl}/forgot-password`,
};

/**
 * What better-auth calls back with: the tokens of its password-reset and change-of-address features,
 * e-mailed as links to our own pages (its handler, which its links point to, is not mounted), and the
 * end of the sessions a password reset revoked, whose event streams then close on every instance.
 */
export function accountLinks(deps: { db: Db; siteUrl: string; realtime: RealtimeBus }): AuthLinks {
  return {
    passwordReset: async (user, token) => {
      await enqueueEmail(
        deps.db,
        emails.passwordReset(user.email, {
          link: accountPage.resetPassword(deps.siteUrl, token),
          validFor: 'one hour',
        }),
      );
    },
    emailChange: async (user, token) => {
      await enqueueEmail(
        deps.db,
        emails.confirmNewEmail(user.email, {
          name: user.name,
          link: accountPage.verifyEmail(deps.siteUrl, token),
        }),
      );
    },
    sessionsRevoked: (userId) => deps.realtime.publish([userId], { type: 'sessions-revoked' }),
  };
}
