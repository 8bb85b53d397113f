import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { kycDocuments, photoFiles } from '../../src/server/db/schema/index.ts';
import { removeUncitedDocuments } from '../../src/server/modules/kyc/documents.ts';
import {
  ACCOUNT_STORAGE_BYTES,
  STORAGE_FULL_MESSAGE,
  UNCITED_DOCUMENT_GRACE_MS,
} from '../../src/shared/domain/uploads.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn } from '../factories/users.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function uploadDocument(t: TestApp, cookie: string, ip = '127.0.0.1') {
  const body = multipart([
    { field: 'document', filename: 'id.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/kyc/documents',
    payload: body.payload,
    headers: { ...body.headers, cookie },
    remoteAddress: ip,
  });
}

async function uploadPhotos(t: TestApp, listingId: number, cookie: string, count: number, ip = '127.0.0.1') {
  const data = await png(64, 40);
  const body = multipart(
    Array.from({ length: count }, (_, i) => ({
      field: 'photos',
      filename: `p${i}.png`,
      contentType: 'image/png',
      data,
    })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/listings/${listingId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, cookie },
    remoteAddress: ip,
  });
}

const kycFiles = async (t: TestApp, userId: string) => {
  const dir = path.join(t.dataDir, 'uploads', 'kyc_documents', 'users', userId);
  return existsSync(dir) ? readdir(dir) : [];
};

describe('upload rate limits with the production budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts 20 identity documents sent at once by one account and refuses the rest with 429', async () => {
    const cookie = await signIn(t.app, await makeUser(t.deps, 'customer'));
    const replies = await Promise.all(Array.from({ length: 30 }, () => uploadDocument(t, cookie)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(defaultRateLimits.documentUploadsPerAccount.max);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('upload rate limits per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        ...defaultRateLimits,
        photoUploadsPerAccount: { max: 3, windowMs: 60_000 },
        uploadsPerAddress: { max: 5, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  it('counts each photo file: the fourth in an hour is refused and nothing of that request is kept', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const cookie = await signIn(t.app, seller);
    const listing = await makeListing(t.deps.db, seller.id);
    expect((await uploadPhotos(t, listing.id, cookie, 2, '10.6.0.1')).statusCode).toBe(201);
    const res = await uploadPhotos(t, listing.id, cookie, 2, '10.6.0.2');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, seller.id));
    expect(rows).toHaveLength(2);
  });

  it('limits files from one address over all accounts, documents and photos together', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const listing = await makeListing(t.deps.db, seller.id);
    const sellerCookie = await signIn(t.app, seller);
    const other = await signIn(t.app, await makeUser(t.deps, 'customer'));
    expect((await uploadPhotos(t, listing.id, sellerCookie, 3, '10.6.1.1')).statusCode).toBe(201);
    expect((await uploadDocument(t, other, '10.6.1.1')).statusCode).toBe(201);
    expect((await uploadDocument(t, other, '10.6.1.1')).statusCode).toBe(201);
    const res = await uploadDocument(t, other, '10.6.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await uploadDocument(t, other, '10.6.1.2')).statusCode).toBe(201);
  });
});

describe('storage quota and clean-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses documents and photos past the account quota with 413 and keeps no file', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const cookie = await signIn(t.app, seller);
    const listing = await makeListing(t.deps.db, seller.id);
    // An account that already holds nearly its quota.
    await t.deps.db.insert(kycDocuments).values({
      userId: seller.id,
      key: `users/${seller.id}/earlier.pdf`,
      contentType: 'application/pdf',
      size: ACCOUNT_STORAGE_BYTES - PDF.length + 1,
    });
    const doc = await uploadDocument(t, cookie);
    expect(doc.statusCode).toBe(413);
    expect(doc.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
    expect(await kycFiles(t, seller.id)).toEqual([]);
    const photos = await uploadPhotos(t, listing.id, cookie, 1);
    expect(photos.statusCode).toBe(413);
    expect(photos.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
    const photoDir = path.join(t.dataDir, 'uploads', 'car_pictures', 'listings', String(listing.id));
    expect(existsSync(photoDir) ? await readdir(photoDir) : []).toEqual([]);
  });

  it('gives the quota back when photos are removed', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const cookie = await signIn(t.app, seller);
    const listing = await makeListing(t.deps.db, seller.id);
    expect((await uploadPhotos(t, listing.id, cookie, 2)).statusCode).toBe(201);
    const charged = await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, seller.id));
    expect(charged).toHaveLength(2);
    expect(charged.every((p) => p.bytes > 0)).toBe(true);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${listing.id}`,
      headers: { cookie },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, seller.id))).toEqual([]);
  });

  it('removes identity documents no application cites once the grace period has passed, once', async () => {
    const user = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, user);
    const cited = (await uploadDocument(t, cookie)).json().reference as string;
    const uncited = (await uploadDocument(t, cookie)).json().reference as string;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/applications',
      headers: { cookie },
      payload: {
        applicationType: 'individual',
        fullName: 'A B',
        email: 'a@example.test',
        country: 'Italy',
        idDocumentUrl: cited,
      },
    });
    expect(applied.statusCode).toBe(201);
    const fetch = (ref: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/kyc/documents?ref=${encodeURIComponent(ref)}`,
        headers: { cookie },
      });

    const uploadedAt = Date.now();
    expect(
      await removeUncitedDocuments(t.deps, new Date(uploadedAt + UNCITED_DOCUMENT_GRACE_MS - 60_000)),
    ).toBe(0);
    expect((await fetch(uncited)).statusCode).toBe(200);

    // Two instances cleaning at the same moment remove the document once between them.
    const later = new Date(uploadedAt + UNCITED_DOCUMENT_GRACE_MS + 60_000);
    const before = (await t.deps.db.select().from(kycDocuments)).length;
    const counts = await Promise.all([
      removeUncitedDocuments(t.deps, later),
      removeUncitedDocuments(t.deps, later),
    ]);
    const after = (await t.deps.db.select().from(kycDocuments)).length;
    expect(counts.reduce((a, b) => a + b)).toBe(before - after);
    expect((await fetch(uncited)).statusCode).toBe(404);
    expect((await fetch(cited)).statusCode).toBe(200);
    expect(await kycFiles(t, user.id)).toHaveLength(1);
  });
});
