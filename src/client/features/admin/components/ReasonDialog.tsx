import { FormDialog } from '@client/components/blocks/form-dialog.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { useEffect, useId } from 'react';
import { REASON_MAX, type ReasonForm, reasonFormSchema } from '../format.ts';

/**
 * Turning something down needs a reason, which the person receives (listing rejections also show it on the
 * seller's dashboard). The dialog stays open, keeping the text, when the call fails.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves true when done (the dialog then closes). */
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useSchemaForm(reasonFormSchema, { defaultValues: { reason: '' } });

  // A fresh form each time it opens.
  useEffect(() => {
    if (open) reset({ reason: '' });
  }, [open, reset]);

  const length = watch('reason')?.length ?? 0;

  const onSubmit = async ({ reason }: ReasonForm) => {
    if (await onConfirm(reason)) onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      title={title}
      description={description}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={confirmLabel}
      busyLabel={pendingLabel}
      destructive
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          maxLength={REASON_MAX}
          placeholder="Explain what needs to change..."
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-error ${id}-reason-count`}
          {...register('reason')}
        />
        <div className="flex items-start justify-between gap-3">
          <FormMessage id={`${id}-reason-error`}>{errors.reason?.message}</FormMessage>
          <span id={`${id}-reason-count`} className="ml-auto text-xs text-muted-foreground tabular-nums">
            {length}/{REASON_MAX}
          </span>
        </div>
      </div>
    </FormDialog>
  );
}
