import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { type FieldErrorTarget, unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useRefreshSellerData } from '../api.ts';

/** A dialog acting on one live listing: open while `listing` is set. */
export interface ListingActionDialogProps {
  listing: Listing | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The submit of a dialog acting on one live listing (change price, mark as sold): runs the change,
 * refreshes the seller's data, says what happened in a toast and closes; a refusal puts the server's field
 * errors under their fields and says the rest in a toast titled `failure`.
 */
export function useListingActionSubmit(onOpenChange: (open: boolean) => void) {
  const refresh = useRefreshSellerData();
  return async <F extends string>(
    change: () => Promise<{ title: string; description: string }>,
    { fields, setError, failure }: FieldErrorTarget<F> & { failure: string },
  ) => {
    try {
      const { title, description } = await change();
      await refresh();
      toast.success(title, { description });
      onOpenChange(false);
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, fields, setError))
        toast.error(failure, { description: errorText(error, 'Please try again.') });
    }
  };
}

/** An amount in the listing's currency (a new asking price, what it sold for): required, cents allowed. */
export function AmountField({
  id,
  label,
  hint,
  error,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  error: { message?: string } | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error?.message} hint={hint} required>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        autoComplete="off"
        {...ariaFor(id, error, true)}
        {...registration}
      />
    </FormField>
  );
}
