import { normalizeForMatch } from '@client/lib/search.ts';

/**
 * Which bundled picture stands in for a listing without photos (spec section 2, listing card): a drawing of
 * the model when the make and model name one we have, else the stock picture. Pure, so it is unit tested;
 * `fallback-images.ts` maps the keys to the bundled files.
 */
export const FALLBACK_IMAGE_KEYS = [
  'g63',
  'sf90',
  'rolls-royce',
  'porsche-911',
  'ram-1500',
  'escalade',
  'aston-martin',
  'stock',
] as const;
export type FallbackImageKey = (typeof FALLBACK_IMAGE_KEYS)[number];

/**
 * Keywords, most specific first. The text they run on is the make and model in lower case with every run of
 * other characters as one space, padded with spaces, so ' g 63 ', ' g63 ' and ' g-63 ' all read alike.
 */
const RULES: ReadonlyArray<readonly [FallbackImageKey, RegExp]> = [
  ['g63', / g ?63 /],
  ['sf90', / sf ?90 /],
  ['porsche-911', / porsche (?:.* )?911 /],
  ['ram-1500', / ram (?:.* )?1500 /],
  ['escalade', / escalade /],
  ['rolls-royce', / rolls royce /],
  ['aston-martin', / aston martin /],
];

export function fallbackImageKey(listing: { make?: string | null; model?: string | null }): FallbackImageKey {
  const text = normalizeForMatch(`${listing.make ?? ''} ${listing.model ?? ''}`);
  for (const [key, pattern] of RULES) {
    if (pattern.test(text)) return key;
  }
  return 'stock';
}
