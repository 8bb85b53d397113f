import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { useUnsubscribe } from '@client/features/saved-searches/index.ts';
import { errorText } from '@client/lib/api.ts';
import { Link, useSearchParams } from 'react-router';

/**
 * /unsubscribe?token=… from an alert e-mail, for people: no sign-in. Nothing happens until the button is
 * pressed, so a mail scanner opening the link unsubscribes nobody.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  let body: React.ReactNode;
  if (!token)
    body = (
      <p role="alert" className="text-destructive">
        This unsubscribe link is incomplete. Use the link from the e-mail as it is.
      </p>
    );
  else if (unsubscribe.isSuccess) {
    const names = unsubscribe.data.unsubscribed;
    body = (
      <div role="status" className="flex flex-col gap-4">
        <p className="text-lg text-foreground">You are unsubscribed.</p>
        <p className="text-muted-foreground">
          {names.length > 0
            ? `We will no longer e-mail you about: ${names.join(', ')}.`
            : 'These e-mails were already turned off.'}{' '}
          Your saved searches stay on your alerts page, where you can turn them back on.
        </p>
        <div>
          <Button asChild variant="outline">
            <Link to="/account/alerts">Manage alerts</Link>
          </Button>
        </div>
      </div>
    );
  } else
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted-foreground">
          Stop the e-mails this link came with. You do not need to sign in.
        </p>
        <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
        {unsubscribe.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(unsubscribe.error, 'We could not unsubscribe you. Please try again.')}
          </p>
        ) : null}
      </div>
    );

  return (
    <StaticPage>
      <PageTitle title="Unsubscribe" />
      <div className="flex max-w-2xl flex-col gap-8">
        <PageHeader eyebrow="Search alerts" title="Unsubscribe" />
        {body}
      </div>
    </StaticPage>
  );
}
