/**
 * Generates the client's bundled vehicle illustrations (src/client/assets): the fallback images of listing
 * cards and the backdrop of the home page's search area. They are drawn by the same generator as the demo
 * photos (no network, no photographs). Run once after changing the drawings:
 *   node --import tsx scripts/generate-fallback-art.ts
 */
import { writeFileSync } from 'node:fs';
import { carIllustrationSvg } from '../src/server/seed/car-art/illustration.ts';

const out = new URL('../src/client/assets/', import.meta.url);

/** Removes the model line the generator sets under the make (art with no lettering asks for none). */
const stripModelLine = (svg: string): string =>
  svg.replace(/<g transform="translate\(110 226\)[^>]*>.*?<\/g>/, '');

interface Art {
  file: string;
  /** The drawing's <title>. */
  title: string;
  make: string;
  model: string;
  bodyType: string;
  colour: string;
  /** Keep the model line (it names what the keyword matched). */
  model_line: boolean;
  make_line: boolean;
  variant?: number;
}

const ART: Art[] = [
  {
    file: 'fallback/g63.svg',
    title: 'Illustration of a Mercedes-Benz G 63',
    make: 'Mercedes-Benz',
    model: 'G 63',
    bodyType: 'suv',
    colour: 'Obsidian Black',
    model_line: true,
    make_line: true,
  },
  {
    file: 'fallback/sf90.svg',
    title: 'Illustration of a Ferrari SF90',
    make: 'Ferrari',
    model: 'SF90',
    bodyType: 'coupe',
    colour: 'Rosso Corsa',
    model_line: true,
    make_line: true,
  },
  {
    file: 'fallback/rolls-royce.svg',
    title: 'Illustration of a Rolls-Royce saloon',
    make: 'Rolls-Royce',
    model: 'Phantom',
    bodyType: 'sedan',
    colour: 'Arctic White',
    model_line: false,
    make_line: true,
  },
  {
    file: 'fallback/porsche-911.svg',
    title: 'Illustration of a Porsche 911',
    make: 'Porsche',
    model: '911',
    bodyType: 'coupe',
    colour: 'GT Silver',
    model_line: true,
    make_line: true,
  },
  {
    file: 'fallback/ram-1500.svg',
    title: 'Illustration of a RAM 1500 pickup',
    make: 'RAM',
    model: '1500',
    bodyType: 'truck',
    colour: 'Granite Crystal',
    model_line: true,
    make_line: true,
  },
  {
    file: 'fallback/escalade.svg',
    title: 'Illustration of a Cadillac Escalade',
    make: 'Cadillac',
    model: 'Escalade',
    bodyType: 'suv',
    colour: 'Black Raven',
    model_line: true,
    make_line: true,
  },
  {
    file: 'fallback/aston-martin.svg',
    title: 'Illustration of an Aston Martin coupe',
    make: 'Aston Martin',
    model: 'Vantage',
    bodyType: 'coupe',
    colour: 'British Racing Green',
    model_line: false,
    make_line: true,
  },
  {
    file: 'fallback/stock.svg',
    title: 'Illustration of a grand touring coupe',
    make: ' ',
    model: ' ',
    bodyType: 'coupe',
    colour: '#3c3f44',
    model_line: false,
    make_line: false,
  },
  {
    file: 'search-hero.svg',
    title: 'Illustration of a red mid-engined supercar',
    make: ' ',
    model: 'sf90',
    bodyType: 'coupe',
    colour: 'Rosso Corsa',
    model_line: false,
    make_line: false,
    variant: 1,
  },
  {
    file: 'hero-scene.svg',
    title: 'A silver grand tourer in a dark studio',
    make: 'Aston Martin',
    model: 'DB12',
    bodyType: 'coupe',
    colour: 'Silver',
    model_line: false,
    make_line: false,
  },
];

for (const a of ART) {
  const svg = carIllustrationSvg({
    make: a.make,
    model: a.model,
    bodyType: a.bodyType,
    colour: a.colour,
    variant: a.variant ?? 0,
    seed: 7,
    lettering: a.make_line || a.model_line,
  });
  const s0 = a.model_line || !a.make_line ? svg : stripModelLine(svg);
  const s = s0.replace(/^<svg([^>]*)>/, `<svg$1 role="img"><title>${a.title}</title>`);
  writeFileSync(new URL(a.file, out), s);
  console.log(a.file, s.length);
}
