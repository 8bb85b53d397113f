/**
 * A contact sheet of the demo photos, for reviewing the drawings at card size: one row per car family,
 * the photos a listing had before issue 15's angles (side, closer side view) on the left and the ones it
 * has now (DEMO_ANGLES: side, three-quarter front, rear, front-wheel detail) on the right.
 *   node --import tsx scripts/art-contact-sheet.ts [out.png] [tile width, default 240]
 * With --three-quarter, the three-quarter front view alone of a few families, larger, two to a row:
 *   node --import tsx scripts/art-contact-sheet.ts --three-quarter [out.png] [tile width, default 720]
 */
import sharp, { type OverlayOptions } from 'sharp';
import { carIllustrationSvg } from '../src/server/seed/car-art/illustration.ts';
import { DEMO_ANGLES, demoPhotoSvg } from '../src/server/seed/demo-content.ts';
import { type DemoListing, loadDemoData } from '../src/server/seed/demo-data.ts';

const threeQuarter = process.argv[2] === '--three-quarter';
const args = threeQuarter ? process.argv.slice(3) : process.argv.slice(2);
const out =
  args[0] ?? (threeQuarter ? 'docs/screens/car-art-three-quarter.png' : 'docs/screens/car-art-angles.png');
const W = Number(args[1] ?? (threeQuarter ? 720 : 240));
const H = Math.round((W * 10) / 16);
const GAP = 12;

/** One catalogue car per family worth reviewing. */
const KEYS = threeQuarter
  ? ['chiron', 'urus', 'dawn', 'raptor', 'g63', 'vclass', 'etype', 'gt3']
  : ['chiron', 'urus', 'phantom', 'etype', 'raptor', 'vclass', 'dawn', 'g63', 'rs6', 'gt3'];

const { cars } = loadDemoData();
const picked = KEYS.map((key) => {
  const index = cars.findIndex((c) => c.key === key);
  if (index < 0) throw new Error(`no catalogue car ${key}`);
  return { car: cars[index]!, seed: index + 1 };
});

const before = (car: DemoListing, seed: number, variant: number) =>
  carIllustrationSvg({
    make: car.make,
    model: car.model,
    bodyType: car.bodyType,
    colour: car.exteriorColor,
    interior: car.interiorColor,
    variant,
    seed,
  });

const tile = (svg: string) =>
  sharp(Buffer.from(svg), { density: (72 * W) / 1600 })
    .resize(W, H)
    .png()
    .toBuffer();

const tiles: OverlayOptions[] = [];
let width: number;
let height: number;
if (threeQuarter) {
  for (const [i, { car, seed }] of picked.entries()) {
    const svg = demoPhotoSvg(car, 'three-quarter', seed);
    tiles.push({ input: await tile(svg), top: Math.floor(i / 2) * (H + 4), left: (i % 2) * (W + 4) });
  }
  width = 2 * (W + 4);
  height = Math.ceil(picked.length / 2) * (H + 4);
} else {
  for (const [row, { car, seed }] of picked.entries()) {
    const svgs = [
      before(car, seed, 0),
      before(car, seed, 1),
      ...DEMO_ANGLES.map((angle) => demoPhotoSvg(car, angle, seed)),
    ];
    for (const [col, svg] of svgs.entries()) {
      const left = col * (W + 4) + (col >= 2 ? GAP * 3 : 0);
      tiles.push({ input: await tile(svg), top: row * (H + 4), left });
    }
  }
  width = (2 + DEMO_ANGLES.length) * (W + 4) + GAP * 3;
  height = picked.length * (H + 4);
}
await sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
  .composite(tiles)
  .png({ palette: true, quality: 90, effort: 10 })
  .toFile(out);
console.log(
  threeQuarter
    ? `${out}: the three-quarter front view of ${picked.length} cars`
    : `${out}: ${picked.length} cars, before (side, close) | after (${DEMO_ANGLES.join(', ')})`,
);
