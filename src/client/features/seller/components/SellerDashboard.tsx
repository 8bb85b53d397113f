import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { StatCards } from '@client/components/blocks/stat-card.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ListingGridSkeleton } from '@client/features/listings/components/ListingGrid.tsx';
import { useSellerRating } from '@client/features/ratings/api.ts';
import { errorText } from '@client/lib/api.ts';
import { isDealer as isDealerRole } from '@shared/domain/access.ts';
import { isAwaitingReview, latestApplication } from '@shared/domain/identity.ts';
import { formatMillions, formatRating } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import type { Me } from '@shared/schemas/users.ts';
import {
  BadgeCheck,
  BadgeDollarSign,
  BarChart3,
  Car,
  DollarSign,
  LayoutGrid,
  MessageSquare,
  Plus,
  ShieldAlert,
  Star,
  Store,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  payListingFee,
  renewListing,
  useMyKycApplications,
  useRefreshSellerData,
  useSellerInquiries,
  useSellerListings,
} from '../api.ts';
import { countThreads, inventoryValue } from '../stats.ts';
import { waitingState } from '../waiting.ts';
import { ChangePriceDialog } from './ChangePriceDialog.tsx';
import { DashboardListingCard } from './DashboardListingCard.tsx';
import { DeleteListingDialog } from './DeleteListingDialog.tsx';
import { MarkSoldDialog } from './MarkSoldDialog.tsx';

const ListingEditorDialog = lazy(() => import('./ListingEditorDialog.tsx'));
const AnalyticsTab = lazy(() => import('./AnalyticsTab.tsx'));
const StorefrontEditor = lazy(() => import('@client/features/dealers/components/StorefrontEditor.tsx'));
const DealerBusinessTab = lazy(
  () => import('@client/features/dealer-business/components/DealerBusinessTab.tsx'),
);
const SellerInquiries = lazy(() =>
  import('@client/features/inquiries/components/SellerInquiries.tsx').then((m) => ({
    default: m.SellerInquiries,
  })),
);

/** `storefront` (the dealer's public page) and `business` (plans and inventory import) are the dealers' only. */
export const DASHBOARD_TABS = ['listings', 'inquiries', 'analytics', 'storefront', 'business'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const tabFromParam = (value: string | null): DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'listings';

function TabFallback() {
  return (
    <LoadingStatus label="Loading..." className="grid gap-4 md:grid-cols-3">
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
    </LoadingStatus>
  );
}

/**
 * The seller and dealer dashboard (spec section 2). `limited`: a private seller who is not verified yet but
 * came through /list-car: they see their listings and what each waits for, and list more through /list-car.
 */
export function SellerDashboard({ user, limited = false }: { user: Me; limited?: boolean }) {
  const isDealer = isDealerRole(user);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || (isDealer ? 'Dealer' : 'Seller');

  const [params, setParams] = useSearchParams();
  const asked = tabFromParam(params.get('tab'));
  const tab = asked === 'business' && !isDealer ? 'listings' : asked;
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tabFromParam(value));
        if (value !== 'inquiries') {
          next.delete('listing');
          next.delete('buyer');
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const listingsQuery = useSellerListings(user.id);
  const inquiriesQuery = useSellerInquiries(user.id);
  const kycQuery = useMyKycApplications(user.id);
  const ratingQuery = useSellerRating(user.id);
  const listings = listingsQuery.data ?? [];
  const refresh = useRefreshSellerData();

  const [editorMounted, setEditorMounted] = useState(false);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editing, setEditing] = useState<Listing | null>(null);
  const [deleting, setDeleting] = useState<Listing | null>(null);
  const [repricing, setRepricing] = useState<Listing | null>(null);
  const [selling, setSelling] = useState<Listing | null>(null);
  const [payingId, setPayingId] = useState<number | null>(null);
  const [renewingId, setRenewingId] = useState<number | null>(null);

  const openEditor = (listing: Listing | null) => {
    setEditing(listing);
    setEditorMounted(true);
    setEditorOpen(true);
  };

  const pay = async (listing: Listing) => {
    setPayingId(listing.id);
    try {
      await payListingFee(listing.id);
      await refresh();
      toast.success('Payment Successful', { description: 'Your listing has been submitted for review.' });
    } catch (error) {
      toast.error(errorText(error, 'Payment processing failed'));
    } finally {
      setPayingId(null);
    }
  };

  const renew = async (listing: Listing) => {
    setRenewingId(listing.id);
    try {
      const { expiresAt } = await renewListing(listing.id);
      await refresh();
      toast.success('Listing renewed', {
        description: `The listing fee was paid. It stays live until ${new Date(expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}.`,
      });
    } catch (error) {
      toast.error(errorText(error, 'The listing could not be renewed'));
    } finally {
      setRenewingId(null);
    }
  };

  // The reminder e-mail links here with ?renew={id}: bring that listing's Renew button into view.
  const renewParam = params.get('renew');
  const loaded = listingsQuery.isSuccess;
  useEffect(() => {
    if (!loaded || !renewParam) return;
    const button = document.getElementById(`renew-${renewParam}`);
    button?.scrollIntoView({ block: 'center' });
    button?.focus({ preventScroll: true });
  }, [loaded, renewParam]);

  // The identity application's story, for listings waiting for identity; null while it loads.
  const kycApplications = kycQuery.data ?? (kycQuery.isPending ? null : []);

  const messages = inquiriesQuery.data ?? [];
  const ratingCount = ratingQuery.data?.totalRatings ?? 0;
  const byStatus = (status: string) => listings.filter((l) => l.status === status).length;
  const statusNote = [
    [byStatus('active'), 'live'],
    [byStatus('pending'), 'pending'],
    [byStatus('inactive'), 'inactive'],
    [byStatus('sold'), 'sold'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, label]) => `${n} ${label}`)
    .join(' · ');

  const stats = [
    {
      label: 'Active Listings',
      value: String(listings.length),
      icon: Car,
      note: statusNote || 'Nothing listed yet',
      loading: listingsQuery.isPending,
    },
    {
      label: 'Total Inquiries',
      value: String(countThreads(messages)),
      icon: MessageSquare,
      note: 'Buyer conversations',
      loading: inquiriesQuery.isPending,
    },
    {
      label: 'Inventory Value',
      value: formatMillions(inventoryValue(listings)),
      icon: DollarSign,
      note: 'Sum of listing prices',
      loading: listingsQuery.isPending,
    },
    {
      label: 'Seller Rating',
      value: formatRating(ratingQuery.data?.averageRating, ratingCount),
      icon: Star,
      note: ratingCount > 0 ? `${ratingCount} review${ratingCount === 1 ? '' : 's'}` : 'No ratings yet',
      loading: ratingQuery.isPending,
    },
  ];

  const newListingButton = limited ? (
    <Button asChild size="lg">
      <Link to="/list-car">
        <Plus aria-hidden="true" />
        List New Vehicle
      </Link>
    </Button>
  ) : (
    <Button size="lg" onClick={() => openEditor(null)}>
      <Plus aria-hidden="true" />
      List New Vehicle
    </Button>
  );

  const application = latestApplication(kycQuery.data ?? [], 'individual');

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2.5">
            <p className="eyebrow mr-1">Seller Dashboard</p>
            <Badge variant="secondary">{isDealer ? 'Dealer' : 'Seller'}</Badge>
            {user.verified ? (
              <Badge>
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                KM Verified
              </Badge>
            ) : null}
          </div>
          <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
            Welcome back, <span className="text-gold">{name}</span>
          </h1>
          {isDealer ? null : (
            <p className="text-sm text-muted-foreground">
              Selling as a business?{' '}
              <Link
                to="/register-dealer"
                className="text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
              >
                Apply as a dealer
              </Link>
            </p>
          )}
        </div>
        <div className="shrink-0">{newListingButton}</div>
      </header>

      {limited ? (
        <div
          role="note"
          className="mt-8 flex gap-3 rounded-xl border border-gold/35 bg-gold/[0.06] px-5 py-4 text-sm leading-relaxed"
        >
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
          <div>
            <p className="font-medium text-foreground">Verification Required</p>
            <p className="mt-1 text-muted-foreground">
              {application && isAwaitingReview(application.status)
                ? 'Your identity verification is being reviewed. Your listings are reviewed after it is approved and the listing fee is paid.'
                : application?.status === 'resubmission_required'
                  ? `New identity documents were requested${application.reviewNotes ? `: ${application.reviewNotes}` : '.'} Submit them through List New Vehicle.`
                  : 'You need to be verified before your listings can go live. Please contact our support team to get your account verified.'}
            </p>
          </div>
        </div>
      ) : null}

      <div className="mt-10">
        <StatCards stats={stats} />
      </div>

      <Tabs value={tab} onValueChange={setTab} className="mt-12">
        <TabsList
          aria-label="Dashboard sections"
          className={`grid w-full ${isDealer ? 'grid-cols-3 min-[560px]:grid-cols-5' : 'grid-cols-3'} h-auto sm:inline-flex sm:w-auto`}
        >
          <TabsTrigger value="listings" className="px-2 sm:px-4">
            <LayoutGrid aria-hidden="true" className="hidden min-[400px]:block" />
            My Listings
          </TabsTrigger>
          <TabsTrigger value="inquiries" className="px-2 sm:px-4">
            <MessageSquare aria-hidden="true" className="hidden min-[400px]:block" />
            Inquiries
          </TabsTrigger>
          <TabsTrigger value="analytics" className="px-2 sm:px-4">
            <BarChart3 aria-hidden="true" className="hidden min-[400px]:block" />
            Analytics
          </TabsTrigger>
          {isDealer ? (
            <TabsTrigger value="storefront" className="px-2 sm:px-4">
              <Store aria-hidden="true" className="hidden min-[400px]:block" />
              Storefront
            </TabsTrigger>
          ) : null}
          {isDealer ? (
            <TabsTrigger value="business" className="px-2 sm:px-4">
              <BadgeDollarSign aria-hidden="true" className="hidden min-[400px]:block" />
              Plan &amp; import
            </TabsTrigger>
          ) : null}
        </TabsList>

        <TabsContent value="listings">
          {listingsQuery.isPending ? (
            <ListingGridSkeleton count={3} label="Loading..." />
          ) : listingsQuery.isError ? (
            <div className="rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center">
              <p className="font-display text-2xl text-foreground">Failed to fetch listings</p>
              <p className="mt-2 text-sm text-muted-foreground">
                {errorText(listingsQuery.error, 'Please try again.')}
              </p>
              <Button variant="outline" className="mt-5" onClick={() => void listingsQuery.refetch()}>
                Try again
              </Button>
            </div>
          ) : listings.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-border-strong px-6 py-16 text-center">
              <span className="flex size-14 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                <Car className="size-6 text-gold" aria-hidden="true" />
              </span>
              <h2 className="font-display text-3xl text-foreground">No listings yet</h2>
              <p className="text-muted-foreground">Create your first listing to start selling.</p>
              <div className="mt-2">{newListingButton}</div>
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="My listings">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <DashboardListingCard
                    listing={listing}
                    waiting={waitingState(listing, kycApplications)}
                    onEdit={openEditor}
                    onDelete={setDeleting}
                    onChangePrice={setRepricing}
                    onMarkSold={setSelling}
                    onPay={pay}
                    paying={payingId === listing.id}
                    onRenew={renew}
                    renewing={renewingId === listing.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>

        <TabsContent value="inquiries">
          <Suspense fallback={<TabFallback />}>
            <SellerInquiries sellerId={user.id} />
          </Suspense>
        </TabsContent>

        <TabsContent value="analytics">
          <Suspense fallback={<TabFallback />}>
            {listingsQuery.isPending ? (
              <TabFallback />
            ) : (
              <AnalyticsTab sellerId={user.id} listings={listings} rating={ratingQuery.data} />
            )}
          </Suspense>
        </TabsContent>
        {isDealer ? (
          <TabsContent value="storefront">
            <Suspense fallback={<TabFallback />}>
              <StorefrontEditor dealerId={user.id} />
            </Suspense>
          </TabsContent>
        ) : null}
        {isDealer ? (
          <TabsContent value="business">
            <Suspense fallback={<TabFallback />}>
              <DealerBusinessTab sellerId={user.id} />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>

      {editorMounted ? (
        <Suspense fallback={null}>
          <ListingEditorDialog open={editorOpen} onOpenChange={setEditorOpen} listing={editing} />
        </Suspense>
      ) : null}
      <DeleteListingDialog listing={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <ChangePriceDialog listing={repricing} onOpenChange={(open) => !open && setRepricing(null)} />
      <MarkSoldDialog listing={selling} onOpenChange={(open) => !open && setSelling(null)} />
    </div>
  );
}
