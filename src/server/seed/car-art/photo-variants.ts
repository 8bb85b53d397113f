import sharp from 'sharp';
import { encodePhotoVariants, type PhotoVariant } from '../../modules/photos/pipeline.ts';
import { ART_HEIGHT, ART_WIDTH } from './illustration.ts';

/**
 * Rasterises the SVG once at full size; the upload pipeline then makes every variant, so demo photos are
 * encoded like uploaded ones. The raster goes over as bare pixels: no PNG to write and read back.
 */
export async function renderPhotoVariants(svg: string): Promise<PhotoVariant[]> {
  const raster = await sharp(Buffer.from(svg), { density: 72 })
    .resize(ART_WIDTH, ART_HEIGHT)
    .removeAlpha()
    .raw()
    .toBuffer();
  return encodePhotoVariants(raster, { width: ART_WIDTH, height: ART_HEIGHT, channels: 3 });
}
