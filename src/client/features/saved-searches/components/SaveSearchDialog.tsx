import { FormDialogFooter } from '@client/components/blocks/form-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  type AlertFrequency,
} from '@shared/domain/saved-search.ts';
import { describeFilters, type SavedSearchInput } from '@shared/schemas/saved-searches.ts';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { useCreateSavedSearch } from '../api.ts';
import { storedFromBrowse } from '../filters.ts';

const formSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please give the search a name' })
    .max(80, { error: 'The name must be at most 80 characters' }),
  frequency: z.enum(ALERT_FREQUENCIES),
});
type SaveForm = z.infer<typeof formSchema>;

/**
 * The 'Save this search' dialog, loaded when the visitor first asks for it (SaveSearchButton): the browse
 * page starts without its form, schemas and fields. Its form mounts when it opens, fresh each time.
 */
export default function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Record<string, string>;
}) {
  const create = useCreateSavedSearch();
  useEffect(() => {
    if (open) create.reset();
  }, [open, create.reset]);

  return (
    <Dialog open={open} onOpenChange={(next) => !create.isPending && onOpenChange(next)}>
      <DialogContent>
        <SaveSearchForm create={create} filters={filters} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SaveSearchForm({
  create,
  filters,
  onClose,
}: {
  create: ReturnType<typeof useCreateSavedSearch>;
  filters: Record<string, string>;
  onClose: () => void;
}) {
  const id = useId();
  const stored = storedFromBrowse(filters);
  const summary = describeFilters(stored);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(formSchema, { defaultValues: { name: summary.slice(0, 80), frequency: 'daily' } });

  const onSubmit = async (form: SaveForm) => {
    try {
      await create.mutateAsync({ ...form, filters: stored as SavedSearchInput['filters'] });
      onClose();
      toast.success('Search saved', {
        description:
          form.frequency === 'off'
            ? 'You will see new matches on your alerts page.'
            : 'We will e-mail you when new cars match.',
      });
    } catch {
      // The error is shown in the dialog, which stays open with what was typed.
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Save this search</DialogTitle>
        <DialogDescription>{summary}</DialogDescription>
      </DialogHeader>
      <form className="flex flex-col gap-5" noValidate onSubmit={handleSubmit(onSubmit)}>
        <FormField id={`${id}-name`} label="Name" error={errors.name?.message} required>
          <Input
            id={`${id}-name`}
            maxLength={80}
            {...ariaFor(`${id}-name`, errors.name)}
            {...register('name')}
          />
        </FormField>
        <FormField
          id={`${id}-frequency`}
          label="E-mail me new matches"
          hint="Digests gather every new car of the day or week into one e-mail."
        >
          <NativeSelect
            id={`${id}-frequency`}
            aria-describedby={`${id}-frequency-hint`}
            {...register('frequency')}
          >
            {ALERT_FREQUENCIES.map((f: AlertFrequency) => (
              <option key={f} value={f}>
                {ALERT_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {create.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(create.error, 'The search could not be saved. Please try again.')}
          </p>
        ) : null}
        <FormDialogFooter
          busy={create.isPending}
          onCancel={onClose}
          submitLabel="Save search"
          className="items-center"
        >
          <Link to="/account/alerts" className="mr-auto text-sm text-gold underline-offset-4 hover:underline">
            Manage alerts
          </Link>
        </FormDialogFooter>
      </form>
    </>
  );
}
