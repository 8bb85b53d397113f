import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { DeleteAccountSection, TwoFactorSection } from '@client/features/account/index.ts';

/**
 * The account's security and leaving (/account/security): two-factor sign-in, the data export and
 * deleting the account. A temporary home until these sections join the /account settings page.
 */
export default function AccountSecurityPage() {
  return (
    <StaticPage>
      <PageTitle title="Security" />
      <div className="flex flex-col gap-8">
        <PageHeader eyebrow="Your account" title="Security">
          Protect your sign-in, take a copy of your data, or close your account.
        </PageHeader>
        <div className="flex max-w-3xl flex-col gap-6">
          <TwoFactorSection />
          <DeleteAccountSection />
        </div>
      </div>
    </StaticPage>
  );
}
