import { BRAND_NAME } from '../../../shared/constants.ts';
import type { Email } from '../../lib/mailer.ts';

/** The words of every e-mail the marketplace sends, in one place. */

const signature = `\n\n${BRAND_NAME}`;

export const emails = {
  /** The contact form, to the support inbox; a reply goes to the visitor who wrote. */
  contactMessage: (
    to: string,
    p: { name: string; email: string; subject: string; message: string; signedInAs: string | null },
  ): Email => ({
    to,
    subject: `Contact form: ${p.subject}`,
    text: `${p.name} <${p.email}> wrote through the contact form${p.signedInAs ? ` (signed in as ${p.signedInAs})` : ''}:\n\n${p.message}${signature}`,
    headers: { 'Reply-To': p.email },
  }),
  supportMessage: (to: string, p: { from: string; email: string; excerpt: string; link: string }): Email => ({
    to,
    subject: `Live chat: ${p.from} is waiting for an answer`,
    text: `${p.from} <${p.email}> wrote in the live chat:\n\n"${p.excerpt}"\n\nAnswer in the admin panel: ${p.link}${signature}`,
  }),
  supportReply: (to: string, p: { excerpt: string; link: string }): Email => ({
    to,
    subject: 'Our support team answered you',
    text: `Our support team wrote to you in the live chat:\n\n"${p.excerpt}"\n\nRead and reply: ${p.link}${signature}`,
  }),
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
    text: `Hello ${p.name},\n\nYour account has been verified: you can now list vehicles from your dashboard.\n\n${p.link}${signature}`,
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
  listingExpiring: (to: string, p: { listingTitle: string; expiresOn: string; link: string }): Email => ({
    to,
    subject: `Your ${p.listingTitle} listing expires on ${p.expiresOn}`,
    text: `Your listing stays live until ${p.expiresOn}, the end of the 90 days its fee covers. Renew it from your dashboard to keep it live for 90 more days: ${p.link}${signature}`,
  }),
  listingsParkedByPlan: (
    to: string,
    p: { count: number; planName: string; limit: number; link: string },
  ): Email => ({
    to,
    subject: `${p.count} of your listings are paused: your plan allows ${p.limit}`,
    text: `You are now on ${p.planName}, which allows ${p.limit} listing${p.limit === 1 ? '' : 's'}. ${p.count === 1 ? 'Your newest listing over that limit is' : `Your ${p.count} newest listings over that limit are`} paused and no longer shown. They come back, the oldest first, as soon as your plan has room for them: when you sell or delete another listing, or upgrade from your dashboard, ${p.link}${signature}`,
  }),
  listingExpired: (to: string, p: { listingTitle: string; link: string }): Email => ({
    to,
    subject: `Your ${p.listingTitle} listing has expired`,
    text: `The 90 days your listing fee covered are over, so your listing is no longer shown. You can renew it from your dashboard: ${p.link}${signature}`,
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
  /** Tells a reporter what became of their report (docs/decisions/0031); the administrator's note stays internal. */
  reportOutcome: (
    to: string,
    p: { subject: string; outcome: 'removed' | 'dismissed'; link: string },
  ): Email => ({
    to,
    subject: `About your report of ${p.subject}`,
    text:
      p.outcome === 'removed'
        ? `Thank you for your report of ${p.subject}. An administrator looked at it and the listing has been taken down.\n\n${p.link}${signature}`
        : `Thank you for your report of ${p.subject}. An administrator looked at it and found nothing that breaks our rules, so no action was taken. If you still have concerns, you can report it again with more details.\n\n${p.link}${signature}`,
  }),
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

/** A new car in an alert: what the e-mail shows of it. */
export interface AlertCar {
  title: string;
  price: string;
  link: string;
  /** An absolute address of its first photo, if it has one. */
  photo: string | null;
}

/** How an alert e-mail lets its reader stop it: the page link in the text, the one-click URL in headers. */
export interface AlertUnsubscribe {
  page: string;
  oneClick: string;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const carText = (c: AlertCar): string =>
  `${c.title}, ${c.price}\n${c.link}${c.photo ? `\nPhoto: ${c.photo}` : ''}`;

const carHtml = (c: AlertCar): string =>
  `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${
    c.photo
      ? `<a href="${escapeHtml(c.link)}"><img src="${escapeHtml(c.photo)}" alt="${escapeHtml(c.title)}" width="200" style="display:block;border-radius:6px"></a>`
      : ''
  }</td><td style="vertical-align:top;padding:8px 0"><a href="${escapeHtml(c.link)}" style="color:#111;font-weight:600">${escapeHtml(c.title)}</a><br><span>${escapeHtml(c.price)}</span></td></tr>`;

function alertHtml(intro: string, sections: { heading: string; cars: AlertCar[] }[], u: AlertUnsubscribe) {
  const body = sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:20px 0 4px">${escapeHtml(s.heading)}</h2><table role="presentation" cellspacing="0" cellpadding="0">${s.cars.map(carHtml).join('')}</table>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;max-width:600px">${`<p>${escapeHtml(intro)}</p>`}${body}<p style="margin-top:24px;font-size:12px;color:#666">${escapeHtml(BRAND_NAME)} · <a href="${escapeHtml(u.page)}">Unsubscribe from these e-mails</a></p></body></html>`;
}

const unsubscribeHeaders = (u: AlertUnsubscribe): Record<string, string> => ({
  'List-Unsubscribe': `<${u.oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const alertEmails = {
  /** One new car for a saved search e-mailed at once. */
  instant: (to: string, p: { searchName: string; car: AlertCar; unsubscribe: AlertUnsubscribe }): Email => {
    const intro = `A new car matches your saved search "${p.searchName}":`;
    return {
      to,
      subject: `New match for "${p.searchName}": ${p.car.title}`,
      text: `${intro}\n\n${carText(p.car)}\n\nStop these e-mails: ${p.unsubscribe.page}${signature}`,
      html: alertHtml(intro, [{ heading: p.searchName, cars: [p.car] }], p.unsubscribe),
      headers: unsubscribeHeaders(p.unsubscribe),
    };
  },
  /** Every new car of an account's daily or weekly saved searches, in one e-mail. */
  digest: (
    to: string,
    p: {
      period: 'daily' | 'weekly';
      searches: { name: string; cars: AlertCar[] }[];
      unsubscribe: AlertUnsubscribe;
    },
  ): Email => {
    const count = p.searches.reduce((n, s) => n + s.cars.length, 0);
    const cars = count === 1 ? '1 new car' : `${count} new cars`;
    const intro = `${cars} matched your saved searches ${p.period === 'daily' ? 'today' : 'this week'}.`;
    return {
      to,
      subject: `Your ${p.period} digest: ${cars}`,
      text: `${intro}\n\n${p.searches
        .map((s) => `${s.name}\n\n${s.cars.map(carText).join('\n\n')}`)
        .join('\n\n')}\n\nStop these e-mails: ${p.unsubscribe.page}${signature}`,
      html: alertHtml(
        intro,
        p.searches.map((s) => ({ heading: s.name, cars: s.cars })),
        p.unsubscribe,
      ),
      headers: unsubscribeHeaders(p.unsubscribe),
    };
  },
};
