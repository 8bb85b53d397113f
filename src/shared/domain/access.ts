import { ROLE } from '../constants.ts';

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

/** Dealers need an administrator's approval before they can sign in. */
export const isPendingDealer = (s: VerifiableSubject): boolean => isDealer(s) && !s.verified;

/** The owner of a record, or an administrator. */
export const ownsOrAdmin = (actor: (Subject & { id: string }) | null | undefined, ownerId: string): boolean =>
  actor != null && (actor.id === ownerId || isAdmin(actor));
