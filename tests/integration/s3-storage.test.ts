import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/lib/storage.ts';
import { makeListing } from '../factories/listings.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { actors } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * The S3 storage against a real S3 protocol server (s3rver, an S3-compatible server that keeps objects on
 * disk): photos and identity documents go to the bucket, and the app serves public photos from it.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
let server: S3rver;
let t: TestApp;
let as: ReturnType<typeof actors>;
let endpoint: string;

beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'marketplace', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    s3: {
      endpoint,
      bucket: 'marketplace',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
  });
  // The app's settings wait for the S3 server's port, so the actors come after it rather than with it.
  as = actors(t);
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('stores photos in the bucket and serves them at the usual address; removing a photo deletes it', async () => {
    expect(t.deps.storage).toBeInstanceOf(S3Storage);
    const seller = await as.fresh('seller');
    const l = await makeListing(t.deps.db, seller.user!.id, { status: 'pending', verified: false });
    const body = multipart([
      { field: 'photos', filename: 'a.png', contentType: 'image/png', data: await png(1800, 1000) },
    ]);
    const up = await seller.post(`/api/listings/${l.id}/photos`, body.payload, { headers: body.headers });
    expect(up.statusCode).toBe(201);
    const url = up.json().imageUrls[0] as string;

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);
    const key = url.replace('/uploads/car_pictures/', '');
    expect(await t.deps.storage.get('car_pictures', key)).not.toBeNull();

    await seller.patch(`/api/listings/${l.id}`, { imageUrls: [] });
    expect(await t.deps.storage.get('car_pictures', key)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/car_pictures/../kyc_documents/x' })).statusCode,
    ).toBe(404);
  });

  it('keeps identity documents private in the bucket', async () => {
    const owner = await as.fresh('customer');
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const body = multipart([
      { field: 'document', filename: 'id.pdf', contentType: 'application/pdf', data: pdf },
    ]);
    const up = await owner.post('/api/kyc/documents', body.payload, { headers: body.headers });
    const { reference } = up.json();
    const doc = await owner.get(`/api/kyc/documents?ref=${encodeURIComponent(reference)}`);
    expect(doc.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/kyc_documents/${reference.slice(4)}` })).statusCode,
    ).toBe(404);
  });
});
