import sharp, { type Sharp } from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from '../../../shared/photos.ts';

/** A decoded image may have at most this many pixels: a decompression bomb stops here, not in memory. */
export const MAX_INPUT_PIXELS = 60_000_000;

export interface PhotoVariant {
  width: PhotoWidth;
  format: PhotoFormat;
  body: Buffer;
}

/** The size and channel count of uncompressed pixels. */
export interface RawPixels {
  width: number;
  height: number;
  channels: 3 | 4;
}

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

export class UnreadableImageError extends Error {}

const ENCODERS: Record<PhotoFormat, (img: Sharp) => Sharp> = {
  webp: (img) => img.webp({ quality: 82, effort: 2 }),
  // AVIF is the slow one: effort 0 encodes a 1600 px image in a sixth of effort 2's time, for 3-7% more
  // bytes on photographs and ~40% on flat drawings such as the demo art (decision 0037).
  avif: (img) => img.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }),
};

/**
 * Re-encodes an image into every responsive variant (each width, WebP and AVIF). Orientation from EXIF
 * is applied, then all metadata (EXIF, GPS, ICC comments) is dropped: sharp writes none unless asked.
 * `raw` says the input is bare pixels of that size (the demo photos, drawn on this machine: no decoding,
 * no orientation to apply).
 */
export async function encodePhotoVariants(input: Buffer, raw?: RawPixels): Promise<PhotoVariant[]> {
  let base: Sharp;
  try {
    base = raw
      ? sharp(input, { raw, limitInputPixels: MAX_INPUT_PIXELS })
      : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    await base.metadata();
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
  const jobs = PHOTO_WIDTHS.flatMap((width) =>
    PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
      const resized = base.clone().resize({ width, withoutEnlargement: true });
      return { width, format, body: await ENCODERS[format](resized).toBuffer() };
    }),
  );
  try {
    return await Promise.all(jobs);
  } catch (e) {
    throw new UnreadableImageError((e as Error).message);
  }
}
