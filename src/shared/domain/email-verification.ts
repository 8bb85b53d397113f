/**
 * Which actions need a confirmed e-mail address, and what someone is told who has none: one list the
 * server enforces (403) and the client uses to explain before the user tries. Browsing, messaging and
 * rating need none: a buyer may reach a seller before confirming anything.
 */
export const ACTIONS_NEEDING_VERIFIED_EMAIL = {
  createListing: 'create a listing',
  submitIdentity: 'submit an identity application',
  applyAsDealer: 'submit a dealer application',
  payFee: 'pay a listing fee',
} as const;

export type VerifiedEmailAction = keyof typeof ACTIONS_NEEDING_VERIFIED_EMAIL;

export const needsVerifiedEmail = (subject: { emailVerified: boolean }): boolean => !subject.emailVerified;

/** The refusal, naming the action and how to get past it. */
export const emailNotVerifiedMessage = (action: VerifiedEmailAction): string =>
  `Please confirm your e-mail address before you ${ACTIONS_NEEDING_VERIFIED_EMAIL[action]}: follow the link we sent you, or ask for a new one from the banner at the top of the page or from your account settings.`;
