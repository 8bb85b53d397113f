import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { ListingTitle } from '@client/components/listing-title.tsx';
import { AccessMessage } from '@client/components/page/access-message.tsx';
import { NotFoundMessage } from '@client/components/page/not-found-message.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { CompareToggle } from '@client/features/compare/components/CompareToggle.tsx';
import { Mileage, Price } from '@client/features/currency/index.ts';
import { ContactSeller } from '@client/features/inquiries/components/ContactSeller.tsx';
import { useListingDetail } from '@client/features/listings/api.ts';
import { ListingGallery } from '@client/features/listings/components/ListingGallery.tsx';
import { MarketHistory } from '@client/features/listings/components/MarketHistory.tsx';
import { SellerInfoCard } from '@client/features/listings/components/SellerInfoCard.tsx';
import { ShareButton } from '@client/features/listings/components/ShareButton.tsx';
import { SimilarVehicles } from '@client/features/listings/components/SimilarVehicles.tsx';
import { labelOf, statusBadgeLabel, viewsLabel } from '@client/features/listings/format.ts';
import { useBackToInventory } from '@client/features/listings/inventory-return.ts';
import { parseListingId } from '@client/features/listings/listing-id.ts';
import { rememberViewed } from '@client/features/listings/recently-viewed.ts';
import { MarketBand } from '@client/features/market/index.ts';
import { useSellerRating } from '@client/features/ratings/api.ts';
import { RatingWidget } from '@client/features/ratings/components/RatingWidget.tsx';
import { WatchButton } from '@client/features/watchlist/components/WatchButton.tsx';
import { isApiStatus } from '@client/lib/api.ts';
import { watchersLabel } from '@shared/domain/watchlist.ts';
import { listingTitle } from '@shared/format.ts';
import type { ListingDetail } from '@shared/schemas/listings.ts';
import {
  ArrowLeft,
  CalendarDays,
  CarFront,
  Check,
  Cog,
  Eye,
  Fuel,
  Gauge,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  MapPin,
  ShieldCheck,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';

const ReportListingButton = lazy(() => import('@client/features/reports/components/ReportListingButton.tsx'));

function NotFound() {
  return (
    <NotFoundMessage
      icon={CarFront}
      title="Vehicle Not Found"
      message="The listing you're looking for doesn't exist or has been removed."
    />
  );
}

/** Fills the screen, like the page-loading skeleton, so the footer does not jump down when the vehicle arrives. */
function DetailSkeleton() {
  return (
    <LoadingStatus label="Loading vehicle" className="container-page min-h-dvh py-8 sm:py-10">
      <Skeleton className="h-4 w-40" />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="aspect-[16/10] w-full rounded-xl" />
          <div className="flex gap-3">
            <Skeleton className="aspect-[16/10] w-28" />
            <Skeleton className="aspect-[16/10] w-28" />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="mt-4 h-10 w-1/2" />
          <Skeleton className="mt-4 h-12 w-full" />
          <Skeleton className="mt-4 h-48 w-full rounded-xl" />
        </div>
      </div>
    </LoadingStatus>
  );
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <Card asChild className="flex items-center gap-3.5 px-4 py-4 sm:px-5">
      <li>
        <span className="hidden size-10 shrink-0 items-center justify-center min-[420px]:flex rounded-full border border-gold/35 bg-gold/10">
          <Icon className="size-[18px] text-gold" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-xs tracking-[0.14em] text-muted-foreground uppercase">
            {label}
            <span className="sr-only">:</span>
          </span>
          <span className="mt-0.5 font-medium break-words text-foreground">{value}</span>
        </span>
      </li>
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-10">
      <h2 id={id} className="font-display text-3xl text-foreground">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Specifications({ listing }: { listing: ListingDetail }) {
  const rows: Array<[string, string | number | null | undefined, boolean]> = [
    ['Make', listing.make, true],
    ['Model', listing.model, true],
    ['Year', listing.year, true],
    ['Condition', labelOf(listing.condition), true],
    ['VIN', listing.vin, false],
    ['Engine', listing.engine, false],
    ['Body Type', labelOf(listing.bodyType), false],
    ['Exterior Color', listing.exteriorColor, false],
    ['Interior Color', listing.interiorColor, false],
  ];
  return (
    <dl className="grid gap-x-10 sm:grid-cols-2">
      {rows
        .filter(
          ([, value, always]) => always || (value !== null && value !== undefined && String(value).trim()),
        )
        .map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-6 border-b border-border py-3.5"
          >
            <dt className="shrink-0 text-sm text-muted-foreground">{label}</dt>
            <dd
              className={`text-right text-foreground ${label === 'VIN' ? 'font-mono text-sm tracking-wide' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
    </dl>
  );
}

export default function ListingDetailPage() {
  const params = useParams();
  const id = parseListingId(params.id);
  const { user } = useAuth();
  const detail = useListingDetail(id);
  const listing = detail.data;
  const rating = useSellerRating(listing?.sellerId, listing?.sellerRating);
  const backToInventory = useBackToInventory();
  // Remembered in this browser for 'Recently viewed' (public listings only: not one's own pending one).
  useEffect(() => {
    if (listing?.status === 'active') rememberViewed(listing);
  }, [listing]);

  if (id === null) return <NotFound />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError || !listing) {
    if (isApiStatus(detail.error, 404) || isApiStatus(detail.error, 400)) {
      return <NotFound />;
    }
    return (
      <AccessMessage
        icon={CarFront}
        title="Something went wrong"
        message="This vehicle could not be loaded right now. Please try again in a moment."
      >
        <Button onClick={() => void detail.refetch()}>Try again</Button>
      </AccessMessage>
    );
  }

  const title = listingTitle(listing);
  const status = statusBadgeLabel(listing.status);
  const own = Boolean(user) && user?.id === listing.sellerId;

  return (
    <div className="container-page py-8 sm:py-10">
      <PageTitle title={title} />
      <nav aria-label="Breadcrumb">
        <Link
          {...backToInventory}
          className="inline-flex items-center gap-2 rounded-sm text-sm text-muted-foreground transition-colors hover:text-gold"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to inventory
        </Link>
      </nav>

      {/*
        Two columns from lg up (photos and details | summary and seller). On phones the columns dissolve
        (display: contents) and `order` interleaves them: photos, summary, details, then the seller.
      */}
      <div className="mt-6 flex flex-col gap-10 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_26rem] xl:gap-14">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-10">
          <div className="order-1 min-w-0">
            <ListingGallery images={listing.imageUrls ?? []} title={title} listing={listing} />
          </div>
          <ListingDetails listing={listing} />
        </div>

        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <div className="order-2 flex flex-col gap-6">
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>
                  <ShieldCheck className="size-3.5" aria-hidden="true" />
                  KM Verified
                </Badge>
                {status ? (
                  <Badge variant={status === 'Available' ? 'success' : 'default'}>{status}</Badge>
                ) : null}
                <Badge variant="outline">{labelOf(listing.condition)}</Badge>
              </div>
              <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl">
                <ListingTitle listing={listing} />
              </h1>
              <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4 text-gold/80" aria-hidden="true" />
                  {listing.location}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Eye className="size-4 text-gold/80" aria-hidden="true" />
                  {viewsLabel(listing.viewCount)}
                </span>
                {watchersLabel(listing.watcherCount) ? (
                  <span className="inline-flex items-center gap-1.5" data-testid="watcher-count">
                    <Heart className="size-4 text-gold/80" aria-hidden="true" />
                    {watchersLabel(listing.watcherCount)}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {own || listing.status === 'sold' ? null : (
                  <WatchButton listingId={listing.id} title={title} variant="labelled" />
                )}
                {listing.status === 'active' ? (
                  <CompareToggle listingId={listing.id} title={title} variant="plain" />
                ) : null}
                <ShareButton title={title} path={`/listing/${listing.id}`} />
              </div>
            </div>

            <Card className="p-6">
              <p className="text-xs tracking-[0.18em] text-muted-foreground uppercase">Price</p>
              <p className="mt-2">
                <Price
                  amount={listing.price}
                  currency={listing.currency}
                  testId="listing-price"
                  stacked
                  className="font-display text-5xl font-semibold tracking-tight text-gold"
                  originalClassName="mt-1 text-sm tracking-[0.12em]"
                />
              </p>
              <MarketHistory listing={listing} />
              <div className="mt-6">
                {own ? (
                  <div className="rounded-lg border border-gold/40 bg-gold/10 p-4">
                    <p className="font-medium text-gold">This is your listing</p>
                    <p className="mt-1 text-sm text-muted-foreground">
                      You can manage this listing from your seller dashboard
                    </p>
                    <Button asChild variant="outline" size="sm" className="mt-4">
                      <Link to="/seller-dashboard">
                        <LayoutDashboard aria-hidden="true" />
                        Seller dashboard
                      </Link>
                    </Button>
                  </div>
                ) : listing.status === 'sold' ? null : (
                  <ContactSeller listingId={listing.id} vehicleTitle={title} />
                )}
              </div>
            </Card>
            <MarketBand listingId={listing.id} />
          </div>
          <div className="order-4 flex flex-col gap-6">
            <SellerInfoCard seller={listing.seller} rating={rating.data ?? listing.sellerRating} />
            {own ? null : <RatingWidget sellerId={listing.sellerId} listingId={listing.id} />}
            {user && !own && listing.status === 'active' ? (
              <Suspense fallback={null}>
                <ReportListingButton listingId={listing.id} />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
      {listing.status === 'active' ? <SimilarVehicles listingId={listing.id} /> : null}
    </div>
  );
}

function ListingDetails({ listing }: { listing: ListingDetail }) {
  const features = (listing.features ?? []).filter((f) => f.trim());
  return (
    <div className="order-3 flex min-w-0 flex-col gap-10">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label="Key facts">
        <Fact icon={CalendarDays} label="Year" value={listing.year} />
        <Fact
          icon={Gauge}
          label="Mileage"
          value={<Mileage value={listing.mileage} unit={listing.mileageUnit} />}
        />
        {listing.transmission ? <Fact icon={Cog} label="Transmission" value={listing.transmission} /> : null}
        {listing.fuelType ? <Fact icon={Fuel} label="Fuel Type" value={labelOf(listing.fuelType)} /> : null}
      </ul>

      {listing.description?.trim() ? (
        <Section id="description-title" title="Description">
          <p className="max-w-3xl leading-relaxed whitespace-pre-line text-foreground/85">
            {listing.description}
          </p>
        </Section>
      ) : null}

      <Section id="specs-title" title="Vehicle Specifications">
        <Specifications listing={listing} />
      </Section>

      {features.length > 0 ? (
        <Section id="features-title" title="Features & Options">
          <ul className="grid gap-3 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-foreground/90">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold/15">
                  <Check className="size-3.5 text-gold" aria-hidden="true" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
