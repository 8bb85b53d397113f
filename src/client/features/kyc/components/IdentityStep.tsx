import { Button } from '@client/components/ui/button.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText, isApiStatus } from '@client/lib/api.ts';
import { COUNTRIES } from '@shared/constants.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { kycKeys, submitKycApplication } from '../api.ts';
import { fullNameOf, knownCountry, validateKycApplication } from '../kyc-form.ts';
import { type DocumentState, DocumentUpload, documentReference, IDLE_DOCUMENT } from './DocumentUpload.tsx';

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
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(fullNameOf(user));
  const [email, setEmail] = useState(user.email ?? '');
  const [country, setCountry] = useState(knownCountry(user.country));
  const [idDocument, setIdDocument] = useState<DocumentState>(IDLE_DOCUMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const ready =
    fullName.trim() !== '' && email.trim() !== '' && country !== '' && idDocument.status === 'done';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || submitting) return;
    const result = validateKycApplication({
      applicationType: 'individual',
      fullName,
      email,
      country,
      idDocumentUrl: documentReference(idDocument),
    });
    if (!result.ok) {
      setErrors(result.errors);
      toast.error('Validation Error', { description: 'Please fill in all required fields correctly.' });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitKycApplication(result.value);
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
      toast.success('KYC Submitted', {
        description: 'Identity verification submitted. Please complete vehicle details.',
      });
      onDone({ country });
    } catch (error) {
      if (isApiStatus(error, 409)) {
        await queryClient.invalidateQueries({ queryKey: kycKeys.all });
        toast('Identity verification already submitted', {
          description: 'Your earlier application is still being reviewed. Please complete vehicle details.',
        });
        onDone({
          country,
          note: 'Your identity verification was already submitted and is being reviewed.',
        });
        return;
      }
      toast.error('Failed to submit KYC', { description: errorText(error, 'Please try again.') });
    } finally {
      setSubmitting(false);
    }
  };

  const aria = (id: string, error?: string) => ({
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-7" aria-labelledby="identity-title">
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
        <div className="flex flex-col gap-2 sm:col-span-2">
          <Label htmlFor="kyc-full-name">Full Name</Label>
          <Input
            id="kyc-full-name"
            autoComplete="name"
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
            {...aria('kyc-full-name', errors.fullName)}
          />
          <FormMessage id="kyc-full-name-error">{errors.fullName}</FormMessage>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-email">Email</Label>
          <Input
            id="kyc-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...aria('kyc-email', errors.email)}
          />
          <FormMessage id="kyc-email-error">{errors.email}</FormMessage>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-country">Country</Label>
          <NativeSelect
            id="kyc-country"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            {...aria('kyc-country', errors.country)}
          >
            <option value="">Select a country</option>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
          <FormMessage id="kyc-country-error">{errors.country}</FormMessage>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <DocumentUpload
          id="kyc-id-document"
          label="ID Document"
          description="Passport, national ID card or driving licence · PDF, JPG or PNG up to 10 MB"
          required
          value={idDocument}
          onChange={setIdDocument}
          disabled={submitting}
        />
        <FormMessage id="kyc-id-document-error">{errors.idDocumentUrl}</FormMessage>
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
