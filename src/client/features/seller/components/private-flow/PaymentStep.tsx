import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Progress } from '@client/components/ui/progress.tsx';
import { labelOf } from '@client/features/listings/index.ts';
import { cn } from '@client/lib/cn.ts';
import { formatDistance } from '@shared/domain/currency.ts';
import { LISTING_FEE } from '@shared/domain/payment.ts';
import { formatListingPrice, listingTitle } from '@shared/format.ts';
import type { ListingCreateInput } from '@shared/schemas/listings.ts';
import { ArrowLeft, Check, Circle, Clock, CreditCard, Loader2, ShieldCheck, X } from 'lucide-react';
import type { PhotoItem } from '../../photos.ts';

export type PayPhase = 'idle' | 'listing' | 'photos' | 'payment' | 'confirming' | 'done';

const STAGES: { phase: Exclude<PayPhase, 'idle' | 'done'>; label: string }[] = [
  { phase: 'listing', label: 'Creating your listing' },
  { phase: 'photos', label: 'Uploading photos' },
  { phase: 'payment', label: 'Processing payment' },
  { phase: 'confirming', label: 'Confirming payment' },
];

const fee = `${LISTING_FEE.amount.toFixed(2)} ${LISTING_FEE.currency}`;

/** /list-car step 3: summary, the fee and what it covers, and Pay with its progress. */
export function PaymentStep({
  vehicle,
  photos,
  phase,
  listingCreated,
  onBack,
  onPay,
}: {
  vehicle: ListingCreateInput;
  photos: readonly PhotoItem[];
  phase: PayPhase;
  listingCreated: boolean;
  onBack: () => void;
  onPay: () => void;
}) {
  const busy = phase !== 'idle';
  const currentIndex = STAGES.findIndex((s) => s.phase === phase);
  const newPhotos = photos.filter((p): p is Extract<PhotoItem, { kind: 'new' }> => p.kind === 'new');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h2 className="font-display text-3xl text-foreground">Payment and Summary</h2>
        <p className="text-sm text-muted-foreground">
          Check your listing, then pay the one-time listing fee.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="summary-title"
          className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised/40 p-5"
        >
          <h3
            id="summary-title"
            className="font-sans text-xs font-medium tracking-[0.16em] text-muted-foreground uppercase"
          >
            Your listing
          </h3>
          {newPhotos[0] ? (
            <img
              src={newPhotos[0].previewUrl}
              alt=""
              className="aspect-[16/10] w-full rounded-lg border border-border object-cover"
            />
          ) : null}
          <p className="font-display text-2xl leading-tight text-foreground">{listingTitle(vehicle)}</p>
          <p className="font-display text-xl text-gold">
            {formatListingPrice(vehicle.price, vehicle.currency)}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Condition</dt>
            <dd className="text-foreground">{labelOf(vehicle.condition)}</dd>
            <dt className="text-muted-foreground">Mileage</dt>
            <dd className="text-foreground">{formatDistance(vehicle.mileage, vehicle.mileageUnit)}</dd>
            <dt className="text-muted-foreground">Location</dt>
            <dd className="text-foreground">{vehicle.location}</dd>
            <dt className="text-muted-foreground">Region</dt>
            <dd className="text-foreground">{vehicle.region}</dd>
            <dt className="text-muted-foreground">Photos</dt>
            <dd className="text-foreground">{newPhotos.length}</dd>
            <dt className="text-muted-foreground">Features</dt>
            <dd className="text-foreground">{vehicle.features.length}</dd>
          </dl>
        </section>

        <section
          aria-labelledby="fee-title"
          className="flex flex-col gap-4 rounded-xl border border-gold/35 bg-gradient-to-b from-gold/[0.08] to-transparent p-5"
        >
          <h3 id="fee-title" className="font-sans text-xs font-medium tracking-[0.16em] text-gold uppercase">
            Listing fee
          </h3>
          <p className="flex items-baseline gap-2">
            <span className="font-display text-5xl text-foreground">{LISTING_FEE.amount.toFixed(2)}</span>
            <span className="text-sm font-medium tracking-[0.14em] text-muted-foreground">
              {LISTING_FEE.currency}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">One-time payment. It covers:</p>
          <ul className="flex flex-col gap-2 text-sm text-foreground/90">
            {['KYC verification', 'Listing review', '90 days of active listing'].map((item) => (
              <li key={item} className="flex items-center gap-2.5">
                <Check className="size-4 shrink-0 text-gold" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-auto flex items-start gap-2 border-t border-border pt-4 text-sm text-muted-foreground">
            <Clock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            Your listing is reviewed within 24 hours after payment.
          </p>
        </section>
      </div>

      {busy ? (
        <Card asChild className="p-5">
          <section aria-label="Payment progress">
            <ol className="flex flex-col gap-3" aria-live="polite">
              {STAGES.map((stage, index) => {
                const state =
                  phase === 'done' || index < currentIndex
                    ? 'done'
                    : index === currentIndex
                      ? 'active'
                      : 'todo';
                if (stage.phase === 'photos' && newPhotos.length === 0) return null;
                return (
                  <li key={stage.phase} className="flex flex-col gap-2">
                    <p
                      className={cn(
                        'flex items-center gap-2.5 text-sm',
                        state === 'todo' ? 'text-muted-foreground' : 'text-foreground',
                      )}
                    >
                      {state === 'done' ? (
                        <Check className="size-4 text-success" aria-hidden="true" />
                      ) : state === 'active' ? (
                        <Loader2 className="size-4 animate-spin text-gold" aria-hidden="true" />
                      ) : (
                        <Circle className="size-4 text-border-strong" aria-hidden="true" />
                      )}
                      {stage.label}
                      {state === 'done' ? <span className="sr-only"> (done)</span> : null}
                    </p>
                    {stage.phase === 'photos' && state !== 'todo' ? (
                      <ul className="ml-6.5 flex flex-col gap-2" aria-label="Photo uploads">
                        {newPhotos.map((p) => (
                          <li key={p.id} className="flex items-center gap-3 text-xs text-muted-foreground">
                            <span className="w-32 truncate sm:w-48">{p.file.name}</span>
                            <Progress
                              className="flex-1"
                              value={Math.round(p.progress * 100)}
                              aria-label={`Upload progress of ${p.file.name}`}
                              indicatorClassName={
                                p.status === 'error'
                                  ? 'bg-destructive'
                                  : p.status === 'done'
                                    ? 'bg-success'
                                    : undefined
                              }
                            />
                            {p.status === 'error' ? (
                              <X className="size-3.5 text-destructive" aria-label="Failed" />
                            ) : (
                              <span className="w-9 text-right tabular-nums">
                                {Math.round(p.progress * 100)}%
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
        </Card>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy || listingCreated}>
          <ArrowLeft aria-hidden="true" />
          Back to vehicle details
        </Button>
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button type="button" size="lg" onClick={onPay} disabled={busy}>
            {busy ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <CreditCard aria-hidden="true" />
            )}
            {busy ? 'Processing...' : `Pay ${fee}`}
          </Button>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <ShieldCheck className="size-3.5 text-gold" aria-hidden="true" />
            Card payment through our payment provider
          </p>
        </div>
      </div>
    </div>
  );
}
