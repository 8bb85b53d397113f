// Relative imports keep this module loadable by the unit tests (vitest.config.ts has no path aliases).
import { isAdmin, isPendingDealer } from '../../../shared/domain/access.ts';
import type { Me } from '../../../shared/schemas/users.ts';
import { messagesLinkLabel } from '../../features/realtime/events.ts';

export interface NavItem {
  to: string;
  label: string;
  /** What the link's badge counts: unread messages, new watchlist notices. */
  count?: number;
  /** The link's accessible name when it says its count. */
  ariaLabel?: string;
}

/**
 * Header links (spec section 2): Messages and Watchlist only when signed in; Dashboard (/admin-panel) only
 * for role 3. A dealer awaiting verification sees the public links and their dealer application. Buyers and sellers also get their search alerts; an administrator's header has no room left for them.
 */
export function headerNavItems(user: Me | null): NavItem[] {
  const pendingDealer = user != null && isPendingDealer(user);
  const items: NavItem[] = [
    { to: '/listings', label: 'Buy' },
    // A dealer awaiting verification sells once their application is approved: it is where Sell leads.
    pendingDealer
      ? { to: '/register-dealer', label: 'Dealer application' }
      : { to: '/dashboard', label: 'Sell' },
    { to: '/services', label: 'Services' },
    { to: '/about', label: 'About' },
  ];
  if (pendingDealer) return items;
  if (user) items.push({ to: '/messages', label: 'Messages' }, { to: '/watchlist', label: 'Watchlist' });
  if (user && !isAdmin(user)) items.push({ to: '/account/alerts', label: 'Alerts' });
  if (isAdmin(user)) items.push({ to: '/admin-panel', label: 'Dashboard' });
  return items;
}

/** The header links with their live counts: Messages its unread messages, Watchlist its new notices. */
export function withCounts(items: NavItem[], counts: { unread: number; watchNotices: number }): NavItem[] {
  return items.map((item) => {
    if (item.to === '/messages')
      return { ...item, count: counts.unread, ariaLabel: messagesLinkLabel(counts.unread) };
    if (item.to === '/watchlist')
      return { ...item, count: counts.watchNotices, ariaLabel: watchlistLinkLabel(counts.watchNotices) };
    return item;
  });
}

/** The Watchlist link's accessible name: 'Watchlist', or 'Watchlist, 2 new' after live notices. */
export const watchlistLinkLabel = (unseen: number): string =>
  unseen > 0 ? `Watchlist, ${unseen} new` : 'Watchlist';
