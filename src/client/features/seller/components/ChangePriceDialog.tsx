import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { isPriceDrop } from '@shared/domain/watchlist.ts';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type Listing, type ListingPriceInput, listingPriceSchema } from '@shared/schemas/listings.ts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { changeListingPrice, useRefreshSellerData } from '../api.ts';

type PriceForm = { price: unknown };

/**
 * 'Change price' on a live listing: the one change that needs no new review (docs/decisions/0026). A lower
 * price tells the car's watchers by e-mail, which the dialog says.
 */
export function ChangePriceDialog({
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
  } = useForm<PriceForm, unknown, ListingPriceInput>({ resolver: zodResolver(listingPriceSchema) });

  useEffect(() => {
    if (listing) reset({ price: listing.price === null ? '' : String(listing.price) });
  }, [listing, reset]);

  const onSubmit = async ({ price }: ListingPriceInput) => {
    if (!listing) return;
    try {
      await changeListingPrice(listing.id, price);
      await refresh();
      toast.success('Price updated', {
        description: isPriceDrop(listing.price, price)
          ? `Now ${formatPrice(price, listing?.currency)}. Everyone watching this car has been told.`
          : `Now ${formatPrice(price, listing?.currency)}.`,
      });
      onOpenChange(false);
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, ['price'], setError))
        toast.error('The price could not be changed', {
          description: errorText(error, 'Please try again.'),
        });
    }
  };

  const fieldId = `${id}-price`;
  return (
    <FormDialog
      open={listing !== null}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      title="Change price"
      description={
        <>
          {listing ? `${listingTitle(listing)} stays live. ` : ''}The change is recorded in the car’s price
          history; if you lower it, everyone watching the car gets an e-mail.
        </>
      }
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Save price"
    >
      <FormField
        id={fieldId}
        label={`New price${listing ? ` (${listing.currency})` : ''}`}
        error={errors.price?.message}
        hint={listing ? `Now ${formatListingPrice(listing.price, listing.currency)}` : undefined}
        required
      >
        <Input
          id={fieldId}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          autoComplete="off"
          {...ariaFor(fieldId, errors.price, true)}
          {...register('price')}
        />
      </FormField>
    </FormDialog>
  );
}
