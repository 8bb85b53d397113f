import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { useRequireSignIn } from '@client/features/auth/use-require-sign-in.ts';

/** Dealer registration (KYC application for dealerships). */
export default function RegisterDealerPage() {
  const { user } = useRequireSignIn();
  if (!user) return <LoadingState />;
  return (
    <StaticPage>
      <PageTitle title="Dealer Registration" />
      <PageHeader eyebrow="Dealers" title="Dealer Registration">
        <p>The dealer application form is being built. Applications are reviewed within 24-48 hours.</p>
      </PageHeader>
    </StaticPage>
  );
}
