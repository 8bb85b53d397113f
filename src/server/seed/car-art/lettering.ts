/**
 * Type for the pictures: glyph outlines read from the bundled Cormorant Garamond WOFF (TrueType flavour),
 * so the rendering never depends on the fonts a machine happens to have.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { escapeXml, n1 } from './svg.ts';

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

export function textWidth(text: string, o: Pick<TextOptions, 'size' | 'tracking' | 'weight'>): number {
  const f = font(o.weight);
  if (!f) return text.length * o.size * (0.62 + o.tracking);
  let w = 0;
  for (const ch of text) w += (f.glyph(ch).advance / f.unitsPerEm) * o.size + o.tracking * o.size;
  return w - o.tracking * o.size;
}

export function setText(text: string, o: TextOptions): string {
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
