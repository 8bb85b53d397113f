import { describe, expect, it } from 'vitest';
import {
  byConversations,
  dayRange,
  formatDay,
  type SellerAnalytics,
  type SellerAnalyticsListing,
  todayUtc,
  viewsOverTime,
} from '../../src/client/features/seller/analytics.ts';

const listing = (listingId: number, over: Partial<SellerAnalyticsListing> = {}): SellerAnalyticsListing => ({
  listingId,
  year: 2024,
  make: 'Porsche',
  model: `Model ${listingId}`,
  viewCount: 0,
  watcherCount: 0,
  conversations: 0,
  messages: 0,
  ...over,
});

const data = (
  viewsPerDay: SellerAnalytics['viewsPerDay'],
  listings: SellerAnalyticsListing[] = [],
): SellerAnalytics => ({ days: 30, viewsPerDay, watchersPerDay: [], listings });

describe('days', () => {
  it('lists consecutive days ending with the given one, across months and years', () => {
    expect(dayRange('2026-03-02', 4)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(dayRange('2026-01-01', 2)).toEqual(['2025-12-31', '2026-01-01']);
    expect(dayRange('2026-01-01', 30)).toHaveLength(30);
    expect(dayRange('2026-01-01', 0)).toEqual([]);
  });

  it('today in UTC, and days shown as calendar days', () => {
    expect(todayUtc(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
    expect(formatDay('2026-03-05')).toBe('Mar 5');
    expect(formatDay('2026-03-05', true)).toBe('Thu, Mar 5, 2026');
  });
});

describe('views over time', () => {
  it('has every day of the window, zeros filled, and an all-listings total', () => {
    const chart = viewsOverTime(
      data(
        [
          { day: '2026-11-01', listingId: 1, views: 2 },
          { day: '2026-11-01', listingId: 2, views: 4 },
          { day: '2026-11-20', listingId: 1, views: 1 },
        ],
        [listing(1), listing(2)],
      ),
      { today: '2026-11-22' },
    );
    expect(chart.days).toHaveLength(30);
    expect(chart.days[0]).toBe('2026-10-24');
    expect(chart.days.at(-1)).toBe('2026-11-22');
    expect(chart.rows.map((r) => r.day)).toEqual(chart.days);
    expect(chart.total).toBe(7);
    expect(chart.busiest).toEqual({ day: '2026-11-01', views: 6 });

    const byDay = new Map(chart.rows.map((r) => [r.day, r]));
    expect(byDay.get('2026-11-01')).toEqual({ day: '2026-11-01', all: 6, l1: 2, l2: 4 });
    expect(byDay.get('2026-11-20')).toEqual({ day: '2026-11-20', all: 1, l1: 1, l2: 0 });
    expect(byDay.get('2026-11-21')).toEqual({ day: '2026-11-21', all: 0, l1: 0, l2: 0 });
    expect(chart.series.map((s) => [s.key, s.label, s.total])).toEqual([
      ['all', 'All listings', 7],
      ['l2', '2024 Porsche Model 2', 4],
      ['l1', '2024 Porsche Model 1', 3],
    ]);
  });

  it('charts the five listings with the most views in the window; the total counts them all', () => {
    const views = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ day: '2026-11-10', listingId: id, views: id }));
    const chart = viewsOverTime(
      data(
        views,
        [1, 2, 3, 4, 5, 6, 7].map((id) => listing(id)),
      ),
      {
        today: '2026-11-22',
      },
    );
    expect(chart.series.map((s) => s.listingId)).toEqual([null, 7, 6, 5, 4, 3]);
    expect(chart.total).toBe(28);
    const row = chart.rows.find((r) => r.day === '2026-11-10')!;
    expect(row.all).toBe(28);
    expect(Object.keys(row).sort()).toEqual(['all', 'day', 'l3', 'l4', 'l5', 'l6', 'l7']);
  });

  it('breaks ties by lifetime views, then the older listing; listings without views are left out', () => {
    const chart = viewsOverTime(
      data(
        [
          { day: '2026-11-10', listingId: 3, views: 2 },
          { day: '2026-11-10', listingId: 1, views: 2 },
          { day: '2026-11-10', listingId: 2, views: 2 },
        ],
        [
          listing(1, { viewCount: 10 }),
          listing(2, { viewCount: 40 }),
          listing(3, { viewCount: 10 }),
          listing(4),
        ],
      ),
      { today: '2026-11-22' },
    );
    expect(chart.series.map((s) => s.listingId)).toEqual([null, 2, 1, 3]);
  });

  it('ignores days outside the window and follows a server date ahead of this device', () => {
    const chart = viewsOverTime(
      data([
        { day: '2026-10-01', listingId: 1, views: 9 },
        { day: '2026-11-23', listingId: 1, views: 1 },
        { day: 'not a day', listingId: 1, views: 4 },
      ]),
      { today: '2026-11-22' },
    );
    expect(chart.days.at(-1)).toBe('2026-11-23');
    expect(chart.days).toHaveLength(30);
    expect(chart.total).toBe(1);
    // A listing the list does not name (deleted meanwhile) still has a name.
    expect(chart.series[1]).toMatchObject({ label: 'Listing #1', title: 'Listing #1' });
  });

  it('has no busiest day and only the total series without views', () => {
    const chart = viewsOverTime(data([], [listing(1)]), { today: '2026-11-22' });
    expect(chart.total).toBe(0);
    expect(chart.busiest).toBeNull();
    expect(chart.series.map((s) => s.key)).toEqual(['all']);
    expect(chart.rows.every((r) => r.all === 0)).toBe(true);
  });

  it('shortens long titles for the legend, keeping the full one', () => {
    const chart = viewsOverTime(
      data(
        [{ day: '2026-11-22', listingId: 1, views: 1 }],
        [listing(1, { make: 'Mercedes-Benz', model: 'AMG GT Black Series' })],
      ),
      { today: '2026-11-22' },
    );
    expect(chart.series[1]!.title).toBe('2024 Mercedes-Benz AMG GT Black Series');
    expect(chart.series[1]!.label.length).toBeLessThanOrEqual(24);
  });
});

describe('inquiries per listing', () => {
  it("uses the server's conversation counts: listings with any, most first", () => {
    const rows = byConversations([
      listing(1, { conversations: 1 }),
      listing(2),
      listing(3, { conversations: 4 }),
      listing(4, { conversations: 1 }),
    ]);
    expect(rows.map((l) => [l.listingId, l.conversations])).toEqual([
      [3, 4],
      [1, 1],
      [4, 1],
    ]);
  });
});
