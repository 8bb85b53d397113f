import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { ApiError, errorText } from '@client/lib/api.ts';
import { setServerFieldErrors } from '@client/lib/form-errors.ts';
import { applicantMustAct, entitlesPrivateListing } from '@shared/domain/identity.ts';
import { isPaid } from '@shared/domain/payment.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';
import type { ListingCreateInput } from '@shared/schemas/listings.ts';
import type { Me } from '@shared/schemas/users.ts';
import { ArrowRight, Info } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  confirmPayment,
  createListing,
  type Payment,
  type SavedListing,
  startListingPayment,
  useRefreshSellerData,
} from '../../api.ts';
import {
  emptyListingForm,
  LISTING_FORM_FIELDS,
  regionForCountry,
  useListingForm,
  vehicleStepComplete,
} from '../../listing-form.ts';
import { savePhotos } from '../../photos.ts';
import { usePhotoItems } from '../../use-photo-items.ts';
import { ListingFormFields } from '../ListingFormFields.tsx';
import { PhotoUploader, PRIVATE_FLOW_PHOTO_ACCEPT } from '../PhotoUploader.tsx';
import { PaymentStep, type PayPhase } from './PaymentStep.tsx';
import { StepIndicator } from './StepIndicator.tsx';

/** What the identity step reports when it is done (the kyc feature's IdentityOutcome). */
type IdentityDone = (outcome: { country: string; note?: string }) => void;

const STEPS = ['Identity Verification', 'Vehicle Details', 'Payment'] as const;

/** The private seller's three-step listing flow (spec sections 2, 4 and 5). */
export function PrivateListingFlow({
  user,
  application,
  identityStep,
}: {
  user: Me;
  /** The person's latest individual identity application, if any. */
  application: KycApplication | null;
  /** Step 1, the identity application (the kyc feature's), told where to go when it is done. */
  identityStep: (onDone: IdentityDone) => ReactNode;
}) {
  const navigate = useNavigate();
  const refresh = useRefreshSellerData();
  // The server already lets this person list privately and asks nothing new of their identity yet.
  const alreadyApplied =
    application !== null &&
    entitlesPrivateListing(application.status) &&
    !applicantMustAct(application.status);
  const [step, setStep] = useState<1 | 2 | 3>(alreadyApplied ? 2 : 1);
  const [note, setNote] = useState<string | null>(
    alreadyApplied
      ? 'Your identity verification is already submitted, so you can go straight to your vehicle details.'
      : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useListingForm(
    emptyListingForm(new Date(), {
      price: '',
      region: regionForCountry(application?.country ?? user.country),
      location: user.city && user.country ? `${user.city}, ${user.country}` : '',
    }),
  );
  const photos = usePhotoItems();
  const [vehicle, setVehicle] = useState<ListingCreateInput | null>(null);
  const [phase, setPhase] = useState<PayPhase>('idle');
  const created = useRef<SavedListing | null>(null);
  const payment = useRef<Payment | null>(null);

  const goTo = (next: 1 | 2 | 3) => {
    setStep(next);
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onIdentityDone: IdentityDone = ({ country, note: n }) => {
    if (!form.getValues('region')) form.setValue('region', regionForCountry(country));
    setNote(n ?? null);
    goTo(2);
  };

  const watched = form.watch(['make', 'model', 'price', 'condition', 'location', 'region', 'priceOnRequest']);
  const canContinue = vehicleStepComplete({
    make: watched[0],
    model: watched[1],
    price: watched[2],
    condition: watched[3],
    location: watched[4],
    region: watched[5],
    priceOnRequest: watched[6],
  });

  const onVehicle = (values: ListingCreateInput) => {
    setVehicle(values);
    goTo(3);
  };

  const pay = async () => {
    if (!vehicle || phase !== 'idle') return;
    // 1. The listing (once: a retry after a failed payment keeps it).
    if (!created.current) {
      setPhase('listing');
      try {
        created.current = await createListing(vehicle);
        for (const warning of created.current.warnings ?? []) {
          toast.warning('Please check the VIN', { description: warning });
        }
      } catch (error) {
        setPhase('idle');
        toast.error('Failed to create listing', { description: errorText(error, 'Something went wrong') });
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          goTo(2);
          setServerFieldErrors(error.fieldErrors, LISTING_FORM_FIELDS, form.setError);
        }
        return;
      }
    }
    const listing = created.current;

    // 2. Its photos, each in its own request; a failure keeps the listing.
    const items = photos.itemsRef.current;
    if (items.some((i) => i.kind === 'new' && i.status !== 'done')) {
      setPhase('photos');
      const { failures } = await savePhotos(
        listing.id,
        items,
        items.flatMap((i) => (i.kind === 'new' && i.status === 'done' && i.url ? [i.url] : [])),
        photos.update,
      );
      if (failures.length > 0) {
        toast.error('Photo upload failed', {
          description: failures.join('; ') || "Photos couldn't be uploaded. You can add them later.",
        });
      }
    }

    // 3. The fee: opened, then confirmed by the provider.
    try {
      setPhase('payment');
      if (!payment.current || payment.current.status === 'failed') {
        payment.current = await startListingPayment(listing.id);
      }
      setPhase('confirming');
      const confirmed = await confirmPayment(payment.current.id);
      payment.current = confirmed;
      if (!isPaid(confirmed.status)) throw new Error('Payment processing failed');
    } catch (error) {
      setPhase('idle');
      toast.error(errorText(error, 'Payment processing failed'));
      return;
    }

    setPhase('done');
    await refresh();
    toast.success('Payment Successful', { description: 'Your listing has been submitted for review.' });
    navigate('/seller-dashboard');
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        <header className="flex flex-col gap-4">
          <p className="eyebrow">Private sellers</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="font-display text-4xl leading-[1.05] text-foreground outline-none sm:text-5xl"
          >
            List Your Vehicle
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            Verify your identity, describe your car and pay the one-time listing fee. We review your listing
            within 24 hours after payment.
          </p>
        </header>

        <StepIndicator steps={STEPS} current={step} />

        <Card className="p-5 sm:p-8">
          {step === 1 ? (
            identityStep(onIdentityDone)
          ) : step === 2 ? (
            <form noValidate onSubmit={form.handleSubmit(onVehicle)} className="flex flex-col gap-8">
              <div className="flex flex-col gap-2">
                <h2 className="font-display text-3xl text-foreground">Vehicle Details</h2>
                <p className="text-sm text-muted-foreground">
                  Fields marked <span className="text-gold">*</span> are required.
                </p>
              </div>
              {note ? (
                <p
                  role="note"
                  className="flex gap-2.5 rounded-lg border border-gold/40 bg-gold/[0.07] px-4 py-3 text-sm text-foreground/90"
                >
                  <Info className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                  {note}
                </p>
              ) : null}
              <ListingFormFields form={form} idPrefix="vehicle" />
              <div className="flex flex-col gap-3">
                <Label htmlFor="vehicle-photos" className="eyebrow">
                  Images
                </Label>
                <PhotoUploader
                  id="vehicle-photos"
                  label="Images"
                  items={photos.items}
                  onAdd={photos.add}
                  onRemove={photos.remove}
                  onReorder={photos.setItems}
                  accept={PRIVATE_FLOW_PHOTO_ACCEPT}
                />
              </div>
              <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-xs text-muted-foreground">
                  {canContinue
                    ? 'Ready for payment.'
                    : 'Make, model, price, condition, location and region are required.'}
                </p>
                <Button type="submit" size="lg" disabled={!canContinue}>
                  Continue to Payment
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </form>
          ) : vehicle ? (
            <PaymentStep
              vehicle={vehicle}
              photos={photos.items}
              phase={phase}
              listingCreated={created.current !== null}
              onBack={() => goTo(2)}
              onPay={() => void pay()}
            />
          ) : null}
        </Card>
      </div>
    </div>
  );
}
