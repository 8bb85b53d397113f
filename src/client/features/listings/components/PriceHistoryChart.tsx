import { formatPrice } from '@shared/format.ts';
import { useId } from 'react';
import { type ChartPoint, formatDay } from '../market-history.ts';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = { top: 12, right: 8, bottom: 22, left: 8 };

/**
 * A listing's price over time as a step line, drawn by hand in SVG (no chart library: the detail page's
 * chunk stays small and the server renders it like the rest of the page). Screen readers get the
 * changes in words (the SVG's title).
 */
export function PriceHistoryChart({ points, currency }: { points: readonly ChartPoint[]; currency: string }) {
  const id = useId();
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const prices = points.map((p) => p.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const span = high - low || high || 1;
  const time = last.at - first.at || 1;
  const x = (at: number) => PAD.left + ((at - first.at) / time) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) =>
    PAD.top + (1 - (price - low) / span) * (HEIGHT - PAD.top - PAD.bottom) * (high === low ? 0.5 : 1);
  // Steps: the price holds until the next change, then moves at once.
  let path = `M${x(first.at).toFixed(1)},${y(first.price).toFixed(1)}`;
  for (const p of points.slice(1)) path += `H${x(p.at).toFixed(1)}V${y(p.price).toFixed(1)}`;
  const changes = points.slice(1, -1);
  const summary = `Price history: ${formatPrice(first.price, currency)} at first${changes
    .map((p) => `, ${formatPrice(p.price, currency)} from ${formatDay(new Date(p.at).toISOString())}`)
    .join('')}.`;

  return (
    <figure className="flex flex-col gap-2" data-testid="price-history-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title`}
      >
        <title id={`${id}-title`}>{summary}</title>
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
          strokeWidth={1}
        />
        <path d={path} fill="none" className="stroke-gold" strokeWidth={2} strokeLinejoin="round" />
        {changes.map((p) => (
          <circle key={p.at} cx={x(p.at)} cy={y(p.price)} r={3.5} className="fill-gold stroke-background" />
        ))}
        <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[10px]">
          {formatDay(new Date(first.at).toISOString())}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 6}
          textAnchor="end"
          className="fill-muted-foreground text-[10px]"
        >
          {formatDay(new Date(last.at).toISOString())}
        </text>
      </svg>
    </figure>
  );
}
