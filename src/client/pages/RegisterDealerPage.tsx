import { useSignedInUser } from '@client/app/route-access.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { useMyKycApplications } from '@client/features/kyc/api.ts';
import { DealerBenefits } from '@client/features/kyc/components/DealerBenefits.tsx';
import { DealerRegistration } from '@client/features/kyc/components/DealerRegistration.tsx';
import { applicationAwaitingReview } from '@shared/domain/identity.ts';

/** Dealer registration (spec section 2): a dealer identity application with its documents. */
export default function RegisterDealerPage() {
  const user = useSignedInUser();
  const applications = useMyKycApplications(user.id);
  if (applications.isPending) return <LoadingState />;
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
            <DealerBenefits />
          </aside>
        </div>
      </div>
    </>
  );
}
