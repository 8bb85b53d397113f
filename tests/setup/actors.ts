import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/server/config.ts';
import { type Kind, makeUser, signIn, type TestUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests sent as one signed-in account (or anonymously), so a test reads as "as admin, post this". */
export interface Actor {
  user: TestUser | null;
  cookie: string;
  get(url: string, options?: Extra): Promise<LightMyRequestResponse>;
  delete(url: string, options?: Extra): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object, options?: Extra): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object, options?: Extra): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: object, options?: Extra): Promise<LightMyRequestResponse>;
}

type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

function actor(app: FastifyInstance, user: TestUser | null, cookie: string): Actor {
  const send = (method: Method, url: string, payload?: object, extra: Extra = {}) =>
    app.inject({
      ...extra,
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...extra.headers },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    user,
    cookie,
    get: (url, extra) => send('GET', url, undefined, extra),
    delete: (url, extra) => send('DELETE', url, undefined, extra),
    post: (url, payload, extra) => send('POST', url, payload ?? {}, extra),
    put: (url, payload, extra) => send('PUT', url, payload ?? {}, extra),
    patch: (url, payload, extra) => send('PATCH', url, payload ?? {}, extra),
  };
}

/** What a test sends requests through: a signed-in account or an anonymous visitor (`as(null)`). */
export type Verbs = Omit<Actor, 'user' | 'cookie'>;

/**
 * One signed-in account per kind for a test file, created and signed in on first use:
 * `const as = actors(t); await as('admin').post('/api/admin/approve-listing/1')`. `as(null)` is anonymous;
 * `as.account(kind)` answers that account itself (`user`, `cookie`); `as.fresh(kind)` signs in a new account
 * of that kind when a test needs one of its own; `as.user(user)` signs in an account the test made itself
 * (with its own names, say).
 */
export function actors(t: TestApp) {
  const known = new Map<Kind, Promise<Actor>>();
  const user = async (existing: TestUser): Promise<Actor> =>
    actor(t.app, existing, await signIn(t.app, existing));
  const fresh = async (kind: Kind): Promise<Actor> => user(await makeUser(t.deps, kind));
  const account = (kind: Kind): Promise<Actor> => {
    if (!known.has(kind)) known.set(kind, fresh(kind));
    return known.get(kind)!;
  };
  const as = (kind: Kind | null): Verbs => {
    if (kind === null) return actor(t.app, null, '');
    const ready = account(kind);
    // Each verb waits for the sign-in, so a test can write `await as('admin').get(...)` directly.
    const later =
      <V extends keyof Verbs>(verb: V) =>
      (...args: Parameters<Verbs[V]>) =>
        ready.then((a) =>
          (a[verb] as (...xs: Parameters<Verbs[V]>) => Promise<LightMyRequestResponse>)(...args),
        );
    return {
      get: later('get'),
      delete: later('delete'),
      post: later('post'),
      put: later('put'),
      patch: later('patch'),
    };
  };
  return Object.assign(as, { account, fresh, user });
}

/**
 * The app of one test file with its actors, in one line instead of the same hooks in every file:
 * `const { t, as } = testAppWithActors();`. The app starts before the file's own `beforeAll` hooks and closes after
 * its tests; `t` may be read only inside hooks and tests.
 */
export function testAppWithActors(overrides: Partial<Config> = {}) {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(overrides);
  });
  afterAll(() => started?.close());
  const app = (): TestApp => {
    if (!started) throw new Error('the test app is read before beforeAll started it');
    return started;
  };
  const t: TestApp = {
    get app() {
      return app().app;
    },
    get deps() {
      return app().deps;
    },
    get dataDir() {
      return app().dataDir;
    },
    close: () => app().close(),
  };
  return { t, as: actors(t) };
}

/**
 * Several named accounts created and signed in at once, for files that address them by name: `u.admin` is
 * the account, `c.admin` its Cookie header.
 */
export async function signedInAccounts<K extends string>(t: TestApp, kinds: Record<K, Kind>) {
  const users = {} as Record<K, TestUser>;
  const cookies = {} as Record<K, string>;
  for (const [name, kind] of Object.entries(kinds) as [K, Kind][]) {
    users[name] = await makeUser(t.deps, kind);
    cookies[name] = await signIn(t.app, users[name]);
  }
  return { users, cookies };
}

/** Asserts the API's error contract: the status, a message (exact, or matching), and field errors if given. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
  fieldErrors?: Record<string, string | RegExp>,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { message: string; errors?: { path: string; message: string }[] };
  expect(typeof body.message).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  for (const [path, expected] of Object.entries(fieldErrors ?? {})) {
    const found = body.errors?.find((e) => e.path === path);
    expect(found, `no error for ${path} in ${res.body}`).toBeDefined();
    if (typeof expected === 'string') expect(found!.message).toBe(expected);
    else expect(found!.message).toMatch(expected);
  }
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT /);
  return body;
}
