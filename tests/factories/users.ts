import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { dealers } from '../../src/server/db/schema/index.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { createAccount, grantAdmin } from '../../src/server/modules/auth/service.ts';
import { ROLE } from '../../src/shared/domain/access.ts';
import { secretOf, totp, unusedTotp } from '../fixtures/totp.ts';

export const PASSWORD = 'correct-horse-battery';

export type Kind = 'customer' | 'seller' | 'unverifiedSeller' | 'dealer' | 'pendingDealer' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  kind: Kind;
  /** The base32 TOTP secret of an account with two-factor sign-in (every administrator has one). */
  totpSecret?: string;
  /** Its unused backup codes. */
  backupCodes?: string[];
}

const unique = () => randomBytes(5).toString('hex');

/**
 * Creates an account of the given kind straight through the account service (no HTTP, no rate limits).
 * Administrators get two-factor sign-in, as the admin API requires (`{ twoFactor: false }`: without).
 */
export async function makeUser(
  deps: AppDeps,
  kind: Kind = 'customer',
  fields: { firstName?: string; lastName?: string; emailVerified?: boolean; twoFactor?: boolean } = {},
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
  const user: TestUser = { id, email, password: PASSWORD, kind };
  if (fields.twoFactor ?? kind === 'admin') Object.assign(user, await turnOnTwoFactor(deps, user));
  return user;
}

/**
 * Turns on two-factor sign-in for an account through better-auth's own server API (as the set-up
 * screen does through ours): enable with the password, confirm with a code computed from the secret.
 */
export async function turnOnTwoFactor(
  deps: AppDeps,
  user: { email: string; password: string },
): Promise<{ totpSecret: string; backupCodes: string[] }> {
  const signedIn = await deps.auth.api.signInEmail({
    body: { email: user.email, password: user.password },
    returnHeaders: true,
  });
  const headers = new Headers({ cookie: sessionCookie(signedIn.headers.getSetCookie()) });
  const setup = await deps.auth.api.enableTwoFactor({ headers, body: { password: user.password } });
  if (!('totpURI' in setup) || !setup.totpURI) throw new Error('no two-factor secret');
  const totpSecret = secretOf(setup.totpURI);
  const confirmed = await deps.auth.api.verifyTOTP({
    headers,
    body: { code: totp(totpSecret) },
    returnHeaders: true,
  });
  await deps.auth.api.signOut({
    headers: new Headers({ cookie: sessionCookie(confirmed.headers.getSetCookie()) }),
  });
  return { totpSecret, backupCodes: setup.backupCodes ?? [] };
}

/** The cookies ("name=value; ...") set by a reply, to send back on the next request. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

/** The session cookie header ("name=value") from a reply's Set-Cookie. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = all.find((c) => c.includes('session_token='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return cookie.split(';')[0]!;
}

/** The codes each secret has signed in with in this test process (a code signs in once). */
const usedCodes = new Map<string, Set<string>>();
const codesOf = (secret: string): Set<string> => {
  if (!usedCodes.has(secret)) usedCodes.set(secret, new Set());
  return usedCodes.get(secret)!;
};

/**
 * Signs in over HTTP and answers the Cookie header to send on later requests. An account with two-factor
 * sign-in completes the second step with a code computed from its secret, one not used yet.
 */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string; totpSecret?: string },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  if (!res.json().twoFactorRequired) return sessionCookie(res.headers['set-cookie']);
  if (!user.totpSecret) throw new Error(`${user.email} needs a two-factor code and has no secret`);
  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor',
    headers: { cookie: cookiesOf(res.headers['set-cookie']) },
    payload: { code: await unusedTotp(user.totpSecret, codesOf(user.totpSecret)) },
  });
  if (second.statusCode !== 200) throw new Error(`two-factor failed: ${second.statusCode} ${second.body}`);
  return sessionCookie(second.headers['set-cookie']);
}
