import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type Listing, type ListingStatusInput, listingStatusSchema } from '@shared/schemas/listings.ts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { markListingSold, useRefreshSellerData } from '../api.ts';

type SoldForm = { status: 'sold'; soldPrice: unknown; showSoldPrice?: boolean };

/**
 * 'Mark as sold' on a live listing (issue 17): what it sold for, and whether the public results archive
 * may show that price. The car leaves the inventory and its watchers get an e-mail, which the dialog says.
 */
export function MarkSoldDialog({
  listing,
  onOpenChange,
}: {
  listing: Listing | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const refresh = useRefreshSellerData();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SoldForm, unknown, ListingStatusInput>({ resolver: zodResolver(listingStatusSchema) });

  useEffect(() => {
    if (listing) reset({ status: 'sold', soldPrice: String(listing.price), showSoldPrice: false });
  }, [listing, reset]);

  const onSubmit = async (input: ListingStatusInput) => {
    if (!listing) return;
    try {
      await markListingSold(listing.id, input);
      await refresh();
      toast.success('Marked as sold', {
        description: input.showSoldPrice
          ? `It is in the sold results at ${formatPrice(input.soldPrice, listing.currency)}.`
          : 'It is in the sold results; its price stays private.',
      });
      onOpenChange(false);
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, ['soldPrice'], setError))
        toast.error('The listing could not be marked sold', {
          description: errorText(error, 'Please try again.'),
        });
    }
  };

  const priceId = `${id}-sold-price`;
  const showId = `${id}-show-price`;
  return (
    <FormDialog
      open={listing !== null}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      title="Mark as sold"
      description={
        <>
          {listing ? `${listingTitle(listing)} leaves the inventory and appears in the sold results. ` : ''}
          Everyone watching the car gets an e-mail. This cannot be undone.
        </>
      }
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Mark as sold"
    >
      <input type="hidden" value="sold" {...register('status')} />
      <FormField
        id={priceId}
        label={`Sold price${listing ? ` (${listing.currency})` : ''}`}
        error={errors.soldPrice?.message}
        hint={listing ? `Asking price: ${formatListingPrice(listing.price, listing.currency)}` : undefined}
        required
      >
        <Input
          id={priceId}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          autoComplete="off"
          {...ariaFor(priceId, errors.soldPrice, true)}
          {...register('soldPrice')}
        />
      </FormField>
      <label htmlFor={showId} className="flex cursor-pointer items-start gap-2.5 text-sm">
        <input
          id={showId}
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-gold)]"
          {...register('showSoldPrice')}
        />
        <span>
          Show the price publicly
          <span className="block text-xs text-muted-foreground">
            Otherwise the sold results say “Price withheld” and the price is never shown to anyone else.
          </span>
        </span>
      </label>
    </FormDialog>
  );
}
