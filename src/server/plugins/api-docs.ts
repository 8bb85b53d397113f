import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '../../shared/constants.ts';
import { openApiDocumentSchema } from '../../shared/schemas/docs.ts';
import { errorReplies } from '../../shared/schemas/errors.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/**
 * The contract's own version: raised when a reply or request changes incompatibly, whatever the
 * release of the product.
 */
const API_VERSION = '1.0.0';

/** One tag per domain; a route's tag follows from its address, so no route can be left untagged. */
const TAGS = [
  { name: 'auth', match: /^\/api\/auth\//, description: 'Sign-up, sign-in, sign-out and the session' },
  { name: 'users', match: /^\/api\/users\//, description: 'The signed-in user' },
  {
    name: 'listings',
    match: /^\/api\/(listings|seller)(\/|$)/,
    description: 'Browsing, facets, a seller’s own listings, photos and analytics',
  },
  {
    name: 'market',
    match: /^\/api\/(currencies|market)(\/|$)/,
    description: 'Currency rates against the US dollar, and the market range of a car about to be listed',
  },
  {
    name: 'inquiries',
    match: /^\/api\/inquiries(\/|$)/,
    description: 'Conversations between buyers and sellers',
  },
  {
    name: 'watchlist',
    match: /^\/api\/watchlist(\/|$)/,
    description: 'The signed-in buyer’s watched listings',
  },
  { name: 'ratings', match: /^\/api\/ratings(\/|$)/, description: 'Seller ratings' },
  { name: 'dealers', match: /^\/api\/dealers\//, description: 'Dealer storefronts and their profiles' },
  {
    name: 'saved-searches',
    match: /^\/api\/saved-searches(\/|$)/,
    description: 'Saved searches, their e-mail alerts and unsubscribing from them',
  },
  { name: 'kyc', match: /^\/api\/kyc\//, description: 'Identity verification: documents and applications' },
  { name: 'payments', match: /^\/api\/payments\//, description: 'The listing fee' },
  { name: 'contact', match: /^\/api\/contact$/, description: 'The contact form, to the support team' },
  {
    name: 'support',
    match: /^\/api\/(admin\/)?support\//,
    description: 'The live chat with the support team, and the administrators’ inbox of it',
  },
  {
    name: 'plans',
    match: /^\/api\/plans(\/|$)/,
    description: 'Dealer plans (basic, pro, premium): subscribing, changing and cancelling',
  },
  {
    name: 'admin',
    match: /^\/api\/admin\//,
    description: 'Administrators: review of listings, sellers and identity, figures, audit log',
  },
  { name: 'realtime', match: /^\/api\/events$/, description: 'Live updates as Server-Sent Events' },
  { name: 'system', match: /^\/api\/(health|openapi\.json)$/, description: 'Health and this document' },
  {
    name: 'pages',
    match: /^\/(?!api\/)/,
    description: 'Server-rendered pages and files for browsers and crawlers',
  },
] as const;

/**
 * What the docs page loads, and nothing more: its own script and style files from this server (no CDN,
 * no inline script), one inline style by its hash, the logo as a data: image, and the document itself for
 * "Try it out". A browser check (Chromium) of the page showed no other CSP report.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one <style> element Swagger UI 5 (pinned with @fastify/swagger-ui) writes at start-up, by its hash.
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod contracts, at /api/openapi.json,
 * and Swagger UI over it at /api/docs. Registered before the modules, so it sees every route.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return;
    const tag = TAGS.find((t) => t.match.test(route.url));
    // Who may call a route is the route's own `auth` setting: the document says what is enforced.
    const auth = route.config?.auth;
    route.schema = {
      ...route.schema,
      ...(tag ? { tags: [tag.name] } : {}),
      ...(auth ? { security: [{ session: [] }] } : {}),
    };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND_NAME} API`,
        version: API_VERSION,
        description:
          'The marketplace’s JSON API. Errors are `{message, errors?: [{path, message}]}`. Requests that change ' +
          'state from another site are refused; sign in with POST /api/auth/login, which sets the session cookie.',
      },
      tags: TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            // better-auth's cookie; over https it carries the `__Secure-` prefix.
            name: 'better-auth.session_token',
            description: 'The session cookie set by POST /api/auth/login (HttpOnly, SameSite=Lax)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { deepLinking: true },
    theme: { title: `${BRAND_NAME} API` },
  });

  app.get(
    OPENAPI_PATH,
    { schema: { response: { 200: openApiDocumentSchema, ...errorReplies } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
}
