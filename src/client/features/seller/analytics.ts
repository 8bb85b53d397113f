import type { SellerAnalytics } from '@shared/schemas/listings.ts';
import { shortTitle } from './stats.ts';

/** GET /api/seller/analytics: the signed-in seller's own listings, as the contract the server serializes. */
export type { SellerAnalytics };
export type SellerAnalyticsListing = SellerAnalytics['listings'][number];

// ---------------------------------------------------------------------------------------------------------
// Views over time

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const dayToTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const timeToDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today as 'YYYY-MM-DD' in UTC (the server records view days in its database's date, UTC). */
export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** `count` consecutive days ending with `end` ('YYYY-MM-DD'), oldest first. */
export function dayRange(end: string, count: number): string[] {
  const last = dayToTime(end);
  return Array.from({ length: Math.max(0, count) }, (_, i) => timeToDay(last - (count - 1 - i) * DAY_MS));
}

/** 'Mar 5' (axis) or 'Thu, Mar 5, 2026' (tooltip, table), read as a calendar day whatever the time zone. */
export function formatDay(day: string, long = false): string {
  return new Intl.DateTimeFormat(
    'en-US',
    long
      ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(new Date(dayToTime(day)));
}

export const ALL_LISTINGS_KEY = 'all';

export interface ViewSeries {
  /** The row field holding this series' views: 'all' or 'l{listingId}'. */
  key: string;
  /** Legend text (shortened title). */
  label: string;
  /** Full name, for the tooltip and the table. */
  title: string;
  listingId: number | null;
  /** Views over the window. */
  total: number;
}

export type ViewRow = { day: string } & Record<string, number | string>;

export interface ViewsOverTime {
  days: string[];
  /** 'All listings' first, then the most viewed listings, most views first. */
  series: ViewSeries[];
  /** One row per day, oldest first, every series present (0 on days without views). */
  rows: ViewRow[];
  total: number;
  /** The day with the most views (the earliest of equals), or null without views. */
  busiest: { day: string; views: number } | null;
}

/**
 * The chart's data: every day of the window (zeros filled), an 'All listings' total, and one series for
 * each of the `top` listings with the most views in the window (ties: more lifetime views, then the older
 * listing). The window ends today, or on the latest day the server reported if that is later (its date
 * may run ahead of this device's); rows outside the window are ignored.
 */
export function viewsOverTime(
  data: SellerAnalytics,
  { today = todayUtc(), top = 5 }: { today?: string; top?: number } = {},
): ViewsOverTime {
  const valid = data.viewsPerDay.filter((v) => DAY_PATTERN.test(v.day) && Number.isFinite(v.views));
  const latest = valid.reduce((max, v) => (v.day > max ? v.day : max), today);
  const days = dayRange(latest, data.days > 0 ? data.days : 30);
  const inWindow = new Set(days);
  const views = valid.filter((v) => inWindow.has(v.day) && v.views > 0);

  const perListing = new Map<number, number>();
  for (const v of views) perListing.set(v.listingId, (perListing.get(v.listingId) ?? 0) + v.views);
  const info = new Map(data.listings.map((l) => [l.listingId, l]));

  const ranked = [...perListing.entries()]
    .map(([listingId, total]) => ({ listingId, total, lifetime: info.get(listingId)?.viewCount ?? 0 }))
    .sort((a, b) => b.total - a.total || b.lifetime - a.lifetime || a.listingId - b.listingId)
    .slice(0, Math.max(0, top));

  const total = views.reduce((sum, v) => sum + v.views, 0);
  const series: ViewSeries[] = [
    { key: ALL_LISTINGS_KEY, label: 'All listings', title: 'All listings', listingId: null, total },
    ...ranked.map(({ listingId, total: listingTotal }) => {
      const l = info.get(listingId);
      return {
        key: `l${listingId}`,
        label: l ? shortTitle(l, 24) : `Listing #${listingId}`,
        title: l ? `${l.year} ${l.make} ${l.model}` : `Listing #${listingId}`,
        listingId,
        total: listingTotal,
      };
    }),
  ];

  const rows = new Map<string, ViewRow>(
    days.map((day) => {
      const row: ViewRow = { day };
      for (const s of series) row[s.key] = 0;
      return [day, row];
    }),
  );
  const charted = new Set(ranked.map((r) => r.listingId));
  for (const v of views) {
    const row = rows.get(v.day)!;
    row[ALL_LISTINGS_KEY] = Number(row[ALL_LISTINGS_KEY]) + v.views;
    if (charted.has(v.listingId)) row[`l${v.listingId}`] = Number(row[`l${v.listingId}`]) + v.views;
  }

  let busiest: ViewsOverTime['busiest'] = null;
  for (const row of rows.values()) {
    const n = Number(row[ALL_LISTINGS_KEY]);
    if (n > 0 && (!busiest || n > busiest.views)) busiest = { day: row.day, views: n };
  }
  return { days, series, rows: [...rows.values()], total, busiest };
}

/** Inquiries per listing from the server's conversation counts: the listings with any, most first. */
export function byConversations(listings: readonly SellerAnalyticsListing[]): SellerAnalyticsListing[] {
  return listings
    .filter((l) => l.conversations > 0)
    .sort((a, b) => b.conversations - a.conversations || a.listingId - b.listingId);
}

// ---------------------------------------------------------------------------------------------------------
// Watchers over time

export interface WatchersOverTime {
  days: string[];
  /** The listings watched most today, most first. */
  series: { key: string; label: string; title: string; now: number }[];
  /** One row per day, oldest first: each listing's watchers at the end of that day (0 before the first). */
  rows: ViewRow[];
}

/** Watchers per listing per day over the window, for the `top` listings watched most at its end. */
export function watchersOverTime(
  data: SellerAnalytics,
  { today = todayUtc(), top = 5 }: { today?: string; top?: number } = {},
): WatchersOverTime {
  const valid = data.watchersPerDay.filter((w) => DAY_PATTERN.test(w.day) && w.watchers > 0);
  const latest = valid.reduce((max, w) => (w.day > max ? w.day : max), today);
  const days = dayRange(latest, data.days > 0 ? data.days : 30);
  const last = days[days.length - 1];
  const info = new Map(data.listings.map((l) => [l.listingId, l]));
  const ranked = valid
    .filter((w) => w.day === last)
    .sort((a, b) => b.watchers - a.watchers || a.listingId - b.listingId)
    .slice(0, Math.max(0, top));
  const series = ranked.map((w) => {
    const l = info.get(w.listingId);
    return {
      key: `l${w.listingId}`,
      label: l ? shortTitle(l, 24) : `Listing #${w.listingId}`,
      title: l ? `${l.year} ${l.make} ${l.model}` : `Listing #${w.listingId}`,
      now: w.watchers,
    };
  });
  const byDay = new Map(valid.map((w) => [`${w.day}|l${w.listingId}`, w.watchers]));
  const rows = days.map((day) => {
    const row: ViewRow = { day };
    for (const s of series) row[s.key] = byDay.get(`${day}|${s.key}`) ?? 0;
    return row;
  });
  return { days, series, rows };
}
