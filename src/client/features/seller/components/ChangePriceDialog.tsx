import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { isPriceDrop } from '@shared/domain/watchlist.ts';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type ListingPriceInput, listingPriceSchema } from '@shared/schemas/listings.ts';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { changeListingPrice } from '../api.ts';
import { AmountField, type ListingActionDialogProps, useListingActionSubmit } from './listing-action.tsx';

type PriceForm = { price: unknown };

/**
 * 'Change price' on a live listing: the one change that needs no new review (docs/decisions/0026). A lower
 * price tells the car's watchers by e-mail, which the dialog says.
 */
export function ChangePriceDialog({ listing, onOpenChange }: ListingActionDialogProps) {
  const id = useId();
  const submit = useListingActionSubmit(onOpenChange);
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
    await submit(
      async () => {
        await changeListingPrice(listing.id, price);
        return {
          title: 'Price updated',
          description: isPriceDrop(listing.price, price)
            ? `Now ${formatPrice(price, listing.currency)}. Everyone watching this car has been told.`
            : `Now ${formatPrice(price, listing.currency)}.`,
        };
      },
      { fields: ['price'], setError, failure: 'The price could not be changed' },
    );
  };

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
      <AmountField
        id={`${id}-price`}
        label={`New price${listing ? ` (${listing.currency})` : ''}`}
        error={errors.price}
        hint={listing ? `Now ${formatListingPrice(listing.price, listing.currency)}` : undefined}
        registration={register('price')}
      />
    </FormDialog>
  );
}
