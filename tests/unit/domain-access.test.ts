import { describe, expect, it } from 'vitest';
import {
  canSell,
  hasSellerRole,
  isAdmin,
  isPendingDealer,
  owns,
  ownsOrAdmin,
  ROLE,
} from '../../src/shared/domain/access.ts';

describe('roles', () => {
  it('reads the server actor (roleId) and the client session user (role_id) alike', () => {
    expect(isAdmin({ roleId: ROLE.admin })).toBe(true);
    expect(isAdmin({ role_id: ROLE.admin })).toBe(true);
    expect(isAdmin({ role_id: ROLE.dealer })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('customers and dealers sell once verified; administrators never', () => {
    expect(canSell({ roleId: ROLE.customer, verified: true })).toBe(true);
    expect(canSell({ role_id: ROLE.dealer, verified: true })).toBe(true);
    expect(canSell({ roleId: ROLE.customer, verified: false })).toBe(false);
    expect(canSell({ roleId: ROLE.dealer, verified: false })).toBe(false);
    expect(canSell({ roleId: ROLE.admin, verified: true })).toBe(false);
    expect(hasSellerRole({ roleId: ROLE.admin })).toBe(false);
  });

  it('a dealer waits for approval before signing in', () => {
    expect(isPendingDealer({ roleId: ROLE.dealer, verified: false })).toBe(true);
    expect(isPendingDealer({ roleId: ROLE.dealer, verified: true })).toBe(false);
    expect(isPendingDealer({ roleId: ROLE.customer, verified: false })).toBe(false);
  });

  it('the owner is the actor whose id the record carries; an administrator is not its owner', () => {
    expect(owns({ id: 'a' }, 'a')).toBe(true);
    expect(owns({ id: 'b' }, 'a')).toBe(false);
    const admin = { id: 'b', roleId: ROLE.admin };
    expect(owns(admin, 'a')).toBe(false);
    expect(owns(null, 'a')).toBe(false);
    expect(owns(undefined, 'a')).toBe(false);
  });

  it('the owner or an administrator, nobody else', () => {
    expect(ownsOrAdmin({ id: 'a', roleId: ROLE.customer }, 'a')).toBe(true);
    expect(ownsOrAdmin({ id: 'b', roleId: ROLE.admin }, 'a')).toBe(true);
    expect(ownsOrAdmin({ id: 'b', roleId: ROLE.dealer }, 'a')).toBe(false);
    expect(ownsOrAdmin(null, 'a')).toBe(false);
  });
});
