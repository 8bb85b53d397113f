import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { KycReview } from '@client/features/admin/components/KycReview.tsx';
import { GoHomeLink, SignInLink } from '@client/features/auth/components/SignInLink.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { isAdmin } from '@shared/domain/access.ts';

/** Identity (KYC) application review, administrators only; its data calls run only for them. */
export default function KycReviewPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState />;
  if (!isAdmin(user)) {
    return (
      <AccessMessage title="Access Denied" message="You don't have permission to access this page.">
        {user ? <GoHomeLink /> : <SignInLink />}
      </AccessMessage>
    );
  }
  return (
    <StaticPage>
      <PageTitle title="KYC Review" />
      <KycReview />
    </StaticPage>
  );
}
