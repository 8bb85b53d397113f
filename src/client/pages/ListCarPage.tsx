import { useSignedInUser } from '@client/app/route-access.tsx';
import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { useMyKycApplications } from '@client/features/kyc/api.ts';
import { IdentityStep } from '@client/features/kyc/components/IdentityStep.tsx';
import { identityNotice } from '@client/features/kyc/kyc-form.ts';
import { PrivateListingFlow } from '@client/features/seller/components/private-flow/PrivateListingFlow.tsx';
import { latestApplication } from '@shared/domain/identity.ts';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';

/**
 * /list-car (spec sections 2, 4 and 5): the private seller's listing flow, its first step the identity
 * application. The route table keeps signed-out visitors and administrators out.
 */
export default function ListCarPage() {
  const user = useSignedInUser();
  const applications = useMyKycApplications(user.id);
  if (applications.isPending) return <LoadingState />;
  const application = latestApplication(applications.data ?? [], 'individual');
  return (
    <>
      <PageTitle title="List Your Vehicle" />
      {user.verified ? (
        <AccessMessage
          icon={BadgeCheck}
          title="You're verified"
          message="Verified sellers and dealers list vehicles straight from their dashboard, with no listing fee."
        >
          <Button asChild>
            <Link to="/seller-dashboard">Go to Dashboard</Link>
          </Button>
        </AccessMessage>
      ) : (
        <PrivateListingFlow
          user={user}
          application={application}
          identityStep={(onDone) => (
            <IdentityStep user={user} notice={identityNotice(application)} onDone={onDone} />
          )}
        />
      )}
    </>
  );
}
