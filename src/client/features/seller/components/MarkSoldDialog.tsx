import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type ListingStatusInput, listingStatusSchema } from '@shared/schemas/listings.ts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { markListingSold } from '../api.ts';
import { AmountField, type ListingActionDialogProps, useListingActionSubmit } from './listing-action.tsx';

type SoldForm = { status: 'sold'; soldPrice: unknown; showSoldPrice?: boolean };

/**
 * 'Mark as sold' on a live listing (issue 17): what it sold for, and whether the public results archive
 * may show that price. The car leaves the inventory and its watchers get an e-mail, which the dialog says.
 */
export function MarkSoldDialog({ listing, onOpenChange }: ListingActionDialogProps) {
  const id = useId();
  const submit = useListingActionSubmit(onOpenChange);
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
    await submit(
      async () => {
        await markListingSold(listing.id, input);
        return {
          title: 'Marked as sold',
          description: input.showSoldPrice
            ? `It is in the sold results at ${formatPrice(input.soldPrice, listing.currency)}.`
            : 'It is in the sold results; its price stays private.',
        };
      },
      { fields: ['soldPrice'], setError, failure: 'The listing could not be marked sold' },
    );
  };

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
      <AmountField
        id={`${id}-sold-price`}
        label={`Sold price${listing ? ` (${listing.currency})` : ''}`}
        error={errors.soldPrice}
        hint={listing ? `Asking price: ${formatListingPrice(listing.price, listing.currency)}` : undefined}
        registration={register('soldPrice')}
      />
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
