import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ADMIN_TWO_FACTOR_MESSAGE,
  isAdmin,
  isPendingDealer,
  needsTwoFactorSetUp,
  PENDING_DEALER_MESSAGE,
} from '../../shared/domain/access.ts';
import { AppError, forbidden, unauthorized } from '../lib/app-error.ts';
import type { Auth } from '../modules/auth/better-auth.ts';

/** Who is making the request, as the services see it. */
export interface Actor {
  id: string;
  email: string;
  roleId: number;
  verified: boolean;
  /** Whether the e-mail address is confirmed (shared/domain/email-verification.ts). */
  emailVerified: boolean;
  sessionId: string;
  /** Signs in with a second factor; administrators must (shared/domain/access.ts needsTwoFactorSetUp). */
  twoFactorEnabled: boolean;
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request, on first use. */
    actor(): Promise<Actor | null>;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: checked before the body is validated, so an anonymous caller always gets
     * 401 and a non-administrator 403, whatever they send.
     */
    auth?: 'user' | 'admin';
    /** The 401 text, where the spec words it for the route. */
    authMessage?: string;
    /**
     * A dealer awaiting verification may call it: their own account and their dealer application. Every
     * other signed-in route answers them 403 (shared/domain/access.ts isPendingDealer).
     */
    openToPendingDealers?: boolean;
    /**
     * The route carries its own proof (a signed token) and uses no session, so a POST from another site
     * is fine: a mail provider's one-click unsubscribe (RFC 8058). plugins/security.ts reads it.
     */
    crossSiteAllowed?: boolean;
  }
}

/** Route option: signed-in users only (not a dealer awaiting verification). */
export const SIGNED_IN = { auth: 'user' } as const;
/** Route option: any signed-in account, a dealer awaiting verification included (their account, application). */
export const OWN_ACCOUNT = { auth: 'user', openToPendingDealers: true } as const;
/** Route option: administrators only. */
export const ADMIN_ONLY = { auth: 'admin' } as const;

/** Fastify's header record as a WHATWG Headers object, which better-auth expects. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/**
 * Session cookies as sent to this request: Secure whenever the request really came over https, as Fastify
 * reads it (X-Forwarded-Proto only from a trusted proxy), so a deployment behind a TLS-terminating proxy
 * gets Secure cookies even when PUBLIC_URL is unset or plain http.
 */
export function cookiesFor(request: FastifyRequest, setCookie: readonly string[]): string[] {
  if (request.protocol !== 'https') return [...setCookie];
  return setCookie.map((c) => (/;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`));
}

/** `seen` is told each session a request is made with (its last-seen time, modules/auth/sessions.ts). */
export function registerSession(
  app: FastifyInstance,
  auth: Auth,
  seen: (sessionId: string) => void = () => {},
): void {
  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  app.decorateRequest('actor', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveActor(auth, this, seen);
      cache.set(this, pending);
    }
    return pending;
  });
  app.addHook('preValidation', async (request) => {
    const { auth, authMessage, openToPendingDealers } = request.routeOptions.config;
    if (auth === 'user') {
      const actor = await requireActor(request, authMessage);
      if (isPendingDealer(actor) && !openToPendingDealers) throw forbidden(PENDING_DEALER_MESSAGE);
    } else if (auth === 'admin') await requireAdmin(request);
  });
}

async function resolveActor(
  auth: Auth,
  request: FastifyRequest,
  seen: (sessionId: string) => void,
): Promise<Actor | null> {
  if (!request.headers.cookie) return null;
  const result = await auth.api.getSession({ headers: toHeaders(request), query: { disableRefresh: false } });
  if (!result) return null;
  const user = result.user as typeof result.user & {
    roleId: number;
    verified: boolean;
    twoFactorEnabled?: boolean | null;
  };
  seen(result.session.id);
  return {
    id: user.id,
    email: user.email,
    roleId: user.roleId,
    verified: user.verified,
    emailVerified: user.emailVerified,
    sessionId: result.session.id,
    twoFactorEnabled: user.twoFactorEnabled === true,
    sessionToken: result.session.token,
  };
}

/** 401 unless signed in. */
export async function requireActor(request: FastifyRequest, message?: string): Promise<Actor> {
  const actor = await request.actor();
  if (!actor) throw message ? new AppError(401, message) : unauthorized();
  return actor;
}

/**
 * 401 unless signed in, 403 unless an administrator, and 403 naming two-factor sign-in for an
 * administrator who has not turned it on yet (the admin panel then leads them through it).
 */
export async function requireAdmin(request: FastifyRequest): Promise<Actor> {
  const actor = await requireActor(request);
  if (!isAdmin(actor)) throw forbidden('Only administrators can do this');
  if (needsTwoFactorSetUp(actor)) throw forbidden(ADMIN_TWO_FACTOR_MESSAGE);
  return actor;
}

/** Where a request came from, for the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Who changes something, and from where (lib/unit-of-work.ts records both). */
export interface Origin {
  actor: Actor;
  meta: RequestMeta;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** 401 unless signed in; the actor and where the request came from, as a state change records them. */
export async function requireOrigin(request: FastifyRequest, message?: string): Promise<Origin> {
  return { actor: await requireActor(request, message), meta: requestMeta(request) };
}

/** 401 unless signed in, 403 unless an administrator; with where the request came from. */
export async function requireAdminOrigin(request: FastifyRequest): Promise<Origin> {
  return { actor: await requireAdmin(request), meta: requestMeta(request) };
}
