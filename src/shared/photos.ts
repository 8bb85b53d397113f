/**
 * Listing photos are stored as responsive variants: `<base>-<width>.<format>` for each width and format.
 * `imageUrls` on a listing holds the largest WebP; the other variants are derived from it.
 */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const PHOTO_FORMATS = ['webp', 'avif'] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * The `sizes` of a listing page's main gallery photo; the server's preload of the first photo names the
 * same, so the browser picks the same file for both.
 */
export const GALLERY_MAIN_SIZES = '(min-width: 1280px) 780px, (min-width: 1024px) 62vw, 100vw';

const VARIANT = /-(400|800|1600)\.(webp|avif)$/;

/** True when the URL follows the variant naming, so a srcset can be derived from it. */
export const isVariantUrl = (url: string): boolean => VARIANT.test(url);

export function photoVariantUrl(url: string, width: PhotoWidth, format: PhotoFormat = 'webp'): string {
  return isVariantUrl(url) ? url.replace(VARIANT, `-${width}.${format}`) : url;
}

/** `srcset` for one format, from the stored URL; empty for URLs that are not ours. */
export function photoSrcSet(url: string, format: PhotoFormat = 'webp'): string {
  if (!isVariantUrl(url)) return '';
  return PHOTO_WIDTHS.map((w) => `${photoVariantUrl(url, w, format)} ${w}w`).join(', ');
}
