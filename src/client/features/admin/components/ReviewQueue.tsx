import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { errorText } from '@client/lib/api.ts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueueSkeleton } from './AdminStates.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';

/** A toast's title and description. */
type Note = [title: string, description?: string];

/** What the row of one item may do: approve it (with its own toasts), or open the reason dialog to reject it. */
export interface QueueRowActions {
  approve: () => void;
  approving: boolean;
  reject: () => void;
}

/**
 * An administrators' queue (Pending Approvals, Seller Verification): loading, failed and empty states, how many
 * wait, one row per item, approve in one click and reject with a reason that the person is told.
 */
export function ReviewQueue<T extends { id: Id }, Id>({
  query,
  loadingLabel,
  what,
  empty,
  count,
  approve,
  reject,
  row,
}: {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  /** 'Sellers': '… could not be loaded.' */
  what: string;
  empty: { icon: LucideIcon; title: string; text: string };
  count: (n: number) => ReactNode;
  approve: { mutation: UseMutationResult<unknown, Error, Id>; done: Note; failed: string };
  reject: {
    mutation: UseMutationResult<unknown, Error, { id: Id; reason: string }>;
    done: Note;
    failed: string;
    title: string;
    /** Tells the administrator who is told what. */
    description: (item: T) => string;
    confirmLabel: string;
  };
  row: (item: T, actions: QueueRowActions) => ReactNode;
}) {
  const [rejecting, setRejecting] = useState<T | null>(null);

  const onApprove = async (item: T) => {
    try {
      await approve.mutation.mutateAsync(item.id);
      toast.success(approve.done[0], { description: approve.done[1] });
    } catch (error) {
      toast.error(approve.failed, { description: errorText(error, '') || undefined });
    }
  };

  const onReject = async (reason: string): Promise<boolean> => {
    if (!rejecting) return false;
    try {
      await reject.mutation.mutateAsync({ id: rejecting.id, reason });
      toast.success(reject.done[0], { description: reject.done[1] });
      return true;
    } catch (error) {
      toast.error(reject.failed, { description: errorText(error, '') || undefined });
      return false;
    }
  };

  if (query.isPending) return <QueueSkeleton label={loadingLabel} />;
  if (query.isError)
    return <ErrorState what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const items = query.data;
  if (items.length === 0)
    return (
      <EmptyState tone="done" icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">{count(items.length)}</p>
      <ul className="flex flex-col gap-3">
        {items.map((item) =>
          row(item, {
            approve: () => void onApprove(item),
            approving: approve.mutation.isPending && approve.mutation.variables === item.id,
            reject: () => setRejecting(item),
          }),
        )}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={reject.title}
        description={rejecting ? reject.description(rejecting) : ''}
        confirmLabel={reject.confirmLabel}
        pendingLabel="Rejecting..."
        pending={reject.mutation.isPending}
        onConfirm={onReject}
      />
    </>
  );
}
