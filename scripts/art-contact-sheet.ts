/**
 * A contact sheet of the demo photos, for reviewing the drawings at card size: one row per car family,
 * the photos a listing had before issue 15's angles (side, closer side view) on the left and the ones it
 * has now (DEMO_ANGLES: side, rear, front-wheel detail) on the right.
 *   node --import tsx scripts/art-contact-sheet.ts [out.png] [tile width, default 240]
 */
import sharp, { type OverlayOptions } from 'sharp';
import { carIllustrationSvg } from '../src/server/seed/car-art/illustration.ts';
import { DEMO_ANGLES, demoPhotoSvg } from '../src/server/seed/demo-content.ts';
import { type DemoListing, loadDemoData } from '../src/server/seed/demo-data.ts';

const out = process.argv[2] ?? 'docs/screens/car-art-angles.png';
const W = Number(process.argv[3] ?? 240);
const H = Math.round((W * 10) / 16);
const GAP = 12;

/** One catalogue car per family worth reviewing. */
const KEYS = ['chiron', 'urus', 'phantom', 'etype', 'raptor', 'vclass', 'dawn', 'g63', 'rs6', 'gt3'];

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
const width = 5 * (W + 4) + GAP * 3;
const height = picked.length * (H + 4);
await sharp({ create: { width, height, channels: 3, background: '#f4f1ea' } })
  .composite(tiles)
  .png({ palette: true, quality: 90, effort: 10 })
  .toFile(out);
console.log(`${out}: ${picked.length} cars, before (side, close) | after (${DEMO_ANGLES.join(', ')})`);
