import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { SignInLink } from '@client/features/auth/components/SignInLink.tsx';
import { useAuth } from '@client/features/auth/index.ts';

export default function MessagesPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState />;
  if (!user) {
    return (
      <AccessMessage title="Access Denied" message="Please sign in to view your conversations with sellers.">
        <SignInLink />
      </AccessMessage>
    );
  }
  return (
    <StaticPage>
      <PageTitle title="Messages" />
      <PageHeader eyebrow="Inbox" title="Messages">
        <p>Your conversations with sellers will appear here.</p>
      </PageHeader>
    </StaticPage>
  );
}
