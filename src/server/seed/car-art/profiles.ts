/**
 * The side profiles the illustrations are drawn from. The shapes are data (profiles.json, in "car units":
 * x from 0 at the front to 1000 at the rear, h up from the ground); this module reads them once and says
 * which one fits a car.
 */
import { readFileSync } from 'node:fs';
import { familyFor, profileOfFamily } from './families.ts';

/** [x, h] or [x, h, 1] for a sharp corner. */
export type P = [number, number] | [number, number, 1];

export interface Profile {
  front: number;
  rear: number;
  /** Wheel radius, rim/wheel ratio, arch clearance. */
  r: number;
  rim: number;
  gap: number;
  /** Height of the sill line between the arches. */
  sill: number;
  /** Outline from the front bottom, over the car, to the rear bottom. */
  body: P[];
  /** Side glass (closed). */
  glass: P[];
  /** Blacked-out pillars across the glass: [x from, x to, slant]. */
  pillars: Array<[number, number, number]>;
  /** Head and tail lamps (closed shapes). */
  head: P[];
  tail: P[];
  /** Door cut lines: [x at the top, h top, x at the bottom]. */
  doors: Array<[number, number, number]>;
  /** Height of the shoulder line, where the studio softbox reflects. */
  shoulder: number;
  handle?: [number, number];
  mirror: [number, number];
  intake?: P[];
  /** Convertibles: headrests [x, h] standing above the beltline. */
  seats?: Array<[number, number]>;
  spare?: boolean;
  chrome?: boolean;
  /** Dark lower bumper (splitter, diffuser): [x where it ends, h at the car's end, h where it ends]. */
  lowerFront?: [number, number, number];
  lowerRear?: [number, number, number];
}

/** Points written compactly: "x,h" pairs separated by spaces, "!" marking a sharp corner. */
function pts(spec: string): P[] {
  return spec
    .trim()
    .split(/\s+/)
    .map((token) => {
      const [x, h] = token.replace('!', '').split(',').map(Number) as [number, number];
      return token.endsWith('!') ? [x, h, 1] : [x, h];
    });
}

/** The point lists of a profile are written as strings in the data file. */
const POINT_FIELDS = ['body', 'glass', 'head', 'tail', 'intake'] as const;
function loadProfiles(): Record<string, Profile> {
  const raw = JSON.parse(readFileSync(new URL('./profiles.json', import.meta.url), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  return Object.fromEntries(
    Object.entries(raw).map(([name, profile]) => {
      const parsed = { ...profile };
      for (const field of POINT_FIELDS) {
        if (typeof profile[field] === 'string') parsed[field] = pts(profile[field]);
      }
      return [name, parsed as unknown as Profile];
    }),
  );
}

export const PROFILES = loadProfiles();

/** The profile a car is drawn from, through its family (families.ts). */
export function profileFor(make: string, model: string, bodyType: string | null | undefined): Profile {
  return PROFILES[profileOfFamily(familyFor(make, model, bodyType))]!;
}

// ---------------------------------------------------------------------------------------------------------
// Geometry to SVG paths
