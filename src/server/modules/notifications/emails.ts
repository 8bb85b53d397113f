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
  watchedPriceDrop: (
    to: string,
    p: { listingTitle: string; oldPrice: string; newPrice: string; link: string },
  ): Email => ({
    to,
    subject: `Price drop: the ${p.listingTitle} you watch`,
    text: `The ${p.listingTitle} on your watchlist is now ${p.newPrice} (it was ${p.oldPrice}).\n\nSee it: ${p.link}${signature}`,
  }),
  watchedSold: (to: string, p: { listingTitle: string; link: string }): Email => ({
    to,
    subject: `The ${p.listingTitle} you watch has been sold`,
    text: `The ${p.listingTitle} on your watchlist has been sold.\n\nSimilar cars are waiting for you: ${p.link}${signature}`,
  }),
  watchedRemoved: (to: string, p: { listingTitle: string; link: string }): Email => ({
    to,
    subject: `The ${p.listingTitle} you watch is no longer listed`,
    text: `The ${p.listingTitle} on your watchlist has been taken off the market.\n\nBrowse other cars: ${p.link}${signature}`,
  }),
};
