import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type AdminAnalytics, useAdminAnalytics } from '../api.ts';
import { formatCount, formatMoney, mergeDailySeries, revenueSeries } from '../format.ts';
import { AdminError } from './AdminStates.tsx';

/** Chart colours from the palette: gold, ivory, a muted green and a muted blue. */
const COLORS = {
  gold: '#c8a96a',
  ivory: '#f3efe6',
  green: '#7fc8a0',
  blue: '#7fb3d5',
  grid: '#26262b',
  axis: '#a9a397',
};

const STATUS_COLORS: Record<string, string> = {
  active: COLORS.green,
  pending: COLORS.gold,
  sold: COLORS.blue,
  inactive: COLORS.axis,
};

const tooltipStyle = {
  contentStyle: {
    background: '#19191c',
    border: '1px solid #3a3a41',
    borderRadius: 8,
    color: COLORS.ivory,
    fontSize: 13,
  },
  labelStyle: { color: COLORS.axis, marginBottom: 4 },
  cursor: { fill: 'rgba(200,169,106,0.08)', stroke: COLORS.gold, strokeOpacity: 0.3 },
} as const;

const axisProps = {
  stroke: COLORS.axis,
  tick: { fill: COLORS.axis, fontSize: 12 },
  tickLine: false,
  axisLine: { stroke: COLORS.grid },
} as const;

function ChartCard({
  title,
  summary,
  children,
  className,
}: {
  title: string;
  /** Read to screen readers in place of the picture. */
  summary: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={`flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6 ${className ?? ''}`}
    >
      <figcaption className="flex flex-col gap-1">
        <span className="font-display text-2xl text-foreground">{title}</span>
        <span className="text-sm text-muted-foreground">{summary}</span>
      </figcaption>
      <div className="h-64 w-full sm:h-72" aria-hidden="true">
        {children}
      </div>
    </figure>
  );
}

const sum = (xs: readonly { count: number }[]) => xs.reduce((s, x) => s + x.count, 0);

export function AnalyticsCharts({ data }: { data: AdminAnalytics }) {
  const activity = mergeDailySeries({
    users: data.newUsersPerDay,
    listings: data.newListingsPerDay,
    inquiries: data.inquiriesPerDay,
  });
  const revenue = revenueSeries(
    activity.map((p) => p.day),
    data.revenue.perDay,
  );
  const currency = data.revenue.currency || 'USD';
  const revenue30 = revenue.reduce((s, p) => s + p.amount, 0);
  const byStatus = [...data.listingsByStatus].sort((a, b) => b.count - a.count);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        className="lg:col-span-2"
        title="Activity, last 30 days"
        summary={`${formatCount(sum(data.newUsersPerDay))} new users, ${formatCount(sum(data.newListingsPerDay))} new listings and ${formatCount(sum(data.inquiriesPerDay))} messages in the last 30 days.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            accessibilityLayer={false}
            data={activity}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          >
            <defs>
              {(['gold', 'green', 'blue'] as const).map((c) => (
                <linearGradient key={c} id={`fill-${c}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={COLORS[c]} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={COLORS[c]} stopOpacity={0} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid stroke={COLORS.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={24} />
            <YAxis {...axisProps} allowDecimals={false} width={48} />
            <Tooltip {...tooltipStyle} />
            <Legend wrapperStyle={{ fontSize: 13, color: COLORS.axis }} />
            <Area
              type="monotone"
              dataKey="users"
              name="New users"
              stroke={COLORS.gold}
              fill="url(#fill-gold)"
              strokeWidth={2}
            />
            <Area
              type="monotone"
              dataKey="listings"
              name="New listings"
              stroke={COLORS.green}
              fill="url(#fill-green)"
              strokeWidth={2}
            />
            <Area
              type="monotone"
              dataKey="inquiries"
              name="Messages"
              stroke={COLORS.blue}
              fill="url(#fill-blue)"
              strokeWidth={2}
            />
          </AreaChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Listings by status"
        summary={byStatus.map((s) => `${formatCount(s.count)} ${s.status}`).join(', ') || 'No listings yet.'}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={byStatus}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          >
            <CartesianGrid stroke={COLORS.grid} vertical={false} />
            <XAxis dataKey="status" {...axisProps} />
            <YAxis {...axisProps} allowDecimals={false} width={48} />
            <Tooltip {...tooltipStyle} />
            <Bar dataKey="count" name="Listings" radius={[4, 4, 0, 0]}>
              {byStatus.map((s) => (
                <Cell key={s.status} fill={STATUS_COLORS[s.status] ?? COLORS.ivory} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard
        title="Revenue"
        summary={`${formatMoney(data.revenue.total, currency)} in listing fees in total, ${formatMoney(revenue30, currency)} in the last 30 days.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            accessibilityLayer={false}
            data={revenue}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            <CartesianGrid stroke={COLORS.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={24} />
            <YAxis
              {...axisProps}
              width={56}
              tickFormatter={(v: number) => formatMoney(v, currency)}
              allowDecimals={false}
            />
            <Tooltip {...tooltipStyle} formatter={(v) => formatMoney(Number(v), currency)} />
            <Bar dataKey="amount" name="Listing fees" fill={COLORS.gold} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}

/** The Analytics tab: live series from GET /api/admin/analytics. Loaded on demand (recharts is large). */
export default function AnalyticsTab() {
  const query = useAdminAnalytics(true);
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="grid gap-4 lg:grid-cols-2">
        <span className="sr-only">Loading analytics</span>
        <Skeleton className="h-80 lg:col-span-2" />
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    );
  }
  if (query.isError)
    return <AdminError what="Analytics" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <AnalyticsCharts data={query.data} />;
}
