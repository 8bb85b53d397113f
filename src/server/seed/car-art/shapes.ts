/** Geometry to SVG paths: a car's body from its profile, the wheel arches and the wheels. */
import type { P, Profile } from './profiles.ts';
import { n1 } from './svg.ts';

export type Xf = (x: number, h: number) => [number, number];

type Pt = [number, number];
/** A cubic Bézier segment: start, two control points, end. */
type Segment = [Pt, Pt, Pt, Pt];

/** The Catmull-Rom curve through points as cubic Béziers; corner points get straight tangents. */
function catmullRom(pts: Array<{ p: Pt; corner: boolean }>, closed: boolean): Segment[] {
  const n = pts.length;
  const at = (i: number) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!;
  const segments: Segment[] = [];
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = at(i);
    const b = at(i + 1);
    const tangent = (k: number, towards: number): Pt => {
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
    segments.push([a.p, [a.p[0] + ta[0], a.p[1] + ta[1]], [b.p[0] + tb[0], b.p[1] + tb[1]], b.p]);
  }
  return segments;
}

/** A smooth path through points (Catmull-Rom as cubic Béziers); corner points get straight tangents. */
export function smoothPath(points: P[], xf: Xf, closed: boolean, moveTo = true): string {
  const pts = points.map((p) => ({ p: xf(p[0], p[1]), corner: p[2] === 1 }));
  const first = pts[0]!.p;
  let d = `${moveTo ? 'M' : 'L'}${n1(first[0])} ${n1(first[1])}`;
  for (const [, c1, c2, b] of catmullRom(pts, closed))
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(b[0])} ${n1(b[1])}`;
  return closed ? `${d}Z` : d;
}

/**
 * Points along the curve smoothPath draws through `points`, in the points' own units: `steps` to a segment,
 * the given points among them with their corner marks. For views that place the curve in depth.
 */
export function sampleSmooth(points: P[], closed: boolean, steps: number): P[] {
  const segments = catmullRom(
    points.map((p) => ({ p: [p[0], p[1]] as Pt, corner: p[2] === 1 })),
    closed,
  );
  const out: P[] = [];
  for (const [i, [a, c1, c2, b]] of segments.entries()) {
    out.push(points[i]!);
    for (let k = 1; k < steps; k++) {
      const t = k / steps;
      const u = 1 - t;
      const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
      out.push([
        w[0] * a[0] + w[1] * c1[0] + w[2] * c2[0] + w[3] * b[0],
        w[0] * a[1] + w[1] * c1[1] + w[2] * c2[1] + w[3] * b[1],
      ]);
    }
  }
  if (!closed) out.push(points[points.length - 1]!);
  return out;
}

export interface Wheel {
  cx: number;
  cy: number;
  r: number;
}

export function bodyPath(pr: Profile, xf: Xf, s: number): string {
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

export function archShadowPath(pr: Profile, xf: Xf, s: number, x: number): string {
  const ra = (pr.r + pr.gap) * s;
  const dh = (pr.r - pr.sill) * s;
  const dx = Math.sqrt(Math.max(0, ra * ra - dh * dh));
  const [cx] = xf(x, pr.r);
  const [, y] = xf(x, pr.sill);
  return `M${n1(cx + dx)} ${n1(y)}A${n1(ra)} ${n1(ra)} 0 ${pr.sill < pr.r ? 1 : 0} 0 ${n1(cx - dx)} ${n1(y)}Z`;
}

// ---------------------------------------------------------------------------------------------------------
// Wheels

export type RimStyle = 'twin' | 'five' | 'multi' | 'y' | 'aero' | 'mesh';

export function wheelSvg(
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
