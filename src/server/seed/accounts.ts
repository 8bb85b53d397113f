import { ROLE } from '../../shared/domain/access.ts';
import { dealers } from '../db/schema/index.ts';
import type { AppDeps } from '../deps.ts';
import { createAccount, grantAdmin } from '../modules/auth/service.ts';
import type { DemoAccounts } from './demo-content.ts';

export const DEMO_PASSWORD = 'demo-password';

/** The five demo accounts of DESIGN section 1. */
export const DEMO_ACCOUNTS = [
  { key: 'adminId', email: 'admin@demo.test', role: 'administrator (role 3)' },
  { key: 'dealerId', email: 'dealer@demo.test', role: 'verified dealer (role 2)' },
  { key: 'sellerId', email: 'seller@demo.test', role: 'verified private seller (role 1, verified)' },
  { key: 'buyerId', email: 'buyer@demo.test', role: 'customer (role 1, not verified)' },
  { key: 'pendingDealerId', email: 'pending-dealer@demo.test', role: 'dealer awaiting verification' },
] as const;

export async function seedDemoAccounts(deps: AppDeps): Promise<DemoAccounts> {
  const make = (
    email: string,
    firstName: string,
    lastName: string,
    username: string,
    city: string,
    country: string,
    roleId: number,
    verified: boolean,
  ) =>
    createAccount(deps, {
      email,
      password: DEMO_PASSWORD,
      firstName,
      lastName,
      username,
      city,
      country,
      age: 42,
      roleId,
      verified,
      // Demo accounts are ready to use: their addresses count as confirmed.
      emailVerified: true,
    });

  const adminId = await make(
    'admin@demo.test',
    'Alexandra',
    'Whitmore',
    'alexandra',
    'London',
    'United Kingdom',
    ROLE.customer,
    true,
  );
  await grantAdmin(deps.db, adminId);
  const dealerId = await make(
    'dealer@demo.test',
    'Marco',
    'Bellini',
    'bellini_motors',
    'Monaco',
    'France',
    ROLE.dealer,
    true,
  );
  await deps.db.insert(dealers).values({
    id: dealerId,
    dealershipName: 'Bellini Prestige Motors',
    address: 'Avenue Princesse Grace, Monaco',
    verified: true,
  });
  const sellerId = await make(
    'seller@demo.test',
    'James',
    'Harrington',
    'jharrington',
    'Los Angeles',
    'United States',
    ROLE.customer,
    true,
  );
  const buyerId = await make(
    'buyer@demo.test',
    'Sophie',
    'Laurent',
    'sophie_l',
    'Geneva',
    'Switzerland',
    ROLE.customer,
    false,
  );
  const pendingDealerId = await make(
    'pending-dealer@demo.test',
    'Omar',
    'Haddad',
    'haddad_autos',
    'Dubai',
    'UAE',
    ROLE.dealer,
    false,
  );
  await deps.db.insert(dealers).values({ id: pendingDealerId, dealershipName: 'Haddad Luxury Autos' });
  return { adminId, dealerId, sellerId, buyerId, pendingDealerId };
}
