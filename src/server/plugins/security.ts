import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './api-docs.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The page's one inline script (index.html keeps clicks made before the app is live), allowed by its
 * hash rather than by 'unsafe-inline'; tests/unit/inline-scripts.test.ts fails when the two drift apart.
 */
export const INLINE_SCRIPT_HASHES = ["'sha256-U7r+EqzjWIivDJYXB2HZ2KhQmtflWDOZHRu0cs4t2Ug='"];

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The same refusal as the CSP's frame-ancestors, for browsers that only know the older header.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): it is never a page, so nothing may load
 * in it and nothing may frame it; its declared type holds; HTTPS, the referrer policy and the same-origin
 * resource policy as everywhere. The rest of the page headers (the page's CSP, opener and agent-cluster
 * isolation, the legacy X-* switches) act on documents only, and on API answers were six more headers
 * and 420 bytes on every reply (decision 0083).
 */
function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, pageHeaders[name]!])),
  };
}

/**
 * The headers helmet sets, worked out once. None of ours depends on the request (no nonces), and
 * helmet's middleware would otherwise re-read its whole configuration on every response.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The origin the request was addressed to, as the browser sees it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers on every response (a JSON answer's, a page's or a public file's set), and cross-site
 * request refusal: a state-changing request whose Origin is neither the site's own nor PUBLIC_URL is 403
 * (SameSite=Lax cookies are the second fence).
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): void {
  const pageHeaders = helmetHeaders(HELMET_OPTIONS);
  const api = apiHeaders(pageHeaders);
  // Listing photos are public and appear in alert e-mails, which mail clients show from their own origin:
  // the same-origin resource policy would blank them there.
  const uploads = { ...pageHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  const headersFor = (url: string) =>
    url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX)
      ? api
      : url.startsWith('/uploads/')
        ? uploads
        : pageHeaders;

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.crossSiteAllowed) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (origin === undefined && !crossSite) return done();
    if (origin !== undefined && (origin === ownOrigin(request) || origin === publicUrl)) return done();
    reply.status(403).send({ message: 'Cross-site request refused' });
  });
}
