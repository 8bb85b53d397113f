import { ErrorState } from '@client/components/blocks/empty-state.tsx';
import { FormAlert } from '@client/components/blocks/form-alert.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { errorText } from '@client/lib/api.ts';
import type { AccountSession } from '@shared/schemas/account.ts';
import { Monitor } from 'lucide-react';
import { useState } from 'react';
import { useRevokeOtherSessions, useRevokeSession, useSessionsQuery } from '../api.ts';
import { AccountSection } from './AccountSection.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function SessionRow({
  session,
  onRevoke,
  revoking,
}: {
  session: AccountSession;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const label = `${session.device}${session.current ? ' (this device)' : ''}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Monitor className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
            {session.device}
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Signed in {when(session.createdAt)} · last active {when(session.lastSeenAt)}
            {session.ipAddress ? ` · ${session.ipAddress}` : ''}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={`Sign out ${label}, signed in ${when(session.createdAt)}`}
        >
          {revoking ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const sessions = useSessionsQuery();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onRevoke = async (session: AccountSession) => {
    setOutcome(null);
    try {
      await revoke.mutateAsync(session.id);
      setOutcome({ tone: 'success', text: `${session.device} has been signed out.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'That session could not be signed out.') });
    }
  };
  const onRevokeOthers = async () => {
    setOutcome(null);
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      setOutcome({
        tone: 'success',
        text: `${revoked} other ${revoked === 1 ? 'session has' : 'sessions have'} been signed out.`,
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'The other sessions could not be signed out.') });
    }
  };

  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <AccountSection
      id="sessions"
      title="Where you're signed in"
      description="Sign out any device you don't recognise, then change your password."
    >
      <FormAlert tone={outcome?.tone ?? 'success'}>{outcome?.text ?? null}</FormAlert>
      {sessions.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : sessions.isError ? (
        <ErrorState what="Your sessions" onRetry={() => sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Signed-in sessions">
            {sessions.data.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                onRevoke={() => onRevoke(s)}
                revoking={revoke.isPending && revoke.variables === s.id}
              />
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">You aren't signed in anywhere else.</p>
          ) : (
            <Button
              variant="outline"
              className="mt-4"
              onClick={onRevokeOthers}
              disabled={revokeOthers.isPending}
            >
              {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
            </Button>
          )}
        </>
      )}
    </AccountSection>
  );
}
