import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CAR_FAMILIES,
  familyFor,
  profileOfFamily,
  SUV_FAMILIES,
} from '../../src/server/seed/car-art/families.ts';
import { carIllustrationSvg } from '../../src/server/seed/car-art/illustration.ts';
import { PROFILES, profileFor } from '../../src/server/seed/car-art/profiles.ts';
import { carRearSvg } from '../../src/server/seed/car-art/rear.ts';
import { carThreeQuarterSvg } from '../../src/server/seed/car-art/three-quarter.ts';
import { DEMO_ANGLES, demoAngles, demoPhotoSvg } from '../../src/server/seed/demo-content.ts';
import { loadDemoData } from '../../src/server/seed/demo-data.ts';

const topOf = (make: string, model: string, bodyType: string) =>
  Math.max(...profileFor(make, model, bodyType).body.map((p) => p[1]));

describe('car families', () => {
  it('maps every catalogue car to a family drawn from an existing profile', () => {
    for (const car of loadDemoData().cars) {
      const family = familyFor(car.make, car.model, car.bodyType);
      expect(CAR_FAMILIES, `${car.make} ${car.model}`).toContain(family);
      expect(profileFor(car.make, car.model, car.bodyType).body.length).toBeGreaterThan(2);
    }
    // Every family names a profile that exists.
    for (const family of CAR_FAMILIES) expect(PROFILES[profileOfFamily(family)], family).toBeDefined();
  });

  it('draws the Urus, Cayenne, Cullinan and G 63 as SUVs, taller than any coupe', () => {
    const suvs: Array<[string, string]> = [
      ['Lamborghini', 'Urus Performante'],
      ['Porsche', 'Cayenne Turbo GT'],
      ['Rolls-Royce', 'Cullinan'],
      ['Mercedes-Benz', 'G 63 AMG'],
    ];
    for (const [make, model] of suvs) {
      expect(SUV_FAMILIES, model).toContain(familyFor(make, model, 'suv'));
      expect(topOf(make, model, 'suv')).toBeGreaterThan(topOf('Ferrari', 'Roma', 'coupe') * 1.15);
    }
    // An Urus is a sporting SUV, not the van-like shape of a limousine SUV or an off-roader.
    expect(familyFor('Lamborghini', 'Urus Performante', 'suv')).toBe('sport-suv');
    expect(familyFor('Mercedes-Benz', 'G 63 AMG', 'suv')).toBe('off-roader');
    expect(familyFor('Rolls-Royce', 'Cullinan', 'suv')).toBe('luxury-suv');
  });

  it('tells hypercars, super-sport coupes, grand tourers and classic roadsters apart', () => {
    expect(familyFor('Bugatti', 'Chiron Sport', 'coupe')).toBe('hypercar');
    expect(familyFor('Ferrari', 'SF90 Stradale', 'coupe')).toBe('super-sport');
    expect(familyFor('Lotus', 'Emira V6 First Edition', 'coupe')).toBe('super-sport');
    expect(familyFor('Ferrari', 'Roma', 'coupe')).toBe('grand-tourer');
    expect(familyFor('Jaguar', 'E-Type Series 1 4.2 Roadster', 'convertible')).toBe('classic-roadster');
    expect(familyFor('Rolls-Royce', 'Dawn', 'convertible')).toBe('convertible');
    expect(familyFor('Ford', 'F-150 Raptor R', 'truck')).toBe('pickup');
    expect(familyFor('Mercedes-Benz', 'V 300 d Exclusive', 'van')).toBe('van');
  });

  it('renders a valid, different SVG for an SUV and a coupe in the same paint', () => {
    const draw = (model: string, bodyType: string) =>
      carIllustrationSvg({ make: 'Porsche', model, bodyType, colour: 'Chalk', variant: 0, seed: 1 });
    const suv = draw('Cayenne Turbo GT', 'suv');
    const coupe = draw('911 GT3', 'coupe');
    for (const svg of [suv, coupe]) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1600 1000"/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(suv).not.toBe(coupe);
  });

  it('draws every catalogue car from every angle the seed promises, each angle a different picture', () => {
    for (const [i, car] of loadDemoData().cars.entries()) {
      const svgs = DEMO_ANGLES.map((angle) => demoPhotoSvg(car, angle, i + 1));
      for (const svg of svgs) {
        expect(svg).toMatch(/^<svg [^>]*width="1600" height="1000"/);
        expect(svg).toMatch(/<\/svg>$/);
        expect(svg, `${car.make} ${car.model}`).not.toMatch(/NaN|undefined|Infinity/);
      }
      expect(new Set(svgs).size).toBe(DEMO_ANGLES.length);
    }
  });

  it('frames the detail close on the front wheel and spells the make across the tail of the rear view', () => {
    const car = {
      make: 'Bentley',
      model: 'Bentayga Hybrid',
      bodyType: 'suv',
      colour: 'Onyx Black',
      variant: 0,
    };
    const detail = carIllustrationSvg({ ...car, detail: true });
    const [, , w, h] = detail
      .match(/viewBox="([^"]+)"/)![1]!
      .split(' ')
      .map(Number) as number[];
    // A crop about a quarter of the full frame's width, in the same 16:10.
    expect(w).toBeLessThan(1600 / 2.5);
    expect(w! / h!).toBeCloseTo(1.6, 2);
    const rear = carRearSvg(car);
    expect(rear).toMatch(/viewBox="0 0 1600 1000"/);
    // The make is set as outlined glyphs (one path per letter), not as a text element.
    expect(rear).not.toMatch(/<text/);
    expect(rear.match(/<path transform="translate/g)?.length).toBeGreaterThanOrEqual('BENTLEY'.length);
  });

  it('draws the three-quarter front view second, in perspective, different for every family', async () => {
    expect(DEMO_ANGLES).toEqual(['side', 'three-quarter', 'rear', 'detail']);
    // A car on sale has three (the wheel detail is not seeded: the seed's 30 s); a sold car and a listing
    // awaiting approval have the side only.
    const cars = loadDemoData().cars;
    const angles = (key: string) => demoAngles(cars.find((c) => c.key === key)!);
    expect(angles('chiron')).toEqual(['side', 'three-quarter', 'rear']);
    expect(angles('cullinan')).toEqual(['side', 'three-quarter', 'rear']);
    expect(angles('sold-senna')).toEqual(['side']);
    expect(angles('gt4rs')).toEqual(['side']);
    // One car of each family, in one paint, so only the family changes the picture.
    const byFamily = new Map<string, string>();
    for (const car of loadDemoData().cars) {
      const family = familyFor(car.make, car.model, car.bodyType);
      if (byFamily.has(family)) continue;
      byFamily.set(
        family,
        carThreeQuarterSvg({
          make: car.make,
          model: car.model,
          bodyType: car.bodyType,
          colour: 'Nardo Grey',
          interior: 'Cognac',
          variant: 0,
          seed: 7,
        }),
      );
    }
    expect([...byFamily.keys()].sort()).toEqual([...CAR_FAMILIES].sort());
    expect(new Set(byFamily.values()).size).toBe(CAR_FAMILIES.length);
    for (const [family, svg] of byFamily) {
      expect(svg, family).toMatch(/^<svg [^>]*width="1600" height="1000" viewBox="0 0 1600 1000"/);
      expect(svg, family).toMatch(/<\/svg>$/);
      expect(svg, family).not.toMatch(/NaN|undefined|Infinity/);
      // The wheels are the side view's, drawn through the perspective as ellipses: both near wheels and
      // the far front one.
      expect(svg.match(/<g transform="matrix\(/g)?.length, family).toBeGreaterThanOrEqual(3);
      // The make set in outlined type at the top left, as on the side view.
      expect(svg, family).not.toMatch(/<text/);
      expect(svg.match(/<path transform="translate/g)?.length, family).toBeGreaterThanOrEqual(4);
      // Open cars show their cabin in the interior's leather (cognac), a pickup its bed; the others neither.
      const opening = svg.includes('id="well-c"');
      expect(opening, family).toBe(['spyder', 'convertible', 'classic-roadster', 'pickup'].includes(family));
      if (family !== 'pickup') expect(svg.includes('#8a5a36'), family).toBe(opening);
    }
    // How tall the family stands, measured in the picture against the near front wheel's arch: the
    // paint's gradient runs from the roof to the near wheel's foot, the arch is the last wheel well drawn.
    const stance = (family: string) => {
      const svg = byFamily.get(family)!;
      const [, y1, y2] = svg.match(/<linearGradient id="paint"[^>]*y1="([\d.]+)"[^>]*y2="([\d.]+)"/)!;
      const arch = [...svg.matchAll(/<path d="([^"]+)" fill="#050506"\/>/g)].pop()![1]!;
      const ys = [...arch.matchAll(/[\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
      return (Number(y2) - Number(y1)) / (Math.max(...ys) - Math.min(...ys));
    };
    for (const tall of ['van', 'luxury-suv', 'off-roader', 'sport-suv', 'pickup'])
      expect(stance(tall), tall).toBeGreaterThan(stance('hypercar') * 1.2);
    // sharp draws it: a picture with contrast, not a blank frame.
    for (const family of ['hypercar', 'van', 'convertible', 'pickup']) {
      const { channels } = await sharp(Buffer.from(byFamily.get(family)!), { density: 72 / 4 })
        .resize(400, 250)
        .stats();
      for (const c of channels.slice(0, 3)) expect(c.stdev, family).toBeGreaterThan(12);
    }
  });
});
