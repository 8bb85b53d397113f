import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { unexplainedAfterFieldErrors } from '@client/lib/form-errors.ts';
import { type FormSchema, useSchemaForm } from '@client/lib/schema-form.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { useEffect } from 'react';
import type { Path, UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useRefreshSellerData } from '../api.ts';

/** A dialog acting on one live listing: open while `listing` is set. */
export interface ListingActionDialogProps {
  listing: Listing | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The form of a dialog acting on one live listing (change price, mark as sold), checked by its shared
 * schema. Each time the dialog opens on a listing the form starts again from `valuesOf(listing)` (a
 * function defined once, outside the component). A submit runs `change`, refreshes the seller's data, says
 * what happened in a toast and closes; a refusal puts the server's field errors under `fields` and says the
 * rest in a toast titled `failure`.
 */
export function useListingActionForm<S extends FormSchema>(
  schema: S,
  {
    listing,
    onOpenChange,
    valuesOf,
    fields,
    failure,
    change,
  }: ListingActionDialogProps & {
    valuesOf: (listing: Listing) => z.input<S>;
    fields: readonly Path<z.input<S>>[];
    failure: string;
    change: (listing: Listing, input: z.output<S>) => Promise<{ title: string; description: string }>;
  },
) {
  const refresh = useRefreshSellerData();
  const form = useSchemaForm(schema);
  const { reset } = form;

  useEffect(() => {
    if (listing) reset(valuesOf(listing));
  }, [listing, reset, valuesOf]);

  const onSubmit = form.handleSubmit(async (input) => {
    if (!listing) return;
    try {
      const { title, description } = await change(listing, input);
      await refresh();
      toast.success(title, { description });
      onOpenChange(false);
    } catch (error) {
      if (unexplainedAfterFieldErrors(error, fields, form.setError))
        toast.error(failure, { description: errorText(error, 'Please try again.') });
    }
  });
  return { form, onSubmit };
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
