import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app.ts';
import { DOCS_CSP, DOCS_PREFIX } from '../../src/server/plugins/api-docs.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { testAppWithActors } from '../setup/actors.ts';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown[]; responses: object }>>;
  components: { securitySchemes: Record<string, { type: string; in: string }> };
}

const { t, as } = testAppWithActors();
let doc: OpenApiDocument;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

/** Fastify's `/listing/:id` and `/uploads/x/*` as OpenAPI writes them: `/listing/{id}`, `/uploads/x/{*}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/** Routes that are not part of the contract: the docs page's own files, and static files. */
const isDocsMachinery = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
const isStaticFile = (url: string) => url === '/*' || /^\/uploads\/[\w-]+\/\*$/.test(url);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, named, versioned and tagged by domain', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toMatch(/API$/);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['auth', 'listings', 'inquiries', 'ratings', 'kyc', 'payments', 'admin']),
    );
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('has every registered route with its methods, each tagged and with its replies', () => {
    const routes = registeredRoutes.get(t.app)!;
    const contract = routes.filter((r) => !isDocsMachinery(r.url) && !isStaticFile(r.url));
    // The docs and the document themselves are part of it.
    expect(contract.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/openapi.json']));
    const missing = contract.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const r of contract) {
      const op = doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
      expect(op.tags, `${r.method} ${r.url}`).toHaveLength(1);
      expect(Object.keys(op.responses).length, `${r.method} ${r.url}`).toBeGreaterThan(1);
    }
    // Nothing of the API is left out as "machinery".
    expect(routes.filter((r) => isStaticFile(r.url) && r.url.startsWith('/api/'))).toEqual([]);
  });

  it('marks exactly the routes that need a session as needing the session cookie', () => {
    expect(doc.paths['/api/users/me']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/admin/analytics']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/listings']!.get!.security).toBeUndefined();
    expect(doc.paths['/api/openapi.json']!.get!.security).toBeUndefined();
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(0);
    const unresolved = refs.filter((ref) => {
      if (!ref.startsWith('#/')) return true;
      let at: unknown = doc;
      for (const part of ref.slice(2).split('/')) {
        const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
        at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
      }
      return at === undefined;
    });
    expect(unresolved).toEqual([]);
  });

  it('describes one error body, with field errors, for every refusal', () => {
    const errorRef = { $ref: '#/components/schemas/Error' };
    const login = doc.paths['/api/auth/login']!.post!.responses as Record<
      string,
      { content: Record<string, { schema: unknown }> }
    >;
    expect(login['4XX']!.content['application/json']!.schema).toEqual(errorRef);
    expect(login['5XX']!.content['application/json']!.schema).toEqual(errorRef);
  });
});

describe('the reference docs at /api/docs', () => {
  it('answer HTML with their own CSP, and every file they load is served', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(page.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
    }
    // The initializer loads the document from this server.
    const init = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` });
    expect(init.body).toContain("resolveUrl('./json')");
    const json = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(doc);
  });

  it('keep the app’s own CSP everywhere else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).not.toBe(DOCS_CSP);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('replies go out through their schema', () => {
  it('never carry a field the contract does not name, e-mail addresses of others included', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const { id } = await makeListing(t.deps.db, seller.id);
    const first = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    expect(first.statusCode).toBe(200);
    const listing = first.json();
    expect(Object.keys(listing.seller).sort()).toEqual(
      ['city', 'country', 'firstName', 'id', 'lastName', 'roleId', 'username', 'verified'].sort(),
    );
    // A service that one day returns too much (here: the cached record gains the seller's e-mail and an
    // internal column) still sends only the contract.
    const cached = t.deps.listingCache.details.get(id)!;
    t.deps.listingCache.details.set(id, {
      ...cached,
      passwordHash: 'x',
      seller: { ...cached.seller, email: seller.email },
    } as typeof cached);
    const again = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain(seller.email);
    expect(again.body).not.toContain('passwordHash');
    expect(again.json()).toEqual(listing);
  });

  it('give the signed-in user their own e-mail and role, never a hash', async () => {
    const customer = await as.account('customer');
    const me = await customer.get('/api/users/me');
    expect(me.statusCode).toBe(200);
    const { id, email } = customer.user!;
    expect(me.json()).toMatchObject({ id, email, role_id: 1, roleId: 1 });
    expect(me.body).not.toMatch(/password|hash/i);
  });
});
