import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { ariaFor, FormField } from '@client/components/ui/form-field.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { isDealer } from '@shared/domain/access.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';
import type { Me } from '@shared/schemas/users.ts';
import { BadgeCheck, Building2, CheckCircle2, Clock, FileText, Loader2, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import type { IdentityFormField } from '../kyc-form.ts';
import { useIdentityForm } from '../use-identity-form.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';

/**
 * /register-dealer (spec sections 2 and 5): a dealer's identity application with its documents, or where it
 * stands when one is open, or a note that the dealership is verified already.
 */
export function DealerRegistration({ user, open }: { user: Me; open: KycApplication | null }) {
  const [submitted, setSubmitted] = useState<KycApplication | null>(open);
  if (isDealer(user) && user.verified) {
    return (
      <Card className="flex flex-col items-start gap-4 p-7">
        <Badge>
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          KM Verified
        </Badge>
        <h2 className="font-display text-3xl text-foreground">Your dealership is already verified</h2>
        <p className="text-muted-foreground">Manage your inventory from your dashboard.</p>
        <Button asChild>
          <Link to="/seller-dashboard">Go to Dashboard</Link>
        </Button>
      </Card>
    );
  }
  if (submitted) return <SubmittedState application={submitted} />;
  return <DealerForm user={user} onSubmitted={setSubmitted} />;
}

const REQUIRED: readonly IdentityFormField[] = [
  'fullName',
  'email',
  'dealershipName',
  'businessLicenseUrl',
  'idDocumentUrl',
];

function DealerForm({ user, onSubmitted }: { user: Me; onSubmitted: (application: KycApplication) => void }) {
  const { form, err, ready, uploading, submit, submitting } = useIdentityForm(user, 'dealer', {
    required: REQUIRED,
    onSubmitted: (application) => {
      toast.success('Application Submitted', {
        description: 'Your dealer registration has been submitted for review.',
      });
      onSubmitted(application);
    },
    onFailed: (error) => {
      toast.error(errorText(error, 'Failed to submit application'));
    },
  });
  const { register, control } = form;

  const documentField = (
    name: 'businessLicenseUrl' | 'idDocumentUrl' | 'proofOfAddressUrl',
    props: { id: string; label: string; description?: string; required?: boolean },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DocumentUpload {...props} value={field.value} onChange={field.onChange} disabled={submitting} />
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Dealer registration">
      <Section icon={UserRound} title="Personal Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="dealer-full-name" label="Full Name" required error={err('fullName')}>
            <Input
              id="dealer-full-name"
              autoComplete="name"
              {...ariaFor('dealer-full-name', err('fullName'))}
              {...register('fullName')}
            />
          </FormField>
          <FormField id="dealer-email" label="Email" required error={err('email')}>
            <Input
              id="dealer-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...ariaFor('dealer-email', err('email'))}
              {...register('email')}
            />
          </FormField>
          <FormField id="dealer-phone" label="Phone" required error={err('phone')}>
            <Input
              id="dealer-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 555 0100"
              {...ariaFor('dealer-phone', err('phone'))}
              {...register('phone')}
            />
          </FormField>
          <FormField id="dealer-country" label="Country" required error={err('country')}>
            <CountrySelect id="dealer-country" error={err('country')} {...register('country')} />
          </FormField>
        </div>
      </Section>

      <Section icon={Building2} title="Business Information">
        <FormField id="dealer-dealership" label="Dealership Name" required error={err('dealershipName')}>
          <Input
            id="dealer-dealership"
            autoComplete="organization"
            {...ariaFor('dealer-dealership', err('dealershipName'))}
            {...register('dealershipName')}
          />
        </FormField>
      </Section>

      <Section icon={FileText} title="Required Documents">
        <div className="flex flex-col gap-5">
          {documentField('businessLicenseUrl', {
            id: 'dealer-license',
            label: 'Business License',
            required: true,
          })}
          <FormMessage id="dealer-license-error">{err('businessLicenseUrl')}</FormMessage>
          {documentField('idDocumentUrl', {
            id: 'dealer-id-document',
            label: 'Government ID',
            description: 'Passport, national ID card or driving licence · PDF, JPG or PNG up to 10 MB',
            required: true,
          })}
          <FormMessage id="dealer-id-document-error">{err('idDocumentUrl')}</FormMessage>
          {documentField('proofOfAddressUrl', {
            id: 'dealer-proof-of-address',
            label: 'Proof of Address',
            description: 'A recent utility bill or bank statement · PDF, JPG or PNG up to 10 MB',
          })}
          <p className="text-xs leading-relaxed text-muted-foreground">
            Documents are stored privately and only seen by our verification team.
          </p>
        </div>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-4 text-gold" aria-hidden="true" />
          Review takes 24-48 hours.
        </p>
        <Button type="submit" size="lg" disabled={!ready || submitting || uploading}>
          {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {submitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof UserRound;
  title: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card asChild className="p-5 sm:p-7">
      <section aria-labelledby={id}>
        <h2 id={id} className="flex items-center gap-3 font-display text-2xl text-foreground">
          <Icon className="size-5 text-gold" aria-hidden="true" />
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}

function SubmittedState({
  application,
}: {
  application: Pick<KycApplication, 'dealershipName' | 'createdAt'>;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-5 rounded-xl border border-success/35 bg-success/[0.05] px-6 py-14 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full border border-success/40 bg-success/10">
        <CheckCircle2 className="size-7 text-success" aria-hidden="true" />
      </span>
      <h2 className="font-display text-3xl text-foreground sm:text-4xl">Application Submitted</h2>
      <p className="max-w-md leading-relaxed text-muted-foreground">
        Your dealer registration{application.dealershipName ? ` for ${application.dealershipName}` : ''} has
        been submitted for review. Our team reviews applications within 24-48 hours and will e-mail you the
        decision.
      </p>
      <Badge variant="secondary">
        <Clock className="size-3.5" aria-hidden="true" />
        Submitted {new Date(application.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </Badge>
      <Button asChild variant="outline">
        <Link to="/">Back to Home</Link>
      </Button>
    </div>
  );
}
