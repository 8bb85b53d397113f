import { describe, expect, it } from 'vitest';
import { carIllustrationSvg } from '../../src/server/seed/car-art/illustration.ts';
import { PROFILES, profileFor } from '../../src/server/seed/car-art/profiles.ts';
import { loadDemoData } from '../../src/server/seed/demo-data.ts';
import { mulberry32 } from '../../src/server/seed/random.ts';
import { makeVin } from '../../src/server/seed/vin.ts';
import { BODY_TYPES } from '../../src/shared/constants.ts';
import { VIN_PATTERN, vinCheckMatches } from '../../src/shared/vin.ts';

describe('demo data files', () => {
  it('load with active, pending and sold cars, and conversations about cars of the catalogue', () => {
    const { cars, conversations } = loadDemoData();
    expect(cars.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cars.map((c) => c.status))).toEqual(new Set(['active', 'pending', 'sold']));
    // The results archive shows prices and withheld ones; some live cars were reduced, one raised.
    const sold = cars.filter((c) => c.sold);
    expect(sold.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sold.map((c) => c.sold!.showPrice))).toEqual(new Set([true, false]));
    const lastChanges = cars
      .filter((c) => c.status === 'active')
      .flatMap((c) => c.priceChanges?.slice(-1) ?? []);
    expect(lastChanges.filter((c) => c.newPrice < c.oldPrice).length).toBeGreaterThanOrEqual(3);
    expect(lastChanges.some((c) => c.newPrice > c.oldPrice)).toBe(true);
    const keys = new Set(cars.map((c) => c.key));
    for (const c of conversations) expect(keys).toContain(c.listing);
  });

  it('give every car a VIN with a correct check digit, the same on every run', () => {
    const { cars } = loadDemoData();
    const a = mulberry32(1);
    const b = mulberry32(1);
    for (const car of cars.filter((c) => !c.noVin)) {
      const vin = makeVin(car.make, car.year, a);
      expect(vin).toMatch(VIN_PATTERN);
      expect(vinCheckMatches(vin), vin).toBe(true);
      expect(makeVin(car.make, car.year, b)).toBe(vin);
    }
  });
});

describe('car art', () => {
  it('has a parsed profile with finite points for every drawing', () => {
    for (const [name, profile] of Object.entries(PROFILES)) {
      for (const points of [profile.body, profile.glass, profile.head, profile.tail]) {
        expect(points.length, name).toBeGreaterThan(2);
        for (const p of points) expect(p.slice(0, 2).every(Number.isFinite), name).toBe(true);
      }
    }
  });

  it('draws every body type from a known profile, as an SVG naming the make', () => {
    for (const bodyType of BODY_TYPES) {
      expect(profileFor('Ferrari', 'Roma', bodyType).body.length).toBeGreaterThan(2);
      const svg = carIllustrationSvg({
        make: 'Ferrari',
        model: 'Roma',
        bodyType,
        colour: 'Rosso Corsa',
        variant: 0,
      });
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toContain('NaN');
    }
  });
});
