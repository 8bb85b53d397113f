import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/server/db/schema/index.ts';
import { photoVariantUrl } from '../../src/shared/photos.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn, type TestUser } from '../factories/users.ts';
import { jpegWithExif, POLYGLOT, png, pngBomb, SVG_WITH_SCRIPT } from '../fixtures/images.ts';
import { type FilePart, multipart } from '../fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let owner: TestUser;
let ownerCookie: string;
let strangerCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.deps, 'seller');
  ownerCookie = await signIn(t.app, owner);
  strangerCookie = await signIn(t.app, await makeUser(t.deps, 'seller'));
  adminCookie = await signIn(t.app, await makeUser(t.deps, 'admin'));
});
afterAll(() => t.close());

const photo = (data: Buffer, filename = 'car.jpg', contentType = 'image/jpeg'): FilePart => ({
  field: 'photos',
  filename,
  contentType,
  data,
});

function upload(listingId: number, parts: FilePart[], cookie?: string) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

const fileOf = (url: string) => path.join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('POST /api/listings/:id/photos', () => {
  it('re-encodes each photo to WebP and AVIF in three widths, strips metadata, and appends the URL', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const res = await upload(
      listing.id,
      [photo(await jpegWithExif()), photo(await png(), 'second.png', 'image/png')],
      ownerCookie,
    );
    expect(res.statusCode).toBe(201);
    const { imageUrls } = res.json() as { imageUrls: string[] };
    expect(imageUrls).toHaveLength(2);
    for (const url of imageUrls)
      expect(url).toMatch(
        new RegExp(`^/uploads/car_pictures/listings/${listing.id}/\\d+-\\d+-[0-9a-f]+-1600\\.webp$`),
      );

    for (const [width, format] of [
      [400, 'webp'],
      [800, 'webp'],
      [1600, 'webp'],
      [400, 'avif'],
      [800, 'avif'],
      [1600, 'avif'],
    ] as const) {
      const meta = await sharp(fileOf(photoVariantUrl(imageUrls[0]!, width, format))).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif).toBeUndefined();
    }
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.imageUrls).toEqual(imageUrls);
  });

  it('takes a live listing back to review when its seller adds photos: the public never sees them unreviewed', async () => {
    // Approved without photos, and already read (so cached) by the public.
    const listing = await makeListing(t.deps.db, owner.id, { make: 'Lotus', model: 'Emira' });
    const list = () => t.app.inject({ method: 'GET', url: '/api/listings?make=Lotus' });
    const detail = () => t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect((await list()).json()[0].imageUrls).toEqual([]);
    expect((await detail()).json().imageUrls).toEqual([]);

    const res = await upload(listing.id, [photo(await png())], ownerCookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const { imageUrls } = res.json();
    expect((await list()).json()).toEqual([]);
    expect((await detail()).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/listing/${listing.id}` })).body).not.toContain(
      imageUrls[0],
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
      `/listing/${listing.id}<`,
    );

    // The administrator reviews it, new photo included, and approving it publishes the photo.
    const review = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/pending-listings',
        headers: { cookie: adminCookie },
      })
    ).json();
    expect(review.find((l: { id: number }) => l.id === listing.id)?.imageUrls).toEqual(imageUrls);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/approve-listing/${listing.id}`,
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await list()).json()[0].imageUrls).toEqual(imageUrls);
    expect((await detail()).json().imageUrls).toEqual(imageUrls);
  });

  it('keeps a listing live when an administrator adds the photos', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const res = await upload(listing.id, [photo(await png())], adminCookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('active');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().imageUrls,
    ).toEqual(res.json().imageUrls);
  });

  it('serves the stored photo publicly with a long cache', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const { imageUrls } = (await upload(listing.id, [photo(await png())], ownerCookie)).json();
    const res = await t.app.inject({ method: 'GET', url: imageUrls[0] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some text, not an image at all'), 415],
    ['an SVG with a script', SVG_WITH_SCRIPT, 415],
    ['a polyglot (JPEG magic then HTML)', POLYGLOT, 415],
    ['a zero-byte file', Buffer.alloc(0), 400],
  ])('refuses %s cleanly and stores nothing', async (_name, data, status) => {
    const listing = await makeListing(t.deps.db, owner.id);
    const res = await upload(listing.id, [photo(data, 'evil.jpg')], ownerCookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.imageUrls).toEqual([]);
    expect(existsSync(path.join(t.dataDir, 'uploads/car_pictures/listings', String(listing.id)))).toBe(false);
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const started = Date.now();
    const res = await upload(listing.id, [photo(await pngBomb(), 'bomb.png', 'image/png')], ownerCookie);
    expect(res.statusCode).toBe(415);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('ignores path segments in the file name', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const res = await upload(
      listing.id,
      [photo(await png(), '../../../../etc/passwd.png', 'image/png')],
      ownerCookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrls[0]).not.toContain('..');
    expect(res.json().imageUrls[0]).not.toContain('passwd');
  });

  it('refuses files over 15 MB with 413', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const big = Buffer.concat([await jpegWithExif(64, 64), Buffer.alloc(15 * 1024 * 1024 + 1, 1)]);
    const res = await upload(listing.id, [photo(big)], ownerCookie);
    expect(res.statusCode).toBe(413);
  });

  it('keeps a listing at 30 photos at most', async () => {
    const full = Array.from({ length: 30 }, (_, i) => `/uploads/car_pictures/listings/x/${i}-1-aa-1600.webp`);
    const listing = await makeListing(t.deps.db, owner.id, { imageUrls: full });
    const res = await upload(listing.id, [photo(await png())], ownerCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A listing can have at most 30 photos');
  });

  it('refuses strangers (403), anonymous visitors (401), unknown listings (404) and a wrong field (400)', async () => {
    const listing = await makeListing(t.deps.db, owner.id);
    const img = await png();
    expect((await upload(listing.id, [photo(img)], strangerCookie)).statusCode).toBe(403);
    expect((await upload(listing.id, [photo(img)])).statusCode).toBe(401);
    expect((await upload(987654, [photo(img)], ownerCookie)).statusCode).toBe(404);
    expect((await upload(listing.id, [{ ...photo(img), field: 'other' }], ownerCookie)).statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/photos`,
      headers: { cookie: ownerCookie },
      payload: { photos: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('PATCH /api/listings/:id imageUrls', () => {
  it('reorders and removes photos, deleting the removed files', async () => {
    const listing = await makeListing(t.deps.db, owner.id, { status: 'pending', verified: false });
    const { imageUrls } = (
      await upload(
        listing.id,
        [photo(await png()), photo(await png(320, 200), 'b.png', 'image/png')],
        ownerCookie,
      )
    ).json();
    const reordered = [imageUrls[1], imageUrls[0]];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: { cookie: ownerCookie },
      payload: { imageUrls: reordered },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrls).toEqual(reordered);

    const removed = imageUrls[0] as string;
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}`,
      headers: { cookie: ownerCookie },
      payload: { imageUrls: [imageUrls[1]] },
    });
    expect(res2.json().imageUrls).toEqual([imageUrls[1]]);
    for (const w of [400, 800, 1600] as const) {
      expect(existsSync(fileOf(photoVariantUrl(removed, w, 'webp')))).toBe(false);
      expect(existsSync(fileOf(photoVariantUrl(removed, w, 'avif')))).toBe(false);
    }
    expect(existsSync(fileOf(imageUrls[1]))).toBe(true);
  });

  it('accepts only URLs this server issued for the listing', async () => {
    const a = await makeListing(t.deps.db, owner.id, { status: 'pending', verified: false });
    const b = await makeListing(t.deps.db, owner.id, { status: 'pending', verified: false });
    const { imageUrls } = (await upload(b.id, [photo(await png())], ownerCookie)).json();
    for (const bad of [['https://evil.example/x.jpg'], imageUrls, ['javascript:alert(1)']]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/listings/${a.id}`,
        headers: { cookie: ownerCookie },
        payload: { imageUrls: bad },
      });
      expect(res.statusCode).toBe(400);
    }
    const dup = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${b.id}`,
      headers: { cookie: ownerCookie },
      payload: { imageUrls: [imageUrls[0], imageUrls[0]] },
    });
    expect(dup.statusCode).toBe(400);
  });

  it('refuses strangers and anonymous visitors', async () => {
    const listing = await makeListing(t.deps.db, owner.id, { status: 'pending', verified: false });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/listings/${listing.id}`,
          headers: { cookie: strangerCookie },
          payload: { imageUrls: [] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/listings/${listing.id}`,
          payload: { imageUrls: [] },
        })
      ).statusCode,
    ).toBe(401);
  });
});
