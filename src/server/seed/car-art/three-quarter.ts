/**
 * The three-quarter front photograph: the car seen from ahead and to its left, about 36° off the nose and a
 * little from above, in perspective, on a studio backdrop. It is built from the same data as the side view:
 * the family's side profile is swept across the car's width (section.ts: the width per family and the
 * glasshouse tucking in above the beltline, the nose and tail rounded in plan), each slice of the sweep
 * lit by the studio's overhead light; the near side is the profile itself, drawn in perspective with its
 * arches, glass, pillars, shut lines and lamps; the face carries a grille and lamps in the family's
 * character; the wheels are the side view's, seen at an angle. Open cars show their cabin in the interior's
 * leather, a pickup its bed.
 */
import { darken, leatherColour, lighten, mix } from './colour.ts';
import type { CarFamily } from './families.ts';
import {
  ART_HEIGHT,
  ART_WIDTH,
  BACKDROPS,
  type CarArtOptions,
  carLook,
  paintGradient,
  softDefs,
  studioDefs,
  studioScene,
  titleLettering,
  wheelDefs,
} from './illustration.ts';
import type { P, Profile } from './profiles.ts';
import { sectionOf } from './section.ts';
import { sampleSmooth, smoothPath, wheelSvg, type Xf } from './shapes.ts';
import { n1 } from './svg.ts';

/** A point of the car: x from the nose (0) to the tail (1000), y across (the near, left side negative), h up. */
type V3 = [number, number, number];
type Screen = (p: V3) => [number, number];

/** The camera: degrees off the nose, degrees above the horizon, distance from the car's middle. */
const YAW = 36;
const ELEVATION = 11;
const DISTANCE = 2300;

/** How much of the half-width the nose gives up in plan (rounded corners), per family. */
const NOSE_ROUND: Record<CarFamily, number> = {
  hypercar: 0.24,
  'super-sport': 0.24,
  spyder: 0.24,
  'sports-coupe': 0.2,
  'grand-tourer': 0.16,
  convertible: 0.14,
  'classic-roadster': 0.3,
  saloon: 0.1,
  estate: 0.12,
  hatchback: 0.12,
  'sport-suv': 0.12,
  'luxury-suv': 0.06,
  'off-roader': 0.02,
  pickup: 0.04,
  van: 0.1,
};

/** The face of the car: what fills the grille opening, and the shape of the headlamps. */
type Grille =
  | 'pantheon' // tall, upright, chrome, vertical slats
  | 'wide' // low and wide, dark mesh, a thin chrome surround
  | 'single-frame' // one large dark octagon down to the bumper
  | 'hex' // very large dark hexagon of a sporting SUV
  | 'slats' // flat face, three body-coloured slats, round lamps
  | 'bars' // a pickup's big dark grille with heavy bars
  | 'van' // chrome bars across a broad face
  | 'horseshoe' // a small chrome horseshoe between big intakes
  | 'intakes' // no grille: the mid-engined cars breathe through big lower intakes
  | 'oval'; // the classic's mouth with a chrome bar
const GRILLE: Record<CarFamily, Grille> = {
  hypercar: 'intakes',
  'super-sport': 'intakes',
  spyder: 'intakes',
  'sports-coupe': 'intakes',
  'grand-tourer': 'wide',
  convertible: 'wide',
  'classic-roadster': 'oval',
  saloon: 'wide',
  estate: 'single-frame',
  hatchback: 'wide',
  'sport-suv': 'hex',
  'luxury-suv': 'wide',
  'off-roader': 'slats',
  pickup: 'bars',
  van: 'van',
};
/** Faces a make is known by, whatever the body: the face is where a make shows most. */
const MAKE_GRILLE: Record<string, Grille> = {
  'rolls-royce': 'pantheon',
  bugatti: 'horseshoe',
  porsche: 'intakes',
  bentley: 'wide',
};
const ROUND_LAMPS: readonly CarFamily[] = ['off-roader', 'classic-roadster'];

// ---------------------------------------------------------------------------------------------------------
// Small vector helpers

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => scale(a, 1 / Math.hypot(a[0], a[1], a[2]));
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const polygon = (pts: Array<[number, number]>) => `M${pts.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z`;

/** A perspective camera looking at `target`: a point to [x right, y up] on the picture plane, and its depth. */
function camera(target: V3) {
  const yaw = (YAW * Math.PI) / 180;
  const el = (ELEVATION * Math.PI) / 180;
  const back: V3 = [-Math.cos(el) * Math.cos(yaw), -Math.cos(el) * Math.sin(yaw), Math.sin(el)];
  const eye = add(target, scale(back, DISTANCE));
  const f = scale(back, -1);
  const r = norm([f[1], -f[0], 0]);
  const u: V3 = [r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]];
  return {
    eye,
    project: (p: V3): [number, number] => {
      const d = sub(p, eye);
      const z = dot(d, f);
      return [dot(d, r) / z, dot(d, u) / z];
    },
    depth: (p: V3) => dot(sub(p, eye), f),
  };
}

/**
 * The affine map [a b c d e f] that draws a flat thing at `at` in the plane spanned by `right` and `down`
 * (car units per local unit): the perspective, taken as affine over something the size of a wheel.
 */
function planeAffine(S: Screen, at: V3, right: V3, down: V3): number[] {
  const o = S(at);
  const a = S(add(at, scale(right, 10)));
  const b = S(add(at, scale(down, 10)));
  return [(a[0] - o[0]) / 10, (a[1] - o[1]) / 10, (b[0] - o[0]) / 10, (b[1] - o[1]) / 10, o[0], o[1]];
}
const svgMatrix = (m: number[]) => `matrix(${m.map((v) => v.toFixed(4)).join(' ')})`;
const planeMatrix = (S: Screen, at: V3, right: V3, down: V3): string =>
  svgMatrix(planeAffine(S, at, right, down));

/** Points of a wheel arch in the side plane, from the sill behind the wheel over the top to the sill ahead. */
function archPoints(pr: Profile, x: number): P[] {
  const ra = pr.r + pr.gap;
  const start = Math.atan2(pr.sill - pr.r, Math.sqrt(Math.max(0, ra * ra - (pr.r - pr.sill) ** 2)));
  const pts: P[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = lerp(start, Math.PI - start, i / 12);
    pts.push([x + ra * Math.cos(a), pr.r + ra * Math.sin(a)]);
  }
  return pts;
}

/** A rounded rectangle in some plane's (u, w) units, as points for smoothPath. */
function roundRect(u0: number, u1: number, w0: number, w1: number, ru: number, rw: number): P[] {
  return [
    [u0 + ru, w0, 1],
    [u1 - ru, w0, 1],
    [u1 - ru * 0.3, w0 + rw * 0.3],
    [u1, w0 + rw, 1],
    [u1, w1 - rw, 1],
    [u1 - ru * 0.3, w1 - rw * 0.3],
    [u1 - ru, w1, 1],
    [u0 + ru, w1, 1],
    [u0 + ru * 0.3, w1 - rw * 0.3],
    [u0, w1 - rw, 1],
    [u0, w0 + rw, 1],
    [u0 + ru * 0.3, w0 + rw * 0.3],
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The picture

export function carThreeQuarterSvg(o: CarArtOptions): string {
  const look = carLook(o);
  const { family, pr, paint, paintLum, rimStyle, rimColour, caliper } = look;
  const sec = sectionOf(family, pr);
  const { half, boxy, open, beltline, roof, maxH } = sec;
  // White and silver cars stand on the darker backdrop; the others on the light one or the dark one.
  const bd = BACKDROPS[paintLum > 0.5 ? 'graphite' : look.rnd() < 0.5 ? 'ivory' : 'graphite']!;

  // ----- the body in depth
  const outline = sampleSmooth(pr.body, false, 6);
  const glassX0 = Math.min(...pr.glass.map((p) => p[0]));
  const glassX1 = Math.max(...pr.glass.map((p) => p[0]));
  const round = NOSE_ROUND[family];
  /** The share of the half-width at a height: the flank swells to the shoulder, the glass tucks in. */
  const bodyFrac = (h: number): number => {
    const steps: Array<[number, number]> = [
      [sec.bottomH, 0.96],
      [pr.sill + 10, 0.985],
      [(pr.sill + pr.shoulder) / 2, 1],
      [pr.shoulder, 0.99],
      [beltline, boxy ? 0.96 : 0.9],
    ];
    if (h <= steps[0]![0]) return steps[0]![1];
    for (let i = 1; i < steps.length; i++) {
      const [h0, f0] = steps[i - 1]!;
      const [h1, f1] = steps[i]!;
      if (h <= h1) return lerp(f0, f1, clamp01((h - h0) / (h1 - h0 || 1)));
    }
    return steps[steps.length - 1]![1];
  };
  const hw = (x: number, h: number): number => {
    const inGlass = h > beltline && x > glassX0 - 30 && x < glassX1 + 30;
    const frac = inGlass
      ? lerp(sec.glassBottom, sec.glassTop, clamp01((h - beltline) / Math.max(roof - beltline, 1)))
      : bodyFrac(h);
    const nose = 1 - round * Math.max(0, 1 - x / pr.front) ** 2;
    const tail = 1 - round * 0.6 * Math.max(0, (x - pr.rear) / (1000 - pr.rear)) ** 2;
    return half * frac * nose * tail;
  };

  // ----- camera and framing
  const cam = camera([500, 0, maxH * 0.4]);
  const bound: V3[] = [];
  for (const [x, h] of outline) bound.push([x, -hw(x, h), h], [x, hw(x, h), h]);
  for (const x of [pr.front, pr.rear]) bound.push([x, -half, 0]);
  const raw = bound.map(cam.project);
  const minX = Math.min(...raw.map((p) => p[0]));
  const maxX = Math.max(...raw.map((p) => p[0]));
  const minY = Math.min(...raw.map((p) => p[1]));
  const maxY = Math.max(...raw.map((p) => p[1]));
  const k = Math.min(1180 / (maxX - minX), 540 / (maxY - minY));
  const ox = 830 - (k * (minX + maxX)) / 2;
  const oy = 850 + k * minY;
  const screen: Screen = (p) => {
    const [x, y] = cam.project(p);
    return [ox + k * x, oy - k * y];
  };
  const mirrored: Screen = (p) => screen([p[0], p[1], -p[2]]);
  /** Pixels to a car unit at the car's middle: for line widths. */
  const px = k / cam.depth([500, 0, maxH * 0.4]);
  const yTop = screen([glassX0, 0, maxH])[1];
  const groundFar = screen([1000, half, 0])[1];
  const groundNear = screen([pr.front, -half, 0])[1];

  // ----- what the lighting and the painter's order need, the same for the car and its reflection
  const light = norm([-0.3, -0.35, 1]);
  const paintAt = (n: V3): string => {
    const t = dot(n, light);
    return t > 0.55
      ? mix(paint, lighten(paint, paintLum < 0.05 ? 0.3 : 0.42), (t - 0.55) / 0.45)
      : mix(darken(paint, 0.5), paint, clamp01(t / 0.55));
  };
  const frameH = Math.max(...outline.filter((p) => p[0] >= glassX0 && p[0] <= glassX1 + 20).map((p) => p[1]));
  const isWindscreen = (a: P, b: P) => {
    const mx = (a[0] + b[0]) / 2;
    const mh = (a[1] + b[1]) / 2;
    const slope = (b[1] - a[1]) / Math.max(b[0] - a[0], 0.01);
    return mx > glassX0 - 12 && mh > beltline + 2 && slope > 0.22 && mh < frameH - (open ? 4 : 2);
  };
  interface Strip {
    i: number;
    a: P;
    b: P;
    n: V3;
    depth: number;
    glass: boolean;
  }
  const strips: Strip[] = [];
  for (let i = 0; i + 1 < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[i + 1]!;
    const dx = b[0] - a[0];
    const dh = b[1] - a[1];
    if (Math.hypot(dx, dh) < 0.5) continue;
    const n = norm([-dh, 0, dx]);
    const mid: V3 = [(a[0] + b[0]) / 2, 0, (a[1] + b[1]) / 2];
    if (dot(n, sub(cam.eye, mid)) <= 0) continue; // faces away
    strips.push({ i, a, b, n, depth: cam.depth(mid), glass: isWindscreen(a, b) });
  }
  // The open cabin of a convertible, behind the windscreen, and the bed of a pickup.
  const deckAt = (x: number): number => {
    for (let i = outline.length - 1; i > 0; i--) {
      const [x0, h0] = outline[i - 1]!;
      const [x1, h1] = outline[i]!;
      if (x >= Math.min(x0, x1) && x <= Math.max(x0, x1) && x0 > glassX0)
        return lerp(h0, h1, (x - x0) / (x1 - x0 || 1));
    }
    return beltline;
  };
  const seats = pr.seats ?? [];
  const cabin = open
    ? { x0: glassX1 + 14, x1: Math.max(...seats.map((s) => s[0])) + 70, v: 0.8, floor: 70 }
    : null;
  const bedRail = family === 'pickup' ? deckAt(800) : 0;
  const bed =
    family === 'pickup'
      ? {
          x0:
            Math.min(
              ...outline.filter((p) => p[0] > glassX1 && Math.abs(p[1] - bedRail) < 2).map((p) => p[0]),
            ) + 12,
          x1: 976,
          v: 0.88,
          floor: 90,
        }
      : null;

  const leather = leatherColour(o.interior);
  const tyreW = family === 'classic-roadster' ? 44 : boxy ? 66 : 72;
  const face = MAKE_GRILLE[o.make.toLowerCase()] ?? GRILLE[family];
  const grille = look.electric && face !== 'intakes' ? 'closed' : face;

  /** The car, drawn through `S` (the picture, or its mirror image in the floor); `id` keeps clip ids apart. */
  const drawCar = (S: Screen, id: string, simple: boolean): string => {
    const xfNear: Xf = (x, h) => S([x, -hw(x, h), h]);
    // The face: a point of the nose at a height, a share `v` of the half-width across (near side negative).
    const nose = outline.filter((p, i) => p[0] < glassX0 && (i === 0 || p[1] >= outline[i - 1]![1]));
    const noseX = (h: number): number => {
      if (h <= nose[0]![1]) return nose[0]![0];
      for (let i = 1; i < nose.length; i++) {
        const [x0, h0] = nose[i - 1]!;
        const [x1, h1] = nose[i]!;
        if (h <= h1) return lerp(x0, x1, (h - h0) / (h1 - h0 || 1));
      }
      return nose[nose.length - 1]![0];
    };
    const faceAt = (v: number, h: number): V3 => {
      const x = noseX(h);
      return [x - 0.5, v * hw(x, h), h];
    };
    const xfFace: Xf = (v, h) => S(faceAt(v, h));
    const hb = nose[0]![1];
    let hn = nose[nose.length - 1]![1];
    for (let i = 1; i < nose.length; i++) {
      const [x0, h0] = nose[i - 1]!;
      const [x1, h1] = nose[i]!;
      if (x1 > x0 && (h1 - h0) / (x1 - x0) < 0.9 && h0 > hb + 10) {
        hn = h0;
        break;
      }
    }
    const H = hn - hb;

    const out: string[] = [];
    // The far front wheel, glimpsed under the nose.
    {
      const at: V3 = [pr.front, hw(pr.front, pr.r) - 22, pr.r];
      out.push(
        `<g transform="${planeMatrix(S, at, [1, 0, 0], [0, 0, -1])}"><circle r="${pr.r}" fill="#08080a"/><circle r="${n1(pr.r * pr.rim)}" fill="#17181b"/></g>`,
      );
    }
    // Wheel wells, then the near wheels: the tread turned towards us, then the side view's wheel.
    for (const x of [pr.rear, pr.front]) {
      out.push(`<path d="${smoothPath(archPoints(pr, x), xfNear, true)}" fill="#050506"/>`);
    }
    for (const x of [pr.rear, pr.front]) {
      const at: V3 = [x, -hw(x, pr.r) + 14, pr.r];
      const m = planeAffine(S, at, [1, 0, 0], [0, 0, -1]);
      // The tyre's inner face, in the wheel's own plane: the offset across, through the inverse map.
      const [a, b, c, d] = m as [number, number, number, number];
      const o0 = S(at);
      const o1 = S(add(at, [0, tyreW, 0]));
      const det = a * d - b * c;
      const px = o1[0] - o0[0];
      const py = o1[1] - o0[1];
      const du = (d * px - c * py) / det;
      const dw = (-b * px + a * py) / det;
      const len = Math.hypot(du, dw) || 1;
      const [nu, nw] = [(-dw / len) * pr.r, (du / len) * pr.r];
      const tread = `<circle cx="${n1(du)}" cy="${n1(dw)}" r="${pr.r}" fill="#0b0b0c"/><path d="M${n1(nu)} ${n1(nw)}L${n1(du + nu)} ${n1(dw + nw)}L${n1(du - nu)} ${n1(dw - nw)}L${n1(-nu)} ${n1(-nw)}Z" fill="#141416"/>`;
      const face = simple
        ? `<circle r="${pr.r}" fill="#0b0b0c"/><circle r="${n1(pr.r * pr.rim)}" fill="${rimColour}"/>`
        : wheelSvg({ cx: 0, cy: 0, r: pr.r }, pr.rim, rimStyle, rimColour, caliper, 'w');
      out.push(`<g transform="${svgMatrix(m)}">${tread}${face}</g>`);
    }

    // The swept body, far slices first, with the cabin or the bed in their place in depth.
    const items: Array<{ depth: number; svg: string }> = [];
    // Runs of slices drawn as one shape each, shaded along their length; each overlaps the next by a
    // slice, so no seam of the backdrop shows between them.
    const colourOf = (st: Strip) =>
      st.glass
        ? mix('#07080a', open ? '#59636e' : '#3d454e', clamp01(dot(st.n, light)) * 0.8)
        : paintAt(st.n);
    const runs: Strip[][] = [];
    for (const st of strips) {
      const run = runs[runs.length - 1];
      const prev = run?.[run.length - 1];
      if (
        run &&
        prev &&
        prev.i + 1 === st.i &&
        prev.glass === st.glass &&
        st.a[2] !== 1 &&
        run.length < (simple ? 1000 : 8)
      )
        run.push(st);
      else runs.push([st]);
    }
    for (const [r, run] of runs.entries()) {
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const next = strips.find((st) => st.i === last.i + 1);
      const pts = [...run.map((st) => st.a), last.b, ...(next && next.glass === last.glass ? [next.b] : [])];
      const edge = (v: number) => pts.map((p) => S([p[0], v * hw(p[0], p[1]), p[1]]));
      const g0 = S([first.a[0], 0, first.a[1]]);
      const g1 = S([last.b[0], 0, last.b[1]]);
      const gid = `run-${id}-${r}`;
      const see = first.glass && open ? ' fill-opacity="0.55"' : '';
      const shape = polygon([...edge(-1), ...edge(1).reverse()]);
      // In the floor's reflection one shape of one colour a run is enough.
      if (simple) {
        const mid = run[Math.floor(run.length / 2)]!;
        items.push({ depth: mid.depth, svg: `<path d="${shape}" fill="${colourOf(mid)}"${see}/>` });
        continue;
      }
      items.push({
        depth: (first.depth + last.depth) / 2,
        svg: `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${n1(g0[0])}" y1="${n1(g0[1])}" x2="${n1(g1[0])}" y2="${n1(g1[1])}"><stop offset="0" stop-color="${colourOf(first)}"/><stop offset="1" stop-color="${colourOf(last)}"/></linearGradient><path d="${shape}" fill="url(#${gid})"${see}/>`,
      });
    }
    const well = (
      w: { x0: number; x1: number; v: number; floor: number },
      floorFill: string,
      wallFill: string,
      backWallFill: string,
    ): string => {
      const rimH = (x: number) => deckAt(x);
      const xs = Array.from({ length: 9 }, (_, i) => lerp(w.x0, w.x1, i / 8));
      const rim = (v: number) => xs.map((x) => S([x, v * hw(x, rimH(x)), rimH(x)]));
      const opening = [...rim(-w.v), ...rim(w.v).reverse()];
      const cid = `well-${id}`;
      const parts = [`<clipPath id="${cid}"><path d="${polygon(opening)}"/></clipPath>`];
      const low = (x: number) => rimH(x) - w.floor;
      const g: string[] = [];
      g.push(`<path d="${polygon(opening)}" fill="${floorFill}"/>`);
      // The far side's inner wall faces us; so does the wall at the back of the opening.
      const far = xs.map((x) => S([x, w.v * hw(x, rimH(x)), rimH(x)]));
      const farLow = xs.map((x) => S([x, w.v * hw(x, rimH(x)), low(x)]));
      g.push(`<path d="${polygon([...far, ...farLow.reverse()])}" fill="${wallFill}"/>`);
      const back = [
        S([w.x1, -w.v * hw(w.x1, rimH(w.x1)), rimH(w.x1)]),
        S([w.x1, w.v * hw(w.x1, rimH(w.x1)), rimH(w.x1)]),
        S([w.x1, w.v * hw(w.x1, rimH(w.x1)), low(w.x1)]),
        S([w.x1, -w.v * hw(w.x1, rimH(w.x1)), low(w.x1)]),
      ];
      g.push(`<path d="${polygon(back)}" fill="${backWallFill}"/>`);
      parts.push(`<g clip-path="url(#${cid})">${g.join('')}</g>`);
      return parts.join('');
    };
    if (cabin && !simple) {
      const svg: string[] = [well(cabin, darken(leather, 0.55), darken(leather, 0.3), darken(leather, 0.15))];
      // Seats: backs leaning back, headrests, far row first.
      const lean = (14 * Math.PI) / 180;
      const order = seats
        .flatMap(([x, h]) => [-0.42, 0.42].map((v) => ({ x, h, v })))
        .sort((p, q) => cam.depth([q.x, q.v * half, q.h]) - cam.depth([p.x, p.v * half, p.h]));
      for (const s of order) {
        const m = planeMatrix(S, [s.x, s.v * half, s.h], [0, -1, 0], [-Math.sin(lean), 0, -Math.cos(lean)]);
        const u = half * 0.16;
        svg.push(
          `<g transform="${m}"><rect x="${n1(-u)}" y="22" width="${n1(2 * u)}" height="90" rx="16" fill="${darken(leather, 0.2)}"/><rect x="${n1(-u * 0.62)}" y="-8" width="${n1(u * 1.24)}" height="32" rx="12" fill="${leather}"/><rect x="${n1(-u * 0.5)}" y="-3" width="${n1(u * 0.28)}" height="22" rx="5" fill="#fff" opacity="0.16"/><rect x="${n1(-u * 0.8)}" y="28" width="${n1(u * 0.3)}" height="70" rx="7" fill="#fff" opacity="0.1"/></g>`,
        );
      }
      items.push({ depth: cam.depth([cabin.x0, 0, deckAt(cabin.x0)]), svg: svg.join('') });
    }
    if (bed && !simple) {
      items.push({
        depth: cam.depth([bed.x0, 0, bedRail]),
        svg: well(bed, '#101012', darken(paint, 0.55), darken(paint, 0.35)),
      });
    }
    items.sort((p, q) => q.depth - p.depth);
    for (const it of items) out.push(it.svg);
    // The studio's softbox reflected along the bonnet and roof, and across the windscreen.
    if (!simple) {
      const skip = (st: Strip) => [cabin, bed].some((w) => w && st.a[0] > w.x0 - 30 && st.a[0] < w.x1 + 10);
      const bands: Array<{ strips: Strip[]; glass: boolean }> = [];
      for (const st of strips) {
        const lit = st.glass || (st.n[2] > 0.75 && !skip(st));
        if (!lit) continue;
        const band = bands[bands.length - 1];
        const prev = band?.strips[band.strips.length - 1];
        if (band && prev && prev.i + 1 === st.i && band.glass === st.glass) band.strips.push(st);
        else bands.push({ strips: [st], glass: st.glass });
      }
      for (const band of bands) {
        const pts = [...band.strips.map((st) => st.a), band.strips[band.strips.length - 1]!.b];
        const [v0, v1] = band.glass ? [-0.12, 0.3] : [-0.05, 0.28];
        const edge = (v: number) => pts.map((p) => S([p[0], v * hw(p[0], p[1]), p[1]]));
        const opacity = band.glass ? 0.07 : paintLum > 0.5 ? 0.1 : 0.13;
        out.push(
          `<path d="${polygon([...edge(v0), ...edge(v1).reverse()])}" fill="#fff" opacity="${opacity}"/>`,
        );
      }
    }

    // The near side: the profile in perspective, arches cut out.
    const tail = outline[outline.length - 1]!;
    const sideD = `${smoothPath(outline, xfNear, false)}${smoothPath(archPoints(pr, pr.rear), xfNear, false, false)}${smoothPath(archPoints(pr, pr.front), xfNear, false, false)}Z`;
    const clipId = `side-${id}`;
    out.push(`<clipPath id="${clipId}"><path d="${sideD}"/></clipPath>`);
    out.push(`<path d="${sideD}" fill="url(#paint)"/>`);
    if (!simple) {
      const side: string[] = [];
      // The flank turns from the light: lighter at the nose, darker towards the tail.
      side.push(`<path d="${sideD}" fill="url(#recede)"/>`);
      const along = (h: number) =>
        smoothPath(
          Array.from({ length: 11 }, (_, i): P => [lerp(0, tail[0], i / 10), h]),
          xfNear,
          false,
        );
      // The softbox along the shoulder, a shade under it, the rocker in dark trim.
      side.push(
        `<path d="${along(pr.shoulder + 2)}" fill="none" stroke="#fff" stroke-width="${n1(26 * px)}" opacity="${paintLum > 0.5 ? 0.12 : 0.09}"/>`,
      );
      side.push(
        `<path d="${along(pr.shoulder + 2)}" fill="none" stroke="#fff" stroke-width="${n1(9 * px)}" opacity="${paintLum > 0.5 ? 0.26 : 0.2}"/>`,
      );
      side.push(
        `<path d="${along(pr.shoulder - 34)}" fill="none" stroke="#000" stroke-width="${n1(40 * px)}" opacity="0.12"/>`,
      );
      side.push(
        `<path d="${along(pr.sill + 2)}" fill="none" stroke="#0b0b0c" stroke-width="${n1(12 * px)}" opacity="0.85"/>`,
      );
      // Shut lines.
      for (const [x, h, xb] of pr.doors) {
        const a = xfNear(x, h);
        const b = xfNear(xb, pr.sill + 6);
        side.push(
          `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="${n1(1.5 * px)}"/>`,
        );
      }
      if (pr.lowerFront) {
        const [xe, hf, he] = pr.lowerFront;
        side.push(
          `<path d="${smoothPath(
            [
              [-20, hf, 1],
              [xe, he, 1],
              [xe, -20, 1],
              [-20, -20, 1],
            ],
            xfNear,
            true,
          )}" fill="#0a0a0b" opacity="0.92"/>`,
        );
      }
      out.push(`<g clip-path="url(#${clipId})">${side.join('')}</g>`);
      out.push(
        `<path d="${smoothPath(outline, xfNear, false)}" fill="none" stroke="#fff" stroke-opacity="${paintLum < 0.05 ? 0.3 : 0.2}" stroke-width="${n1(2 * px)}"/>`,
      );
    }
    if (pr.intake) out.push(`<path d="${smoothPath(pr.intake, xfNear, true)}" fill="#070708"/>`);
    // Side glass, pillars and the softbox's reflection in it.
    const glass = smoothPath(pr.glass, xfNear, true);
    const glassId = `glass-${id}`;
    out.push(`<clipPath id="${glassId}"><path d="${glass}"/></clipPath>`);
    out.push(`<path d="${glass}" fill="url(#glass)"/>`);
    if (!simple) {
      const inGlass: string[] = [];
      for (const [x0, x1, slant] of pr.pillars) {
        inGlass.push(
          `<path d="${polygon([xfNear(x0 + slant, maxH + 10), xfNear(x1 + slant, maxH + 10), xfNear(x1 - slant, beltline - 10), xfNear(x0 - slant, beltline - 10)])}" fill="#050506"/>`,
        );
      }
      inGlass.push(
        `<path d="${polygon([xfNear(glassX0 + 40, maxH + 10), xfNear(glassX0 + 150, maxH + 10), xfNear(glassX0 + 70, beltline - 10), xfNear(glassX0 - 40, beltline - 10)])}" fill="#fff" opacity="0.08"/>`,
      );
      out.push(`<g clip-path="url(#${glassId})">${inGlass.join('')}</g>`);
      out.push(
        `<path d="${glass}" fill="none" stroke="${pr.chrome ? '#d9dadc' : '#050505'}" stroke-width="${n1((pr.chrome ? 2.2 : 3) * px)}" stroke-opacity="${pr.chrome ? 0.85 : 1}"/>`,
      );
      if (pr.chrome) {
        const a = xfNear(pr.front + 170, pr.sill + 18);
        const b = xfNear(pr.rear - 120, pr.sill + 18);
        out.push(
          `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}" stroke="#d9dadc" stroke-width="${n1(3 * px)}" opacity="0.55"/>`,
        );
      }
      if (pr.handle) {
        const [hx, hh] = pr.handle;
        out.push(
          `<path d="${polygon([xfNear(hx, hh), xfNear(hx + 36, hh), xfNear(hx + 36, hh - 5), xfNear(hx, hh - 5)])}" fill="${pr.chrome ? '#d9dadc' : darken(paint, 0.5)}" opacity="0.9"/>`,
        );
      }
    }
    // Lamps on the flank: the front lamp's wrap and the tail lamp's edge.
    out.push(
      `<path d="${smoothPath(pr.head, xfNear, true)}" fill="url(#lamp)" stroke="#0a0a0a" stroke-width="${n1(px)}"/>`,
    );
    out.push(
      `<path d="${smoothPath(pr.tail, xfNear, true)}" fill="url(#tail)" stroke="#1a0202" stroke-width="${n1(px)}"/>`,
    );

    // ----- the face
    const face: string[] = [];
    const shape = (pts: P[], fill: string, extra = '') =>
      `<path d="${smoothPath(pts, xfFace, true)}" fill="${fill}"${extra}/>`;
    const lines = (v0: number, v1: number, hs: number[], stroke: string, width: number) =>
      hs
        .map((h) => {
          const a = xfFace(v0, h);
          const b = xfFace(v1, h);
          return `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}" stroke="${stroke}" stroke-width="${n1(width * px)}"/>`;
        })
        .join('');
    const verticals = (vs: number[], h0: number, h1: number, stroke: string, width: number) =>
      vs
        .map((v) => {
          const a = xfFace(v, h0);
          const b = xfFace(v, h1);
          return `<path d="M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}" stroke="${stroke}" stroke-width="${n1(width * px)}"/>`;
        })
        .join('');
    const chromeEdge = ` stroke="url(#chrome)" stroke-width="${n1(4 * px)}"`;
    if (!simple) {
      const sporty = grille === 'intakes' || grille === 'horseshoe';
      // Lower intakes or the dark lower bumper.
      if (sporty) {
        for (const s of [-1, 1]) {
          face.push(
            shape(
              [
                [s * 0.4, hb + 4, 1],
                [s * 0.92, hb + 4, 1],
                [s * 0.86, hb + H * 0.62, 1],
                [s * 0.5, hb + H * 0.45, 1],
              ],
              '#0a0a0b',
            ),
          );
        }
        face.push(
          shape(
            [
              [-0.3, hb + 3, 1],
              [0.3, hb + 3, 1],
              [0.26, hb + H * 0.34, 1],
              [-0.26, hb + H * 0.34, 1],
            ],
            '#0a0a0b',
          ),
        );
        face.push(lines(-0.9, 0.9, [hb + 2], '#050505', 5));
      } else if (grille !== 'oval') {
        face.push(
          shape(roundRect(-0.78, 0.78, hb + 3, hb + H * 0.22, 0.1, H * 0.06), '#0b0b0c', ' opacity="0.9"'),
        );
      }
      if (grille === 'pantheon') {
        const g = roundRect(-0.24, 0.24, hb + H * 0.3, hn + 6, 0.03, 4);
        face.push(shape(g, '#0b0b0c', chromeEdge));
        face.push(
          verticals(
            Array.from({ length: 9 }, (_, i) => lerp(-0.2, 0.2, i / 8)),
            hb + H * 0.3 + 4,
            hn + 2,
            '#c9ccd1',
            2.4,
          ),
        );
      } else if (grille === 'wide') {
        face.push(
          shape(roundRect(-0.56, 0.56, hb + H * 0.16, hb + H * 0.72, 0.2, H * 0.2), '#0b0b0c', chromeEdge),
        );
        face.push(lines(-0.5, 0.5, [hb + H * 0.3, hb + H * 0.44, hb + H * 0.58], '#2c2e32', 2));
      } else if (grille === 'single-frame' || grille === 'hex') {
        // Wider than tall: a sporting SUV's reaches further out and lower.
        const w = grille === 'hex' ? 0.5 : 0.42;
        const top = grille === 'hex' ? hb + H * 0.72 : hn - 9;
        const pts: P[] = [
          [-w * 0.74, top, 1],
          [w * 0.74, top, 1],
          [w, hb + H * 0.42, 1],
          [w * 0.84, hb + H * 0.1, 1],
          [-w * 0.84, hb + H * 0.1, 1],
          [-w, hb + H * 0.42, 1],
        ];
        face.push(shape(pts, '#0b0b0c', ` stroke="#2a2b2e" stroke-width="${n1(3 * px)}"`));
        face.push(lines(-w * 0.85, w * 0.85, [hb + H * 0.26, hb + H * 0.5], '#26282b', 2));
      } else if (grille === 'slats') {
        const g0 = hb + H * 0.4;
        const g1 = hn - 10;
        face.push(shape(roundRect(-0.42, 0.42, g0, g1, 0.02, 3), '#0a0a0b'));
        face.push(
          lines(
            -0.4,
            0.4,
            [lerp(g0, g1, 0.25), lerp(g0, g1, 0.5), lerp(g0, g1, 0.75)],
            paintAt([-1, 0, 0.2]),
            7,
          ),
        );
      } else if (grille === 'bars') {
        const g0 = hb + H * 0.32;
        const g1 = hn - 6;
        face.push(shape(roundRect(-0.64, 0.64, g0, g1, 0.05, 6), '#0c0c0d'));
        face.push(lines(-0.62, 0.62, [lerp(g0, g1, 0.36), lerp(g0, g1, 0.68)], '#26272a', 12));
        face.push(verticals([-0.22, 0, 0.22], g0 + 2, g1 - 2, '#1c1d20', 6));
      } else if (grille === 'van') {
        const g0 = hb + H * 0.42;
        const g1 = hb + H * 0.8;
        face.push(shape(roundRect(-0.44, 0.44, g0, g1, 0.08, 8), '#0b0b0c'));
        face.push(
          lines(-0.42, 0.42, [lerp(g0, g1, 0.3), lerp(g0, g1, 0.55), lerp(g0, g1, 0.8)], '#c9ccd1', 3),
        );
      } else if (grille === 'horseshoe') {
        const g0 = hb + H * 0.1;
        const g1 = hb + H * 0.92;
        const pts: P[] = [
          [-0.1, g0, 1],
          [0.1, g0, 1],
          [0.16, lerp(g0, g1, 0.6)],
          [0.1, g1],
          [0, g1 + 2],
          [-0.1, g1],
          [-0.16, lerp(g0, g1, 0.6)],
        ];
        face.push(shape(pts, '#0b0b0c', chromeEdge));
      } else if (grille === 'oval') {
        const c = hb + H * 0.4;
        const pts: P[] = Array.from({ length: 12 }, (_, i): P => {
          const a = (i / 12) * Math.PI * 2;
          return [0.34 * Math.cos(a), c + H * 0.22 * Math.sin(a)];
        });
        face.push(shape(pts, '#0b0b0c', chromeEdge));
        face.push(lines(-0.33, 0.33, [c], '#e4e5e7', 3));
      } else if (grille === 'closed') {
        face.push(lines(-0.3, 0.3, [hb + H * 0.55], '#0b0b0c', 3));
      }
    }
    // Headlamps: the lamps of the profile carried across the face, or round ones.
    const headX0 = Math.min(...pr.head.map((p) => p[0]));
    const headX1 = Math.max(...pr.head.map((p) => p[0]));
    const headH0 = Math.min(...pr.head.map((p) => p[1]));
    const headH1 = Math.max(...pr.head.map((p) => p[1]));
    for (const s of [-1, 1]) {
      if (ROUND_LAMPS.includes(family)) {
        const h = (headH0 + headH1) / 2;
        const v = 0.7;
        const m = planeMatrix(S, faceAt(s * v, h), [0, 1, 0], [0, 0, -1]);
        const r = Math.min(half * 0.12, (headH1 - headH0) * 0.55);
        face.push(
          `<g transform="${m}"><circle r="${n1(r + 5)}" fill="url(#chrome)"/><circle r="${n1(r)}" fill="url(#lamp)"/><circle r="${n1(r * 0.45)}" fill="#fff" opacity="0.7"/></g>`,
        );
        continue;
      }
      const lamp = pr.head.map(
        ([x, h]): P => [s * lerp(0.56, 0.97, (x - headX0) / (headX1 - headX0 || 1)), h],
      );
      const d = smoothPath(lamp, xfFace, true);
      face.push(
        `<path d="${d}" fill="none" stroke="#cfe0ff" stroke-width="${n1(6 * px)}" stroke-linejoin="round" opacity="0.25"/>`,
      );
      face.push(`<path d="${d}" fill="url(#lamp)" stroke="#0a0a0a" stroke-width="${n1(1.2 * px)}"/>`);
    }
    out.push(face.join(''));

    // Mirrors standing out from the doors at the beltline, the far one beyond the windscreen.
    if (family !== 'classic-roadster' && !simple) {
      const [mx, mh] = pr.mirror;
      for (const side of [1, -1]) {
        const m = planeMatrix(S, [mx, side * (hw(mx, mh) - 4), mh], [0, side, 0], [0, 0, -1]);
        out.push(
          `<g transform="${m}"><rect x="0" y="-4" width="16" height="8" fill="#111"/><rect x="10" y="-26" width="38" height="28" rx="10" fill="${paintAt(norm([-0.8, 0, 0.6]))}" stroke="#000" stroke-opacity="0.4"/><rect x="16" y="-22" width="26" height="6" rx="3" fill="#fff" opacity="0.2"/></g>`,
        );
      }
    }
    return out.join('');
  };

  // ----- defs, scene
  const defs: string[] = studioDefs(bd);
  defs.push(paintGradient(paint, paintLum, yTop, groundNear));
  defs.push(...wheelDefs(rimColour), ...softDefs());
  defs.push(
    `<linearGradient id="recede" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.75" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a525c"/><stop offset="0.45" stop-color="#1a1e23"/><stop offset="1" stop-color="#07080a"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="lamp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfe3ff"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4a3d"/><stop offset="1" stop-color="#6e0505"/></linearGradient>`,
  );
  defs.push(
    `<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f6"/><stop offset="0.5" stop-color="#8d9096"/><stop offset="1" stop-color="#d5d7da"/></linearGradient>`,
  );
  defs.push(`<linearGradient id="fade" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(groundFar)}" x2="0" y2="${n1(groundNear + (groundNear - yTop) * 0.6)}">
<stop offset="0" stop-color="${bd.floor}" stop-opacity="0.15"/><stop offset="1" stop-color="${bd.floor}" stop-opacity="1"/></linearGradient>`);

  const middle = screen([500, 0, 0]);
  const scene: string[] = studioScene(groundFar, { cx: middle[0], rx: 900 * px, ry: 120 * px });
  scene.push(`<g opacity="${bd.reflection}">${drawCar(mirrored, 'r', true)}</g>`);
  scene.push(
    `<rect y="${n1(groundFar)}" width="${ART_WIDTH}" height="${n1(ART_HEIGHT - groundFar)}" fill="url(#fade)"/>`,
  );
  // The car's shadow on the floor, and darker where the tyres stand.
  scene.push(
    `<ellipse rx="600" ry="${n1(half * 1.3)}" transform="${planeMatrix(screen, [500, 0, 0], [1, 0, 0], [0, 1, 0])}" fill="url(#shadow)" opacity="${bd.shadow}"/>`,
  );
  for (const x of [pr.front, pr.rear]) {
    scene.push(
      `<ellipse rx="${n1(pr.r * 1.1)}" ry="${n1(tyreW * 0.9)}" transform="${planeMatrix(screen, [x, -half + 40, 0], [1, 0, 0], [0, 1, 0])}" fill="url(#shadow)" opacity="0.9"/>`,
    );
  }
  scene.push(drawCar(screen, 'c', false));
  if (o.lettering !== false) scene.push(...titleLettering(o, bd));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${defs.join('')}</defs>${scene.join('')}</svg>`;
}
