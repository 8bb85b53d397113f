import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { GoHomeLink } from '@client/features/auth/components/SignInLink.tsx';
import { useRequireSignIn } from '@client/features/auth/use-require-sign-in.ts';
import { ROLE } from '@shared/constants.ts';
import { BadgeCheck, ShieldAlert } from 'lucide-react';

/** Seller and dealer dashboard (/seller-dashboard and /dashboard). */
export default function SellerDashboardPage() {
  const { user, isLoading } = useRequireSignIn({ notify: false });
  if (isLoading || !user) return <LoadingState />;

  if (user.role_id === ROLE.customer && !user.verified) {
    return (
      <AccessMessage
        icon={ShieldAlert}
        title="Verification Required"
        message="You need to be verified before you can sell vehicles on our platform. Please contact our support team to get your account verified."
      >
        <GoHomeLink />
      </AccessMessage>
    );
  }
  if (user.role_id !== ROLE.customer && user.role_id !== ROLE.dealer) {
    return (
      <AccessMessage title="Access Denied" message="You don't have permission to access this dashboard.">
        <GoHomeLink />
      </AccessMessage>
    );
  }

  const isDealer = user.role_id === ROLE.dealer;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || (isDealer ? 'Dealer' : 'Seller');
  return (
    <StaticPage>
      <PageTitle title="Seller Dashboard" />
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant="secondary">{isDealer ? 'Dealer' : 'Seller'}</Badge>
        {user.verified ? (
          <Badge>
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            KM Verified
          </Badge>
        ) : null}
      </div>
      <h1 className="mt-5 font-display text-4xl text-foreground sm:text-5xl">Welcome back, {name}</h1>
      <p className="mt-4 text-muted-foreground">Your listings will appear here.</p>
    </StaticPage>
  );
}
