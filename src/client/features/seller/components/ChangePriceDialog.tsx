import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { isPriceDrop } from '@shared/domain/watchlist.ts';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type Listing, listingPriceSchema } from '@shared/schemas/listings.ts';
import { useId } from 'react';
import { changeListingPrice } from '../api.ts';
import { AmountField, type ListingActionDialogProps, useListingActionForm } from './listing-action.tsx';

/** The dialog opens on the listing's current price. */
const priceValues = (listing: Listing) => ({ price: listing.price === null ? '' : String(listing.price) });

/**
 * 'Change price' on a live listing: the one change that needs no new review (docs/decisions/0026). A lower
 * price tells the car's watchers by e-mail, which the dialog says.
 */
export function ChangePriceDialog({ listing, onOpenChange }: ListingActionDialogProps) {
  const id = useId();
  const { form, onSubmit } = useListingActionForm(listingPriceSchema, {
    listing,
    onOpenChange,
    valuesOf: priceValues,
    fields: ['price'],
    failure: 'The price could not be changed',
    change: async (listing, { price }) => {
      await changeListingPrice(listing.id, price);
      return {
        title: 'Price updated',
        description: isPriceDrop(listing.price, price)
          ? `Now ${formatPrice(price, listing.currency)}. Everyone watching this car has been told.`
          : `Now ${formatPrice(price, listing.currency)}.`,
      };
    },
  });
  const { errors, isSubmitting } = form.formState;

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
      onSubmit={onSubmit}
      submitLabel="Save price"
    >
      <AmountField
        id={`${id}-price`}
        label={`New price${listing ? ` (${listing.currency})` : ''}`}
        error={errors.price}
        hint={listing ? `Now ${formatListingPrice(listing.price, listing.currency)}` : undefined}
        registration={form.register('price')}
      />
    </FormDialog>
  );
}
