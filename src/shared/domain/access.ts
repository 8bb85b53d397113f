export const ROLE = { customer: 1, dealer: 2, admin: 3 } as const;

/**
 * Who may do what, by role (spec section 4). The server's actor carries `roleId`; the client's session
 * user carries the API's `role_id`: every predicate takes either, so there is one spelling of each check.
 */
export type Subject = { roleId: number } | { role_id: number };
export type VerifiableSubject = Subject & { verified: boolean };

const roleOf = (s: Subject): number => ('roleId' in s ? s.roleId : s.role_id);

export const SELLER_ROLES = [ROLE.customer, ROLE.dealer] as const;

export const isAdmin = (s: Subject | null | undefined): boolean => s != null && roleOf(s) === ROLE.admin;
export const isDealer = (s: Subject | null | undefined): boolean => s != null && roleOf(s) === ROLE.dealer;
export const isCustomer = (s: Subject | null | undefined): boolean =>
  s != null && roleOf(s) === ROLE.customer;

/** Customers and dealers may sell once verified; administrators never list. */
export const hasSellerRole = (s: Subject | null | undefined): boolean =>
  s != null && (SELLER_ROLES as readonly number[]).includes(roleOf(s));

/**
 * A verified seller: lists from the dashboard with no listing fee and has a seller's side of
 * conversations. (An unverified customer may still list through the private flow: see `listingTerms`.)
 */
export const canSell = (s: VerifiableSubject | null | undefined): boolean =>
  s != null && hasSellerRole(s) && s.verified;

/**
 * A dealer not verified yet: signed in, but only to their account and their dealer application until an
 * administrator approves that application (docs/decisions/0033-dealer-onboarding.md).
 */
export const isPendingDealer = (s: VerifiableSubject): boolean => isDealer(s) && !s.verified;

/** What a pending dealer is told by every route outside their account and application. */
export const PENDING_DEALER_MESSAGE =
  'Your dealer account is waiting for verification: complete your dealer application, and everything else opens once an administrator approves it';

/** The owner of a record: the signed-in actor (or session user) is the one it belongs to. */
export const owns = (actor: { id: string } | null | undefined, ownerId: string): boolean =>
  actor != null && actor.id === ownerId;

/** The owner of a record, or an administrator. */
export const ownsOrAdmin = (actor: (Subject & { id: string }) | null | undefined, ownerId: string): boolean =>
  owns(actor, ownerId) || isAdmin(actor);

/** Where an account stands: suspended by an administrator (with the reason it is told), or deleted. */
export interface Standing {
  suspendedAt: Date | string | null;
  suspensionReason: string | null;
  deletedAt?: Date | string | null;
}

export const isSuspended = (s: Pick<Standing, 'suspendedAt'>): boolean => s.suspendedAt != null;

export const suspendedMessage = (reason: string | null): string =>
  `Your account is suspended${reason ? `: ${reason}` : ''}. Reply to our e-mail if you think this is a mistake.`;

/**
 * Why this account may not hold a session, or null if it may: the one rule of who signs in. A suspended
 * account is told why; a deleted one has no credentials left, and is refused here as well should anything
 * still try. (A pending dealer signs in, to complete their application: `isPendingDealer`.)
 */
export function signInRefusal(s: Standing): string | null {
  if (s.deletedAt != null) return 'This account has been deleted';
  if (isSuspended(s)) return suspendedMessage(s.suspensionReason);
  return null;
}

export const ADMIN_TWO_FACTOR_MESSAGE =
  'Administrators must turn on two-factor sign-in before using the admin panel';

/** Administrators act only with two-factor sign-in on: a stolen password alone must not reach the panel. */
export const needsTwoFactorSetUp = (s: (Subject & { twoFactorEnabled: boolean }) | null | undefined) =>
  isAdmin(s) && s != null && !s.twoFactorEnabled;

/** The last administrator cannot leave: someone must be able to run the marketplace. */
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be deleted';
export const mayLeave = (s: Subject, otherAdministrators: number): boolean =>
  !isAdmin(s) || otherAdministrators > 0;
