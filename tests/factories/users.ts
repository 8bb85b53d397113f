import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dealers } from '../../src/server/db/schema/index.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { createAccount, grantAdmin } from '../../src/server/modules/auth/service.ts';
import { ROLE } from '../../src/shared/constants.ts';

export const PASSWORD = 'correct-horse-battery';

export type Kind = 'customer' | 'seller' | 'unverifiedSeller' | 'dealer' | 'pendingDealer' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  kind: Kind;
}

const unique = () => randomBytes(5).toString('hex');

/** Creates an account of the given kind straight through the account service (no HTTP, no rate limits). */
export async function makeUser(
  deps: AppDeps,
  kind: Kind = 'customer',
  fields: { firstName?: string; lastName?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const tag = unique();
  const email = `${kind.toLowerCase()}-${tag}@example.test`;
  const isDealer = kind === 'dealer' || kind === 'pendingDealer';
  const id = await createAccount(deps, {
    email,
    password: PASSWORD,
    firstName: fields.firstName ?? 'Test',
    lastName: fields.lastName ?? kind,
    username: `${kind}_${tag}`,
    country: 'Germany',
    city: 'Munich',
    age: 30,
    roleId: isDealer ? ROLE.dealer : ROLE.customer,
    verified: kind === 'seller' || kind === 'dealer',
    // Confirmed unless a test is about unconfirmed addresses, as every account was before confirmation existed.
    emailVerified: fields.emailVerified ?? true,
  });
  if (isDealer) await deps.db.insert(dealers).values({ id, verified: kind === 'dealer' });
  if (kind === 'admin') await grantAdmin(deps.db, id);
  return { id, email, password: PASSWORD, kind };
}

/** The session cookie header ("name=value") from a reply's Set-Cookie. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return cookie.split(';')[0]!;
}

/** Signs in over HTTP and answers the Cookie header to send on later requests. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookie(res.headers['set-cookie']);
}
