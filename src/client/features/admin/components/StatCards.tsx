import { Skeleton } from '@client/components/ui/skeleton.tsx';
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
export function StatCards({ data, loading }: { data: AdminAnalytics | undefined; loading: boolean }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => {
        const value = data?.[key];
        return (
          <li
            key={key}
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6"
            aria-busy={loading || undefined}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="text-xs tracking-wide text-muted-foreground uppercase sm:text-sm sm:normal-case">
                {label}
              </span>
              <Icon className="size-4 shrink-0 text-gold" aria-hidden="true" />
            </span>
            {loading ? (
              <Skeleton className="h-9 w-20" />
            ) : (
              <span className="font-display text-3xl leading-none text-foreground tabular-nums sm:text-4xl">
                {typeof value === 'number' ? formatCount(value) : '—'}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
