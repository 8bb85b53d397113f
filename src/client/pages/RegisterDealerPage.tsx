import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { FormMessage } from '@client/components/ui/form-message.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useRequireSignIn } from '@client/features/auth/use-require-sign-in.ts';
import { kycKeys, submitKycApplication, useMyKycApplications } from '@client/features/kyc/api.ts';
import {
  type DocumentState,
  DocumentUpload,
  documentReference,
  IDLE_DOCUMENT,
} from '@client/features/kyc/components/DocumentUpload.tsx';
import {
  fullNameOf,
  knownCountry,
  optionalText,
  validateKycApplication,
} from '@client/features/kyc/kyc-form.ts';
import { ApiError, errorText } from '@client/lib/api.ts';
import { COUNTRIES } from '@shared/constants.ts';
import { isDealer } from '@shared/domain/access.ts';
import { applicationAwaitingReview } from '@shared/domain/identity.ts';
import type { KycApplication } from '@shared/schemas/kyc.ts';
import type { Me } from '@shared/schemas/users.ts';
import { useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Building2,
  CheckCircle2,
  Clock,
  FileText,
  Infinity as InfinityIcon,
  Loader2,
  TrendingUp,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

/** Dealer registration (spec section 2): a dealer identity application with its documents. */
export default function RegisterDealerPage() {
  const { user } = useRequireSignIn();
  const applications = useMyKycApplications(user?.id);
  if (!user || applications.isPending) return <LoadingState />;
  return (
    <>
      <PageTitle title="Dealer Registration" />
      <div className="container-page py-10 sm:py-14 lg:py-16">
        <header className="flex max-w-3xl flex-col gap-4">
          <p className="eyebrow">Dealers</p>
          <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl lg:text-6xl">
            Dealer Registration
          </h1>
          <p className="text-base leading-relaxed text-muted-foreground sm:text-lg">
            Join Kingsmere Motors as a premium dealer. Tell us about yourself and your dealership and upload
            the documents we need to verify you.
          </p>
          <div className="hairline mt-2 w-24" aria-hidden="true" />
        </header>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <DealerRegistration user={user} open={applicationAwaitingReview(applications.data, 'dealer')} />
          <aside className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
            <Benefits />
          </aside>
        </div>
      </div>
    </>
  );
}

function Benefits() {
  const items = [
    {
      icon: BadgeCheck,
      title: 'Verified badge on listings',
      text: 'Buyers see at a glance that your dealership is checked.',
    },
    {
      icon: TrendingUp,
      title: 'Higher search ranking',
      text: 'Verified dealers are shown first in search results.',
    },
    {
      icon: InfinityIcon,
      title: 'Unlimited inventory uploads',
      text: 'List your whole stock, with up to 30 photos each.',
    },
  ];
  return (
    <section
      aria-labelledby="dealer-benefits"
      className="rounded-xl border border-gold/30 bg-gradient-to-b from-gold/[0.07] to-transparent p-6 sm:p-7"
    >
      <h2 id="dealer-benefits" className="font-display text-2xl text-foreground">
        Dealer benefits
      </h2>
      <ul className="mt-5 flex flex-col gap-5">
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3.5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
              <Icon className="size-[18px] text-gold" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium text-foreground">{title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2.5 border-t border-border pt-5 text-sm text-muted-foreground">
        <Clock className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        <span>Applications are reviewed within 24-48 hours. We e-mail you the decision.</span>
      </p>
    </section>
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
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-5 sm:p-7">
      <h2 id={id} className="flex items-center gap-3 font-display text-2xl text-foreground">
        <Icon className="size-5 text-gold" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-gold" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}

const aria = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

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

function DealerRegistration({ user, open }: { user: Me; open: KycApplication | null }) {
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<KycApplication | null>(open);
  const [fullName, setFullName] = useState(fullNameOf(user));
  const [email, setEmail] = useState(user.email ?? '');
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState(knownCountry(user.country));
  const [dealershipName, setDealershipName] = useState('');
  const [license, setLicense] = useState<DocumentState>(IDLE_DOCUMENT);
  const [idDocument, setIdDocument] = useState<DocumentState>(IDLE_DOCUMENT);
  const [proof, setProof] = useState<DocumentState>(IDLE_DOCUMENT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  if (isDealer(user) && user.verified) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-7">
        <Badge>
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          KM Verified
        </Badge>
        <h2 className="font-display text-3xl text-foreground">Your dealership is already verified</h2>
        <p className="text-muted-foreground">Manage your inventory from your dashboard.</p>
        <Button asChild>
          <Link to="/seller-dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    );
  }
  if (submitted) return <SubmittedState application={submitted} />;

  const uploading = [license, idDocument, proof].some((d) => d.status === 'uploading');
  const ready =
    fullName.trim() !== '' &&
    email.trim() !== '' &&
    dealershipName.trim() !== '' &&
    license.status === 'done' &&
    idDocument.status === 'done';

  const clear = (field: string) => setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || submitting) return;
    const result = validateKycApplication({
      applicationType: 'dealer',
      fullName,
      email,
      phone: optionalText(phone),
      country,
      dealershipName: optionalText(dealershipName),
      idDocumentUrl: documentReference(idDocument),
      businessLicenseUrl: documentReference(license),
      proofOfAddressUrl: documentReference(proof),
    });
    if (!result.ok) {
      setErrors(result.errors);
      toast.error('Validation Error', { description: 'Please fill in all required fields correctly.' });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const application = await submitKycApplication(result.value);
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
      toast.success('Application Submitted', {
        description: 'Your dealer registration has been submitted for review.',
      });
      setSubmitted(application);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors: Record<string, string> = {};
        for (const e of error.fieldErrors) fieldErrors[e.path.split('.').pop() ?? e.path] ??= e.message;
        setErrors(fieldErrors);
      }
      toast.error(errorText(error, 'Failed to submit application'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Dealer registration">
      <Section icon={UserRound} title="Personal Information">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="dealer-full-name" label="Full Name" required error={errors.fullName}>
            <Input
              id="dealer-full-name"
              autoComplete="name"
              value={fullName}
              onChange={(e) => {
                setFullName(e.target.value);
                clear('fullName');
              }}
              {...aria('dealer-full-name', errors.fullName)}
            />
          </Field>
          <Field id="dealer-email" label="Email" required error={errors.email}>
            <Input
              id="dealer-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                clear('email');
              }}
              {...aria('dealer-email', errors.email)}
            />
          </Field>
          <Field id="dealer-phone" label="Phone" required error={errors.phone}>
            <Input
              id="dealer-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 555 0100"
              value={phone}
              onChange={(e) => {
                setPhone(e.target.value);
                clear('phone');
              }}
              {...aria('dealer-phone', errors.phone)}
            />
          </Field>
          <Field id="dealer-country" label="Country" required error={errors.country}>
            <NativeSelect
              id="dealer-country"
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                clear('country');
              }}
              {...aria('dealer-country', errors.country)}
            >
              <option value="">Select a country</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Section>

      <Section icon={Building2} title="Business Information">
        <Field id="dealer-dealership" label="Dealership Name" required error={errors.dealershipName}>
          <Input
            id="dealer-dealership"
            autoComplete="organization"
            value={dealershipName}
            onChange={(e) => {
              setDealershipName(e.target.value);
              clear('dealershipName');
            }}
            {...aria('dealer-dealership', errors.dealershipName)}
          />
        </Field>
      </Section>

      <Section icon={FileText} title="Required Documents">
        <div className="flex flex-col gap-5">
          <DocumentUpload
            id="dealer-license"
            label="Business License"
            required
            value={license}
            onChange={setLicense}
            disabled={submitting}
          />
          <FormMessage id="dealer-license-error">{errors.businessLicenseUrl}</FormMessage>
          <DocumentUpload
            id="dealer-id-document"
            label="Government ID"
            description="Passport, national ID card or driving licence · PDF, JPG or PNG up to 10 MB"
            required
            value={idDocument}
            onChange={setIdDocument}
            disabled={submitting}
          />
          <FormMessage id="dealer-id-document-error">{errors.idDocumentUrl}</FormMessage>
          <DocumentUpload
            id="dealer-proof-of-address"
            label="Proof of Address"
            description="A recent utility bill or bank statement · PDF, JPG or PNG up to 10 MB"
            value={proof}
            onChange={setProof}
            disabled={submitting}
          />
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
