/**
 * Demo photographs, drawn rather than downloaded: a side-profile illustration of a car of the right body
 * type, in its paint, on a studio backdrop with a floor reflection, with the make set in Cormorant
 * Garamond (read from the bundled @fontsource package and turned into outlines, so the rendering never
 * depends on the fonts a machine happens to have). No network, no external assets.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { encodePhotoVariants, type PhotoVariant } from '../modules/photos/pipeline.ts';

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
}

// ---------------------------------------------------------------------------------------------------------
// Small deterministic helpers

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

const escapeXml = (s: string): string =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

// ---------------------------------------------------------------------------------------------------------
// Colour

type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = hexToRgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Paint names as manufacturers spell them, then plain colour words; the longest match wins. */
const PAINTS: Array<[string, string]> = [
  ['rosso corsa', '#b0100d'],
  ['rosso', '#a3121a'],
  ['guards red', '#c1121c'],
  ['red', '#a8141a'],
  ['giallo', '#e9b300'],
  ['racing yellow', '#f0c419'],
  ['yellow', '#e3b505'],
  ['arancio', '#e2621a'],
  ['papaya', '#f07a18'],
  ['orange', '#d9621c'],
  ['verde', '#3f7a2a'],
  ['british racing green', '#0f3b28'],
  ['racing green', '#123d2a'],
  ['emerald', '#115c45'],
  ['green', '#1f4d33'],
  ['blu', '#1b3f86'],
  ['midnight', '#131b31'],
  ['navy', '#151f3a'],
  ['sapphire', '#173a7a'],
  ['gentian', '#1f3f8a'],
  ['portimao', '#1c4d9c'],
  ['blue', '#1d3f7a'],
  ['obsidian', '#0c0d0f'],
  ['nero', '#0d0d0f'],
  ['black', '#0f1012'],
  ['diamond', '#dcdcdc'],
  ['bianco', '#ecebe6'],
  ['pearl', '#eeebe4'],
  ['arctic', '#eef0f0'],
  ['white', '#e9e8e4'],
  ['chalk', '#cfcbc1'],
  ['nardo', '#8a8d8f'],
  ['silver', '#b8bcc2'],
  ['platinum', '#c9cacb'],
  ['graphite', '#3c3f44'],
  ['gunmetal', '#2e3237'],
  ['magnetite', '#33363a'],
  ['midnight silver', '#3f4247'],
  ['titanio', '#5d6064'],
  ['grigio', '#65686c'],
  ['grey', '#6e7176'],
  ['gray', '#6e7176'],
  ['bronze', '#7a5634'],
  ['champagne', '#cbb894'],
  ['gold', '#b28d46'],
  ['burgundy', '#4d0f1b'],
  ['bordeaux', '#4a1020'],
  ['claret', '#5a1222'],
  ['viola', '#4b2468'],
  ['purple', '#4a2a6a'],
  ['ultraviolet', '#3c2370'],
  ['brown', '#4a3325'],
  ['beige', '#c9b99a'],
];

const LEATHERS: Array<[RegExp, string]> = [
  [/tan|cognac|saddle|caramel|cuoio|brown|chestnut|tobacco/, '#8a5a36'],
  [/cream|ivory|beige|magnolia|sand|linen|champagne|bianco|white|arctic/, '#d6cab2'],
  [/red|rosso|bordeaux|burgundy/, '#7a1c1c'],
  [/blue|navy|blu/, '#1f2b45'],
  [/grey|gray|silver|slate/, '#5a5c60'],
];

function leatherColour(interior: string | null | undefined): string {
  const c = (interior ?? '').toLowerCase();
  for (const [re, hex] of LEATHERS) if (re.test(c)) return hex;
  return '#1e1b1a';
}

const FALLBACK_PAINTS = ['#1d3f7a', '#a3121a', '#0f1012', '#b8bcc2', '#e9e8e4', '#3c3f44', '#0f3b28'];

export function paintColour(colour: string | null | undefined): string {
  const c = (colour ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(c)) return c;
  let best: [string, string] | null = null;
  for (const entry of PAINTS) {
    if (c.includes(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  if (best) return best[1];
  return FALLBACK_PAINTS[hashString(c) % FALLBACK_PAINTS.length]!;
}

// ---------------------------------------------------------------------------------------------------------
// Type: glyph outlines from the bundled Cormorant Garamond WOFF (TrueType flavour)

interface OutlineFont {
  unitsPerEm: number;
  ascent: number;
  /** Outline (y down, baseline 0) and advance of one character, with lining figures. */
  glyph(ch: string): { path: string; advance: number };
}

function woffTables(buf: Buffer): Map<string, Buffer> {
  if (buf.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const tables = new Map<string, Buffer>();
  const count = buf.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const e = 44 + i * 20;
    const offset = buf.readUInt32BE(e + 4);
    const compLength = buf.readUInt32BE(e + 8);
    const origLength = buf.readUInt32BE(e + 12);
    const data = buf.subarray(offset, offset + compLength);
    tables.set(buf.toString('latin1', e, e + 4), compLength < origLength ? inflateSync(data) : data);
  }
  return tables;
}

function coverageIndex(t: Buffer, off: number, glyph: number): number {
  const format = t.readUInt16BE(off);
  const count = t.readUInt16BE(off + 2);
  for (let i = 0; i < count; i++) {
    if (format === 1) {
      if (t.readUInt16BE(off + 4 + i * 2) === glyph) return i;
    } else {
      const r = off + 4 + i * 6;
      const start = t.readUInt16BE(r);
      if (glyph >= start && glyph <= t.readUInt16BE(r + 2)) return t.readUInt16BE(r + 4) + glyph - start;
    }
  }
  return -1;
}

/** Single substitutions of one GSUB feature (here 'lnum': lining figures instead of old-style ones). */
function singleSubstitutions(gsub: Buffer | undefined, feature: string): (g: number) => number {
  if (!gsub) return (g) => g;
  const featureList = gsub.readUInt16BE(6);
  const lookupList = gsub.readUInt16BE(8);
  const subtables: number[] = [];
  for (let k = 0; k < gsub.readUInt16BE(featureList); k++) {
    const rec = featureList + 2 + k * 6;
    if (gsub.toString('latin1', rec, rec + 4) !== feature) continue;
    const f = featureList + gsub.readUInt16BE(rec + 4);
    for (let j = 0; j < gsub.readUInt16BE(f + 2); j++) {
      const lookup = lookupList + gsub.readUInt16BE(lookupList + 2 + gsub.readUInt16BE(f + 4 + j * 2) * 2);
      if (gsub.readUInt16BE(lookup) !== 1) continue;
      for (let s = 0; s < gsub.readUInt16BE(lookup + 4); s++)
        subtables.push(lookup + gsub.readUInt16BE(lookup + 6 + s * 2));
    }
  }
  return (g) => {
    for (const st of subtables) {
      const ci = coverageIndex(gsub, st + gsub.readUInt16BE(st + 2), g);
      if (ci < 0) continue;
      return gsub.readUInt16BE(st) === 1
        ? (g + gsub.readInt16BE(st + 4)) & 0xffff
        : gsub.readUInt16BE(st + 6 + ci * 2);
    }
    return g;
  };
}

type FontPoint = { x: number; y: number; on: boolean };

function loadOutlineFont(file: string): OutlineFont {
  const t = woffTables(readFileSync(file));
  const need = (tag: string): Buffer => {
    const b = t.get(tag);
    if (!b) throw new Error(`font has no ${tag} table`);
    return b;
  };
  const head = need('head');
  const hhea = need('hhea');
  const hmtx = need('hmtx');
  const loca = need('loca');
  const glyf = need('glyf');
  const cmap = need('cmap');
  const numGlyphs = need('maxp').readUInt16BE(4);
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const numHMetrics = hhea.readUInt16BE(34);
  const lining = singleSubstitutions(t.get('GSUB'), 'lnum');

  const locaAt = (i: number) => (longLoca ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
  const advanceOf = (g: number) => hmtx.readUInt16BE(Math.min(g, numHMetrics - 1) * 4);

  const charToGlyph = new Map<number, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const off = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(off) !== 4) continue;
    const segX2 = cmap.readUInt16BE(off + 6);
    const ends = off + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = cmap.readUInt16BE(ends + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g =
          rangeOffset === 0 ? c + delta : cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (c - start) * 2);
        if (rangeOffset !== 0 && g !== 0) g += delta;
        g &= 0xffff;
        if (g > 0 && g < numGlyphs) charToGlyph.set(c, g);
      }
    }
    break;
  }

  const contoursOf = (g: number, depth = 0): FontPoint[][] => {
    const start = locaAt(g);
    if (locaAt(g + 1) <= start || depth > 4) return [];
    const contourCount = glyf.readInt16BE(start);
    let p = start + 10;
    if (contourCount < 0) {
      // Composite glyph: components placed by x/y offsets (the glyphs used here are never scaled).
      const out: FontPoint[][] = [];
      for (let more = true; more; ) {
        const flags = glyf.readUInt16BE(p);
        const component = glyf.readUInt16BE(p + 2);
        p += 4;
        const words = (flags & 1) !== 0;
        const dx = words ? glyf.readInt16BE(p) : glyf.readInt8(p);
        const dy = words ? glyf.readInt16BE(p + 2) : glyf.readInt8(p + 1);
        p += words ? 4 : 2;
        p += flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0;
        for (const c of contoursOf(component, depth + 1))
          out.push(c.map((q) => ({ ...q, x: q.x + dx, y: q.y + dy })));
        more = (flags & 0x20) !== 0;
      }
      return out;
    }
    const endPoints: number[] = [];
    for (let i = 0; i < contourCount; i++) endPoints.push(glyf.readUInt16BE(p + i * 2));
    p += contourCount * 2;
    p += 2 + glyf.readUInt16BE(p);
    const n = contourCount ? endPoints[contourCount - 1]! + 1 : 0;
    const flags: number[] = [];
    while (flags.length < n) {
      const f = glyf.readUInt8(p++);
      flags.push(f);
      if (f & 8) for (let r = glyf.readUInt8(p++); r > 0; r--) flags.push(f);
    }
    const coords = (shortBit: number, sameBit: number): number[] => {
      const out: number[] = [];
      let v = 0;
      for (const f of flags) {
        if (f & shortBit) {
          const d = glyf.readUInt8(p++);
          v += f & sameBit ? d : -d;
        } else if (!(f & sameBit)) {
          v += glyf.readInt16BE(p);
          p += 2;
        }
        out.push(v);
      }
      return out;
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    const contours: FontPoint[][] = [];
    let from = 0;
    for (const end of endPoints) {
      const c: FontPoint[] = [];
      for (let i = from; i <= end; i++) c.push({ x: xs[i]!, y: -ys[i]!, on: (flags[i]! & 1) === 1 });
      contours.push(c);
      from = end + 1;
    }
    return contours;
  };

  const toPath = (contours: FontPoint[][]): string => {
    let d = '';
    for (const c of contours) {
      if (c.length < 2) continue;
      let s = c.findIndex((q) => q.on);
      let first: FontPoint;
      if (s < 0) {
        s = 0;
        first = { x: (c[0]!.x + c[1]!.x) / 2, y: (c[0]!.y + c[1]!.y) / 2, on: true };
      } else first = c[s]!;
      d += `M${n1(first.x)} ${n1(first.y)}`;
      let ctrl: FontPoint | null = null;
      for (let k = 1; k <= c.length; k++) {
        const q = k === c.length ? first : c[(s + k) % c.length]!;
        if (q.on) {
          d += ctrl ? `Q${n1(ctrl.x)} ${n1(ctrl.y)} ${n1(q.x)} ${n1(q.y)}` : `L${n1(q.x)} ${n1(q.y)}`;
          ctrl = null;
        } else if (ctrl) {
          d += `Q${n1(ctrl.x)} ${n1(ctrl.y)} ${n1((ctrl.x + q.x) / 2)} ${n1((ctrl.y + q.y) / 2)}`;
          ctrl = q;
        } else ctrl = q;
      }
      d += 'Z';
    }
    return d;
  };

  const cache = new Map<string, { path: string; advance: number }>();
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4),
    glyph(ch) {
      let hit = cache.get(ch);
      if (!hit) {
        const g = lining(charToGlyph.get(ch.codePointAt(0) ?? 32) ?? 0);
        hit = { path: toPath(contoursOf(g)), advance: advanceOf(g) };
        cache.set(ch, hit);
      }
      return hit;
    },
  };
}

const fonts = new Map<string, OutlineFont | null>();

function font(weight: 400 | 500 | 600): OutlineFont | null {
  const key = String(weight);
  if (!fonts.has(key)) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve(
        `@fontsource/cormorant-garamond/files/cormorant-garamond-latin-${weight}-normal.woff`,
      );
      fonts.set(key, loadOutlineFont(file));
    } catch {
      fonts.set(key, null); // falls back to SVG text in a serif the system has
    }
  }
  return fonts.get(key) ?? null;
}

interface TextOptions {
  x: number;
  y: number;
  size: number;
  /** Extra space between letters, in em. */
  tracking: number;
  weight: 400 | 500 | 600;
  fill: string;
  anchor: 'start' | 'end';
  opacity?: number;
}

function textWidth(text: string, o: Pick<TextOptions, 'size' | 'tracking' | 'weight'>): number {
  const f = font(o.weight);
  if (!f) return text.length * o.size * (0.62 + o.tracking);
  let w = 0;
  for (const ch of text) w += (f.glyph(ch).advance / f.unitsPerEm) * o.size + o.tracking * o.size;
  return w - o.tracking * o.size;
}

function setText(text: string, o: TextOptions): string {
  const f = font(o.weight);
  const width = textWidth(text, o);
  const x0 = o.anchor === 'end' ? o.x - width : o.x;
  const opacity = o.opacity === undefined ? '' : ` opacity="${o.opacity}"`;
  if (!f) {
    return `<text x="${n1(x0)}" y="${n1(o.y)}" font-family="Cormorant Garamond, Didot, Bodoni 72, Georgia, Liberation Serif, DejaVu Serif, serif" font-size="${o.size}" font-weight="${o.weight}" letter-spacing="${n1(o.tracking * o.size)}" fill="${o.fill}"${opacity}>${escapeXml(text)}</text>`;
  }
  const scale = o.size / f.unitsPerEm;
  let x = 0;
  let glyphs = '';
  for (const ch of text) {
    const g = f.glyph(ch);
    if (g.path) glyphs += `<path transform="translate(${n1(x)} 0)" d="${g.path}"/>`;
    x += g.advance + o.tracking * f.unitsPerEm;
  }
  return `<g transform="translate(${n1(x0)} ${n1(o.y)}) scale(${scale.toFixed(5)})" fill="${o.fill}"${opacity}>${glyphs}</g>`;
}

// ---------------------------------------------------------------------------------------------------------
// Car shapes. A profile is drawn in "car units": x from 0 (front) to 1000 (rear), h up from the ground.

/** [x, h] or [x, h, 1] for a sharp corner. */
type P = [number, number] | [number, number, 1];

interface Profile {
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

const PROFILES: Record<string, Profile> = {
  supercar: {
    front: 215,
    rear: 790,
    r: 78,
    rim: 0.74,
    gap: 7,
    sill: 34,
    body: pts(
      '12,32! 0,50! 40,92 130,140 230,166 300,172 340,178 430,226 505,250 575,256 650,247 760,216 880,196 975,188! 992,162 998,118 992,40!',
    ),
    glass: pts('356,186! 430,222 505,244 575,248 640,240 712,215! 600,200 470,191'),
    pillars: [[556, 564, 10]],
    head: pts('14,68! 70,110 118,132! 112,118 26,64!'),
    tail: pts('930,188! 994,180! 997,164! 940,176!'),
    doors: [
      [356, 176, 370],
      [606, 196, 586],
    ],
    shoulder: 158,
    mirror: [372, 194],
    intake: pts('604,190! 716,206! 704,150 690,104! 650,128'),
    lowerFront: [150, 62, 40],
    lowerRear: [850, 44, 96],
  },
  spyder: {
    front: 215,
    rear: 790,
    r: 78,
    rim: 0.74,
    gap: 7,
    sill: 34,
    body: pts(
      '12,32! 0,50! 40,92 130,140 230,166 300,172 340,178 428,232! 440,230! 446,202 520,192 640,196 760,210 880,196 975,188! 992,162 998,118 992,40!',
    ),
    glass: pts('356,184! 426,226! 434,224! 374,184!'),
    pillars: [],
    head: pts('14,68! 70,110 118,132! 112,118 26,64!'),
    tail: pts('930,188! 994,180! 997,164! 940,176!'),
    doors: [
      [356, 176, 370],
      [606, 190, 586],
    ],
    shoulder: 158,
    mirror: [376, 194],
    intake: pts('604,186! 716,204! 704,150 690,104! 650,128'),
    seats: [
      [520, 238],
      [630, 236],
    ],
    lowerFront: [150, 62, 40],
    lowerRear: [850, 44, 96],
  },
  gt: {
    front: 200,
    rear: 795,
    r: 77,
    rim: 0.72,
    gap: 8,
    sill: 38,
    body: pts(
      '6,42! 0,76 12,112 70,146 200,172 330,178 455,186 560,252 640,274 725,264 805,226 900,202 972,194! 994,166 1000,124 992,46!',
    ),
    glass: pts('470,193! 560,246 640,266 718,255 796,226! 640,206'),
    pillars: [[668, 676, 8]],
    head: pts('10,112! 60,140 118,158! 106,142 20,104!'),
    tail: pts('920,198! 990,188! 996,172! 930,184!'),
    doors: [
      [470, 180, 482],
      [712, 214, 690],
    ],
    shoulder: 162,
    handle: [640, 186],
    mirror: [486, 200],
    lowerFront: [120, 58, 44],
    lowerRear: [880, 58, 48],
  },
  cabriolet: {
    front: 200,
    rear: 795,
    r: 77,
    rim: 0.72,
    gap: 8,
    sill: 38,
    body: pts(
      '6,42! 0,76 12,112 70,146 200,172 330,178 455,186 540,244! 552,242! 556,208 640,202 780,208 880,202 972,194! 994,166 1000,124 992,46!',
    ),
    glass: pts('470,190! 538,238! 546,236! 488,188!'),
    pillars: [],
    head: pts('10,112! 60,140 118,158! 106,142 20,104!'),
    tail: pts('920,198! 990,188! 996,172! 930,184!'),
    doors: [
      [480, 184, 490],
      [730, 204, 705],
    ],
    shoulder: 162,
    handle: [650, 190],
    mirror: [490, 198],
    seats: [
      [640, 262],
      [770, 256],
    ],
    lowerFront: [120, 58, 44],
    lowerRear: [880, 58, 48],
  },
  fastback: {
    front: 205,
    rear: 752,
    r: 76,
    rim: 0.73,
    gap: 8,
    sill: 38,
    body: pts(
      '6,44! 0,80 12,116 70,150 205,170 290,174 345,182 430,256 520,287 605,280 720,238 800,212 890,186 955,172! 992,150 1000,106 990,44!',
    ),
    glass: pts('360,189! 432,250 518,279 598,271 692,230! 520,200'),
    pillars: [[578, 586, 6]],
    head: pts('16,124! 60,150 98,160! 92,140 28,116!'),
    tail: pts('880,186! 992,160! 996,146! 888,172!'),
    doors: [
      [360, 176, 372],
      [604, 210, 594],
    ],
    shoulder: 160,
    handle: [552, 182],
    mirror: [374, 194],
    lowerFront: [110, 60, 46],
    lowerRear: [880, 56, 46],
  },
  sedan: {
    front: 190,
    rear: 790,
    r: 77,
    rim: 0.7,
    gap: 10,
    sill: 44,
    body: pts(
      '4,56! 0,112 14,152 80,170 330,184 430,264 520,290 660,290 745,260 830,206 950,198 994,184! 1000,132 992,56!',
    ),
    glass: pts('346,192! 430,258 520,281 660,281 735,257 802,208! 560,198'),
    pillars: [
      [560, 572, 4],
      [722, 760, 30],
    ],
    head: pts('12,150! 70,164 105,166! 96,150 20,138!'),
    tail: pts('930,196! 994,184! 998,166! 934,176!'),
    doors: [
      [346, 180, 360],
      [566, 190, 570],
      [790, 196, 770],
    ],
    shoulder: 170,
    handle: [500, 174],
    mirror: [362, 196],
    chrome: true,
    lowerFront: [80, 72, 58],
    lowerRear: [910, 70, 58],
  },
  suv: {
    front: 188,
    rear: 792,
    r: 86,
    rim: 0.66,
    gap: 14,
    sill: 62,
    body: pts(
      '4,72! 0,140 10,206 70,228 300,244 400,340 460,366 850,370 945,354 980,318 998,222 1000,132 990,72!',
    ),
    glass: pts('318,254! 400,334 460,356 850,360 930,344 964,300! 962,262!'),
    pillars: [
      [560, 572, 3],
      [786, 800, 4],
    ],
    head: pts('8,206! 60,218 98,222! 90,206 12,194!'),
    tail: pts('966,300! 999,292! 1000,258! 970,262!'),
    doors: [
      [318, 240, 330],
      [566, 248, 570],
      [794, 250, 780],
    ],
    shoulder: 220,
    handle: [510, 232],
    mirror: [334, 260],
    chrome: true,
    lowerFront: [100, 96, 74],
    lowerRear: [900, 100, 74],
  },
  boxy: {
    front: 188,
    rear: 790,
    r: 90,
    rim: 0.62,
    gap: 16,
    sill: 70,
    body: pts('10,76! 2,150! 6,232! 40,246! 330,262! 372,390! 392,404! 958,404! 982,394! 990,250! 988,82!'),
    glass: pts('348,276! 382,384! 950,384! 950,276!'),
    pillars: [
      [556, 574, 0],
      [752, 770, 0],
    ],
    head: pts('2,232! 26,240! 26,196! 2,196!'),
    tail: pts('972,262! 990,262! 990,200! 972,200!'),
    doors: [
      [348, 272, 350],
      [560, 272, 560],
      [760, 272, 760],
    ],
    shoulder: 240,
    handle: [520, 256],
    mirror: [352, 282],
    spare: true,
    lowerFront: [44, 120, 80],
    lowerRear: [960, 116, 84],
  },
  truck: {
    front: 175,
    rear: 795,
    r: 82,
    rim: 0.64,
    gap: 16,
    sill: 64,
    body: pts(
      '6,76! 0,150! 8,222! 50,238! 300,252! 372,334! 396,342! 570,342! 588,328! 592,236! 990,236! 1000,222! 998,84! 986,74!',
    ),
    glass: pts('318,260! 376,330! 566,330! 580,262!'),
    pillars: [[462, 476, 0]],
    head: pts('2,222! 44,232! 44,198! 2,192!'),
    tail: pts('984,232! 999,228! 999,170! 984,170!'),
    doors: [
      [318, 252, 322],
      [468, 252, 468],
      [584, 252, 584],
    ],
    shoulder: 214,
    handle: [440, 236],
    mirror: [334, 266],
    lowerFront: [40, 150, 80],
    lowerRear: [960, 116, 82],
  },
  hatchback: {
    front: 180,
    rear: 812,
    r: 76,
    rim: 0.7,
    gap: 9,
    sill: 44,
    body: pts(
      '5,52! 0,100 12,160 60,184 300,204 430,300 520,326 790,322 890,308 950,288! 984,206 1000,130 992,56!',
    ),
    glass: pts('316,212! 430,294 520,316 760,312 816,296! 832,228!'),
    pillars: [[586, 598, 4]],
    head: pts('10,158! 70,178 118,184! 110,166 16,146!'),
    tail: pts('930,262! 972,250! 984,210! 930,222!'),
    doors: [
      [316, 200, 330],
      [592, 210, 596],
    ],
    shoulder: 190,
    handle: [530, 206],
    mirror: [334, 218],
    lowerFront: [100, 72, 54],
    lowerRear: [890, 74, 56],
  },
  wagon: {
    front: 190,
    rear: 782,
    r: 77,
    rim: 0.72,
    gap: 8,
    sill: 40,
    body: pts(
      '5,48! 0,92 14,128 100,150 330,166 440,248 530,282 860,278 944,268 975,250! 994,178 1000,120 990,50!',
    ),
    glass: pts('346,173! 440,243 530,272 852,269 930,258! 948,216! 700,192'),
    pillars: [
      [560, 572, 4],
      [770, 790, 6],
    ],
    head: pts('14,126! 100,146 140,150! 128,138 22,116!'),
    tail: pts('944,226! 992,210! 996,188! 946,206!'),
    doors: [
      [346, 162, 360],
      [566, 176, 570],
      [780, 186, 760],
    ],
    shoulder: 150,
    handle: [510, 162],
    mirror: [362, 180],
    lowerFront: [120, 62, 48],
    lowerRear: [880, 64, 50],
  },
  van: {
    front: 160,
    rear: 800,
    r: 70,
    rim: 0.66,
    gap: 12,
    sill: 50,
    body: pts('5,58! 0,128 8,196 50,222 170,244 330,344 400,364 960,366! 986,356 997,300 1000,90 990,58!'),
    glass: pts('200,252! 334,336 400,354 952,356! 978,346! 980,256!'),
    pillars: [
      [330, 342, 0],
      [520, 534, 0],
      [740, 754, 0],
    ],
    head: pts('6,194! 56,212 96,218! 90,200 10,182!'),
    tail: pts('982,300! 999,296! 1000,200! 984,200!'),
    doors: [
      [200, 240, 204],
      [336, 250, 336],
      [536, 250, 536],
      [960, 250, 960],
    ],
    shoulder: 230,
    handle: [300, 232],
    mirror: [214, 258],
    lowerFront: [60, 84, 62],
    lowerRear: [940, 92, 64],
  },
};

const MID_ENGINE =
  /lamborghini|mclaren|bugatti|pagani|lotus|sf90|296|f8|488|458|laferrari|enzo|mc20|r8|huracan|huracán|aventador|revuelto|evija|emira|chiron|veyron|zonda|huayra|utopia|corvette|nsx/i;
const FASTBACK = /911|cayman|boxster|718|carrera/i;
const BOXY = /g ?63|g-class|g ?500|g ?550|g-wagen|defender|wrangler|bronco|land cruiser 70/i;

/** Which drawing fits a car: the body type, refined by the make and model. */
export function profileFor(
  make: string,
  model: string,
  bodyType: string | null | undefined,
): keyof typeof PROFILES {
  const name = `${make} ${model}`;
  switch (bodyType) {
    case 'sedan':
      return 'sedan';
    case 'suv':
      return BOXY.test(name) ? 'boxy' : 'suv';
    case 'truck':
      return 'truck';
    case 'hatchback':
      return 'hatchback';
    case 'wagon':
      return 'wagon';
    case 'van':
      return 'van';
    case 'convertible':
      return MID_ENGINE.test(name) ? 'spyder' : 'cabriolet';
    default:
      if (FASTBACK.test(name)) return 'fastback';
      return MID_ENGINE.test(name) ? 'supercar' : 'gt';
  }
}

// ---------------------------------------------------------------------------------------------------------
// Geometry to SVG paths

type Xf = (x: number, h: number) => [number, number];

/** A smooth path through points (Catmull-Rom as cubic Béziers); corner points get straight tangents. */
function smoothPath(points: P[], xf: Xf, closed: boolean, moveTo = true): string {
  const pts = points.map((p) => ({ p: xf(p[0], p[1]), corner: p[2] === 1 }));
  const n = pts.length;
  const at = (i: number) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
  let d = moveTo ? `M${n1(pts[0]!.p[0])} ${n1(pts[0]!.p[1])}` : `L${n1(pts[0]!.p[0])} ${n1(pts[0]!.p[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const a = at(i);
    const b = at(i + 1);
    const tangent = (k: number, towards: number): [number, number] => {
      const c = at(k);
      if (c.corner || (!closed && (k === 0 || k === n - 1))) {
        const o = at(towards);
        return [(o.p[0] - c.p[0]) / 3, (o.p[1] - c.p[1]) / 3];
      }
      const prev = at(k - 1);
      const next = at(k + 1);
      const s = towards > k ? 1 : -1;
      return [(s * (next.p[0] - prev.p[0])) / 6, (s * (next.p[1] - prev.p[1])) / 6];
    };
    const ta = tangent(i, i + 1);
    const tb = tangent(i + 1, i);
    d += `C${n1(a.p[0] + ta[0])} ${n1(a.p[1] + ta[1])} ${n1(b.p[0] + tb[0])} ${n1(b.p[1] + tb[1])} ${n1(b.p[0])} ${n1(b.p[1])}`;
  }
  return closed ? `${d}Z` : d;
}

interface Wheel {
  cx: number;
  cy: number;
  r: number;
}

function bodyPath(pr: Profile, xf: Xf, s: number): string {
  const top = smoothPath(pr.body, xf, false);
  const ra = (pr.r + pr.gap) * s;
  const archTo = (x: number): string => {
    const dh = (pr.r - pr.sill) * s;
    const dx = Math.sqrt(Math.max(0, ra * ra - dh * dh));
    const [cx] = xf(x, pr.r);
    const [, y] = xf(x, pr.sill);
    const large = pr.sill < pr.r ? 1 : 0;
    return `L${n1(cx + dx)} ${n1(y)}A${n1(ra)} ${n1(ra)} 0 ${large} 0 ${n1(cx - dx)} ${n1(y)}`;
  };
  return `${top}${archTo(pr.rear)}${archTo(pr.front)}Z`;
}

function archShadowPath(pr: Profile, xf: Xf, s: number, x: number): string {
  const ra = (pr.r + pr.gap) * s;
  const dh = (pr.r - pr.sill) * s;
  const dx = Math.sqrt(Math.max(0, ra * ra - dh * dh));
  const [cx] = xf(x, pr.r);
  const [, y] = xf(x, pr.sill);
  return `M${n1(cx + dx)} ${n1(y)}A${n1(ra)} ${n1(ra)} 0 ${pr.sill < pr.r ? 1 : 0} 0 ${n1(cx - dx)} ${n1(y)}Z`;
}

// ---------------------------------------------------------------------------------------------------------
// Wheels

type RimStyle = 'twin' | 'five' | 'multi' | 'y' | 'aero' | 'mesh';

function wheelSvg(
  w: Wheel,
  rimRatio: number,
  style: RimStyle,
  rimColour: string,
  caliper: string,
  id: string,
): string {
  const { cx, cy, r } = w;
  const rr = r * rimRatio;
  const parts: string[] = [];
  // Tyre with a soft sidewall highlight.
  parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r)}" fill="url(#tyre)"/>`);
  parts.push(
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(r * 0.93)}" fill="none" stroke="#2a2b2e" stroke-width="${n1(r * 0.02)}" opacity="0.9"/>`,
  );
  // Rim barrel (dark), brake disc and caliper seen through the spokes.
  parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(rr)}" fill="#0d0e10"/>`);
  parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(rr * 0.8)}" fill="url(#disc)"/>`);
  const cal = (a: number) => [cx + Math.cos(a) * rr * 0.78, cy + Math.sin(a) * rr * 0.78] as const;
  const a0 = (-150 * Math.PI) / 180;
  const a1 = (-95 * Math.PI) / 180;
  const [x0, y0] = cal(a0);
  const [x1, y1] = cal(a1);
  parts.push(
    `<path d="M${n1(x0)} ${n1(y0)}A${n1(rr * 0.78)} ${n1(rr * 0.78)} 0 0 1 ${n1(x1)} ${n1(y1)}" fill="none" stroke="${caliper}" stroke-width="${n1(rr * 0.2)}" stroke-linecap="round"/>`,
  );
  // Spokes.
  const spoke = (angle: number, width: number, inner: number, outer: number) => {
    const wi = (width * 1.5) / 2;
    const wo = width / 2;
    return `<path transform="translate(${n1(cx)} ${n1(cy)}) rotate(${n1(angle)})" d="M${n1(-wi)} ${n1(-inner)}L${n1(-wo)} ${n1(-outer)}L${n1(wo)} ${n1(-outer)}L${n1(wi)} ${n1(-inner)}Z"/>`;
  };
  const spokes: string[] = [];
  const hub = rr * 0.24;
  if (style === 'aero') {
    parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(rr * 0.97)}" fill="url(#rim-${id})"/>`);
    for (let i = 0; i < 5; i++) {
      spokes.push(
        `<path transform="translate(${n1(cx)} ${n1(cy)}) rotate(${i * 72 + 20})" d="M0 ${n1(-hub)}C${n1(rr * 0.3)} ${n1(-rr * 0.45)} ${n1(rr * 0.2)} ${n1(-rr * 0.8)} ${n1(rr * 0.05)} ${n1(-rr * 0.95)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="${n1(rr * 0.04)}"/>`,
      );
    }
  } else if (style === 'mesh') {
    for (let i = 0; i < 15; i++) {
      spokes.push(spoke(i * 24 + 12, rr * 0.07, hub * 0.9, rr * 0.98));
      spokes.push(spoke(i * 24 - 12 + 6, rr * 0.05, rr * 0.55, rr * 0.98));
    }
  } else {
    const count = style === 'multi' ? 10 : 5;
    for (let i = 0; i < count; i++) {
      const base = (i * 360) / count;
      if (style === 'twin') {
        spokes.push(spoke(base - 6, rr * 0.11, hub, rr * 0.98));
        spokes.push(spoke(base + 6, rr * 0.11, hub, rr * 0.98));
      } else if (style === 'y') {
        spokes.push(spoke(base, rr * 0.2, hub, rr * 0.6));
        spokes.push(spoke(base - 11, rr * 0.1, rr * 0.55, rr * 0.98));
        spokes.push(spoke(base + 11, rr * 0.1, rr * 0.55, rr * 0.98));
      } else if (style === 'multi') {
        spokes.push(spoke(base, rr * 0.1, hub, rr * 0.98));
      } else {
        spokes.push(spoke(base, rr * 0.22, hub, rr * 0.98));
      }
    }
  }
  parts.push(
    `<g fill="url(#rim-${id})" stroke="#000" stroke-opacity="0.35" stroke-width="1">${spokes.join('')}</g>`,
  );
  // Rim lip, hub and centre cap.
  parts.push(
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(rr)}" fill="none" stroke="url(#rim-${id})" stroke-width="${n1(r * 0.045)}"/>`,
  );
  parts.push(
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(hub)}" fill="url(#rim-${id})" stroke="#000" stroke-opacity="0.4"/>`,
  );
  parts.push(`<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(hub * 0.45)}" fill="#16171a"/>`);
  parts.push(
    `<circle cx="${n1(cx)}" cy="${n1(cy)}" r="${n1(hub * 0.45)}" fill="none" stroke="${rimColour}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  // A glint across the rim, as a studio light would leave.
  parts.push(
    `<ellipse cx="${n1(cx - rr * 0.25)}" cy="${n1(cy - rr * 0.45)}" rx="${n1(rr * 0.55)}" ry="${n1(rr * 0.16)}" transform="rotate(-25 ${n1(cx - rr * 0.25)} ${n1(cy - rr * 0.45)})" fill="#fff" opacity="0.1"/>`,
  );
  return `<g>${parts.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------------------
// Backdrops

interface Backdrop {
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

const BACKDROPS: Record<string, Backdrop> = {
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

// ---------------------------------------------------------------------------------------------------------
// The picture

const CALIPERS = ['#b3121a', '#d9a400', '#1a1a1a', '#9ea3a8', '#1e4fa0'];
const RIM_COLOURS = ['#c9ccd1', '#c9ccd1', '#45484d', '#1d1e21', '#8a6d43'];
const RIM_STYLES: RimStyle[] = ['twin', 'five', 'multi', 'y', 'mesh'];

/** The illustration as an SVG document, ART_WIDTH x ART_HEIGHT. */
export function carIllustrationSvg(o: CarArtOptions): string {
  const rnd = mulberry32(hashString(`${o.make}|${o.model}|${o.seed ?? 0}`));
  const profileName = profileFor(o.make, o.model, o.bodyType);
  const pr = PROFILES[profileName]!;
  const paint = paintColour(o.colour);
  const paintLum = luminance(paint);
  const electric = /tesla|taycan|e-tron|lucid|spectre|eqs|i7|ix|evija|rimac/i.test(`${o.make} ${o.model}`);

  // Wheel design is a property of the car, so both photos agree.
  const rimStyle: RimStyle = electric ? 'aero' : RIM_STYLES[Math.floor(rnd() * RIM_STYLES.length)]!;
  const rimPick = RIM_COLOURS[Math.floor(rnd() * RIM_COLOURS.length)]!;
  const rimColour = electric ? '#3a3d42' : rimPick; // aero covers come in dark grey
  const sporty = profileName === 'supercar' || profileName === 'spyder' || profileName === 'fastback';
  const caliper = sporty ? CALIPERS[Math.floor(rnd() * CALIPERS.length)]! : '#2a2b2e';

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
  const bodyTopColour = lighten(paint, paintLum < 0.05 ? 0.28 : 0.38);
  const bodyLowColour = darken(paint, 0.62);

  const defs: string[] = [];
  defs.push(`<radialGradient id="bg" cx="50%" cy="42%" r="75%">
<stop offset="0" stop-color="${bd.centre}"/><stop offset="0.55" stop-color="${bd.mid}"/><stop offset="1" stop-color="${bd.edge}"/></radialGradient>`);
  defs.push(`<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${bd.floor}" stop-opacity="0"/><stop offset="0.35" stop-color="${bd.floor}" stop-opacity="0.55"/><stop offset="1" stop-color="${bd.edge}" stop-opacity="0.95"/></linearGradient>`);
  defs.push(`<radialGradient id="pool" cx="50%" cy="50%" r="50%">
<stop offset="0" stop-color="#ffffff" stop-opacity="${bd.pool}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`);
  defs.push(`<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(yTop)}" x2="0" y2="${n1(ground)}">
<stop offset="0" stop-color="${bodyTopColour}"/><stop offset="0.28" stop-color="${lighten(paint, 0.08)}"/><stop offset="0.5" stop-color="${paint}"/><stop offset="0.78" stop-color="${darken(paint, 0.3)}"/><stop offset="1" stop-color="${bodyLowColour}"/></linearGradient>`);
  defs.push(`<linearGradient id="glass" gradientUnits="userSpaceOnUse" x1="0" y1="${n1(yTop)}" x2="0" y2="${n1(ground - pr.shoulder * s)}">
<stop offset="0" stop-color="#4a525c"/><stop offset="0.45" stop-color="#1a1e23"/><stop offset="1" stop-color="#07080a"/></linearGradient>`);
  defs.push(
    `<radialGradient id="tyre"><stop offset="0.6" stop-color="#0c0c0d"/><stop offset="0.86" stop-color="#1d1e20"/><stop offset="0.97" stop-color="#111113"/><stop offset="1" stop-color="#050505"/></radialGradient>`,
  );
  defs.push(
    `<radialGradient id="disc"><stop offset="0.3" stop-color="#3a3c40"/><stop offset="0.8" stop-color="#6b6e73"/><stop offset="1" stop-color="#2a2b2e"/></radialGradient>`,
  );
  defs.push(`<linearGradient id="rim-w" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${lighten(rimColour, 0.45)}"/><stop offset="0.5" stop-color="${rimColour}"/><stop offset="1" stop-color="${darken(rimColour, 0.45)}"/></linearGradient>`);
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
  // Soft edges come from gradients rather than blur filters: four times faster to render.
  const band = (id: string, colour: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.5" stop-color="${colour}" stop-opacity="1"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
  defs.push(band('band-light', '#ffffff'), band('band-dark', '#000000'));
  defs.push(
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="1"/><stop offset="0.55" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
  );

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
  const scene: string[] = [];
  scene.push(`<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`);
  scene.push(
    `<rect y="${n1(ground - 140)}" width="${ART_WIDTH}" height="${n1(ART_HEIGHT - ground + 140)}" fill="url(#floor)"/>`,
  );
  const midX = carLeft + 500 * s;
  const poolX = mirrored ? ART_WIDTH - midX : midX;
  scene.push(
    `<ellipse cx="${n1(poolX)}" cy="${n1(ground + 10)}" rx="${n1(720 * s)}" ry="${n1(110 * s)}" fill="url(#pool)"/>`,
  );
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

  // ----- type: the make, a hairline, the model
  const makeText = o.make.toUpperCase();
  const modelText = o.model.toUpperCase();
  const tx = 110;
  const anchor = 'start';
  const makeSize = 58;
  scene.push(
    setText(makeText, {
      x: tx,
      y: 150,
      size: makeSize,
      tracking: 0.3,
      weight: 500,
      fill: bd.ink,
      anchor,
      opacity: 0.92,
    }),
  );
  const ruleW = 64;
  scene.push(`<rect x="${tx}" y="178" width="${ruleW}" height="1.6" fill="${bd.accent}"/>`);
  scene.push(
    setText(modelText, {
      x: tx,
      y: 226,
      size: 26,
      tracking: 0.26,
      weight: 500,
      fill: bd.ink,
      anchor,
      opacity: 0.7,
    }),
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${defs.join('')}</defs>${scene.join('')}</svg>`;
}

// ---------------------------------------------------------------------------------------------------------
// Rendering

/**
 * Rasterises the SVG once at full size; the upload pipeline then makes every variant, so demo photos are
 * encoded exactly like uploaded ones.
 */
export async function renderPhotoVariants(svg: string): Promise<PhotoVariant[]> {
  const raster = await sharp(Buffer.from(svg), { density: 72 })
    .resize(ART_WIDTH, ART_HEIGHT)
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  return encodePhotoVariants(raster);
}
