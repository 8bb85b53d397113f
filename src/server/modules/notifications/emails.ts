import { BRAND_NAME } from '../../../shared/constants.ts';
import type { Email } from '../../lib/mailer.ts';

/** The words of every e-mail the marketplace sends, in one place. */

const signature = `\n\n${BRAND_NAME}`;

export const emails = {
  newMessage: (
    to: string,
    p: { from: string; listingTitle: string; link: string; excerpt: string },
  ): Email => ({
    to,
    subject: `New message about the ${p.listingTitle}`,
    text: `${p.from} wrote to you about the ${p.listingTitle}:\n\n"${p.excerpt}"\n\nRead and reply: ${p.link}${signature}`,
  }),
  sellerVerified: (to: string, p: { name: string; link: string }): Email => ({
    to,
    subject: 'Your seller account is verified',
    text: `Hello ${p.name},\n\nYour account has been verified: you can now sign in and list vehicles.\n\n${p.link}${signature}`,
  }),
  sellerRejected: (to: string, p: { name: string; reason: string }): Email => ({
    to,
    subject: 'About your seller verification',
    text: `Hello ${p.name},\n\nWe could not verify your seller account.\n\nReason: ${p.reason}\n\nReply to this e-mail if you would like us to look again.${signature}`,
  }),
  listingApproved: (to: string, p: { listingTitle: string; link: string }): Email => ({
    to,
    subject: `Your ${p.listingTitle} is live`,
    text: `Your listing has been approved and is now live: ${p.link}${signature}`,
  }),
  listingRejected: (to: string, p: { listingTitle: string; reason: string; link: string }): Email => ({
    to,
    subject: `Your ${p.listingTitle} listing needs changes`,
    text: `Your listing was not approved.\n\nReason: ${p.reason}\n\nYou can edit it from your dashboard and it will be reviewed again: ${p.link}${signature}`,
  }),
  kycDecision: (
    to: string,
    p: { name: string; status: string; notes: string | null; link: string },
  ): Email => {
    const outcome: Record<string, string> = {
      approved: 'has been approved',
      rejected: 'was not approved',
      resubmission_required: 'needs more information: please submit it again',
    };
    return {
      to,
      subject: 'Your identity verification',
      text: `Hello ${p.name},\n\nYour identity verification ${outcome[p.status] ?? `is now ${p.status}`}.${p.notes ? `\n\nNotes from our team: ${p.notes}` : ''}\n\n${p.link}${signature}`,
    };
  },
  twoFactorChanged: (to: string, p: { name: string; on: boolean; link: string }): Email => ({
    to,
    subject: p.on ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
    text: `Hello ${p.name},\n\n${p.on ? 'Two-factor sign-in is now on for your account: signing in will ask for a code from your authenticator app (or one of your backup codes).' : 'Two-factor sign-in has been turned off for your account: signing in now asks for your password only.'}\n\nIf this was not you, change your password and contact us at once: ${p.link}${signature}`,
  }),
  accountSuspended: (to: string, p: { name: string; reason: string }): Email => ({
    to,
    subject: 'Your account is suspended',
    text: `Hello ${p.name},\n\nAn administrator has suspended your account. You cannot sign in and your listings are hidden while it is suspended.\n\nReason: ${p.reason}\n\nReply to this e-mail if you think this is a mistake.${signature}`,
  }),
  accountUnsuspended: (to: string, p: { name: string; link: string }): Email => ({
    to,
    subject: 'Your account is active again',
    text: `Hello ${p.name},\n\nThe suspension of your account has been lifted: you can sign in again, and your live listings are public again.\n\n${p.link}${signature}`,
  }),
  accountDeleted: (to: string, p: { name: string }): Email => ({
    to,
    subject: 'Your account has been deleted',
    text: `Hello ${p.name},\n\nYour account has been deleted as you asked: your profile, listings, photos and identity documents are gone. Messages you sent stay with the people you wrote to, under the name "Deleted user".\n\nIf you did not ask for this, reply to this e-mail at once.${signature}`,
  }),
};
