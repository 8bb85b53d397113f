import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { AdminPanel } from '@client/features/admin/components/AdminPanel.tsx';
import { AdminTwoFactorGate } from '@client/features/admin/components/AdminTwoFactorGate.tsx';

/**
 * Admin panel (/admin and /admin-panel), administrators only (the route table says so): the panel, and with it
 * every admin data call, mounts only for them (spec section 6).
 */
export default function AdminPanelPage() {
  return (
    <StaticPage>
      <PageTitle title="Admin Control Center" />
      <AdminTwoFactorGate>
        <AdminPanel />
      </AdminTwoFactorGate>
    </StaticPage>
  );
}
