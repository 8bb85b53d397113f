import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { isVariantUrl, PHOTO_FORMATS, PHOTO_WIDTHS, photoVariantUrl } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { PHOTO_BUCKET, publicUrl, type Storage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/session.ts';
import { encodePhotoVariants, PHOTO_CONTENT_TYPES, UnreadableImageError } from './pipeline.ts';

export const PHOTO_RULES = {
  maxPerListing: 30,
  maxFileBytes: 15 * 1024 * 1024,
  types: new Set(['image/jpeg', 'image/png', 'image/webp']),
} as const;

const PUBLIC_PREFIX = publicUrl(PHOTO_BUCKET, '');

export interface PhotoDeps {
  db: Db;
  storage: Storage;
}

/** The listing, if the actor owns it (administrators manage any); 404 unknown, 403 someone else's. */
export async function ownedListing(db: Db, actor: Actor, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, sellerId: listings.sellerId, imageUrls: listings.imageUrls })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) throw notFound('Listing not found');
  if (!ownsOrAdmin(actor, row.sellerId)) throw forbidden('You can only change photos of your own listings');
  return row;
}

/** Storage keys of every variant behind one stored photo URL (all widths and formats). */
function variantKeys(url: string): string[] {
  if (!url.startsWith(PUBLIC_PREFIX) || !isVariantUrl(url)) return [];
  return PHOTO_WIDTHS.flatMap((w) =>
    PHOTO_FORMATS.map((f) => photoVariantUrl(url, w, f).slice(PUBLIC_PREFIX.length)),
  );
}

export async function deletePhotoFiles(storage: Storage, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.flatMap(variantKeys).map((key) => storage.remove(PHOTO_BUCKET, key)));
}

/**
 * Checks one uploaded file (its real type, not its name or declared type), re-encodes it into every
 * variant and stores them. Answers the public URL of the largest WebP.
 */
export async function storePhoto(
  deps: PhotoDeps,
  listingId: number,
  index: number,
  data: Buffer,
): Promise<string> {
  if (data.length === 0) throw new AppError(400, 'The file is empty');
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !PHOTO_RULES.types.has(sniffed.mime)) {
    throw new AppError(415, 'Photos must be JPG, PNG or WebP images');
  }
  let variants: Awaited<ReturnType<typeof encodePhotoVariants>>;
  try {
    variants = await encodePhotoVariants(data);
  } catch (e) {
    if (e instanceof UnreadableImageError)
      throw new AppError(415, 'The image could not be read or is too large');
    throw e;
  }
  const base = `listings/${listingId}/${index}-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const stored: string[] = [];
  try {
    for (const v of variants) {
      const key = `${base}-${v.width}.${v.format}`;
      await deps.storage.put(PHOTO_BUCKET, key, v.body, PHOTO_CONTENT_TYPES[v.format]);
      stored.push(key);
    }
  } catch (e) {
    await Promise.all(stored.map((key) => deps.storage.remove(PHOTO_BUCKET, key)));
    throw e;
  }
  return publicUrl(PHOTO_BUCKET, `${base}-1600.webp`);
}

/**
 * Appends stored photos to the listing in one statement that also enforces the per-listing limit, so
 * concurrent uploads cannot pass it. On refusal the files just stored are removed.
 */
export async function attachPhotos(deps: PhotoDeps, listingId: number, urls: string[]): Promise<string[]> {
  const rows = await deps.db
    .update(listings)
    .set({
      imageUrls: sql`${listings.imageUrls} || array[${sql.join(
        urls.map((u) => sql`${u}`),
        sql`, `,
      )}]::text[]`,
      updatedAt: new Date(),
    })
    .where(
      sql`${listings.id} = ${listingId} and cardinality(${listings.imageUrls}) + ${urls.length} <= ${PHOTO_RULES.maxPerListing}`,
    )
    .returning({ imageUrls: listings.imageUrls });
  if (!rows[0]) {
    await deletePhotoFiles(deps.storage, urls);
    throw new AppError(400, `A listing can have at most ${PHOTO_RULES.maxPerListing} photos`);
  }
  return rows[0].imageUrls;
}

/**
 * Reorders or removes photos: the new list may only hold URLs the listing already has (so no one can
 * point a listing at files they did not upload). Files of removed photos are deleted.
 */
export async function replaceImageUrls(
  deps: PhotoDeps,
  listingId: number,
  current: string[],
  next: string[],
): Promise<string[]> {
  const known = new Set(current);
  const unknown = next.filter((u) => !known.has(u));
  if (unknown.length > 0 || new Set(next).size !== next.length) {
    throw new AppError(
      400,
      'Photos can only be reordered or removed here; upload new ones through the photos endpoint',
      [{ path: 'imageUrls', message: 'Only photos already on this listing, each once' }],
    );
  }
  const [row] = await deps.db
    .update(listings)
    .set({ imageUrls: next, updatedAt: new Date() })
    .where(eq(listings.id, listingId))
    .returning({ imageUrls: listings.imageUrls });
  const removed = current.filter((u) => !next.includes(u));
  await deletePhotoFiles(deps.storage, removed);
  return row?.imageUrls ?? next;
}
