import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { SupportChat } from '@client/features/support/index.ts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** /help/chat: the Help Center's live chat with the support team, for signed-in accounts. */
export default function SupportChatPage() {
  return (
    <StaticPage className="max-w-3xl">
      <PageTitle title="Live Chat" />
      <div className="flex flex-col gap-8">
        <Link
          to="/help-center"
          className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-gold"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Help Center
        </Link>
        <PageHeader eyebrow="Available 24/7" title="Live Chat">
          <p>Talk to a marketplace specialist about your account, a listing or verification.</p>
        </PageHeader>
        <SupportChat />
      </div>
    </StaticPage>
  );
}
