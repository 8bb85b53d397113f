import { ROLE } from '../constants.ts';

/** Who may do what, by role: the one place a role check is spelled out. */
export interface RoleHolder {
  role_id: number;
  verified?: boolean | null;
}

export const isAdmin = (user: RoleHolder): boolean => user.role_id === ROLE.admin;

/** Sellers: dealers and verified private sellers. */
export const canSell = (user: RoleHolder): boolean =>
  user.role_id === ROLE.dealer || (user.role_id === ROLE.customer && user.verified === true);
