import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { AdminTwoFactorGate } from '@client/features/admin/components/AdminTwoFactorGate.tsx';
import { KycReview } from '@client/features/admin/components/KycReview.tsx';

/** Identity (KYC) application review, administrators only (the route table says so). */
export default function KycReviewPage() {
  return (
    <StaticPage>
      <PageTitle title="KYC Review" />
      <AdminTwoFactorGate>
        <KycReview />
      </AdminTwoFactorGate>
    </StaticPage>
  );
}
