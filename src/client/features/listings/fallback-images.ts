import astonMartin from '@client/assets/fallback/aston-martin.svg';
import escalade from '@client/assets/fallback/escalade.svg';
import g63 from '@client/assets/fallback/g63.svg';
import porsche911 from '@client/assets/fallback/porsche-911.svg';
import ram1500 from '@client/assets/fallback/ram-1500.svg';
import rollsRoyce from '@client/assets/fallback/rolls-royce.svg';
import sf90 from '@client/assets/fallback/sf90.svg';
import stock from '@client/assets/fallback/stock.svg';
import { type FallbackImageKey, fallbackImageKey } from './fallback-image-key.ts';

/** The bundled drawings (16:10, like the photos), emitted by Vite as files and loaded only when shown. */
const FALLBACK_IMAGES: Record<FallbackImageKey, string> = {
  g63,
  sf90,
  'rolls-royce': rollsRoyce,
  'porsche-911': porsche911,
  'ram-1500': ram1500,
  escalade,
  'aston-martin': astonMartin,
  stock,
};

export function fallbackImageUrl(listing: { make?: string | null; model?: string | null }): string {
  return FALLBACK_IMAGES[fallbackImageKey(listing)];
}
