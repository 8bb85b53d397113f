import { FormDialogFooter } from '@client/components/blocks/form-dialog.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  openAtTop,
} from '@client/components/ui/dialog.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group.tsx';
import { Textarea } from '@client/components/ui/textarea.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useSchemaForm } from '@client/lib/schema-form.ts';
import { ExternalLink, FileText } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { type PendingKycApplication, useReviewKyc } from '../api.ts';
import {
  applicationTypeLabel,
  documentKind,
  documentUrl,
  formatDateTime,
  KYC_DECISION_OPTIONS,
  type KycDecisionForm,
  kycDecisionFormSchema,
  kycDocumentList,
  sellerDisplayName,
} from '../format.ts';
import { KycStatusBadge } from './KycStatusBadge.tsx';

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex min-w-0 flex-col gap-0.5 sm:col-span-2' : 'flex min-w-0 flex-col gap-0.5'}>
      <dt className="text-[11px] tracking-[0.14em] text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children || '—'}</dd>
    </div>
  );
}

/** One private document: an image shown inline, a PDF (or anything else) opened in a new tab. */
function DocumentPreview({ label, reference }: { label: string; reference: string }) {
  const url = documentUrl(reference);
  const kind = documentKind(reference);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised/50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <span className="flex min-w-0 items-center gap-2 text-sm text-foreground">
          <FileText className="size-4 shrink-0 text-gold" aria-hidden="true" />
          <span>{label}</span>
          <Badge variant="outline" className="px-1.5 py-0 text-[10px] uppercase">
            {kind === 'pdf' ? 'PDF' : kind === 'image' ? 'Image' : 'File'}
          </Badge>
        </span>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1 text-sm text-gold underline-offset-4 hover:underline"
          aria-label={`Open document: ${label} (opens in a new tab)`}
        >
          Open document
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
      {kind === 'image' ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="block">
          <img
            src={url}
            alt={label}
            loading="lazy"
            className="max-h-80 w-full rounded-md border border-border bg-black/40 object-contain"
          />
        </a>
      ) : null}
    </li>
  );
}

/**
 * The Review dialog (spec section 2): who applied and their documents, then a decision (approved,
 * rejected or resubmission_required; required) and optional notes, which the applicant receives.
 */
export function KycReviewDialog({
  application,
  onOpenChange,
}: {
  application: PendingKycApplication | null;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const review = useReviewKyc();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(kycDecisionFormSchema, { defaultValues: { status: '', reviewNotes: '' } });

  // A fresh form for each application.
  useEffect(() => {
    if (application) reset({ status: '', reviewNotes: '' });
  }, [application, reset]);

  const onSubmit = async (values: KycDecisionForm) => {
    if (!application) return;
    try {
      await review.mutateAsync({
        id: application.id,
        status: values.status,
        reviewNotes: values.reviewNotes || undefined,
      });
      toast.success('Application Updated', {
        description: 'KYC application status has been updated successfully',
      });
      onOpenChange(false);
    } catch {
      toast.error('Failed to update application status');
    }
  };

  const pending = review.isPending;
  const documents = application ? kycDocumentList(application) : [];
  const applicant = application?.applicant;

  return (
    <Dialog open={application !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent className="max-w-2xl" tabIndex={-1} onOpenAutoFocus={openAtTop}>
        {application ? (
          <>
            <DialogHeader>
              <DialogTitle>Review application</DialogTitle>
              <DialogDescription>
                {application.fullName || (applicant ? sellerDisplayName(applicant) : 'Applicant')} ·{' '}
                {applicationTypeLabel(application.applicationType)} application submitted{' '}
                {formatDateTime(application.createdAt)}
              </DialogDescription>
            </DialogHeader>

            <section aria-labelledby={`${id}-details`} className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-3">
                <h3 id={`${id}-details`} className="text-lg">
                  Applicant
                </h3>
                <KycStatusBadge status={application.status} />
              </div>
              <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-2">
                <Detail label="Full name">{application.fullName}</Detail>
                <Detail label="Stated contact e-mail">
                  {application.email}
                  {applicant && application.email && application.email !== applicant.email ? (
                    <Badge variant="default" className="ml-2">
                      Not the account's e-mail
                    </Badge>
                  ) : null}
                </Detail>
                <Detail label="Phone">{application.phone}</Detail>
                <Detail label="Country">{application.country}</Detail>
                {application.applicationType === 'dealer' || application.dealershipName ? (
                  <Detail label="Dealership">{application.dealershipName}</Detail>
                ) : null}
                <Detail label="Type">{applicationTypeLabel(application.applicationType)}</Detail>
                {applicant ? (
                  <Detail label="Account" wide>
                    {applicant.username ? `@${applicant.username} · ` : ''}
                    {applicant.email}
                  </Detail>
                ) : null}
              </dl>
            </section>

            <section aria-labelledby={`${id}-documents`} className="flex flex-col gap-3">
              <h3 id={`${id}-documents`} className="text-lg">
                Documents
              </h3>
              {documents.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {documents.map((doc) => (
                    <DocumentPreview key={doc.reference} label={doc.label} reference={doc.reference} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No documents were attached.</p>
              )}
            </section>

            <form className="flex flex-col gap-5" noValidate onSubmit={handleSubmit(onSubmit)}>
              <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-status-error`}>
                <legend className="mb-3 font-display text-lg text-foreground">
                  Decision <span className="sr-only">(required)</span>
                  <span aria-hidden="true" className="text-gold">
                    *
                  </span>
                </legend>
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      aria-label="Decision"
                      aria-required="true"
                      aria-invalid={errors.status ? true : undefined}
                      className="gap-2"
                    >
                      {KYC_DECISION_OPTIONS.map((option) => (
                        <label
                          key={option.value}
                          htmlFor={`${id}-${option.value}`}
                          className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 transition-colors hover:border-border-strong has-[[data-state=checked]]:border-gold/60 has-[[data-state=checked]]:bg-gold/5"
                        >
                          <RadioGroupItem
                            id={`${id}-${option.value}`}
                            value={option.value}
                            className="mt-0.5"
                          />
                          <span className="flex flex-col gap-0.5">
                            <span className="text-sm font-medium text-foreground">{option.label}</span>
                            <span className="text-xs text-muted-foreground">{option.hint}</span>
                          </span>
                        </label>
                      ))}
                    </RadioGroup>
                  )}
                />
                <FormMessage id={`${id}-status-error`}>{errors.status?.message}</FormMessage>
              </fieldset>

              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
                <Textarea
                  id={`${id}-notes`}
                  rows={3}
                  maxLength={2000}
                  placeholder="Shared with the applicant in the decision e-mail"
                  aria-invalid={errors.reviewNotes ? true : undefined}
                  aria-describedby={`${id}-notes-error`}
                  {...register('reviewNotes')}
                />
                <FormMessage id={`${id}-notes-error`}>{errors.reviewNotes?.message}</FormMessage>
              </div>

              <FormDialogFooter
                busy={pending}
                onCancel={() => onOpenChange(false)}
                submitLabel="Submit Decision"
                busyLabel="Submitting..."
              />
            </form>
          </>
        ) : (
          <DialogTitle className="sr-only">Review application</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}
