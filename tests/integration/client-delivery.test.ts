import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The built client as the server delivers it: hashed assets cached for good and sent precompressed, the
 * app's pages revalidated, and the home and browse pages naming the code they load at once.
 */

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="generic">
    <title>Generic</title>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-BBBB.js">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-AAAA.js',
    isEntry: true,
    imports: ['_shared-BBBB.js'],
    dynamicImports: ['src/client/main.tsx'],
  },
  '_shared-BBBB.js': { file: 'assets/shared-BBBB.js' },
  'src/client/main.tsx': { file: 'assets/main-MMMM.js', imports: ['index.html', '_router-RRRR.js'] },
  '_router-RRRR.js': { file: 'assets/router-RRRR.js', imports: ['_shared-BBBB.js'] },
  '_card-CCCC.js': { file: 'assets/card-CCCC.js', imports: ['_shared-BBBB.js'] },
  '_icon-DDDD.js': { file: 'assets/icon-DDDD.js' },
  'src/client/pages/HomePage.tsx': {
    file: 'assets/HomePage-EEEE.js',
    imports: ['index.html', '_card-CCCC.js', '_icon-DDDD.js'],
  },
  'src/client/pages/ListingsPage.tsx': {
    file: 'assets/ListingsPage-FFFF.js',
    imports: ['index.html', '_card-CCCC.js'],
  },
};

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX);
  writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  const asset = path.join(clientDir, 'assets/index-AAAA.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  t = await createTestApp({ clientDir, publicUrl: 'https://cars.example.com' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  it('are cached for a year as immutable, and sent brotli- or gzip-compressed when accepted', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AAAA.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AAAA.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-AAAA.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('stay 404 when missing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-ZZZZ.js' })).statusCode).toBe(404);
  });
});

describe('the home and browse pages', () => {
  it('carry their own title, description, canonical address and Open Graph tags', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<title>Kingsmere Motors · Luxury and exotic vehicles</title>');
    expect(home.body).toContain('<link rel="canonical" href="https://cars.example.com/">');
    expect(home.body).toContain('<meta property="og:type" content="website">');
    expect(home.body).toMatch(/<meta name="description" content="Kingsmere Motors is a global marketplace/);
    expect(home.body).not.toContain('content="generic"');

    const browse = await t.app.inject({ method: 'GET', url: '/listings?make=Porsche' });
    expect(browse.statusCode).toBe(200);
    expect(browse.body).toContain('<title>Browse Inventory · Kingsmere Motors</title>');
    expect(browse.body).toContain('<link rel="canonical" href="https://cars.example.com/listings">');
    expect(browse.body.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("name the app's and their page's code, beyond what the entry already loads, for the browser to fetch at once", async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    for (const file of [
      'main-MMMM.js',
      'router-RRRR.js',
      'HomePage-EEEE.js',
      'card-CCCC.js',
      'icon-DDDD.js',
    ]) {
      expect(home).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    // The app's code first: the page's chunk cannot run before it.
    expect(home.indexOf('main-MMMM.js')).toBeLessThan(home.indexOf('HomePage-EEEE.js'));
    // The entry's own imports are in index.html already, once.
    expect(home.match(/shared-BBBB\.js/g)).toHaveLength(1);

    const browse = (await t.app.inject({ method: 'GET', url: '/listings' })).body;
    expect(browse).toContain('<link rel="modulepreload" crossorigin href="/assets/ListingsPage-FFFF.js">');
    expect(browse).toContain('<link rel="modulepreload" crossorigin href="/assets/main-MMMM.js">');
    expect(browse).not.toContain('HomePage-EEEE.js');
  });

  it('are sent compressed when accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<link rel="canonical"');
  });

  it('follow a rebuilt client without a restart', async () => {
    const file = path.join(clientDir, 'index.html');
    writeFileSync(file, INDEX.replace('index-AAAA.js', 'index-NEW1.js'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const home = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(home).toContain('/assets/index-NEW1.js');
    writeFileSync(file, INDEX);
  });
});

describe('other client routes', () => {
  it('get the app page, revalidated on every visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
  });
});
