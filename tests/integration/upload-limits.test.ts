import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { kycDocuments, photoFiles } from '../../src/server/db/schema/index.ts';
import { removeUncitedDocuments } from '../../src/server/modules/kyc/documents.ts';
import {
  ACCOUNT_STORAGE_BYTES,
  STORAGE_FULL_MESSAGE,
  UNCITED_DOCUMENT_GRACE_MS,
} from '../../src/shared/domain/uploads.ts';
import { makeListing } from '../factories/listings.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { testAppWithActors, type Verbs } from '../setup/actors.ts';
import type { TestApp } from '../setup/test-app.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An identity document uploaded by `who`, from `ip`. */
function uploadDocument(who: Verbs, ip = '127.0.0.1') {
  const body = multipart([
    { field: 'document', filename: 'id.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  return who.post('/api/kyc/documents', body.payload, { headers: body.headers, remoteAddress: ip });
}

/** `count` photos of a listing uploaded by `who` in one request, from `ip`. */
async function uploadPhotos(who: Verbs, listingId: number, count: number, ip = '127.0.0.1') {
  const data = await png(64, 40);
  const body = multipart(
    Array.from({ length: count }, (_, i) => ({
      field: 'photos',
      filename: `p${i}.png`,
      contentType: 'image/png',
      data,
    })),
  );
  return who.post(`/api/listings/${listingId}/photos`, body.payload, {
    headers: body.headers,
    remoteAddress: ip,
  });
}

const kycFiles = async (t: TestApp, userId: string) => {
  const dir = path.join(t.dataDir, 'uploads', 'kyc_documents', 'users', userId);
  return existsSync(dir) ? readdir(dir) : [];
};

describe('upload rate limits with the production budget', () => {
  const { as } = testAppWithActors();

  it('accepts 20 identity documents sent at once by one account and refuses the rest with 429', async () => {
    const customer = await as.fresh('customer');
    const replies = await Promise.all(Array.from({ length: 30 }, () => uploadDocument(customer)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(defaultRateLimits.documentUploadsPerAccount.max);
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('upload rate limits per account and per address', () => {
  const { t, as } = testAppWithActors({
    rateLimits: {
      ...defaultRateLimits,
      photoUploadsPerAccount: { max: 3, windowMs: 60_000 },
      uploadsPerAddress: { max: 5, windowMs: 60_000 },
    },
  });

  it('counts each photo file: the fourth in an hour is refused and nothing of that request is kept', async () => {
    const seller = await as.fresh('seller');
    const sellerId = seller.user!.id;
    const listing = await makeListing(t.deps.db, sellerId);
    expect((await uploadPhotos(seller, listing.id, 2, '10.6.0.1')).statusCode).toBe(201);
    const res = await uploadPhotos(seller, listing.id, 2, '10.6.0.2');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, sellerId));
    expect(rows).toHaveLength(2);
  });

  it('limits files from one address over all accounts, documents and photos together', async () => {
    const seller = await as.fresh('seller');
    const listing = await makeListing(t.deps.db, seller.user!.id);
    const other = await as.fresh('customer');
    expect((await uploadPhotos(seller, listing.id, 3, '10.6.1.1')).statusCode).toBe(201);
    expect((await uploadDocument(other, '10.6.1.1')).statusCode).toBe(201);
    expect((await uploadDocument(other, '10.6.1.1')).statusCode).toBe(201);
    const res = await uploadDocument(other, '10.6.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await uploadDocument(other, '10.6.1.2')).statusCode).toBe(201);
  });
});

describe('storage quota and clean-up', () => {
  const { t, as } = testAppWithActors();

  it('refuses documents and photos past the account quota with 413 and keeps no file', async () => {
    const actor = await as.fresh('seller');
    const seller = actor.user!;
    const listing = await makeListing(t.deps.db, seller.id);
    // An account that already holds nearly its quota.
    await t.deps.db.insert(kycDocuments).values({
      userId: seller.id,
      key: `users/${seller.id}/earlier.pdf`,
      contentType: 'application/pdf',
      size: ACCOUNT_STORAGE_BYTES - PDF.length + 1,
    });
    const doc = await uploadDocument(actor);
    expect(doc.statusCode).toBe(413);
    expect(doc.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
    expect(await kycFiles(t, seller.id)).toEqual([]);
    const photos = await uploadPhotos(actor, listing.id, 1);
    expect(photos.statusCode).toBe(413);
    expect(photos.json()).toEqual({ message: STORAGE_FULL_MESSAGE });
    const photoDir = path.join(t.dataDir, 'uploads', 'car_pictures', 'listings', String(listing.id));
    expect(existsSync(photoDir) ? await readdir(photoDir) : []).toEqual([]);
  });

  it('gives the quota back when photos are removed', async () => {
    const actor = await as.fresh('seller');
    const seller = actor.user!;
    const listing = await makeListing(t.deps.db, seller.id);
    expect((await uploadPhotos(actor, listing.id, 2)).statusCode).toBe(201);
    const charged = await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, seller.id));
    expect(charged).toHaveLength(2);
    expect(charged.every((p) => p.bytes > 0)).toBe(true);
    const del = await actor.delete(`/api/listings/${listing.id}`);
    expect(del.statusCode).toBeLessThan(300);
    expect(await t.deps.db.select().from(photoFiles).where(eq(photoFiles.userId, seller.id))).toEqual([]);
  });

  it('removes identity documents no application cites once the grace period has passed, once', async () => {
    const actor = await as.fresh('customer');
    const user = actor.user!;
    const cited = (await uploadDocument(actor)).json().reference as string;
    const uncited = (await uploadDocument(actor)).json().reference as string;
    const applied = await actor.post('/api/kyc/applications', {
      applicationType: 'individual',
      fullName: 'A B',
      email: 'a@example.test',
      country: 'Italy',
      idDocumentUrl: cited,
    });
    expect(applied.statusCode).toBe(201);
    const fetch = (ref: string) => actor.get(`/api/kyc/documents?ref=${encodeURIComponent(ref)}`);

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
