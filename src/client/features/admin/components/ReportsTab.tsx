import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { useAdminReports, useResolveReport } from '@client/features/reports/api.ts';
import { errorText } from '@client/lib/api.ts';
import { REPORT_REASON_LABELS, type ReportAction } from '@shared/domain/report.ts';
import type { AdminReport } from '@shared/schemas/reports.ts';
import { Check, EyeOff, Flag, MessageSquareWarning, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../format.ts';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { ReviewRow } from './ReviewRow.tsx';

const DIALOG: Record<ReportAction, { title: string; description: string; confirm: string; pending: string }> =
  {
    dismiss: {
      title: 'Dismiss report',
      description:
        'Nothing breaks the rules: the reports of this listing close and a hidden listing shows again. Your note stays in the audit log; the reporters are told no action was taken.',
      confirm: 'Dismiss',
      pending: 'Dismissing...',
    },
    remove: {
      title: 'Remove listing',
      description:
        'The listing is taken down. Your note is the reason its seller sees; the reporters are told it was removed.',
      confirm: 'Remove Listing',
      pending: 'Removing...',
    },
  };

/**
 * The reports queue (issue 18): open reports of listings and conversations, oldest first. A listing
 * report is decided for the listing (all its open reports close together); three open reports hide it
 * until then.
 */
export function ReportsTab() {
  const query = useAdminReports(true);
  const resolve = useResolveReport();
  const [deciding, setDeciding] = useState<{ report: AdminReport; action: ReportAction } | null>(null);

  const onConfirm = async (note: string): Promise<boolean> => {
    if (!deciding) return false;
    try {
      const done = await resolve.mutateAsync({ id: deciding.report.id, action: deciding.action, note });
      toast.success(deciding.action === 'remove' ? 'Listing Removed' : 'Report Dismissed', {
        description: `${done.resolved} ${done.resolved === 1 ? 'report' : 'reports'} closed; the reporters are told by e-mail.`,
      });
      return true;
    } catch (error) {
      toast.error('Failed to resolve the report.', { description: errorText(error, '') || undefined });
      return false;
    }
  };

  if (query.isPending) return <QueueSkeleton label="Loading reports" />;
  if (query.isError)
    return <ErrorState what="Reports" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const reports = query.data;
  if (reports.length === 0) {
    return (
      <EmptyState tone="done" icon={Flag} title="No open reports">
        Reports of listings and conversations wait here for a decision.
      </EmptyState>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        {reports.length} open {reports.length === 1 ? 'report' : 'reports'}, oldest first.
      </p>
      <ul className="flex flex-col gap-3">
        {reports.map((report) => {
          const headingId = `report-${report.id}`;
          const conversation = report.conversation;
          return (
            <ReviewRow
              key={report.id}
              headingId={headingId}
              title={conversation ? `Conversation about the ${report.listing.title}` : report.listing.title}
              badges={
                <>
                  <Badge variant="destructive">{REPORT_REASON_LABELS[report.reason]}</Badge>
                  {report.listing.reportsHeld ? (
                    <Badge variant="outline">
                      <EyeOff className="size-3.5" aria-hidden="true" />
                      Hidden
                    </Badge>
                  ) : null}
                  {conversation ? (
                    <Badge variant="outline">
                      <MessageSquareWarning className="size-3.5" aria-hidden="true" />
                      Conversation
                    </Badge>
                  ) : null}
                </>
              }
              media={null}
              detailsClassName="gap-2"
              actions={
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    className="flex-1"
                    aria-haspopup="dialog"
                    onClick={() => setDeciding({ report, action: 'dismiss' })}
                  >
                    <Check aria-hidden="true" />
                    Dismiss
                  </Button>
                  {conversation ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      className="flex-1 hover:border-destructive hover:text-destructive"
                      aria-haspopup="dialog"
                      onClick={() => setDeciding({ report, action: 'remove' })}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove listing
                    </Button>
                  )}
                </div>
              }
            >
              {report.details ? (
                <p className="text-sm break-words whitespace-pre-line text-foreground/90">
                  “{report.details}”
                </p>
              ) : null}
              {conversation ? (
                <details className="text-sm">
                  <summary className="cursor-pointer text-gold underline-offset-4 hover:underline">
                    Read the conversation ({conversation.messages.length}{' '}
                    {conversation.messages.length === 1 ? 'message' : 'messages'})
                  </summary>
                  <ol className="mt-2 flex max-h-72 flex-col gap-2 overflow-y-auto rounded-lg border border-border p-3">
                    {conversation.messages.map((m) => (
                      <li key={`${m.createdAt}-${m.senderId}`} className="flex flex-col gap-0.5">
                        <span className="text-xs text-muted-foreground">
                          {m.senderId === conversation.buyerId
                            ? conversation.buyerName
                            : report.listing.sellerName}{' '}
                          · {formatDateTime(m.createdAt)}
                        </span>
                        <span className="break-words whitespace-pre-line">{m.message}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                <Link to={`/listing/${report.listing.id}`} className="underline-offset-4 hover:underline">
                  Listing #{report.listing.id} ({report.listing.status})
                </Link>
                <span>Seller: {report.listing.sellerName}</span>
                <span>
                  Reported by {report.reporter.name} ({report.reporter.email})
                </span>
                <span>{formatDateTime(report.createdAt)}</span>
                {conversation ? null : (
                  <span>
                    {report.listing.openReports} open{' '}
                    {report.listing.openReports === 1 ? 'report' : 'reports'} of this listing
                  </span>
                )}
              </p>
            </ReviewRow>
          );
        })}
      </ul>
      <ReasonDialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        title={deciding ? DIALOG[deciding.action].title : ''}
        description={deciding ? DIALOG[deciding.action].description : ''}
        confirmLabel={deciding ? DIALOG[deciding.action].confirm : ''}
        pendingLabel={deciding ? DIALOG[deciding.action].pending : ''}
        pending={resolve.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
