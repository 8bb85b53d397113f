import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
  crossOriginEmbedderPolicy: false,
};

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
 * Security headers on every response, and cross-site request refusal: a state-changing request whose
 * Origin is neither the site's own nor PUBLIC_URL is 403 (SameSite=Lax cookies are the second fence).
 */
export function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): void {
  const headers = helmetHeaders(HELMET_OPTIONS);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.crossSiteAllowed) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (origin === undefined && !crossSite) return done();
    if (origin !== undefined && (origin === ownOrigin(request) || origin === publicUrl)) return done();
    reply.status(403).send({ message: 'Cross-site request refused' });
  });
}
