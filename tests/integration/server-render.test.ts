import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/server/db/schema/index.ts';
import { counterColumns } from '../../src/server/modules/listings/counters.ts';
import { RENDER_BURST, RENDERS_PER_SECOND } from '../../src/server/modules/seo/server-render.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { createTestApp, type TestApp, writeClientPage } from '../setup/test-app.ts';

const rendered = () => (globalThis as { pagesRendered?: number }).pagesRendered ?? 0;

/**
 * The server's side of server rendering, with a renderer module standing in for Vite's build of
 * src/client/entry-server.tsx (the real one is exercised by the end-to-end suite): it reads the API
 * through the transport it is given, as the real one does, and says what it got.
 */
const RENDERER = `
export function createPageRenderer(transport) {
  return async (url) => {
    globalThis.pagesRendered = (globalThis.pagesRendered ?? 0) + 1;
    if (url.searchParams.get('q') === 'fail') throw new Error('renderer failure');
    const id = url.pathname.split('/')[2];
    const api = id ? '/api/listings/' + id : '/api/listings' + url.search;
    const res = await transport(api, { method: 'GET' });
    const body = await res.json();
    const what = Array.isArray(body) ? body.length + ' of ' + res.headers.get('x-total-count') : body.make;
    return { html: '<p>' + res.status + ' ' + what + '</p>', stateTag: '<script type="application/json" id="server-state">{}</script>' };
  };
}
`;

let t: TestApp;
let listing: { id: number };

const viewCount = async (id: number) =>
  (await t.deps.db.select({ n: counterColumns.viewCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  writeClientPage(t);
  // The app's code, which the entry imports, and the listing page's chunk.
  mkdirSync(path.join(t.deps.config.clientDir, '.vite'), { recursive: true });
  writeFileSync(
    path.join(t.deps.config.clientDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', isEntry: true, dynamicImports: ['src/client/main.tsx'] },
      'src/client/main.tsx': { file: 'assets/main-M.js', imports: ['index.html'] },
      'src/client/pages/ListingDetailPage.tsx': {
        file: 'assets/ListingDetailPage-L.js',
        imports: ['index.html'],
      },
    }),
  );
  mkdirSync(path.dirname(t.deps.config.serverRendererFile), { recursive: true });
  writeFileSync(t.deps.config.serverRendererFile, RENDERER);
  const seller = await makeUser(t.deps, 'seller');
  listing = await makeListing(t.deps.db, seller.id, { make: 'Bugatti' });
});
afterAll(() => t.close());

describe('server-rendered pages', () => {
  it('render the listing page into #root, with the data state after it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root"><p>200 Bugatti</p></div><script type="application/json" id="server-state">{}</script>',
    );
    // A rendered page fetches its code once it has painted, so it names none of it up front (the build
    // has a manifest: an unrendered page would); it carries its data, so no request for that either.
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('as="fetch"');
  });

  it('render the browse page with the query of its address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/listings?make=Bugatti' });
    expect(res.body).toMatch(/<div id="root"><p>200 1 of 1<\/p><\/div>/);
  });

  it('count the page visit as the visitor’s view, not the renderer’s own API call as another', async () => {
    const { id } = await makeListing(t.deps.db, (await makeUser(t.deps, 'seller')).id);
    const visit = (ua: string) =>
      t.app.inject({ method: 'GET', url: `/listing/${id}`, headers: { 'user-agent': ua } });
    expect(await viewCount(id)).toBe(0);
    await visit('browser A');
    expect(await viewCount(id)).toBe(1);
    await visit('browser A');
    expect(await viewCount(id)).toBe(1);
    await visit('browser B');
    expect(await viewCount(id)).toBe(2);
  });

  it('count an API read that claims to be the renderer without its secret', async () => {
    const { id } = await makeListing(t.deps.db, (await makeUser(t.deps, 'seller')).id);
    await t.app.inject({
      method: 'GET',
      url: `/api/listings/${id}`,
      headers: { 'x-server-render': 'guessed', 'user-agent': 'forger' },
    });
    expect(await viewCount(id)).toBe(1);
  });

  it('go out unrendered, still working, when the renderer fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/listings?q=fail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('render a page once whatever query parameters it does not read', async () => {
    const before = rendered();
    for (let r = 1; r <= 50; r++) {
      const res = await t.app.inject({ method: 'GET', url: `/?r=${r}`, remoteAddress: '10.11.0.1' });
      expect(res.body).toContain('<div id="root"><p>200');
    }
    expect(rendered() - before).toBe(1);
    const fresh = await makeListing(t.deps.db, (await makeUser(t.deps, 'seller')).id);
    for (const tail of ['?utm_source=x', '?utm_source=y&fbclid=z', '']) {
      await t.app.inject({ method: 'GET', url: `/listing/${fresh.id}${tail}`, remoteAddress: '10.11.0.1' });
    }
    expect(rendered() - before).toBe(2);
    // The browse page reads its filters, in any order, and nothing else.
    for (const query of ['make=Bugatti&sort=price_desc', 'sort=price_desc&make=Bugatti&utm_campaign=a&r=2']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/listings?${query}`,
        remoteAddress: '10.11.0.1',
      });
      expect(res.body).toContain('<p>200 1 of 1</p>');
    }
    expect(rendered() - before).toBe(3);
  });

  it('render at most a burst of new pages for one address, then send them unrendered', async () => {
    const before = rendered();
    const started = Date.now();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/listings?q=flood-${i}`, remoteAddress: '10.11.1.1' }),
      ),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.11.1.1' });
    expect(health.statusCode).toBe(200);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    // The burst, and what the budget refilled while the flood was being answered.
    const budget = RENDER_BURST + Math.ceil(((Date.now() - started) / 1000) * RENDERS_PER_SECOND);
    expect(rendered() - before).toBeLessThanOrEqual(budget);
    // The rest went out as the unrendered shell, which the browser renders itself.
    const shells = replies.filter((r) => r.body.includes('<div id="root"></div>'));
    expect(shells.length).toBeGreaterThanOrEqual(100 - budget);
    // Another address has its own budget.
    const other = await t.app.inject({
      method: 'GET',
      url: '/listings?q=flood-x',
      remoteAddress: '10.11.1.2',
    });
    expect(other.body).toContain('<div id="root"><p>200');
  });
});
