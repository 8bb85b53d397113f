import { MAKES } from '@shared/constants.ts';

/** Where the header search goes: /listings?search={text}, or nowhere for blank text. */
export function listingsSearchHref(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/listings?search=${encodeURIComponent(trimmed)}` : null;
}

/** Lower case, every run of anything but letters and digits as one space, padded: ' rolls royce '. */
export function normalizeForMatch(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return ` ${words.join(' ')} `;
}

/**
 * Common ways people write a make that do not contain its full name. Tried only after every make's own name,
 * so 'Mercedes-Benz G 63' is matched by the make itself.
 */
export const MAKE_ALIASES: ReadonlyArray<readonly [alias: string, make: string]> = [
  ['mercedes', 'Mercedes-Benz'],
  ['benz', 'Mercedes-Benz'],
  ['range rover', 'Land Rover'],
  ['landrover', 'Land Rover'],
  ['rolls', 'Rolls-Royce'],
  ['aston', 'Aston Martin'],
  ['lambo', 'Lamborghini'],
  ['vw', 'Volkswagen'],
  ['chevy', 'Chevrolet'],
];

/**
 * The make a free-text search names (spec section 2): known makes are tried case-insensitively, longest name
 * first, as whole words ('rolls royce', 'ROLLS-ROYCE' and 'Rolls-Royce Ghost' all name Rolls-Royce; 'Stanford'
 * does not name Ford), then the common aliases above. Null when the text names no make.
 */
export function findMake(text: string, makes: readonly string[] = MAKES): string | null {
  const haystack = normalizeForMatch(text);
  if (!haystack.trim()) return null;
  const byLength = [...makes].sort((a, b) => b.length - a.length);
  for (const make of byLength) {
    if (haystack.includes(normalizeForMatch(make))) return make;
  }
  const known = new Set(makes);
  for (const [alias, make] of MAKE_ALIASES) {
    if (known.has(make) && haystack.includes(normalizeForMatch(alias))) return make;
  }
  return null;
}

export type MakeSearchOutcome =
  | { kind: 'empty' }
  | { kind: 'none'; text: string }
  | { kind: 'make'; make: string; text: string };

/** The home page's search (spec section 2): blank text, no make found, or the make to filter by. */
export function makeSearch(text: string, makes: readonly string[] = MAKES): MakeSearchOutcome {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const make = findMake(trimmed, makes);
  return make ? { kind: 'make', make, text: trimmed } : { kind: 'none', text: trimmed };
}
