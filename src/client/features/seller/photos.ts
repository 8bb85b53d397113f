import { errorText } from '@client/lib/api.ts';
import { runPool } from '@client/lib/upload.ts';
import { updateListing, uploadListingPhoto } from './api.ts';

/** A photo in the editor: one already on the listing, or a picked file waiting to go up. */
export type PhotoItem =
  | { id: string; kind: 'existing'; url: string }
  | {
      id: string;
      kind: 'new';
      file: File;
      previewUrl: string;
      /** 0..1 */
      progress: number;
      status: 'queued' | 'uploading' | 'done' | 'error';
      error?: string;
      /** The stored photo's URL once uploaded. */
      url?: string;
    };

export type NewPhotoItem = Extract<PhotoItem, { kind: 'new' }>;

/** How many photos go up at once. */
export const PHOTO_UPLOAD_CONCURRENCY = 3;
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_COUNT = 30;

/** The editor's order as stored URLs: photos that are on the server, in the order the seller arranged. */
export function desiredPhotoOrder(items: readonly PhotoItem[]): string[] {
  const urls: string[] = [];
  for (const item of items) {
    const url = item.kind === 'existing' ? item.url : item.status === 'done' ? item.url : undefined;
    if (url) urls.push(url);
  }
  return urls;
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The list the server holds after parallel uploads. Each upload answers the listing's list right after its
 * own photo was appended (the server appends in one statement), so the longest answer is the latest state.
 */
export function latestServerList(
  initial: readonly string[],
  answers: readonly (readonly string[])[],
): string[] {
  let latest: readonly string[] = initial;
  for (const a of answers) if (a.length >= latest.length) latest = a;
  return [...latest];
}

export interface PhotoSaveOutcome {
  /** Messages of the photos that did not go up (or of a failed reorder). */
  failures: string[];
}

/**
 * Saves the editor's photos for a listing that now exists: uploads each new photo in its own request
 * (PHOTO_UPLOAD_CONCURRENCY at a time, each reporting progress), then, if the stored order differs from the
 * seller's (a reorder, a removal, or uploads finishing out of order), PATCHes imageUrls once.
 */
export async function savePhotos(
  listingId: number,
  items: readonly PhotoItem[],
  serverUrls: readonly string[],
  update: (id: string, patch: Partial<NewPhotoItem>) => void,
): Promise<PhotoSaveOutcome> {
  const failures: string[] = [];
  const answers: string[][] = [];
  const done = new Map<string, string>();
  const pending = items.filter((i): i is NewPhotoItem => i.kind === 'new' && i.status !== 'done');
  for (const item of pending) update(item.id, { status: 'queued', progress: 0, error: undefined });

  await runPool(pending, PHOTO_UPLOAD_CONCURRENCY, async (item) => {
    update(item.id, { status: 'uploading', progress: 0 });
    try {
      const { imageUrls } = await uploadListingPhoto(listingId, item.file, (progress) =>
        // The last few per cent are the server encoding the photo: shown as 95% until it answers.
        update(item.id, { progress: Math.min(progress, 0.95) }),
      );
      const url = imageUrls[imageUrls.length - 1];
      answers.push(imageUrls);
      if (url) done.set(item.id, url);
      update(item.id, { status: 'done', progress: 1, url });
    } catch (error) {
      const message = errorText(error, 'Upload failed');
      failures.push(`${item.file.name}: ${message}`);
      update(item.id, { status: 'error', error: message });
    }
  });

  const arranged = desiredPhotoOrder(
    items.map((i) =>
      i.kind === 'new' && done.has(i.id) ? { ...i, status: 'done' as const, url: done.get(i.id) } : i,
    ),
  );
  const stored = latestServerList(serverUrls, answers);
  if (!sameOrder(arranged, stored)) {
    try {
      await updateListing(listingId, { imageUrls: arranged });
    } catch (error) {
      failures.push(errorText(error, "The photos' order couldn't be saved"));
    }
  }
  return { failures };
}

let seq = 0;
export function newPhotoItem(file: File): NewPhotoItem {
  seq += 1;
  return {
    id: `new-${Date.now().toString(36)}-${seq}`,
    kind: 'new',
    file,
    previewUrl: URL.createObjectURL(file),
    progress: 0,
    status: 'queued',
  };
}

export const existingPhotoItems = (urls: readonly string[]): PhotoItem[] =>
  urls.map((url) => ({ id: `existing:${url}`, kind: 'existing' as const, url }));
