/**
 * The car across its width, for the views that see more than its side (rear.ts, three-quarter.ts): the body's
 * width per family, which families stand square, and how the glasshouse tucks in above the beltline. The
 * heights come from the family's side profile (profiles.json), so every angle of a car agrees.
 */
import type { CarFamily } from './families.ts';
import type { Profile } from './profiles.ts';

/** Body width in car units (the side view's length is 1000), per family. */
export const WIDTH: Record<CarFamily, number> = {
  hypercar: 470,
  'super-sport': 460,
  'sports-coupe': 420,
  'grand-tourer': 440,
  saloon: 430,
  estate: 420,
  hatchback: 410,
  'sport-suv': 450,
  'luxury-suv': 445,
  'off-roader': 430,
  pickup: 440,
  van: 400,
  spyder: 460,
  convertible: 430,
  'classic-roadster': 380,
};

/** Families that stand tall and square: a tailgate, little tumblehome. */
export const BOXY: readonly CarFamily[] = [
  'off-roader',
  'van',
  'luxury-suv',
  'sport-suv',
  'pickup',
  'estate',
  'hatchback',
];

export interface Section {
  /** Half the body's width. */
  half: number;
  boxy: boolean;
  /** No roof: headrests stand above the beltline. */
  open: boolean;
  /** The highest point of the profile, and the roof line (the windscreen's top on an open car). */
  maxH: number;
  roof: number;
  /** The lowest edge of the side glass. */
  beltline: number;
  /** Height of the body's lower edge. */
  bottomH: number;
  /** The glasshouse's half-width at the roof and at its foot, as fractions of `half`. */
  glassTop: number;
  glassBottom: number;
}

export function sectionOf(family: CarFamily, pr: Profile): Section {
  const maxH = Math.max(...pr.body.map((p) => p[1]));
  const beltline = Math.min(...pr.glass.map((p) => p[1]));
  const open = pr.seats !== undefined;
  const boxy = BOXY.includes(family);
  const low = family === 'hypercar' || family === 'super-sport';
  return {
    half: WIDTH[family] / 2,
    boxy,
    open,
    maxH,
    roof: open ? beltline + 8 : maxH,
    beltline,
    bottomH: Math.max(pr.sill * 0.55, 16),
    glassTop: boxy ? 0.86 : low ? 0.5 : 0.62,
    glassBottom: boxy ? 0.92 : low ? 0.66 : 0.78,
  };
}
