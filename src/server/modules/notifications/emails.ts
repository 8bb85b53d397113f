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
  passwordReset: (to: string, p: { link: string; validFor: string }): Email => ({
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your ${BRAND_NAME} account. To choose a new one, open this link within ${p.validFor}:\n\n${p.link}\n\nIt works once. If you did not ask, ignore this e-mail: your password stays as it is.${signature}`,
  }),
  verifyEmail: (to: string, p: { name: string; link: string }): Email => ({
    to,
    subject: 'Confirm your e-mail address',
    text: `Hello ${p.name},\n\nPlease confirm this is your e-mail address by opening this link:\n\n${p.link}\n\nUntil then you can browse and message sellers, but not list a vehicle or apply for verification.${signature}`,
  }),
  confirmNewEmail: (to: string, p: { name: string; link: string }): Email => ({
    to,
    subject: 'Confirm your new e-mail address',
    text: `Hello ${p.name},\n\nYou asked to use this address for your ${BRAND_NAME} account. To confirm, open this link:\n\n${p.link}\n\nIf you did not ask, ignore this e-mail and nothing changes.${signature}`,
  }),
  emailChangeRequested: (to: string, p: { name: string; newEmail: string; link: string }): Email => ({
    to,
    subject: 'A change of e-mail address was requested',
    text: `Hello ${p.name},\n\nSomeone signed in to your account asked to change its e-mail address to ${p.newEmail}. It changes once the link sent to that address is opened.\n\nIf this wasn't you, reset your password now: ${p.link}${signature}`,
  }),
  newSignIn: (to: string, p: { device: string; time: string; link: string }): Email => ({
    to,
    subject: 'A new sign-in to your account',
    text: `A new sign-in from ${p.device}, ${p.time}.\n\nIf this wasn't you, reset your password: ${p.link}${signature}`,
  }),
};
