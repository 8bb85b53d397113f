import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { StatCard } from '@client/components/blocks/stat-card.tsx';
import { ChartArea, ChartCard, EmptyChart } from '@client/components/charts/chart-card.tsx';
import { axisProps, CHART_COLORS, tooltipProps } from '@client/components/charts/chart-theme.ts';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { RemovedRatings } from '@client/features/ratings/components/RemovedRatings.tsx';
import { StarRating } from '@client/features/ratings/components/StarRating.tsx';
import { errorText } from '@client/lib/api.ts';
import { formatPrice, formatRating } from '@shared/format.ts';
import { formatNumber } from '@shared/format-number.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import type { RatingSummary } from '@shared/schemas/ratings.ts';
import { DollarSign, Eye, Star } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState, useSyncExternalStore } from 'react';
import {
  Area,
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  byConversations,
  formatDay,
  type SellerAnalytics,
  viewsOverTime,
  watchersOverTime,
} from '../analytics.ts';
import { useSellerAnalytics } from '../api.ts';
import { averagePrice, shortTitle, totalViews } from '../stats.ts';

/** Loaded with the Analytics tab only: recharts stays out of every other chunk. */

const MAX_BARS = 10;

const WIDE = '(min-width: 640px)';
/** Phones get a narrower label column (and shorter labels) so the bars keep room. */
function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(WIDE);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** One line per label (recharts would wrap long ones into a jumble). */
function AxisLabel({
  x,
  y,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill="var(--color-foreground)">
      {String(payload?.value ?? '')}
    </text>
  );
}

interface Row {
  id: number;
  name: string;
  short: string;
  title: string;
  value: number;
}

function ChartLoading({ height }: { height: number }) {
  return (
    <LoadingStatus label="Loading...">
      <Skeleton style={{ height }} />
    </LoadingStatus>
  );
}

function ChartError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-8 text-center">
      <p className="text-sm text-foreground">
        Failed to fetch analytics. {errorText(error, 'Please try again.')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * The frame of the time charts (views, watchers): days along the bottom, whole counts up the side, and a
 * tooltip naming the day in full and each series by its title. `children` are the series (and their defs).
 */
function TimeChart({
  rows,
  height,
  titles,
  itemSorter,
  children,
}: {
  rows: readonly object[];
  height: number;
  titles: ReadonlyMap<string, string>;
  itemSorter?: (item: { dataKey?: unknown }) => number;
  children: ReactNode;
}) {
  const wide = useWide();
  return (
    <ChartArea className="-ml-2" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={rows}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis
            {...axisProps}
            dataKey="day"
            tickFormatter={(day: string) => formatDay(day)}
            interval="preserveStartEnd"
            minTickGap={wide ? 28 : 20}
            axisLine={{ stroke: CHART_COLORS.axisLine }}
          />
          <YAxis {...axisProps} allowDecimals={false} domain={[0, 'auto']} width={36} axisLine={false} />
          <Tooltip
            {...tooltipProps}
            cursor={{ stroke: CHART_COLORS.axisLine }}
            labelStyle={{ color: 'var(--color-foreground)', marginBottom: 4 }}
            separator=": "
            itemSorter={itemSorter}
            labelFormatter={(day) => formatDay(String(day), true)}
            formatter={(value, name, item) => [value, titles.get(String(item.dataKey)) ?? name]}
          />
          {children}
        </ComposedChart>
      </ResponsiveContainer>
    </ChartArea>
  );
}

/** Horizontal bars, one per listing, with the same figures in a table for screen readers. */
function BarRows({ title, rows, color, unit }: { title: string; rows: Row[]; color: string; unit: string }) {
  const wide = useWide();
  const height = Math.max(180, rows.length * 38 + 40);
  return (
    <>
      <ChartArea style={{ height }} className="-ml-2">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} stroke="var(--color-border)" />
            <XAxis
              type="number"
              allowDecimals={false}
              domain={[0, (max: number) => Math.max(max, 1)]}
              {...axisProps}
              axisLine={false}
            />
            <YAxis
              type="category"
              dataKey={wide ? 'name' : 'short'}
              width={wide ? 164 : 112}
              tick={AxisLabel}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              {...tooltipProps}
              cursor={{ fill: tooltipProps.cursor.fill }}
              labelStyle={{ color: 'var(--color-foreground)' }}
              itemStyle={{ color }}
              labelFormatter={(_label, payload) => (payload?.[0]?.payload as Row | undefined)?.title ?? ''}
              formatter={(value) => [value, unit]}
            />
            <Bar dataKey="value" name={unit} fill={color} radius={[0, 4, 4, 0]} maxBarSize={22} />
          </BarChart>
        </ResponsiveContainer>
      </ChartArea>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Listing</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.title}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const toRow = (id: number, l: { year: number; make: string; model: string }, value: number): Row => ({
  id,
  name: shortTitle(l, 22),
  short: shortTitle(l, 16),
  title: `${l.year} ${l.make} ${l.model}`,
  value,
});

/** 'All listings' (gold, filled), then the most viewed listings. */
const SERIES_COLORS = [
  CHART_COLORS.gold,
  CHART_COLORS.ivory,
  CHART_COLORS.green,
  CHART_COLORS.blue,
  CHART_COLORS.coral,
  CHART_COLORS.violet,
];
const seriesColor = (index: number) =>
  index === 0 ? SERIES_COLORS[0]! : SERIES_COLORS[((index - 1) % (SERIES_COLORS.length - 1)) + 1]!;

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

function WatchersOverTime({ data }: { data: SellerAnalytics }) {
  const wide = useWide();
  const chart = useMemo(() => watchersOverTime(data), [data]);
  const titles = new Map(chart.series.map((s) => [s.key, s.title]));
  if (chart.series.length === 0) {
    return (
      <EmptyChart>
        Nobody watches your listings yet. Watchers appear here when buyers press the heart.
      </EmptyChart>
    );
  }
  return (
    <>
      <TimeChart rows={chart.rows} height={wide ? 240 : 200} titles={titles}>
        {chart.series.map((s, i) => (
          <Line
            key={s.key}
            type="stepAfter"
            dataKey={s.key}
            name={s.label}
            stroke={seriesColor(i)}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 3.5 }}
            isAnimationActive={false}
          />
        ))}
      </TimeChart>
      <ul aria-label="Watchers now" className="flex flex-wrap gap-x-5 gap-y-2 text-xs">
        {chart.series.map((s, i) => (
          <li key={s.key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="h-0.5 w-4 rounded-full"
              style={{ background: seriesColor(i) }}
            />
            <span className="text-foreground">{s.title}</span>
            <span className="text-muted-foreground">{plural(s.now, 'watcher')} now</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function ViewsOverTime({ data }: { data: SellerAnalytics }) {
  const wide = useWide();
  const chart = useMemo(() => viewsOverTime(data), [data]);
  const gradientId = `views-fill-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  // Series taken off the chart from the legend (the total dwarfs single listings; hiding it rescales).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const order = new Map(chart.series.map((s, i) => [s.key, i]));
  const titles = new Map(chart.series.map((s) => [s.key, s.title]));
  const span = `the last ${chart.days.length} days`;

  if (chart.total === 0) {
    return <EmptyChart>No views in {span}. Views appear here once buyers open your listings.</EmptyChart>;
  }
  const [all, ...listingSeries] = chart.series;
  return (
    <>
      <p className="text-sm text-foreground">
        <span className="font-medium">{plural(chart.total, 'view')}</span> in {span}
        {chart.busiest ? (
          <span className="text-muted-foreground">
            {' '}
            · busiest day {formatDay(chart.busiest.day, true)} ({plural(chart.busiest.views, 'view')})
          </span>
        ) : null}
      </p>
      <TimeChart
        rows={chart.rows}
        height={wide ? 300 : 250}
        titles={titles}
        itemSorter={(item) => order.get(String(item.dataKey)) ?? order.size}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={seriesColor(0)} stopOpacity={0.32} />
            <stop offset="100%" stopColor={seriesColor(0)} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <Area
          type="monotone"
          dataKey={all!.key}
          name={all!.label}
          hide={hidden.has(all!.key)}
          stroke={seriesColor(0)}
          strokeWidth={2.25}
          fill={`url(#${gradientId})`}
          isAnimationActive={false}
        />
        {listingSeries.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            hide={hidden.has(s.key)}
            stroke={seriesColor(i + 1)}
            strokeWidth={1.75}
            dot={false}
            activeDot={{ r: 3.5 }}
            isAnimationActive={false}
          />
        ))}
      </TimeChart>
      {/* The legend, which also shows and hides each line on the chart. */}
      <ul aria-label="Chart legend: show or hide a line" className="flex flex-wrap gap-2">
        {chart.series.map((s, i) => {
          const shown = !hidden.has(s.key);
          return (
            <li key={s.key} className="min-w-0">
              <button
                type="button"
                aria-pressed={shown}
                aria-label={`${s.title}, ${plural(s.total, 'view')}`}
                title={`${s.title}: ${plural(s.total, 'view')}`}
                onClick={() => toggle(s.key)}
                className={`flex max-w-full items-center gap-2 rounded-full border px-3 py-1 text-xs transition-colors hover:border-gold/60 focus-visible:outline-2 focus-visible:outline-gold ${
                  shown ? 'border-border-strong bg-surface-raised' : 'border-border opacity-50'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={i === 0 ? 'h-2.5 w-4 shrink-0 rounded-sm' : 'h-0.5 w-4 shrink-0 rounded-full'}
                  style={
                    i === 0
                      ? {
                          background: 'rgba(200, 169, 106, 0.4)',
                          boxShadow: `inset 0 2px 0 ${seriesColor(0)}`,
                        }
                      : { backgroundColor: seriesColor(i) }
                  }
                />
                <span
                  className={`truncate ${i === 0 ? 'font-medium text-foreground' : 'text-foreground/85'}`}
                >
                  {s.label}
                </span>
                <span className="text-muted-foreground">{formatNumber(s.total)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="sr-only">
        <table>
          <caption>Views per day over {span}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {chart.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatDay(row.day, true)}</th>
                {chart.series.map((s) => (
                  <td key={s.key}>{row[s.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export default function AnalyticsTab({
  sellerId,
  listings,
  rating,
}: {
  sellerId: string;
  listings: readonly Listing[];
  rating: RatingSummary | undefined;
}) {
  const analytics = useSellerAnalytics(sellerId);
  const views = totalViews(listings);
  const avg = averagePrice(listings);
  const count = rating?.totalRatings ?? 0;
  const average = rating?.averageRating ?? 0;

  const viewRows: Row[] = [...listings]
    .sort((a, b) => (b.viewCount ?? 0) - (a.viewCount ?? 0))
    .slice(0, MAX_BARS)
    .map((l) => toRow(l.id, l, l.viewCount ?? 0));
  const inquiryRows: Row[] = byConversations(analytics.data?.listings ?? [])
    .slice(0, MAX_BARS)
    .map((l) => toRow(l.listingId, l, l.conversations));

  const pendingOrError = (height: number) =>
    analytics.isError && !analytics.data ? (
      <ChartError error={analytics.error} onRetry={() => void analytics.refetch()} />
    ) : (
      <ChartLoading height={height} />
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          as="section"
          label="Total Views"
          icon={Eye}
          value={formatNumber(views)}
          note="Across all your listings"
        />
        <StatCard
          as="section"
          label="Average Price"
          icon={DollarSign}
          value={avg === null ? 'N/A' : formatPrice(avg)}
          note={`${listings.length} listing${listings.length === 1 ? '' : 's'}`}
        />
        <StatCard
          as="section"
          label="Seller Rating"
          icon={Star}
          value={
            count > 0 ? (
              <>
                {formatRating(average, count)}
                <StarRating value={average} />
              </>
            ) : (
              'N/A'
            )
          }
          note={count > 0 ? `Based on ${count} review${count === 1 ? '' : 's'}` : 'No ratings yet'}
        />
      </div>
      <RemovedRatings />
      <ChartCard
        title="Views over time"
        description="Daily views over the last 30 days: all your listings and your five most viewed. Select a name below to show or hide its line."
      >
        {analytics.data ? <ViewsOverTime data={analytics.data} /> : pendingOrError(300)}
      </ChartCard>
      <ChartCard
        title="Watchers over time"
        description="How many buyers watched each of your five most watched listings, day by day, over the last 30 days."
      >
        {analytics.data ? <WatchersOverTime data={analytics.data} /> : pendingOrError(240)}
      </ChartCard>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title="Views per listing"
          description={
            listings.length > MAX_BARS
              ? `Your ${MAX_BARS} most viewed listings`
              : 'How often each listing was opened'
          }
        >
          {viewRows.some((r) => r.value > 0) ? (
            <BarRows title="Views per listing" rows={viewRows} color={CHART_COLORS.gold} unit="Views" />
          ) : (
            <EmptyChart>No views yet. Views appear once buyers open your listings.</EmptyChart>
          )}
        </ChartCard>
        <ChartCard title="Inquiries per listing" description="Buyer conversations on each listing">
          {!analytics.data ? (
            pendingOrError(180)
          ) : inquiryRows.length > 0 ? (
            <BarRows
              title="Inquiries per listing"
              rows={inquiryRows}
              color={CHART_COLORS.ivory}
              unit="Inquiries"
            />
          ) : (
            <EmptyChart>No inquiries yet. Conversations with buyers appear here.</EmptyChart>
          )}
        </ChartCard>
      </div>
    </div>
  );
}
