import { useSignedInUser } from '@client/app/route-access.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { EmailSection } from '@client/features/account/components/EmailSection.tsx';
import { PasswordSection } from '@client/features/account/components/PasswordSection.tsx';
import { ProfileSection } from '@client/features/account/components/ProfileSection.tsx';
import { SessionsSection } from '@client/features/account/components/SessionsSection.tsx';
import { DeleteAccountSection, TwoFactorSection } from '@client/features/account/index.ts';

/** Account settings: one section per concern, each its own form. */
export default function AccountPage() {
  const user = useSignedInUser();
  return (
    <StaticPage className="max-w-3xl">
      <PageTitle title="Account settings" />
      <PageHeader eyebrow="Your account" title="Account settings">
        Your profile, password, e-mail address, the devices you're signed in on, two-factor sign-in, and your
        data.
      </PageHeader>
      <div className="mt-10 flex flex-col gap-8">
        <ProfileSection user={user} />
        <PasswordSection />
        {/* Keyed by address: a confirmed change starts the section afresh. */}
        <EmailSection key={user.email} user={user} />
        <SessionsSection />
        <TwoFactorSection />
        <DeleteAccountSection />
      </div>
    </StaticPage>
  );
}
