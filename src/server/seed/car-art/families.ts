/**
 * Which family of car a listing is drawn as: an SUV must read as an SUV, a hypercar as a hypercar. The
 * body type says most of it; the model refines it where one body type covers very different shapes (an
 * Urus and a Cullinan are both "suv"; a Chiron and a Roma both "coupe"). The rules are data
 * (families.json): the first model rule that matches wins, then the body type, then a grand tourer.
 */
import { readFileSync } from 'node:fs';

export type CarFamily =
  | 'hypercar'
  | 'super-sport'
  | 'sports-coupe'
  | 'grand-tourer'
  | 'saloon'
  | 'estate'
  | 'hatchback'
  | 'sport-suv'
  | 'luxury-suv'
  | 'off-roader'
  | 'pickup'
  | 'van'
  | 'spyder'
  | 'convertible'
  | 'classic-roadster';

interface FamilyRules {
  /** Family to the profile (profiles.json) it is drawn from. */
  families: Record<CarFamily, string>;
  byModel: Array<{ family: CarFamily; match: string; bodyTypes?: Array<string | null> }>;
  byBodyType: Record<string, CarFamily>;
  fallback: CarFamily;
}

const RULES = JSON.parse(readFileSync(new URL('./families.json', import.meta.url), 'utf8')) as FamilyRules;
const MODEL_RULES = RULES.byModel.map((r) => ({ ...r, pattern: new RegExp(r.match, 'i') }));

export const CAR_FAMILIES = Object.keys(RULES.families) as CarFamily[];

/** The SUV families: tall greenhouse, ground clearance. */
export const SUV_FAMILIES: readonly CarFamily[] = ['sport-suv', 'luxury-suv', 'off-roader'];

/** The sporting families: coloured brake calipers, a diffuser with fins. */
export const SPORTING_FAMILIES: readonly CarFamily[] = ['hypercar', 'super-sport', 'sports-coupe', 'spyder'];

export function familyFor(make: string, model: string, bodyType: string | null | undefined): CarFamily {
  const name = `${make} ${model}`;
  const type = bodyType ?? null;
  for (const rule of MODEL_RULES) {
    if (rule.bodyTypes && !rule.bodyTypes.includes(type)) continue;
    if (rule.pattern.test(name)) return rule.family;
  }
  return (type && RULES.byBodyType[type]) || RULES.fallback;
}

/** The name of the side profile a family is drawn from. */
export const profileOfFamily = (family: CarFamily): string => RULES.families[family];
