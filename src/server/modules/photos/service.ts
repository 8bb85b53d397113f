import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { isOwnListing, LISTING_TRANSITIONS } from '../../../shared/domain/listing.ts';
import { isVariantUrl, PHOTO_FORMATS, PHOTO_WIDTHS, photoVariantUrl } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { listings, photoFiles } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { PHOTO_BUCKET, publicUrl, type Storage } from '../../lib/storage.ts';
import { type TransactionDeps, type UnitOfWork, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { reserveStorage } from '../uploads/quota.ts';
import { encodePhotoVariants, PHOTO_CONTENT_TYPES, UnreadableImageError } from './pipeline.ts';

export const PHOTO_RULES = {
  maxPerListing: 30,
  maxFileBytes: 15 * 1024 * 1024,
  types: new Set(['image/jpeg', 'image/png', 'image/webp']),
} as const;

const PUBLIC_PREFIX = publicUrl(PHOTO_BUCKET, '');

export interface PhotoDeps extends TransactionDeps {
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

/** Deletes stored photos: their files, and their charge on the seller's storage quota. */
export async function deletePhotoFiles(
  deps: { db: Db; storage: Storage },
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  await deps.db.delete(photoFiles).where(inArray(photoFiles.url, [...urls]));
  await Promise.all(urls.flatMap(variantKeys).map((key) => deps.storage.remove(PHOTO_BUCKET, key)));
}

export interface StoredPhoto {
  /** The public URL of the largest WebP, which names the photo. */
  url: string;
  /** All its variants together. */
  bytes: number;
}

/**
 * Checks one uploaded file (its real type, not its name or declared type), re-encodes it into every
 * variant and stores them.
 */
export async function storePhoto(
  deps: PhotoDeps,
  listingId: number,
  index: number,
  data: Buffer,
): Promise<StoredPhoto> {
  return storeImage(deps, `listings/${listingId}/${index}`, data);
}

/**
 * The same for any picture stored under `prefix` (a dealer's logo: `dealers/<id>/logo`): checked,
 * re-encoded into every variant, stored; the caller records it against the owner's quota.
 */
export async function storeImage(deps: PhotoDeps, prefix: string, data: Buffer): Promise<StoredPhoto> {
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
  const base = `${prefix}-${Date.now()}-${randomBytes(4).toString('hex')}`;
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
  return {
    url: publicUrl(PHOTO_BUCKET, `${base}-1600.webp`),
    bytes: variants.reduce((sum, v) => sum + v.body.length, 0),
  };
}

const {
  from: [live],
  to: review,
} = LISTING_TRANSITIONS.revise;
const revisedIfLive = {
  status: sql`case when ${listings.status} = ${live} then ${review}::listing_status else ${listings.status} end`,
  verified: sql`case when ${listings.status} = ${live} then false else ${listings.verified} end`,
};

/**
 * Appends stored photos to the listing in one statement that also enforces the per-listing limit, so
 * concurrent uploads cannot pass it, and charges them to the seller's storage quota in the same
 * transaction. Photos its seller adds to a live listing take it back to review in that same statement
 * (LISTING_TRANSITIONS.revise), so unreviewed photos are never public, not even for a moment; an
 * administrator's photos need no review, and adding them to someone's listing is audited. If the change
 * does not commit, the files just stored are removed.
 */
export async function attachPhotos(
  deps: PhotoDeps,
  origin: Origin,
  listing: { id: number; sellerId: string },
  photos: StoredPhoto[],
): Promise<{ imageUrls: string[]; status: string }> {
  const urls = photos.map((p) => p.url);
  const bytes = photos.reduce((sum, p) => sum + p.bytes, 0);
  const bySeller = isOwnListing(origin.actor, listing);
  return withTransaction(deps, origin, async ({ tx, emit, audit, onRollback }) => {
    onRollback(() => deletePhotoFiles(deps, urls));
    await reserveStorage(tx, listing.sellerId, bytes);
    const rows = await tx
      .update(listings)
      .set({
        imageUrls: sql`${listings.imageUrls} || array[${sql.join(
          urls.map((u) => sql`${u}`),
          sql`, `,
        )}]::text[]`,
        // Decided on the row as it is now, so an approval racing this upload cannot publish the photos.
        ...(bySeller ? revisedIfLive : {}),
        updatedAt: new Date(),
      })
      .where(
        sql`${listings.id} = ${listing.id} and cardinality(${listings.imageUrls}) + ${urls.length} <= ${PHOTO_RULES.maxPerListing}`,
      )
      .returning({ imageUrls: listings.imageUrls, status: listings.status });
    if (!rows[0]) throw new AppError(400, `A listing can have at most ${PHOTO_RULES.maxPerListing} photos`);
    await tx.insert(photoFiles).values(photos.map((p) => ({ ...p, userId: listing.sellerId })));
    emit({ type: 'listing.changed', listingId: listing.id, ownerId: listing.sellerId });
    await audit({
      action: 'add_photos',
      targetType: 'listing',
      targetId: listing.id,
      details: { count: urls.length },
    });
    return rows[0];
  });
}

/**
 * Reorders or removes photos: the new list may only hold URLs the listing already has (so no one can
 * point a listing at files they did not upload). Files of removed photos are deleted once the change
 * has committed.
 */
export async function replaceImageUrls(
  deps: { db: Db; storage: Storage },
  { tx, afterCommit }: UnitOfWork,
  listingId: number,
  current: string[],
  next: string[],
): Promise<void> {
  const known = new Set(current);
  const unknown = next.filter((u) => !known.has(u));
  if (unknown.length > 0 || new Set(next).size !== next.length) {
    throw new AppError(
      400,
      'Photos can only be reordered or removed here; upload new ones through the photos endpoint',
      [{ path: 'imageUrls', message: 'Only photos already on this listing, each once' }],
    );
  }
  await tx.update(listings).set({ imageUrls: next, updatedAt: new Date() }).where(eq(listings.id, listingId));
  const removed = current.filter((u) => !next.includes(u));
  afterCommit(() => deletePhotoFiles(deps, removed));
}
