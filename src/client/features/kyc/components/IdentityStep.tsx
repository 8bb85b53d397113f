import { Button } from '@client/components/ui/button.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText, isApiStatus } from '@client/lib/api.ts';
import type { Me } from '@shared/schemas/users.ts';
import { Loader2, Lock } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useIdentityForm } from '../use-identity-form.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';

export interface IdentityOutcome {
  country: string;
  /** Shown on the next step when the application already existed. */
  note?: string;
}

/** /list-car step 1 (spec sections 2 and 5): the private seller's identity application. */
export function IdentityStep({
  user,
  notice,
  onDone,
}: {
  user: Me;
  /** Why this step is shown again (new documents requested, a turned-down application). */
  notice?: string | null;
  onDone: (outcome: IdentityOutcome) => void;
}) {
  const { form, err, ready, submit, submitting } = useIdentityForm(user, 'individual', {
    required: ['fullName', 'email', 'country', 'idDocumentUrl'],
    onSubmitted: () => {
      toast.success('KYC Submitted', {
        description: 'Identity verification submitted. Please complete vehicle details.',
      });
      onDone({ country: form.getValues('country') });
    },
    onFailed: async (error, refresh) => {
      if (isApiStatus(error, 409)) {
        await refresh();
        toast('Identity verification already submitted', {
          description: 'Your earlier application is still being reviewed. Please complete vehicle details.',
        });
        onDone({
          country: form.getValues('country'),
          note: 'Your identity verification was already submitted and is being reviewed.',
        });
        return;
      }
      toast.error('Failed to submit KYC', { description: errorText(error, 'Please try again.') });
    },
  });
  const { register, control } = form;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-7" aria-labelledby="identity-title">
      <div className="flex flex-col gap-2">
        <h2 id="identity-title" className="font-display text-3xl text-foreground">
          Identity Verification
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Private sellers are verified before their first listing goes live. Tell us who you are and upload a
          government-issued ID.
        </p>
      </div>
      {notice ? (
        <p
          role="note"
          className="rounded-lg border border-gold/40 bg-gold/[0.07] px-4 py-3 text-sm text-foreground/90"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="kyc-full-name" label="Full Name" error={err('fullName')} className="sm:col-span-2">
          <Input
            id="kyc-full-name"
            autoComplete="name"
            {...ariaFor('kyc-full-name', err('fullName'))}
            {...register('fullName')}
          />
        </FormField>
        <FormField id="kyc-email" label="Email" error={err('email')}>
          <Input
            id="kyc-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...ariaFor('kyc-email', err('email'))}
            {...register('email')}
          />
        </FormField>
        <FormField id="kyc-country" label="Country" error={err('country')}>
          <CountrySelect id="kyc-country" error={err('country')} {...register('country')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-2">
        <Controller
          control={control}
          name="idDocumentUrl"
          render={({ field }) => (
            <DocumentUpload
              id="kyc-id-document"
              label="ID Document"
              description="Passport, national ID card or driving licence · PDF, JPG or PNG up to 10 MB"
              required
              value={field.value}
              onChange={field.onChange}
              disabled={submitting}
            />
          )}
        />
        <FormMessage id="kyc-id-document-error">{err('idDocumentUrl')}</FormMessage>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <Lock className="size-3.5 text-gold" aria-hidden="true" />
          Stored privately, seen only by our verification team
        </p>
        <Button type="submit" size="lg" disabled={!ready || submitting}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitting ? 'Submitting...' : 'Submit Verification'}
        </Button>
      </div>
    </form>
  );
}
