import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { useRequireSignIn } from '@client/features/auth/use-require-sign-in.ts';

/** The private seller's three-step listing flow (identity, vehicle details, payment). */
export default function ListCarPage() {
  const { user } = useRequireSignIn();
  if (!user) return <LoadingState />;
  return (
    <StaticPage>
      <PageTitle title="List Your Vehicle" />
      <PageHeader eyebrow="Private sellers" title="List Your Vehicle">
        <p>
          The three-step listing flow (identity verification, vehicle details and payment) is being built.
        </p>
      </PageHeader>
    </StaticPage>
  );
}
