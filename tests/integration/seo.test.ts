import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_MAIN_SIZES } from '../../src/shared/photos.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { createTestApp, type TestApp, writeClientPage } from '../setup/test-app.ts';

let t: TestApp;
let active: { id: number };
let pending: { id: number };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://cars.example.com' });
  writeClientPage(
    t,
    '<!doctype html><html><head><title>Generic</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>',
  );
  const seller = await makeUser(t.deps, 'seller');
  active = await makeListing(t.deps.db, seller.id, {
    make: 'Aston Martin',
    model: 'DB12 "Volante" </script><script>alert(1)</script>',
    year: 2024,
    price: 285000,
    vin: 'SCFRMFAW1PGL12345',
    imageUrls: ['/uploads/car_pictures/listings/1/0-1-aa-1600.webp'],
  });
  pending = await makeListing(t.deps.db, seller.id, { status: 'pending' });
});
afterAll(() => t.close());

describe('server-rendered listing pages', () => {
  it('puts title, description, Open Graph, Twitter and Car JSON-LD into the HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/listing/${active.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toContain('<title>Generic</title>');
    expect(html).toContain('<title>2024 Aston Martin DB12 &quot;Volante&quot; &lt;/script&gt;');
    expect(html).toContain(
      `<meta property="og:url" content="https://cars.example.com/listing/${active.id}">`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cars.example.com/uploads/car_pictures/listings/1/0-1-aa-1600.webp">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    const data = JSON.parse(ld);
    expect(data).toMatchObject({
      '@type': 'Car',
      brand: { name: 'Aston Martin' },
      vehicleIdentificationNumber: 'SCFRMFAW1PGL12345',
      offers: { price: '285000.00', priceCurrency: 'USD' },
    });
    // The only script elements are the JSON-LD one: injected text never opens another.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('preloads the first photo as the gallery will ask for it (AVIF, same sizes)', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/listing/${active.id}` })).body;
    const base = '/uploads/car_pictures/listings/1/0-1-aa';
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${base}-400.avif 400w, ${base}-800.avif 800w, ${base}-1600.avif 1600w" imagesizes="${GALLERY_MAIN_SIZES}" fetchpriority="high">`,
    );
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/listing/${active.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(
      '<meta property="og:type" content="product">',
    );
  });

  it('answers 404 (with the client page) for unknown, hidden or malformed ids', async () => {
    for (const url of [`/listing/${pending.id}`, '/listing/999999', '/listing/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists active listings only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.body).toContain(`<loc>https://cars.example.com/listing/${active.id}</loc>`);
    expect(res.body).not.toContain(`/listing/${pending.id}<`);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://cars.example.com/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});

describe('without PUBLIC_URL', () => {
  it('never builds links from a forged Host in the sitemap, robots.txt, canonical or Open Graph tags', async () => {
    const bare = await createTestApp();
    try {
      writeClientPage(bare);
      const seller = await makeUser(bare.deps, 'seller');
      const listing = await makeListing(bare.deps.db, seller.id, {
        imageUrls: ['/uploads/car_pictures/listings/1/0-1-aa-1600.webp'],
      });
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      for (const url of ['/sitemap.xml', '/robots.txt', '/', '/listings', `/listing/${listing.id}`]) {
        const res = await bare.app.inject({ method: 'GET', url, headers: forged });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('evil.example');
        expect(res.body, url).toContain('http://localhost:3000/');
      }
      const page = await bare.app.inject({ method: 'GET', url: `/listing/${listing.id}`, headers: forged });
      expect(page.body).toContain(
        `<meta property="og:url" content="http://localhost:3000/listing/${listing.id}">`,
      );
    } finally {
      await bare.close();
    }
  });
});
