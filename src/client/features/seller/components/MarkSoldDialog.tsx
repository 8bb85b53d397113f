import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { formatListingPrice, formatPrice, listingTitle } from '@shared/format.ts';
import { type Listing, listingStatusSchema } from '@shared/schemas/listings.ts';
import { useId } from 'react';
import { markListingSold } from '../api.ts';
import { AmountField, type ListingActionDialogProps, useListingActionForm } from './listing-action.tsx';

/** The dialog opens on the asking price as the sold price, kept private. */
const soldValues = (listing: Listing) => ({
  status: 'sold' as const,
  soldPrice: String(listing.price),
  showSoldPrice: false,
});

/**
 * 'Mark as sold' on a live listing (issue 17): what it sold for, and whether the public results archive
 * may show that price. The car leaves the inventory and its watchers get an e-mail, which the dialog says.
 */
export function MarkSoldDialog({ listing, onOpenChange }: ListingActionDialogProps) {
  const id = useId();
  const { form, onSubmit } = useListingActionForm(listingStatusSchema, {
    listing,
    onOpenChange,
    valuesOf: soldValues,
    fields: ['soldPrice'],
    failure: 'The listing could not be marked sold',
    change: async (listing, input) => {
      await markListingSold(listing.id, input);
      return {
        title: 'Marked as sold',
        description: input.showSoldPrice
          ? `It is in the sold results at ${formatPrice(input.soldPrice, listing.currency)}.`
          : 'It is in the sold results; its price stays private.',
      };
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

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
      onSubmit={onSubmit}
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
