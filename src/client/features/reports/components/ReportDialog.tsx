import { FormDialogFooter } from '@client/components/blocks/form-dialog.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText, isApiStatus } from '@client/lib/api.ts';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@shared/domain/report.ts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { ReportInput } from '../api.ts';

/**
 * The report form, for a listing or a conversation: a reason (radio buttons, arrow keys move between
 * them) and optional details. It stays open, keeping the text, when sending fails; a second report while
 * the first is open is told so (409) and closes.
 */
export function ReportDialog({
  open,
  onOpenChange,
  what,
  send,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'listing' or 'conversation', as the texts name it. */
  what: 'listing' | 'conversation';
  send: (input: ReportInput) => Promise<unknown>;
  pending: boolean;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setReason('');
      setDetails('');
      setError(null);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Please choose a reason');
      return;
    }
    try {
      await send({ reason, ...(details.trim() ? { details: details.trim() } : {}) });
      toast.success('Report sent', {
        description: 'Thank you. An administrator will look at it, and we will e-mail you the outcome.',
      });
      onOpenChange(false);
    } catch (e) {
      if (isApiStatus(e, 409)) {
        toast('Already reported', { description: errorText(e, '') || undefined });
        onOpenChange(false);
        return;
      }
      toast.error('Failed to send the report.', { description: errorText(e, '') || undefined });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this {what}</DialogTitle>
          <DialogDescription>
            Tell us what is wrong. Reports are confidential: the{' '}
            {what === 'listing' ? 'seller' : 'other person'} does not see who sent them.
          </DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-5" noValidate onSubmit={submit}>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-foreground">Reason</legend>
            <RadioGroup
              value={reason}
              onValueChange={(v) => {
                setReason(v as ReportReason);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              {REPORT_REASONS.map((r) => (
                <div key={r} className="flex items-center gap-3">
                  <RadioGroupItem value={r} id={`${id}-${r}`} />
                  <Label htmlFor={`${id}-${r}`} className="cursor-pointer font-normal">
                    {REPORT_REASON_LABELS[r]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-details`}>Details (optional)</Label>
            <Textarea
              id={`${id}-details`}
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
              placeholder="What did you notice?"
            />
          </div>
          <FormDialogFooter
            busy={pending}
            onCancel={() => onOpenChange(false)}
            submitLabel="Send report"
            busyLabel="Sending..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
