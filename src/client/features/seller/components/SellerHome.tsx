import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { GoHomeLink } from '@client/features/auth/components/SignInLink.tsx';
import { isCustomer } from '@shared/domain/access.ts';
import type { Me } from '@shared/schemas/users.ts';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useMyKycApplications, useSellerListings } from '../api.ts';
import { SellerDashboard } from './SellerDashboard.tsx';

/** The dashboard of a dealer or private seller, or what an unverified private seller sees instead. */
export function SellerHome({ user }: { user: Me }) {
  if (isCustomer(user) && !user.verified) return <UnverifiedSeller user={user} />;
  return (
    <>
      <PageTitle title="Seller Dashboard" />
      <SellerDashboard user={user} />
    </>
  );
}

/**
 * A private seller who is not verified yet. One who has started selling through /list-car (a listing or an
 * identity application) sees their dashboard with what each listing waits for; anyone else sees the spec's
 * 'Verification Required'.
 */
function UnverifiedSeller({ user }: { user: Me }) {
  const listings = useSellerListings(user.id);
  const applications = useMyKycApplications(user.id);
  if (listings.isPending || applications.isPending) return <LoadingState />;

  const started =
    (listings.data?.length ?? 0) > 0 ||
    (applications.data ?? []).some((a) => a.applicationType === 'individual');
  if (started) {
    return (
      <>
        <PageTitle title="Seller Dashboard" />
        <SellerDashboard user={user} limited />
      </>
    );
  }
  return (
    <AccessMessage
      icon={ShieldAlert}
      title="Verification Required"
      message="You need to be verified before you can sell vehicles on our platform. Please contact our support team to get your account verified."
    >
      <GoHomeLink />
      <Button asChild variant="ghost">
        <Link to="/list-car">List a vehicle privately</Link>
      </Button>
    </AccessMessage>
  );
}
