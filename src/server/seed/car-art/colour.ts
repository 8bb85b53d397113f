import { hashString } from '../random.ts';

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const v = Number.parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export function luminance(c: string): number {
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

export function leatherColour(interior: string | null | undefined): string {
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
