import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs.tsx';
import { useAdminReports } from '@client/features/reports/api.ts';
import { SupportTab, useSupportInbox } from '@client/features/support/index.ts';
import { cn } from '@client/lib/cn.ts';
import { IdCard } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  useAdminAnalytics,
  useHealth,
  useHeldRatings,
  usePendingKyc,
  usePendingListings,
  useUnverifiedSellers,
} from '../api.ts';
import { ADMIN_TABS, type AdminTab, parseAdminTab } from '../format.ts';
import { AdminStatCards } from './AdminStatCards.tsx';
import { AuditLogTab } from './AuditLogTab.tsx';
import { CurrenciesTab } from './CurrenciesTab.tsx';
import { PendingListingsTab } from './PendingListingsTab.tsx';
import { RatingsTab } from './RatingsTab.tsx';
import { ReportsTab } from './ReportsTab.tsx';
import { SellerVerificationTab } from './SellerVerificationTab.tsx';
import { SystemStatusTab } from './SystemStatusTab.tsx';
import { UsersTab } from './UsersTab.tsx';

// recharts is large: the charts load only when the Analytics tab is opened.
const AnalyticsTab = lazy(() => import('./AnalyticsTab.tsx'));

/** 'System Operational' while /api/health answers ok, 'System Degraded' when it does not. */
function SystemBadge() {
  const health = useHealth(true);
  if (health.isPending) {
    return (
      <Badge variant="secondary">
        <span className="size-1.5 animate-pulse rounded-full bg-muted-foreground" aria-hidden="true" />
        Checking status...
      </Badge>
    );
  }
  const ok = health.isSuccess && health.data?.status === 'ok';
  return ok ? (
    <Badge variant="success">
      <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
      System Operational
    </Badge>
  ) : (
    <Badge variant="destructive" role="alert">
      <span className="size-1.5 rounded-full bg-destructive" aria-hidden="true" />
      System Degraded
    </Badge>
  );
}

function CountPill({ count, active }: { count: number | undefined; active?: boolean }) {
  if (!count) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-[11px] font-semibold tabular-nums',
        active ? 'bg-gold text-gold-foreground' : 'bg-border text-foreground/85',
      )}
    >
      {count}
    </span>
  );
}

/** The administrator's panel (spec section 2): live counts, the two review queues and the back office. */
export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  const analytics = useAdminAnalytics(true);
  const pending = usePendingListings(true);
  const sellers = useUnverifiedSellers(true);
  const kyc = usePendingKyc(true);
  const heldRatings = useHeldRatings(true);
  const reports = useAdminReports(true);
  const support = useSupportInbox(true);

  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', parseAdminTab(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const counts: Partial<Record<AdminTab, number>> = {
    pending: pending.data?.length,
    sellers: sellers.data?.length,
    ratings: heldRatings.data?.length,
    reports: reports.data?.length,
    support: support.data?.unreadThreads,
  };
  const kycCount = kyc.data?.length ?? 0;

  // On a phone the tab row scrolls sideways: keep the chosen tab in sight (also when opened from a link).
  const tabList = useRef<HTMLDivElement>(null);
  const pendingCount = counts.pending;
  const sellersCount = counts.sellers;
  const ratingsCount = counts.ratings;
  const reportsCount = counts.reports;
  const supportCount = counts.support;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts change the tabs' widths.
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    const left = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const right = left + active.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left - 16);
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 16;
  }, [tab, pendingCount, sellersCount, ratingsCount, reportsCount, supportCount]);

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="eyebrow">Administration</p>
            <SystemBadge />
          </div>
          <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl lg:text-6xl">
            Admin Control Center
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            Approve listings, verify sellers and keep an eye on the marketplace.
          </p>
        </div>
        <Button asChild variant="outline" className="w-fit">
          <Link to="/admin/kyc-review">
            <IdCard aria-hidden="true" />
            KYC Review
            {kycCount > 0 ? (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1.5 text-[11px] font-semibold text-gold-foreground">
                {kycCount}
                <span className="sr-only"> pending</span>
              </span>
            ) : null}
          </Link>
        </Button>
      </header>

      <AdminStatCards data={analytics.data} loading={analytics.isPending} />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList ref={tabList} aria-label="Admin sections" className="w-full justify-start sm:w-auto">
          {ADMIN_TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
              <CountPill count={counts[t.id]} active={tab === t.id} />
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pending">
          <PendingListingsTab />
        </TabsContent>
        <TabsContent value="sellers">
          <SellerVerificationTab />
        </TabsContent>
        <TabsContent value="ratings">
          <RatingsTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="support">
          <SupportTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <Suspense
            fallback={
              <div role="status" className="grid gap-4 lg:grid-cols-2">
                <span className="sr-only">Loading analytics</span>
                <Skeleton className="h-80 lg:col-span-2" />
              </div>
            }
          >
            <AnalyticsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="currencies">
          <CurrenciesTab />
        </TabsContent>
        <TabsContent value="system">
          <SystemStatusTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
