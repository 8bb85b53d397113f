import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { SavedSearchList } from '@client/features/saved-searches/index.ts';

/** /account/alerts: the account's saved searches and how often each e-mails new matches. */
export default function AccountAlertsPage() {
  return (
    <StaticPage>
      <PageTitle title="Search alerts" />
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow="Your account" title="Search alerts">
          <p>
            The searches you saved, with the cars that went live since you last looked. Choose how often each
            one e-mails you, or turn its e-mails off.
          </p>
        </PageHeader>
        <SavedSearchList />
      </div>
    </StaticPage>
  );
}
