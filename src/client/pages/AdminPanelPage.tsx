import { AccessMessage } from '@client/components/page/access-message.tsx';
import { LoadingState } from '@client/components/page/loading-state.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { AdminPanel } from '@client/features/admin/components/AdminPanel.tsx';
import { GoHomeLink, SignInLink } from '@client/features/auth/components/SignInLink.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { isAdmin } from '@shared/domain/access.ts';

/**
 * Admin panel (/admin and /admin-panel), role 3 only. The panel (and with it every admin data call) mounts
 * only for administrators (spec section 6).
 */
export default function AdminPanelPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState />;
  if (!user) {
    return (
      <AccessMessage
        title="Authentication Required"
        message="You need to be logged in to access the admin panel."
      >
        <SignInLink />
      </AccessMessage>
    );
  }
  if (!isAdmin(user)) {
    return (
      <AccessMessage title="Access Denied" message="Only administrators can access this panel.">
        <GoHomeLink />
      </AccessMessage>
    );
  }
  return (
    <StaticPage>
      <PageTitle title="Admin Control Center" />
      <AdminPanel />
    </StaticPage>
  );
}
