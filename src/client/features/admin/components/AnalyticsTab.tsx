import { ErrorState } from '@client/components/blocks/empty-state.tsx';
import { ChartArea, ChartCard } from '@client/components/charts/chart-card.tsx';
import { axisProps, CHART_COLORS, tooltipProps } from '@client/components/charts/chart-theme.ts';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { ReactElement } from 'react';
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

const STATUS_COLORS: Record<string, string> = {
  active: CHART_COLORS.green,
  pending: CHART_COLORS.gold,
  sold: CHART_COLORS.blue,
  inactive: CHART_COLORS.axis,
};

/** The picture of an admin chart; recharts' focusable layer stays off (the card's description speaks for it). */
function AdminChart({ children }: { children: ReactElement }) {
  return (
    <ChartArea className="h-64 w-full sm:h-72">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </ChartArea>
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
        description={`${formatCount(sum(data.newUsersPerDay))} new users, ${formatCount(sum(data.newListingsPerDay))} new listings and ${formatCount(sum(data.inquiriesPerDay))} messages in the last 30 days.`}
      >
        <AdminChart>
          <AreaChart
            accessibilityLayer={false}
            data={activity}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          >
            <defs>
              {(['gold', 'green', 'blue'] as const).map((c) => (
                <linearGradient key={c} id={`fill-${c}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={CHART_COLORS[c]} stopOpacity={0.35} />
                  <stop offset="100%" stopColor={CHART_COLORS[c]} stopOpacity={0} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={24} />
            <YAxis {...axisProps} allowDecimals={false} width={48} />
            <Tooltip {...tooltipProps} />
            <Legend wrapperStyle={{ fontSize: 13, color: CHART_COLORS.axis }} />
            <Area
              type="monotone"
              dataKey="users"
              name="New users"
              stroke={CHART_COLORS.gold}
              fill="url(#fill-gold)"
              strokeWidth={2}
            />
            <Area
              type="monotone"
              dataKey="listings"
              name="New listings"
              stroke={CHART_COLORS.green}
              fill="url(#fill-green)"
              strokeWidth={2}
            />
            <Area
              type="monotone"
              dataKey="inquiries"
              name="Messages"
              stroke={CHART_COLORS.blue}
              fill="url(#fill-blue)"
              strokeWidth={2}
            />
          </AreaChart>
        </AdminChart>
      </ChartCard>

      <ChartCard
        title="Listings by status"
        description={
          byStatus.map((s) => `${formatCount(s.count)} ${s.status}`).join(', ') || 'No listings yet.'
        }
      >
        <AdminChart>
          <BarChart
            accessibilityLayer={false}
            data={byStatus}
            margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
          >
            <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
            <XAxis dataKey="status" {...axisProps} />
            <YAxis {...axisProps} allowDecimals={false} width={48} />
            <Tooltip {...tooltipProps} />
            <Bar dataKey="count" name="Listings" radius={[4, 4, 0, 0]}>
              {byStatus.map((s) => (
                <Cell key={s.status} fill={STATUS_COLORS[s.status] ?? CHART_COLORS.ivory} />
              ))}
            </Bar>
          </BarChart>
        </AdminChart>
      </ChartCard>

      <ChartCard
        title="Revenue"
        description={`${formatMoney(data.revenue.total, currency)} in listing fees in total, ${formatMoney(revenue30, currency)} in the last 30 days.`}
      >
        <AdminChart>
          <BarChart
            accessibilityLayer={false}
            data={revenue}
            margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
          >
            <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={24} />
            <YAxis
              {...axisProps}
              width={56}
              tickFormatter={(v: number) => formatMoney(v, currency)}
              allowDecimals={false}
            />
            <Tooltip {...tooltipProps} formatter={(v) => formatMoney(Number(v), currency)} />
            <Bar dataKey="amount" name="Listing fees" fill={CHART_COLORS.gold} radius={[4, 4, 0, 0]} />
          </BarChart>
        </AdminChart>
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
    return <ErrorState what="Analytics" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <AnalyticsCharts data={query.data} />;
}
