import { cn } from '@client/lib/cn.ts';
import { PHOTO_WIDTHS, type PhotoWidth, photoSrcSet, photoVariantUrl } from '@shared/photos.ts';
import { useState } from 'react';
import { fallbackImageUrl } from '../fallback-images.ts';

/** Every photo and drawing is 16:10; the attributes reserve the space before it loads (no layout shift). */
export const PHOTO_ASPECT = { width: 1600, height: 1000 } as const;

export interface ListingPhotoProps {
  /** A stored photo URL (its -1600.webp variant), or undefined for the fallback drawing. */
  url: string | undefined;
  /** Used to choose the fallback drawing. */
  listing: { make?: string | null; model?: string | null };
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** Width of the plain <img> source for browsers without srcset support. */
  fallbackWidth?: PhotoWidth;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  imgClassName?: string;
  draggable?: boolean;
}

/**
 * A listing photo as a <picture> with AVIF and WebP sources at 400/800/1600 px, so each screen downloads the
 * smallest file that is sharp enough. A listing without photos, or a photo that fails to load, shows a
 * bundled drawing chosen by make and model.
 */
export function ListingPhoto({
  url,
  listing,
  alt,
  sizes,
  fallbackWidth = 800,
  loading = 'lazy',
  fetchPriority,
  className,
  imgClassName,
  draggable,
}: ListingPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const usable = url && url !== failedUrl ? url : undefined;
  const imgProps = {
    width: PHOTO_ASPECT.width,
    height: PHOTO_ASPECT.height,
    loading,
    decoding: 'async' as const,
    fetchPriority,
    draggable,
    className: cn('size-full object-cover', imgClassName),
  };

  if (!usable) {
    return (
      <picture className={className}>
        <img src={fallbackImageUrl(listing)} alt={alt} {...imgProps} />
      </picture>
    );
  }

  const avif = photoSrcSet(usable, 'avif');
  const webp = photoSrcSet(usable, 'webp');
  const src = PHOTO_WIDTHS.includes(fallbackWidth) ? photoVariantUrl(usable, fallbackWidth) : usable;
  return (
    <picture className={className}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img src={src} alt={alt} {...imgProps} onError={() => setFailedUrl(usable)} />
    </picture>
  );
}
