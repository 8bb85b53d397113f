/**
 * The charts' look, from the site's palette (styles.css), shared by every recharts chart: series colours, the
 * grid, the axes and the tooltip.
 */
export const CHART_COLORS = {
  gold: '#c8a96a',
  ivory: '#f3efe6',
  green: '#7fc8a0',
  blue: '#7fb3d5',
  coral: '#e39b7b',
  violet: '#b59ad8',
  grid: 'var(--color-border)',
  axis: 'var(--color-muted-foreground)',
  axisLine: 'var(--color-border-strong)',
} as const;

export const tooltipProps = {
  contentStyle: {
    background: 'var(--color-surface-raised)',
    border: '1px solid var(--color-border-strong)',
    borderRadius: 8,
    color: 'var(--color-foreground)',
    fontSize: 13,
  },
  labelStyle: { color: 'var(--color-muted-foreground)', marginBottom: 4 },
  cursor: { fill: 'rgba(200, 169, 106, 0.08)', stroke: CHART_COLORS.gold, strokeOpacity: 0.3 },
} as const;

export const axisProps = {
  stroke: CHART_COLORS.axis,
  tick: { fill: CHART_COLORS.axis, fontSize: 12 },
  tickLine: false,
  axisLine: { stroke: CHART_COLORS.grid },
} as const;
