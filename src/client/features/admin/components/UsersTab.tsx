import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { SearchField } from '@client/components/blocks/search-field.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import { isAdmin, isSuspended } from '@shared/domain/access.ts';
import { roleBadge } from '@shared/format.ts';
import type { AdminUser } from '@shared/schemas/admin-users.ts';
import { Ban, ChevronLeft, ChevronRight, RotateCcw, Users } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminUsers, useSuspendUser, useUnsuspendUser } from '../api.ts';
import { formatDateTime, sellerDisplayName } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReviewRow } from './ReviewRow.tsx';

/**
 * Every account, searchable by name, e-mail or username, 20 a page: suspend one (with a reason its owner
 * is e-mailed; it cannot sign in and its listings are hidden) or lift a suspension. The search and the
 * page live in the address (`?q=`, `?page=`), so Back returns to the same results.
 */
export function UsersTab() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(q);
  const query = useAdminUsers(q, page);
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const [suspending, setSuspending] = useState<AdminUser | null>(null);

  const go = (next: { q?: string; page?: number }) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        const nq = next.q ?? q;
        if (nq) out.set('q', nq);
        else out.delete('q');
        out.set('page', String(next.page ?? 1));
        return out;
      },
      { replace: true, preventScrollReset: true },
    );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim(), page: 1 });
  };

  const onSuspend = async (reason: string): Promise<boolean> => {
    if (!suspending) return false;
    try {
      await suspend.mutateAsync({ id: suspending.id, reason });
      toast.success('Account suspended', { description: 'They were told why by e-mail.' });
      return true;
    } catch (error) {
      toast.error('Failed to suspend the account.', { description: errorText(error, '') || undefined });
      return false;
    }
  };

  const onUnsuspend = async (user: AdminUser) => {
    try {
      await unsuspend.mutateAsync(user.id);
      toast.success('Suspension lifted', { description: 'They can sign in again.' });
    } catch (error) {
      toast.error('Failed to lift the suspension.', { description: errorText(error, '') || undefined });
    }
  };

  const results = () => {
    if (query.isPending) return <QueueSkeleton label="Loading accounts" />;
    if (query.isError)
      return <ErrorState what="Accounts" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    const { items, total, pageSize } = query.data;
    if (items.length === 0)
      return (
        <EmptyState icon={Users} title="No accounts found">
          {q ? `Nothing matches "${q}". Try part of a name, an e-mail or a username.` : 'No accounts yet.'}
        </EmptyState>
      );
    const pages = Math.max(1, Math.ceil(total / pageSize));
    return (
      <>
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          {total} {total === 1 ? 'account' : 'accounts'}
          {q ? ` matching "${q}"` : ''}, page {page} of {pages}
        </p>
        <ul className="flex flex-col gap-3">
          {items.map((user) => {
            const headingId = `admin-user-${user.id}`;
            const suspended = isSuspended(user);
            const lifting = unsuspend.isPending && unsuspend.variables === user.id;
            return (
              <ReviewRow
                key={user.id}
                headingId={headingId}
                title={sellerDisplayName(user)}
                badges={
                  <>
                    <Badge variant="secondary">{roleBadge(user.roleId)}</Badge>
                    {suspended ? <Badge variant="destructive">Suspended</Badge> : null}
                    {user.twoFactorEnabled ? <Badge variant="success">Two-factor</Badge> : null}
                  </>
                }
                media={null}
                actions={
                  isAdmin(user) ? null : suspended ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={lifting}
                      onClick={() => void onUnsuspend(user)}
                    >
                      <RotateCcw aria-hidden="true" />
                      {lifting ? 'Lifting...' : 'Lift suspension'}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      className="hover:border-destructive hover:text-destructive"
                      aria-haspopup="dialog"
                      onClick={() => setSuspending(user)}
                    >
                      <Ban aria-hidden="true" />
                      Suspend
                    </Button>
                  )
                }
              >
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  <span className="break-all">{user.email}</span>
                  {user.username ? <span>@{user.username}</span> : null}
                  <span>
                    {user.listingCount} {user.listingCount === 1 ? 'listing' : 'listings'}
                  </span>
                  <span>Joined {formatDateTime(user.createdAt)}</span>
                </p>
                {suspended && user.suspensionReason ? (
                  <p className="text-sm text-destructive">Suspended: {user.suspensionReason}</p>
                ) : null}
              </ReviewRow>
            );
          })}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Pages of accounts" className="mt-4 flex items-center justify-between gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => go({ page: page + 1 })}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        id="admin-users-search"
        landmark="Accounts"
        label="Search accounts"
        placeholder="Name, e-mail or username"
        value={text}
        onValueChange={setText}
        onSubmit={onSearch}
      />
      <div>{results()}</div>
      <ReasonDialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (!open) setSuspending(null);
        }}
        title="Suspend account"
        description={
          suspending
            ? `${sellerDisplayName(suspending)} will be signed out, unable to sign in, and their listings hidden. Tell them why: the reason is e-mailed to them.`
            : ''
        }
        confirmLabel="Suspend Account"
        pendingLabel="Suspending..."
        pending={suspend.isPending}
        onConfirm={onSuspend}
      />
    </div>
  );
}
