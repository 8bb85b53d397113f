import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_STORAGE_BYTES, STORAGE_FULL_MESSAGE } from '../../../shared/domain/uploads.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { kycDocuments, photoFiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

export interface UploadBudgetDeps {
  limiter: RateLimiter;
  rateLimits: Config['rateLimits'];
}

export type UploadKind = 'photo' | 'document';

/**
 * Counts one uploaded file against its account's and its address's budgets before any work is done on
 * it: 429 with Retry-After past either.
 */
export async function consumeUploadBudget(
  deps: UploadBudgetDeps,
  kind: UploadKind,
  userId: string,
  ip: string,
): Promise<void> {
  const perAccount =
    kind === 'photo' ? deps.rateLimits.photoUploadsPerAccount : deps.rateLimits.documentUploadsPerAccount;
  await deps.limiter.consume(`upload:${kind}:acct:${userId}`, perAccount);
  await deps.limiter.consume(`upload:ip:${ip}`, deps.rateLimits.uploadsPerAddress);
}

/** Bytes an account keeps: its photos' variants and its identity documents. */
async function storedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`(select coalesce(sum(${photoFiles.bytes}), 0) from ${photoFiles} where ${photoFiles.userId} = ${userId})
        + (select coalesce(sum(${kycDocuments.size}), 0) from ${kycDocuments} where ${kycDocuments.userId} = ${userId})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.used ?? 0;
}

const storageFull = () => new AppError(413, STORAGE_FULL_MESSAGE);

/** Refuses early, before a file is processed, when the account is already full. */
export async function assertStorageLeft(db: Db, userId: string): Promise<void> {
  if ((await storedBytes(db, userId)) >= ACCOUNT_STORAGE_BYTES) throw storageFull();
}

/**
 * Makes room for `bytes` more on an account inside the caller's transaction: takes the account's lock for
 * the rest of it, so concurrent uploads cannot each see room for themselves, and refuses when they do not
 * fit. The caller records the files in the same transaction.
 */
export async function reserveStorage(tx: Db, userId: string, bytes: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`storage:${userId}`}))`);
  if ((await storedBytes(tx, userId)) + bytes > ACCOUNT_STORAGE_BYTES) throw storageFull();
}

/** Records stored files against an account's quota in a transaction of their own (see reserveStorage). */
export async function chargeStorage<T>(
  db: Db,
  userId: string,
  bytes: number,
  record: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await reserveStorage(tx, userId, bytes);
    return record(tx);
  });
}
