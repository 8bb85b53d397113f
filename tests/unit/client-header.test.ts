import { describe, expect, it } from 'vitest';
import { headerNavItems, watchlistLinkLabel, withCounts } from '../../src/client/app/layout/nav-items.ts';
import { nextHeaderVisible } from '../../src/client/lib/scroll.ts';
import { listingsSearchHref } from '../../src/client/lib/search.ts';
import type { Me } from '../../src/shared/schemas/users.ts';

const user = (roleId: number): Me => ({
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  country: 'United Kingdom',
  city: 'London',
  avatarUrl: null,
  age: 36,
  roleId,
  role_id: roleId,
  role: 'customer',
  verified: true,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2024-01-01T00:00:00.000Z',
});

describe('header search', () => {
  it('goes to /listings?search= with the encoded, trimmed text', () => {
    expect(listingsSearchHref('  Aston Martin DB12 ')).toBe('/listings?search=Aston%20Martin%20DB12');
    expect(listingsSearchHref('Rolls-Royce & co')).toBe('/listings?search=Rolls-Royce%20%26%20co');
  });

  it('goes nowhere for blank text', () => {
    expect(listingsSearchHref('')).toBeNull();
    expect(listingsSearchHref('   ')).toBeNull();
  });
});

describe('header visibility on scroll', () => {
  const limit = 100;
  it('stays visible near the top whatever the direction', () => {
    expect(nextHeaderVisible(50, 90, limit, true)).toBe(true);
    expect(nextHeaderVisible(150, 100, limit, false)).toBe(true);
  });

  it('hides when scrolling down past the threshold', () => {
    expect(nextHeaderVisible(100, 101, limit, true)).toBe(false);
    expect(nextHeaderVisible(400, 600, limit, true)).toBe(false);
  });

  it('shows again on any scroll up', () => {
    expect(nextHeaderVisible(600, 590, limit, false)).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextHeaderVisible(500, 500, limit, false)).toBe(false);
    expect(nextHeaderVisible(500, 500, limit, true)).toBe(true);
  });
});

describe('header links', () => {
  it('names the Watchlist link with its live notices', () => {
    expect(watchlistLinkLabel(0)).toBe('Watchlist');
    expect(watchlistLinkLabel(2)).toBe('Watchlist, 2 new');
  });

  const labels = (u: Me | null) => headerNavItems(u).map((i) => `${i.label} ${i.to}`);

  it('gives Messages and Watchlist, and only them, their counts and a name that says them', () => {
    const items = withCounts(headerNavItems(user(1)), { unread: 3, watchNotices: 1 });
    const counted = items.filter((i) => i.count !== undefined);
    expect(counted.map((i) => [i.to, i.count, i.ariaLabel])).toEqual([
      ['/messages', 3, 'Messages, 3 unread'],
      ['/watchlist', 1, 'Watchlist, 1 new'],
    ]);
    expect(
      withCounts(headerNavItems(user(1)), { unread: 0, watchNotices: 0 }).map((i) => i.ariaLabel),
    ).toContain('Messages');
  });

  it('shows Buy, Sell, Services and About when signed out', () => {
    expect(labels(null)).toEqual(['Buy /listings', 'Sell /dashboard', 'Services /services', 'About /about']);
  });

  it('adds Messages and Watchlist when signed in', () => {
    expect(labels(user(1))).toContain('Messages /messages');
    expect(labels(user(1))).toContain('Watchlist /watchlist');
    expect(labels(user(2))).not.toContain('Dashboard /admin-panel');
  });

  it('adds search alerts for signed-in buyers and sellers', () => {
    expect(labels(user(1))).toContain('Alerts /account/alerts');
    expect(labels(user(2))).toContain('Alerts /account/alerts');
    expect(labels(null)).not.toContain('Alerts /account/alerts');
  });

  it('adds Dashboard (/admin-panel) only for role 3', () => {
    expect(labels(user(3))).toEqual([
      'Buy /listings',
      'Sell /dashboard',
      'Services /services',
      'About /about',
      'Messages /messages',
      'Watchlist /watchlist',
      'Dashboard /admin-panel',
    ]);
  });
});
