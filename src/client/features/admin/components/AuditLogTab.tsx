import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { AuditEntry } from '@shared/schemas/admin.ts';
import { ScrollText } from 'lucide-react';
import { Link } from 'react-router';
import { useAuditLog } from '../api.ts';
import { auditActionLabel, auditDetailsText, auditTargetLabel, formatDateTime } from '../format.ts';

/** What an entry acted on: its title, linked where it opens; "Listing #37" once the target is gone. */
function AuditTarget({ entry }: { entry: AuditEntry }) {
  if (!entry.target) return <>{auditTargetLabel(entry.targetType, entry.targetId)}</>;
  if (!entry.target.href) return <>{entry.target.title}</>;
  return (
    <Link to={entry.target.href} className="text-gold underline-offset-4 hover:underline">
      {entry.target.title}
    </Link>
  );
}

/** Audit Log: every administrator action, newest first, a page at a time (GET /api/admin/audit-log). */
export function AuditLogTab() {
  const query = useAuditLog(true);

  if (query.isPending) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        <span className="sr-only">Loading the audit log</span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState what="The audit log" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );

  const entries = query.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) {
    return (
      <EmptyState tone="done" icon={ScrollText} title="No actions yet">
        Approvals, rejections and reviews by administrators are recorded here.
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {/* Phones: one card per entry. */}
      <ul className="flex flex-col gap-2 sm:hidden" aria-label="Administrator actions, newest first">
        {entries.map((entry) => {
          const details = auditDetailsText(entry.details);
          return (
            <Card asChild key={entry.id} className="flex flex-col gap-1 p-4 text-sm">
              <li>
                <span className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-foreground">{auditActionLabel(entry.action)}</span>
                  <span className="shrink-0 text-muted-foreground">
                    <AuditTarget entry={entry} />
                  </span>
                </span>
                <span className="truncate text-muted-foreground">
                  {entry.adminEmail ?? 'Deleted account'}
                </span>
                <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                  {formatDateTime(entry.createdAt)}
                </time>
                {details ? <span className="break-words text-muted-foreground">{details}</span> : null}
              </li>
            </Card>
          );
        })}
      </ul>
      {/* Wider screens: the table. */}
      <Card className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Administrator actions, newest first</caption>
          <thead className="border-b border-border text-xs tracking-[0.12em] text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                When
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Administrator
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Action
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Target
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Details
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => {
              const details = auditDetailsText(entry.details);
              return (
                <tr key={entry.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block max-w-[14rem] truncate" title={entry.ipAddress ?? undefined}>
                      {entry.adminEmail ?? 'Deleted account'}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-foreground">
                    {auditActionLabel(entry.action)}
                  </td>
                  <td
                    className="px-4 py-3 whitespace-nowrap text-muted-foreground"
                    title={entry.targetId ?? undefined}
                  >
                    <AuditTarget entry={entry} />
                  </td>
                  <td className="px-4 py-3 text-muted-foreground">
                    <span className="line-clamp-2 max-w-[22rem] break-words" title={details || undefined}>
                      {details || '—'}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'} shown
        </p>
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">End of the log</p>
        )}
      </div>
    </div>
  );
}
