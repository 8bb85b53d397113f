/**
 * Demo photographs, drawn rather than downloaded: a side-profile illustration of a car of the right body
 * type, in its paint, on a studio backdrop with a floor reflection, with the make set in outlined type.
 * No network, no external assets.
 */
import { hashString, mulberry32 } from '../random.ts';
import { darken, leatherColour, lighten, luminance, paintColour } from './colour.ts';
import { type CarFamily, familyFor, SPORTING_FAMILIES } from './families.ts';
import { setText } from './lettering.ts';
import { type P, type Profile, profileFor } from './profiles.ts';
import {
  archShadowPath,
  bodyPath,
  type RimStyle,
  smoothPath,
  type Wheel,
  wheelSvg,
  type Xf,
} from './shapes.ts';
import { n1 } from './svg.ts';

/** 16:10, the aspect of every rendered photo. */
export const ART_WIDTH = 1600;
export const ART_HEIGHT = 1000;

export interface CarArtOptions {
  make: string;
  model: string;
  /** One of BODY_TYPES; unknown values draw a coupe. */
  bodyType: string | null | undefined;
  /** A paint name ("Rosso Corsa", "Nardo Grey"...) or a #rrggbb colour. */
  colour: string | null | undefined;
  /** 0: full profile facing left; 1: closer view facing right on another backdrop; others alternate. */
  variant: number;
  /** Extra entropy for wheel design, calipers and backdrop choice. */
  seed?: number;
  /** Interior colour name; shows on convertibles. */
  interior?: string | null;
  /** The make and model set in type at the top left (default); the home page's scene has none. */
  lettering?: boolean;
  /** A close crop of the front wheel, its caliper and the paint around the arch (no lettering). */
  detail?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// Studio backdrops

export interface Backdrop {
  centre: string;
  mid: string;
  edge: string;
  floor: string;
  ink: string;
  accent: string;
  reflection: number;
  shadow: number;
  /** Strength of the pool of light on the floor under the car. */
  pool: number;
}

export const BACKDROPS: Record<string, Backdrop> = {
  noir: {
    centre: '#3a3834',
    mid: '#1a1918',
    edge: '#070707',
    floor: '#0d0d0d',
    ink: '#efe9dc',
    accent: '#c8a96a',
    reflection: 0.22,
    shadow: 0.9,
    pool: 0.09,
  },
  graphite: {
    centre: '#4d5157',
    mid: '#25272b',
    edge: '#0b0c0e',
    floor: '#121316',
    ink: '#eceae4',
    accent: '#c0a474',
    reflection: 0.2,
    shadow: 0.85,
    pool: 0.09,
  },
  ivory: {
    centre: '#f7f4ee',
    mid: '#e6e0d4',
    edge: '#b9b1a3',
    floor: '#d8d1c3',
    ink: '#1b1a18',
    accent: '#9a7b45',
    reflection: 0.16,
    shadow: 0.55,
    pool: 0.35,
  },
  dusk: {
    centre: '#4a3e33',
    mid: '#211b16',
    edge: '#0a0807',
    floor: '#141110',
    ink: '#f1e6d2',
    accent: '#d2ab6b',
    reflection: 0.2,
    shadow: 0.9,
    pool: 0.09,
  },
};

/** The studio's gradients (`bg`, `floor`, `pool`), the same behind every angle of a car. */
export function studioDefs(bd: Backdrop): string[] {
  return [
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%">
<stop offset="0" stop-color="${bd.centre}"/><stop offset="0.55" stop-color="${bd.mid}"/><stop offset="1" stop-color="${bd.edge}"/></radialGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${bd.floor}" stop-opacity="0"/><stop offset="0.35" stop-color="${bd.floor}" stop-opacity="0.55"/><stop offset="1" stop-color="${bd.edge}" stop-opacity="0.95"/></linearGradient>`,
    `<radialGradient id="pool" cx="50%" cy="50%" r="50%">
<stop offset="0" stop-color="#ffffff" stop-opacity="${bd.pool}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  ];
}

/** The studio drawn with `studioDefs`: the backdrop, the floor from `ground` down, the pool of light under the car. */
export function studioScene(ground: number, pool: { cx: number; rx: number; ry: number }): string[] {
  return [
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`,
    `<rect y="${n1(ground - 140)}" width="${ART_WIDTH}" height="${n1(ART_HEIGHT - ground + 140)}" fill="url(#floor)"/>`,
    `<ellipse cx="${n1(pool.cx)}" cy="${n1(ground + 10)}" rx="${n1(pool.rx)}" ry="${n1(pool.ry)}" fill="url(#pool)"/>`,
  ];
}

/** The make, a hairline and the model, set at the top left of the frame as on the side view. */
export function titleLettering(o: Pick<CarArtOptions, 'make' | 'model'>, bd: Backdrop): string[] {
  const tx = 110;
  return [
    setText(o.make.toUpperCase(), {
      x: tx,
      y: 150,
      size: 58,
      tracking: 0.3,
      weight: 500,
      fill: bd.ink,
      anchor: 'start',
      opacity: 0.92,
    }),
    `<rect x="${tx}" y="178" width="64" height="1.6" fill="${bd.accent}"/>`,
    setText(o.model.toUpperCase(), {
      x: tx,
      y: 226,
      size: 26,
      tracking: 0.26,
      weight: 500,
      fill: bd.ink,
      anchor: 'start',
      opacity: 0.7,
    }),
  ];
}

/** The paint (`paint`): lit from above, falling into shadow towards the floor, between two heights in px. */
export function paintGradient(paint: string, paintLum: number, yTop: number, yBottom: number): string {
  return `<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(yTop)}" x2="0" y2="${n1(yBottom)}">
<stop offset="0" stop-color="${lighten(paint, paintLum < 0.05 ? 0.28 : 0.38)}"/><stop offset="0.28" stop-color="${lighten(paint, 0.08)}"/><stop offset="0.5" stop-color="${paint}"/><stop offset="0.78" stop-color="${darken(paint, 0.3)}"/><stop offset="1" stop-color="${darken(paint, 0.62)}"/></linearGradient>`;
}

/** The gradients `wheelSvg` fills with: tyre, brake disc and the rim (`rim-w`). */
export function wheelDefs(rimColour: string): string[] {
  return [
    `<radialGradient id="tyre"><stop offset="0.6" stop-color="#0c0c0d"/><stop offset="0.86" stop-color="#1d1e20"/><stop offset="0.97" stop-color="#111113"/><stop offset="1" stop-color="#050505"/></radialGradient>`,
    `<radialGradient id="disc"><stop offset="0.3" stop-color="#3a3c40"/><stop offset="0.8" stop-color="#6b6e73"/><stop offset="1" stop-color="#2a2b2e"/></radialGradient>`,
    `<linearGradient id="rim-w" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${lighten(rimColour, 0.45)}"/><stop offset="0.5" stop-color="${rimColour}"/><stop offset="1" stop-color="${darken(rimColour, 0.45)}"/></linearGradient>`,
  ];
}

/**
 * Soft edges from gradients rather than blur filters (four times faster to render): bands of light and of
 * shade (`band-light`, `band-dark`) and the round shadow under a car (`shadow`).
 */
export function softDefs(): string[] {
  const band = (id: string, colour: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.5" stop-color="${colour}" stop-opacity="1"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
  return [
    band('band-light', '#ffffff'),
    band('band-dark', '#000000'),
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="1"/><stop offset="0.55" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The picture

const CALIPERS = ['#b3121a', '#d9a400', '#1a1a1a', '#9ea3a8', '#1e4fa0'];
const RIM_COLOURS = ['#c9ccd1', '#c9ccd1', '#45484d', '#1d1e21', '#8a6d43'];
const RIM_STYLES: RimStyle[] = ['twin', 'five', 'multi', 'y', 'mesh'];

/** What every photo of one car agrees on: its family and shape, paint, wheels and calipers. */
export interface CarLook {
  family: CarFamily;
  pr: Profile;
  paint: string;
  paintLum: number;
  electric: boolean;
  sporty: boolean;
  rimStyle: RimStyle;
  rimColour: string;
  caliper: string;
  /** Carries on the car's random sequence (backdrop choice and the like). */
  rnd: () => number;
}

export function carLook(o: Pick<CarArtOptions, 'make' | 'model' | 'bodyType' | 'colour' | 'seed'>): CarLook {
  const rnd = mulberry32(hashString(`${o.make}|${o.model}|${o.seed ?? 0}`));
  const family = familyFor(o.make, o.model, o.bodyType);
  const pr = profileFor(o.make, o.model, o.bodyType);
  const paint = paintColour(o.colour);
  const paintLum = luminance(paint);
  const electric = /tesla|taycan|e-tron|lucid|spectre|eqs|i7|ix|evija|rimac/i.test(`${o.make} ${o.model}`);

  // Wheel design is a property of the car, so every photo agrees.
  const classic = family === 'classic-roadster';
  const pickStyle = RIM_STYLES[Math.floor(rnd() * RIM_STYLES.length)]!;
  // Classics stand on chromed wire wheels; aero covers come in dark grey.
  const rimStyle: RimStyle = electric ? 'aero' : classic ? 'mesh' : pickStyle;
  const rimPick = RIM_COLOURS[Math.floor(rnd() * RIM_COLOURS.length)]!;
  const rimColour = electric ? '#3a3d42' : classic ? '#d9dadc' : rimPick;
  const sporty = SPORTING_FAMILIES.includes(family);
  const caliper = sporty ? CALIPERS[Math.floor(rnd() * CALIPERS.length)]! : '#2a2b2e';
  return { family, pr, paint, paintLum, electric, sporty, rimStyle, rimColour, caliper, rnd };
}

/** The illustration as an SVG document, ART_WIDTH x ART_HEIGHT. */
export function carIllustrationSvg(o: CarArtOptions): string {
  const { pr, paint, paintLum, rimStyle, rimColour, caliper, rnd } = carLook(o);

  // Layout: variant 0 is the full profile facing left; variant 1 a closer view facing right.
  const close = o.variant % 2 === 1;
  const mirrored = close;
  const backdropNames = close ? ['ivory', 'dusk'] : ['noir', 'graphite'];
  let backdropName = backdropNames[Math.floor(rnd() * 2)]!;
  if (close && paintLum > 0.55) backdropName = 'dusk'; // white cars read better on a dark backdrop
  const bd = BACKDROPS[backdropName]!;

  const s = close ? 1.38 : 1.16; // px per car unit
  const ground = close ? 820 : 770;
  const carLeft = close ? 1600 - 60 - 1000 * s : (ART_WIDTH - 1000 * s) / 2;
  const xf: Xf = (x, h) => [carLeft + x * s, ground - h * s];

  const maxH = Math.max(...pr.body.map((p) => p[1]));
  const yTop = ground - maxH * s;
  const ySill = ground - pr.sill * s;

  const wheels: Wheel[] = [pr.front, pr.rear].map((x) => {
    const [cx, cy] = xf(x, pr.r);
    return { cx, cy, r: pr.r * s };
  });

  const body = bodyPath(pr, xf, s);
  const glass = smoothPath(pr.glass, xf, true);

  const defs: string[] = studioDefs(bd);
  defs.push(paintGradient(paint, paintLum, yTop, ground));
  defs.push(`<linearGradient id="glass" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(yTop)}" x2="0" y2="${n1(ground - pr.shoulder * s)}">
<stop offset="0" stop-color="#4a525c"/><stop offset="0.45" stop-color="#1a1e23"/><stop offset="1" stop-color="#07080a"/></linearGradient>`);
  defs.push(...wheelDefs(rimColour));
  defs.push(
    `<linearGradient id="lamp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfe3ff"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4a3d"/><stop offset="1" stop-color="#6e0505"/></linearGradient>`,
  );
  // The reflection fades into the floor under a gradient of the floor's colour (cheaper than a mask).
  defs.push(`<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="${ground}" x2="0" y2="${n1(ground + (ground - yTop) * 0.75)}">
<stop offset="0" stop-color="${bd.floor}" stop-opacity="0.15"/><stop offset="1" stop-color="${bd.floor}" stop-opacity="1"/></linearGradient>`);
  defs.push(`<clipPath id="body-clip"><path d="${body}"/></clipPath>`);
  defs.push(`<clipPath id="glass-clip"><path d="${glass}"/></clipPath>`);
  defs.push(...softDefs());

  // ----- the car, drawn once and reused for the reflection
  const car: string[] = [];
  // Wheel wells behind everything.
  for (const x of [pr.front, pr.rear]) car.push(`<path d="${archShadowPath(pr, xf, s, x)}" fill="#050506"/>`);
  if (pr.seats) {
    // Seat backs and headrests above the beltline, leaning back, in the interior's leather.
    const leather = leatherColour(o.interior);
    for (const [x, h] of pr.seats) {
      const [sx, sy] = xf(x, h);
      const u = (v: number) => n1(v * s);
      car.push(
        `<g transform="translate(${n1(sx)} ${n1(sy)}) rotate(14)"><rect x="${u(-24)}" y="${u(26)}" width="${u(54)}" height="${u(80)}" rx="${u(14)}" fill="${darken(leather, 0.25)}"/><rect x="${u(-14)}" y="${u(-6)}" width="${u(34)}" height="${u(30)}" rx="${u(12)}" fill="${leather}"/><rect x="${u(-10)}" y="${u(-2)}" width="${u(8)}" height="${u(22)}" rx="${u(4)}" fill="#fff" opacity="0.14"/><rect x="${u(-20)}" y="${u(30)}" width="${u(10)}" height="${u(60)}" rx="${u(5)}" fill="#fff" opacity="0.1"/></g>`,
      );
    }
  }
  // Body.
  car.push(`<path d="${body}" fill="url(#paint)"/>`);
  const shade: string[] = [];
  // Studio softbox reflected along the shoulder, and a darker band below it, sculpting the flank.
  const [, yShoulder] = xf(0, pr.shoulder);
  shade.push(
    `<rect x="${n1(carLeft + 60 * s)}" y="${n1(yShoulder - 16 * s)}" width="${n1(880 * s)}" height="${n1(30 * s)}" fill="url(#band-light)" opacity="${paintLum > 0.5 ? 0.4 : 0.26}" class="fx"/>`,
  );
  shade.push(
    `<rect x="${n1(carLeft + 40 * s)}" y="${n1(yShoulder + 26 * s)}" width="${n1(920 * s)}" height="${n1(60 * s)}" fill="url(#band-dark)" opacity="0.2" class="fx"/>`,
  );
  // Lower body falls into shadow; the rocker is dark trim.
  shade.push(
    `<rect x="${n1(carLeft)}" y="${n1(ySill - 34 * s)}" width="${n1(1000 * s)}" height="${n1(50 * s)}" fill="url(#band-dark)" opacity="0.4" class="fx"/>`,
  );
  shade.push(
    `<rect x="${n1(carLeft)}" y="${n1(ySill - 9 * s)}" width="${n1(1000 * s)}" height="${n1(12 * s)}" fill="#0b0b0c" opacity="0.88"/>`,
  );
  // Rim light along the top edge.
  shade.push(
    `<path d="${smoothPath(pr.body, xf, false)}" fill="none" stroke="#fff" stroke-opacity="${paintLum < 0.05 ? 0.4 : 0.28}" stroke-width="${n1(3 * s)}"/>`,
  );
  // Door shut lines.
  for (const [x, h, xb] of pr.doors) {
    const [ax, ay] = xf(x, h);
    const [bx, by] = xf(xb, pr.sill + 6);
    const d = `M${n1(ax)} ${n1(ay)}Q${n1((ax + bx) / 2 + 4 * s)} ${n1((ay + by) / 2)} ${n1(bx)} ${n1(by)}`;
    shade.push(
      `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="${n1(1.6 * s)}"/>`,
    );
    shade.push(
      `<path d="${d}" transform="translate(${n1(1.6 * s)} 0)" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${n1(1 * s)}"/>`,
    );
  }
  // Dark lower bumper: splitter and intakes at the front, diffuser at the back.
  const lower = (pts: P[]) => `<path d="${smoothPath(pts, xf, true)}" fill="#0a0a0b" opacity="0.92"/>`;
  if (pr.lowerFront) {
    const [xe, hf, he] = pr.lowerFront;
    shade.push(
      lower([
        [-20, hf, 1],
        [xe, he, 1],
        [xe, -20, 1],
        [-20, -20, 1],
      ]),
    );
  }
  if (pr.lowerRear) {
    const [xe, hr, he] = pr.lowerRear;
    shade.push(
      lower([
        [xe, he, 1],
        [1020, hr, 1],
        [1020, -20, 1],
        [xe, -20, 1],
      ]),
    );
  }
  if (o.detail) {
    // Close up, the paint shows the studio's softbox as a broad sheen over the front wing and door.
    const [hx, hy] = xf(pr.front + 150, pr.shoulder - 30);
    shade.push(
      `<ellipse cx="${n1(hx)}" cy="${n1(hy)}" rx="${n1(260 * s)}" ry="${n1(60 * s)}" transform="rotate(-8 ${n1(hx)} ${n1(hy)})" fill="url(#sheen)" opacity="${paintLum < 0.08 ? 0.55 : 0.35}"/>`,
    );
    defs.push(
      `<radialGradient id="sheen"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
  }
  car.push(`<g clip-path="url(#body-clip)">${shade.join('')}</g>`);
  // Side intake of a mid-engined car.
  if (pr.intake) {
    car.push(`<path d="${smoothPath(pr.intake, xf, true)}" fill="#070708"/>`);
    car.push(
      `<path d="${smoothPath(pr.intake, xf, true)}" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="${n1(1.2 * s)}"/>`,
    );
  }
  // Glass, its reflections and pillars, framed in black or chrome.
  car.push(`<path d="${glass}" fill="url(#glass)"/>`);
  const glassBits: string[] = [];
  for (const [x0, x1, slant] of pr.pillars) {
    const [a] = xf(x0, 0);
    const [b] = xf(x1, 0);
    const dx = slant * s;
    glassBits.push(
      `<path d="M${n1(a + dx)} ${n1(yTop - 10)}L${n1(b + dx)} ${n1(yTop - 10)}L${n1(b - dx)} ${n1(ground)}L${n1(a - dx)} ${n1(ground)}Z" fill="#050506"/>`,
    );
  }
  glassBits.push(
    `<path d="M${n1(carLeft + 300 * s)} ${n1(yTop)}L${n1(carLeft + 420 * s)} ${n1(yTop)}L${n1(carLeft + 330 * s)} ${n1(ground)}L${n1(carLeft + 210 * s)} ${n1(ground)}Z" fill="#fff" opacity="0.07"/>`,
  );
  glassBits.push(
    `<path d="M${n1(carLeft + 560 * s)} ${n1(yTop)}L${n1(carLeft + 610 * s)} ${n1(yTop)}L${n1(carLeft + 520 * s)} ${n1(ground)}L${n1(carLeft + 470 * s)} ${n1(ground)}Z" fill="#fff" opacity="0.05"/>`,
  );
  car.push(`<g clip-path="url(#glass-clip)">${glassBits.join('')}</g>`);
  car.push(
    `<path d="${glass}" fill="none" stroke="${pr.chrome ? '#d9dadc' : '#050505'}" stroke-width="${n1((pr.chrome ? 2.2 : 3) * s)}" stroke-opacity="${pr.chrome ? 0.85 : 1}"/>`,
  );
  // Mirror.
  {
    const [mx, my] = xf(pr.mirror[0], pr.mirror[1]);
    car.push(
      `<path d="M${n1(mx)} ${n1(my)}c${n1(-6 * s)} ${n1(-14 * s)} ${n1(8 * s)} ${n1(-22 * s)} ${n1(34 * s)} ${n1(-18 * s)}c${n1(10 * s)} ${n1(2 * s)} ${n1(10 * s)} ${n1(14 * s)} ${n1(2 * s)} ${n1(18 * s)}z" fill="${darken(paint, 0.15)}" stroke="#000" stroke-opacity="0.5" stroke-width="${n1(s)}"/>`,
    );
  }
  // Door handle.
  if (pr.handle) {
    const [hx, hy] = xf(pr.handle[0], pr.handle[1]);
    car.push(
      `<rect x="${n1(hx)}" y="${n1(hy)}" width="${n1(36 * s)}" height="${n1(5 * s)}" rx="${n1(2.5 * s)}" fill="${pr.chrome ? '#d9dadc' : darken(paint, 0.5)}" opacity="0.9"/>`,
    );
  }
  // Chrome strip along the waist of the grand saloons.
  if (pr.chrome) {
    const [ax, ay] = xf(pr.front + 170, pr.sill + 18);
    const [bx] = xf(pr.rear - 120, pr.sill + 18);
    car.push(
      `<rect x="${n1(ax)}" y="${n1(ay)}" width="${n1(bx - ax)}" height="${n1(3 * s)}" fill="#d9dadc" opacity="0.55"/>`,
    );
  }
  // Spare wheel on the tailgate.
  if (pr.spare) {
    const [sx, sy] = xf(1000, 225);
    car.push(
      `<rect x="${n1(sx - 6 * s)}" y="${n1(sy - 80 * s)}" width="${n1(34 * s)}" height="${n1(160 * s)}" rx="${n1(12 * s)}" fill="#141416"/>`,
    );
    car.push(
      `<rect x="${n1(sx + 10 * s)}" y="${n1(sy - 72 * s)}" width="${n1(10 * s)}" height="${n1(144 * s)}" rx="${n1(5 * s)}" fill="${paint}" opacity="0.85"/>`,
    );
  }
  // Lamps, with a faint halo.
  const head = smoothPath(pr.head, xf, true);
  const tail = smoothPath(pr.tail, xf, true);
  car.push(
    `<path d="${head}" fill="none" stroke="#cfe0ff" stroke-width="${n1(5 * s)}" stroke-linejoin="round" opacity="0.25" class="fx"/>`,
  );
  car.push(`<path d="${head}" fill="url(#lamp)" stroke="#0a0a0a" stroke-width="${n1(1.2 * s)}"/>`);
  car.push(
    `<path d="${tail}" fill="none" stroke="#ff3a22" stroke-width="${n1(5 * s)}" stroke-linejoin="round" opacity="0.3" class="fx"/>`,
  );
  car.push(`<path d="${tail}" fill="url(#tail)" stroke="#1a0202" stroke-width="${n1(1.2 * s)}"/>`);
  // Wheels.
  for (const w of wheels) car.push(wheelSvg(w, pr.rim, rimStyle, rimColour, caliper, 'w'));

  const carGroup = car.join('');
  // The reflection: the same drawing upside down, without the soft effects nobody would see in it.
  const reflection = carGroup.replace(/<[^>]*class="fx"[^>]*\/>/g, '');
  const flip = mirrored ? ` transform="translate(${ART_WIDTH} 0) scale(-1 1)"` : '';

  // ----- scene
  const midX = carLeft + 500 * s;
  const scene: string[] = studioScene(ground, {
    cx: mirrored ? ART_WIDTH - midX : midX,
    rx: 720 * s,
    ry: 110 * s,
  });
  // Reflection, then shadows, then the car.
  scene.push(
    `<g${flip}><g opacity="${bd.reflection}" transform="translate(0 ${n1(2 * ground)}) scale(1 -1)">${reflection}</g></g>`,
  );
  scene.push(
    `<rect y="${n1(ground)}" width="${ART_WIDTH}" height="${n1(ART_HEIGHT - ground)}" fill="url(#fade)"/>`,
  );
  const shadowParts = [
    `<ellipse cx="${n1(midX)}" cy="${n1(ground)}" rx="${n1(560 * s)}" ry="${n1(30 * s)}" fill="url(#shadow)" opacity="${bd.shadow}"/>`,
    ...wheels.map(
      (w) =>
        `<ellipse cx="${n1(w.cx)}" cy="${n1(ground)}" rx="${n1(w.r * 1.05)}" ry="${n1(8 * s)}" fill="url(#shadow)" opacity="0.95"/>`,
    ),
  ];
  scene.push(`<g${flip}>${shadowParts.join('')}</g>`);
  scene.push(`<g${flip}>${carGroup}</g>`);

  // ----- the detail: the same drawing, framed close on the front wheel and the paint above it
  if (o.detail) {
    const w = wheels[mirrored ? 1 : 0]!;
    const cropW = w.r * 5.2;
    const cropH = (cropW * ART_HEIGHT) / ART_WIDTH;
    const x = (mirrored ? ART_WIDTH - w.cx : w.cx) - cropW * 0.42;
    const y = ground + w.r * 0.55 - cropH;
    return svgDocument(defs, scene, [x, y, cropW, cropH]);
  }

  // ----- type: the make, a hairline, the model
  if (o.lettering === false) return svgDocument(defs, scene);
  scene.push(...titleLettering(o, bd));
  return svgDocument(defs, scene);
}

const svgDocument = (defs: string[], scene: string[], view = [0, 0, ART_WIDTH, ART_HEIGHT]): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="${view.map(n1).join(' ')}"><defs>${defs.join('')}</defs>${scene.join('')}</svg>`;
