import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin the request was addressed to, as the browser sees it. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers on every response, and cross-site request refusal: a state-changing request whose
 * Origin is neither the site's own nor PUBLIC_URL is 403 (SameSite=Lax cookies are the second fence).
 */
export async function registerSecurity(app: FastifyInstance, publicUrl: string | undefined): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (origin === undefined && !crossSite) return;
    if (origin !== undefined && (origin === ownOrigin(request) || origin === publicUrl)) return;
    return reply.status(403).send({ message: 'Cross-site request refused' });
  });
}
