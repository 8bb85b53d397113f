import { StatCards } from '@client/components/blocks/stat-card.tsx';
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Car, MessageSquare, Users } from 'lucide-react';
import type { AdminAnalytics } from '../api.ts';
import { formatCount } from '../format.ts';

const CARDS: { key: keyof AdminAnalytics; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'totalListings', label: 'Total Listings', icon: Car },
  { key: 'totalInquiries', label: 'Total Inquiries', icon: MessageSquare },
  { key: 'verifiedSellers', label: 'Verified Sellers', icon: BadgeCheck },
];

/** The four live counts of spec section 2 (from GET /api/admin/analytics). */
export function AdminStatCards({ data, loading }: { data: AdminAnalytics | undefined; loading: boolean }) {
  return (
    <StatCards
      stats={CARDS.map(({ key, label, icon }) => {
        const value = data?.[key];
        return { label, icon, loading, value: typeof value === 'number' ? formatCount(value) : '—' };
      })}
    />
  );
}
