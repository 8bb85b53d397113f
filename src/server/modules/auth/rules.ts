import { ROLE } from '../../../shared/constants.ts';

/** Dealers need an administrator's approval before they can sign in (spec section 4). */
export const isPendingDealer = (u: { roleId: number; verified: boolean }): boolean =>
  u.roleId === ROLE.dealer && !u.verified;
