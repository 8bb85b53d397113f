/**
 * The rear photograph: the car seen square from behind on a studio backdrop, drawn from the same profile
 * data as the side view (heights of the roof, beltline, shoulder, tail lamps and sill; wheel size), with a
 * width and track per family, the make spelled across the tail, lamps, diffuser and tailpipes.
 */
import { darken, leatherColour, lighten, mix } from './colour.ts';
import type { CarFamily } from './families.ts';
import {
  ART_HEIGHT,
  ART_WIDTH,
  BACKDROPS,
  type CarArtOptions,
  carLook,
  softDefs,
  studioDefs,
  studioScene,
} from './illustration.ts';
import { setText, textWidth } from './lettering.ts';
import { sectionOf } from './section.ts';
import { n1 } from './svg.ts';

type Pipes = 'quad' | 'twin-oval' | 'centre' | 'none' | 'twin-round';
const PIPES: Record<CarFamily, Pipes> = {
  hypercar: 'centre',
  'super-sport': 'centre',
  'sports-coupe': 'twin-round',
  'grand-tourer': 'quad',
  saloon: 'twin-oval',
  estate: 'twin-oval',
  hatchback: 'quad',
  'sport-suv': 'quad',
  'luxury-suv': 'twin-oval',
  'off-roader': 'twin-round',
  pickup: 'twin-round',
  van: 'none',
  spyder: 'centre',
  convertible: 'twin-oval',
  'classic-roadster': 'twin-round',
};

/** Families whose tail lamps join in a light bar across the tail. */
const LIGHT_BAR: readonly CarFamily[] = ['sports-coupe', 'sport-suv', 'hypercar', 'saloon', 'luxury-suv'];
export function carRearSvg(o: CarArtOptions): string {
  const look = carLook(o);
  const { family, pr, paint, paintLum } = look;
  // The closer, lighter backdrops of the second photo; white cars stand on the dark one.
  const bd = BACKDROPS[paintLum > 0.55 ? 'dusk' : look.rnd() < 0.5 ? 'ivory' : 'dusk']!;

  const { half, boxy, open, maxH, roof, beltline, bottomH, glassTop, glassBottom } = sectionOf(family, pr);
  const W = half * 2;
  const rearEnd = Math.max(...pr.body.filter((p) => p[0] > 900).map((p) => p[1]));
  const tailLo = Math.min(...pr.tail.map((p) => p[1]));
  const tailHi = Math.max(...pr.tail.map((p) => p[1]));
  // The deck: where the boot lid or tailgate meets the glass (tall tailgates reach up to the glass).
  const deck = Math.min(Math.max(rearEnd, pr.shoulder + 10), beltline + 6);

  const s = Math.min(2, 600 / Math.max(maxH, 250));
  const ground = 800;
  const cx = ART_WIDTH / 2;
  const X = (u: number) => cx + u * s; // u: units from the centre line
  const Y = (h: number) => ground - h * s;

  // Widths at each height: the body swells to the shoulder and the glasshouse tucks in.
  const bodyPts: Array<[number, number]> = [
    [half * 0.96, bottomH],
    [half * 0.985, pr.sill + 10],
    [half, (pr.sill + pr.shoulder) / 2],
    [half * 0.99, pr.shoulder],
    [half * (boxy ? 0.96 : 0.9), deck],
  ];
  const roofPts: Array<[number, number]> = [
    [half * glassBottom, deck],
    [half * glassTop, roof - 10],
    [half * (glassTop - 0.05), roof],
  ];

  /** Half the body's width at a height (the outline's straight runs). */
  const widthAt = (h: number): number => {
    for (let i = 1; i < bodyPts.length; i++) {
      const [u0, h0] = bodyPts[i - 1]!;
      const [u1, h1] = bodyPts[i]!;
      if (h <= h1) return u0 + ((u1 - u0) * Math.max(0, h - h0)) / (h1 - h0 || 1);
    }
    return bodyPts[bodyPts.length - 1]![0];
  };
  // Rounded outline: quadratic corners between the straight runs.
  const smooth = (pts: Array<[number, number]>): string => {
    const ring = [...pts.map(([u, h]) => [X(u), Y(h)]), ...[...pts].reverse().map(([u, h]) => [X(-u), Y(h)])];
    const mid = (a: number[], b: number[]) => [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
    let d = '';
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i]!;
      const m = mid(p, ring[(i + 1) % ring.length]!);
      if (i === 0)
        d += `M${n1(mid(ring[ring.length - 1]!, p)[0]!)} ${n1(mid(ring[ring.length - 1]!, p)[1]!)}`;
      d += `Q${n1(p[0]!)} ${n1(p[1]!)} ${n1(m[0]!)} ${n1(m[1]!)}`;
    }
    return `${d}Z`;
  };

  const bodyOutline = smooth(open ? bodyPts : [...bodyPts, ...roofPts.slice(1)]);

  const defs: string[] = studioDefs(bd);
  defs.push(`<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(Y(roof))}" x2="0" y2="${n1(ground)}">
<stop offset="0" stop-color="${lighten(paint, paintLum < 0.05 ? 0.28 : 0.36)}"/><stop offset="0.3" stop-color="${lighten(paint, 0.1)}"/><stop offset="0.55" stop-color="${paint}"/><stop offset="0.85" stop-color="${darken(paint, 0.35)}"/><stop offset="1" stop-color="${darken(paint, 0.62)}"/></linearGradient>`);
  // The body's roundness: its flanks turn away from the camera and darken.
  defs.push(`<linearGradient id="round" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.12" stop-color="#000" stop-opacity="0.12"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="0.88" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>`);
  defs.push(`<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#3c434c"/><stop offset="0.5" stop-color="#15181c"/><stop offset="1" stop-color="#07080a"/></linearGradient>`);
  defs.push(
    `<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a48"/><stop offset="0.5" stop-color="#d21a10"/><stop offset="1" stop-color="#5e0404"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="tyre" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#050505"/><stop offset="0.3" stop-color="#1b1c1e"/><stop offset="0.7" stop-color="#141517"/><stop offset="1" stop-color="#050505"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset="0.5" stop-color="#8d9096"/><stop offset="1" stop-color="#d5d7da"/></linearGradient>`,
  );
  defs.push(...softDefs());
  defs.push(`<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="${ground}" x2="0" y2="${n1(ground + (ground - Y(roof)) * 0.75)}">
<stop offset="0" stop-color="${bd.floor}" stop-opacity="0.15"/><stop offset="1" stop-color="${bd.floor}" stop-opacity="1"/></linearGradient>`);
  defs.push(`<clipPath id="body-clip"><path d="${bodyOutline}"/></clipPath>`);

  const car: string[] = [];
  // Tyres under the body: tread faces the camera, inboard of the body's widest point.
  const tyreW = family === 'classic-roadster' ? 44 : boxy ? 66 : 72;
  const track = half - tyreW / 2 - 14;
  for (const side of [-1, 1]) {
    const x0 = X(side * track - tyreW / 2);
    car.push(
      `<rect x="${n1(x0)}" y="${n1(Y(pr.r * 1.25))}" width="${n1(tyreW * s)}" height="${n1(pr.r * 1.25 * s)}" rx="${n1(10 * s)}" fill="url(#tyre)"/>`,
    );
    // Tread grooves.
    for (const f of [0.3, 0.5, 0.7])
      car.push(
        `<rect x="${n1(x0 + tyreW * s * f - s)}" y="${n1(Y(pr.r * 1.2))}" width="${n1(2 * s)}" height="${n1(pr.r * 1.2 * s)}" fill="#000" opacity="0.5"/>`,
      );
  }
  // Mirrors, standing out at the beltline.
  if (!open || family !== 'classic-roadster') {
    const mh = Math.min(pr.mirror[1], beltline + 6);
    for (const side of [-1, 1]) {
      // A stalk from the door, then the housing: a rounded block a little wider than it is tall.
      const xa = X(side * (half * (boxy ? 0.93 : 0.8)));
      const xb = X(side * (half + 26));
      const xm = X(side * (half - 2));
      const y = Y(mh);
      car.push(
        `<path d="M${n1(xa)} ${n1(y + 2 * s)}L${n1(xm)} ${n1(y + 2 * s)}L${n1(xm)} ${n1(y - 4 * s)}L${n1(xa)} ${n1(y - 4 * s)}Z" fill="#111"/>`,
      );
      const l = Math.min(xm, xb);
      car.push(
        `<rect x="${n1(l)}" y="${n1(y - 20 * s)}" width="${n1(Math.abs(xb - xm))}" height="${n1(24 * s)}" rx="${n1(8 * s)}" fill="${darken(paint, 0.1)}" stroke="#000" stroke-opacity="0.45" stroke-width="${n1(s)}"/>`,
      );
    }
  }
  // Convertibles: headrests in the interior's leather above the rear deck, and a windscreen frame behind.
  if (open) {
    const leather = leatherColour(o.interior);
    car.push(
      `<path d="M${n1(X(-half * 0.7))} ${n1(Y(beltline))}L${n1(X(-half * 0.6))} ${n1(Y(maxH + 4))}L${n1(X(half * 0.6))} ${n1(Y(maxH + 4))}L${n1(X(half * 0.7))} ${n1(Y(beltline))}Z" fill="url(#glass)" fill-opacity="0.35" stroke="#0a0a0a" stroke-width="${n1(3 * s)}"/>`,
    );
    for (const side of [-1, 1]) {
      const hx = X(side * half * 0.36);
      car.push(
        `<rect x="${n1(hx - 26 * s)}" y="${n1(Y(beltline + 50))}" width="${n1(52 * s)}" height="${n1(54 * s)}" rx="${n1(16 * s)}" fill="${leather}"/>`,
      );
      car.push(
        `<rect x="${n1(hx - 20 * s)}" y="${n1(Y(beltline + 45))}" width="${n1(10 * s)}" height="${n1(34 * s)}" rx="${n1(5 * s)}" fill="#fff" opacity="0.14"/>`,
      );
    }
  }
  car.push(`<path d="${bodyOutline}" fill="url(#paint)"/>`);

  const shade: string[] = [];
  // Rear glass (or the tailgate's window).
  if (!open) {
    const gb = deck + 6;
    const gt = roof - (boxy ? 18 : 14);
    const wb = half * (glassBottom - 0.08);
    const wt = half * (glassTop - 0.1);
    const glass = `M${n1(X(-wb))} ${n1(Y(gb))}L${n1(X(wb))} ${n1(Y(gb))}L${n1(X(wt))} ${n1(Y(gt))}L${n1(X(-wt))} ${n1(Y(gt))}Z`;
    shade.push(
      `<path d="${glass}" fill="url(#glass)" stroke="#050505" stroke-width="${n1(4 * s)}" stroke-linejoin="round"/>`,
    );
    // A softbox reflected across the glass.
    shade.push(
      `<path d="M${n1(X(-wt * 0.2))} ${n1(Y(gt))}L${n1(X(wt * 0.25))} ${n1(Y(gt))}L${n1(X(wb * 0.05))} ${n1(Y(gb))}L${n1(X(-wb * 0.45))} ${n1(Y(gb))}Z" fill="#fff" opacity="0.08"/>`,
    );
    // Spoiler lip or a high brake lamp at the top of the glass.
    shade.push(
      `<rect x="${n1(X(-wt * 0.3))} " y="${n1(Y(gt + 4))}" width="${n1(wt * 0.6 * s)}" height="${n1(3 * s)}" fill="#ff2a1a" opacity="0.75"/>`,
    );
  }
  // The shoulder catches the studio light; the lower body falls away into shadow.
  shade.push(
    `<rect x="${n1(X(-half))}" y="${n1(Y(pr.shoulder + 12))}" width="${n1(W * s)}" height="${n1(24 * s)}" fill="url(#band-light)" opacity="${paintLum > 0.5 ? 0.45 : 0.3}"/>`,
  );
  shade.push(
    `<rect x="${n1(X(-half))}" y="${n1(Y(deck + 6))}" width="${n1(W * s)}" height="${n1(14 * s)}" fill="url(#band-light)" opacity="0.22"/>`,
  );
  shade.push(
    `<rect x="${n1(X(-half))}" y="${n1(Y(roof + 10))}" width="${n1(W * s)}" height="${n1((roof + 10) * s)}" fill="url(#round)"/>`,
  );
  // Lower bumper in black: the diffuser, with fins on the sporting cars.
  const diffTop = bottomH + (look.sporty ? 40 : 30);
  const dw = half * 0.92;
  shade.push(
    `<path d="M${n1(X(-dw))} ${n1(ground)}L${n1(X(-dw))} ${n1(Y(diffTop - 8))}Q${n1(X(-dw))} ${n1(Y(diffTop))} ${n1(X(-dw + 14))} ${n1(Y(diffTop))}L${n1(X(dw - 14))} ${n1(Y(diffTop))}Q${n1(X(dw))} ${n1(Y(diffTop))} ${n1(X(dw))} ${n1(Y(diffTop - 8))}L${n1(X(dw))} ${n1(ground)}Z" fill="#0b0b0c" opacity="0.93"/>`,
  );
  if (look.sporty) {
    for (let i = -3; i <= 3; i++) {
      if (i === 0) continue;
      const fx = X(i * dw * 0.14);
      shade.push(
        `<rect x="${n1(fx - 1.5 * s)}" y="${n1(Y(diffTop - 4))}" width="${n1(3 * s)}" height="${n1((diffTop - 4) * s)}" fill="#2a2b2e"/>`,
      );
    }
  }
  // Shut line of the boot lid or tailgate.
  const lidTop = open ? deck : deck - 2;
  const lidW = half * 0.62;
  const lidBottom = boxy ? diffTop + 14 : Math.max(diffTop + 14, (tailLo + diffTop) / 2);
  shade.push(
    `<rect x="${n1(X(-lidW))}" y="${n1(Y(lidTop))}" width="${n1(2 * lidW * s)}" height="${n1((lidTop - lidBottom) * s)}" rx="${n1(10 * s)}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="${n1(1.4 * s)}"/>`,
  );
  // The number plate, blank, in its recess.
  if (family !== 'classic-roadster' && family !== 'hypercar') {
    const pw = 104;
    const ph = 24;
    const py = boxy ? lidBottom + 10 : diffTop + 6;
    shade.push(
      `<rect x="${n1(X(-pw / 2 - 4))}" y="${n1(Y(py + ph + 4))}" width="${n1((pw + 8) * s)}" height="${n1((ph + 8) * s)}" rx="${n1(3 * s)}" fill="#000" opacity="0.35"/>`,
    );
    shade.push(
      `<rect x="${n1(X(-pw / 2))}" y="${n1(Y(py + ph))}" width="${n1(pw * s)}" height="${n1(ph * s)}" rx="${n1(2 * s)}" fill="#e6e3db" stroke="#222" stroke-width="${n1(1.2 * s)}"/>`,
    );
  }
  car.push(`<g clip-path="url(#body-clip)">${shade.join('')}</g>`);
  // The top edge catches the light.
  car.push(
    `<path d="${bodyOutline}" fill="none" stroke="#fff" stroke-opacity="${paintLum < 0.05 ? 0.3 : 0.2}" stroke-width="${n1(2 * s)}"/>`,
  );

  // Tail lamps at the corners, joined by a light bar on some families.
  // The lamps stay on the body: below the deck's edge, where it is still nearly full width.
  const lampTop = Math.min(tailHi, deck - 8);
  const lampH = Math.max(Math.min(tailHi - tailLo, lampTop - pr.shoulder + 10), 14);
  const lampY = lampTop - lampH / 2;
  const lampW = family === 'classic-roadster' ? 30 : boxy ? 58 : 92;
  for (const side of [-1, 1]) {
    const outer = widthAt(lampY) - 8;
    if (family === 'classic-roadster') {
      car.push(
        `<ellipse cx="${n1(X(side * (outer - 26)))}" cy="${n1(Y(lampY))}" rx="${n1(16 * s)}" ry="${n1(11 * s)}" fill="url(#tail)" stroke="url(#chrome)" stroke-width="${n1(3 * s)}"/>`,
      );
      continue;
    }
    const xa = X(side * outer);
    const xb = X(side * (outer - lampW));
    const yt = Y(lampY + lampH / 2);
    const yb = Y(lampY - lampH / 2);
    const boxyLamp = boxy && family !== 'estate' && family !== 'hatchback';
    const d = boxyLamp
      ? `M${n1(xa)} ${n1(yt)}L${n1(xa - side * 26 * s)} ${n1(yt)}L${n1(xa - side * 26 * s)} ${n1(yb)}L${n1(xa)} ${n1(yb)}Z`
      : `M${n1(xa)} ${n1(yt)}L${n1(xb)} ${n1(yt + lampH * 0.25 * s)}L${n1(xb)} ${n1(yb)}L${n1(xa)} ${n1(yb - lampH * 0.15 * s)}Z`;
    car.push(
      `<path d="${d}" fill="none" stroke="#ff3a22" stroke-width="${n1(6 * s)}" stroke-linejoin="round" opacity="0.25"/>`,
    );
    car.push(`<path d="${d}" fill="url(#tail)" stroke="#1a0202" stroke-width="${n1(1.2 * s)}"/>`);
  }
  // A light bar runs across the tail, never across the rear glass.
  if ((LIGHT_BAR.includes(family) || look.electric) && lampY < deck - 4) {
    const barW = half * 0.97 - lampW;
    car.push(
      `<rect x="${n1(X(-barW))}" y="${n1(Y(lampY + 3))}" width="${n1(2 * barW * s)}" height="${n1(5 * s)}" fill="#e8281a" opacity="0.85"/>`,
    );
  }
  // Chrome strip across the boot of the grand saloons and the classics.
  if (pr.chrome) {
    car.push(
      `<rect x="${n1(X(-lidW * 0.9))}" y="${n1(Y(diffTop + 26))}" width="${n1(lidW * 1.8 * s)}" height="${n1(3.5 * s)}" fill="url(#chrome)"/>`,
    );
  }
  // Spare wheel on the tailgate.
  if (pr.spare) {
    const sy = Y((diffTop + rearEnd) / 2 + 10);
    const sr = pr.r * 0.85 * s;
    car.push(`<circle cx="${n1(X(half * 0.08))}" cy="${n1(sy)}" r="${n1(sr)}" fill="#121214"/>`);
    car.push(
      `<circle cx="${n1(X(half * 0.08))}" cy="${n1(sy)}" r="${n1(sr * 0.72)}" fill="${darken(paint, 0.1)}" stroke="#000" stroke-opacity="0.5" stroke-width="${n1(2 * s)}"/>`,
    );
  }
  // Tailpipes.
  const pipes = look.electric ? 'none' : PIPES[family];
  const pipeY = Y(Math.max(diffTop * 0.45, 14));
  const pipe = (px: number, rx: number, ry: number) =>
    `<ellipse cx="${n1(px)}" cy="${n1(pipeY)}" rx="${n1(rx * s)}" ry="${n1(ry * s)}" fill="#050505" stroke="url(#chrome)" stroke-width="${n1(3 * s)}"/>`;
  if (pipes === 'quad') for (const u of [-0.5, -0.38, 0.38, 0.5]) car.push(pipe(X(u * half), 11, 11));
  else if (pipes === 'twin-oval') for (const u of [-0.48, 0.48]) car.push(pipe(X(u * half), 22, 10));
  else if (pipes === 'twin-round') for (const u of [-0.12, 0.12]) car.push(pipe(X(u * half), 12, 12));
  else if (pipes === 'centre') for (const u of [-0.07, 0.07]) car.push(pipe(X(u * half), 13, 13));

  // The make across the tail, in spaced capitals.
  const make = o.make.toUpperCase();
  const letterY = pr.spare ? Y(diffTop + 62) : Y(lampY - lampH / 2 - 22);
  let size = 15 * s;
  const maxWidth = lidW * 2 * s * 0.9;
  const tracking = 0.42;
  while (textWidth(make, { size, tracking, weight: 500 }) > maxWidth && size > 8) size -= 1;
  const tw = textWidth(make, { size, tracking, weight: 500 });
  const ink = paintLum > 0.45 ? mix(paint, '#000000', 0.75) : '#e9e6df';
  car.push(
    setText(make, {
      x: cx - tw / 2,
      y: letterY,
      size,
      tracking,
      weight: 500,
      fill: ink,
      anchor: 'start',
      opacity: 0.9,
    }),
  );

  const carGroup = car.join('');
  const scene: string[] = studioScene(ground, { cx, rx: W * 1.5 * s, ry: 70 * s });
  scene.push(
    `<g opacity="${bd.reflection}" transform="translate(0 ${n1(2 * ground)}) scale(1 -1)">${carGroup}</g>`,
  );
  scene.push(
    `<rect y="${n1(ground)}" width="${ART_WIDTH}" height="${n1(ART_HEIGHT - ground)}" fill="url(#fade)"/>`,
  );
  scene.push(
    `<ellipse cx="${cx}" cy="${n1(ground)}" rx="${n1(half * 1.2 * s)}" ry="${n1(22 * s)}" fill="url(#shadow)" opacity="${bd.shadow}"/>`,
  );
  scene.push(carGroup);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${defs.join('')}</defs>${scene.join('')}</svg>`;
}
