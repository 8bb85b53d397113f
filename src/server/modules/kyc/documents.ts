import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { UNCITED_DOCUMENT_GRACE_MS } from '../../../shared/domain/uploads.ts';
import type { Db } from '../../db/client.ts';
import { kycApplications, kycDocuments } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { KYC_BUCKET, type Storage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/session.ts';
import { MAX_INPUT_PIXELS } from '../photos/pipeline.ts';
import { chargeStorage } from '../uploads/quota.ts';

export const DOCUMENT_RULES = {
  maxBytes: 10 * 1024 * 1024,
  types: { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as Record<string, string>,
} as const;

export interface DocumentDeps {
  db: Db;
  storage: Storage;
}

const toReference = (key: string) => `kyc:${key}`;
const toKey = (reference: string) => reference.replace(/^kyc:/, '');

/** Photos of documents lose their metadata (camera, GPS) by being re-encoded in their own format. */
async function cleanImage(data: Buffer, mime: string): Promise<Buffer> {
  try {
    const img = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    return await (mime === 'image/png' ? img.png() : img.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new AppError(415, 'The image could not be read or is too large');
  }
}

/** Records a stored file as a user's identity document (the uploads below, and the demo seed). */
export async function recordDocument(
  db: Db,
  userId: string,
  key: string,
  contentType: string,
  size: number,
): Promise<string> {
  await db.insert(kycDocuments).values({ userId, key, contentType, size });
  return toReference(key);
}

/** Stores an identity document privately; answers the reference an application can carry. */
export async function storeDocument(deps: DocumentDeps, actor: Actor, data: Buffer) {
  if (data.length === 0) throw new AppError(400, 'The file is empty');
  const sniffed = await fileTypeFromBuffer(data);
  const ext = sniffed ? DOCUMENT_RULES.types[sniffed.mime] : undefined;
  if (!sniffed || !ext) throw new AppError(415, 'Documents must be PDF, JPG or PNG files');
  const body = sniffed.mime === 'application/pdf' ? data : await cleanImage(data, sniffed.mime);
  const key = `users/${actor.id}/${randomUUID()}.${ext}`;
  await deps.storage.put(KYC_BUCKET, key, body, sniffed.mime);
  let reference: string;
  try {
    reference = await chargeStorage(deps.db, actor.id, body.length, (tx) =>
      recordDocument(tx, actor.id, key, sniffed.mime, body.length),
    );
  } catch (e) {
    await deps.storage.remove(KYC_BUCKET, key);
    throw e;
  }
  return { reference, contentType: sniffed.mime, size: body.length };
}

/**
 * A document for its owner or an administrator. Anyone else gets the same 404 as for a document that
 * does not exist, so references cannot be probed.
 */
export async function readDocument(deps: DocumentDeps, actor: Actor, reference: string) {
  const [doc] = await deps.db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.key, toKey(reference)));
  if (!doc || !ownsOrAdmin(actor, doc.userId)) throw notFound('Document not found');
  const body = await deps.storage.get(KYC_BUCKET, doc.key);
  if (!body) throw notFound('Document not found');
  return { body, contentType: doc.contentType };
}

/** Every reference must be a document this user uploaded. */
export async function assertOwnDocuments(db: Db, userId: string, references: string[]): Promise<void> {
  if (references.length === 0) return;
  const keys = references.map(toKey);
  const rows = await db
    .select({ key: kycDocuments.key })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), inArray(kycDocuments.key, keys)));
  const owned = new Set(rows.map((r) => r.key));
  const missing = keys.filter((k) => !owned.has(k));
  if (missing.length > 0)
    throw new AppError(400, 'Documents must be files you uploaded', [
      { path: 'idDocumentUrl', message: 'Upload the document first' },
    ]);
}

/**
 * Deletes identity documents uploaded before the grace period that no application cites, rows and files.
 * One DELETE ... RETURNING claims them, so several instances running this at once each remove a
 * document at most once. Answers how many went.
 */
export async function removeUncitedDocuments(deps: DocumentDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCITED_DOCUMENT_GRACE_MS);
  const reference = sql`${toReference('')} || ${kycDocuments.key}`;
  const removed = await deps.db
    .delete(kycDocuments)
    .where(
      and(
        sql`${kycDocuments.createdAt} < ${cutoff}`,
        sql`not exists (select 1 from ${kycApplications} where ${reference} in (${kycApplications.idDocumentUrl}, ${kycApplications.businessLicenseUrl}, ${kycApplications.proofOfAddressUrl}))`,
      ),
    )
    .returning({ key: kycDocuments.key });
  await Promise.all(removed.map(({ key }) => deps.storage.remove(KYC_BUCKET, key)));
  return removed.length;
}

/** Runs the clean-up every hour until stopped; a failed run is reported and the next one tries again. */
export function startDocumentCleanup(
  deps: DocumentDeps,
  onError: (error: unknown) => void,
): { stop(): void } {
  const timer = setInterval(() => void removeUncitedDocuments(deps, new Date()).catch(onError), 60 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
