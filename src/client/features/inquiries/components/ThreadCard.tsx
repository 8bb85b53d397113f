import { LoadingStatus } from '@client/components/blocks/loading-status.tsx';
import { Badge } from '@client/components/ui/badge.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import { listingTitle } from '@shared/format.ts';
import { formatFullDate, formatListDate } from '../dates.ts';
import { buyerEmail, otherPartyName, type Thread, type ThreadStatus, threadStatus } from '../threads.ts';
import { ListingThumb } from './ListingThumb.tsx';

const STATUS_VARIANT = {
  new: 'default',
  sent: 'secondary',
  opened: 'success',
  received: 'outline',
} as const satisfies Record<ThreadStatus['kind'], string>;

export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  return (
    <Badge
      variant={STATUS_VARIANT[status.kind]}
      className={cn('shrink-0', status.kind === 'new' && 'bg-gold font-semibold text-gold-foreground')}
    >
      {status.label}
    </Badge>
  );
}

/**
 * A conversation in a list: the listing (title and first photo), the other person (and, for a seller, the
 * buyer's e-mail), the latest message and its date, the message count and the status badge.
 */
export function ThreadCard({
  thread,
  viewerId,
  showEmail = false,
  onOpen,
}: {
  thread: Thread;
  viewerId: string;
  /** Sellers see the buyer's e-mail (spec section 2, dashboard Inquiries). */
  showEmail?: boolean;
  onOpen: (thread: Thread) => void;
}) {
  const status = threadStatus(thread, viewerId);
  const unread = thread.unread > 0;
  const count = thread.messages.length;
  const mine = thread.latest.senderId === viewerId;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      data-testid="conversation-card"
      onClick={() => onOpen(thread)}
      className={cn(
        'group flex w-full cursor-pointer gap-3 rounded-xl border bg-surface p-3 text-left transition-colors sm:gap-5 sm:p-4',
        'hover:border-gold/50 hover:bg-surface-raised/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        unread ? 'border-gold/40' : 'border-border',
      )}
    >
      <ListingThumb listing={thread.listing} className="w-24 self-start sm:w-40" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex items-start justify-between gap-3">
          <span
            className={cn(
              'min-w-0 font-display text-lg leading-tight text-foreground sm:text-xl',
              unread && 'font-semibold',
            )}
          >
            {listingTitle(thread.listing)}
          </span>
          <ThreadStatusBadge status={status} />
        </span>
        <span className="flex flex-col text-sm sm:flex-row sm:flex-wrap sm:gap-x-2">
          <span className={cn('text-foreground/90', unread && 'font-medium text-foreground')}>
            {otherPartyName(thread, viewerId)}
          </span>
          {showEmail ? (
            <span className="truncate text-muted-foreground">
              <span className="hidden sm:inline" aria-hidden="true">
                ·{' '}
              </span>
              {buyerEmail(thread.buyer)}
            </span>
          ) : null}
        </span>
        <span className={cn('line-clamp-2 text-sm', unread ? 'text-foreground/90' : 'text-muted-foreground')}>
          {mine ? <span className="text-muted-foreground">You: </span> : null}
          {thread.latest.message}
        </span>
        <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
          <time dateTime={thread.latest.createdAt} title={formatFullDate(thread.latest.createdAt)}>
            {formatListDate(thread.latest.createdAt)}
          </time>
          {count > 1 ? <span>{count} messages</span> : null}
        </span>
      </span>
    </button>
  );
}

/** Conversation cards, newest first (the order groupThreads gives). */
export function ThreadList({
  threads,
  viewerId,
  showEmail,
  onOpen,
  label,
}: {
  threads: readonly Thread[];
  viewerId: string;
  showEmail?: boolean;
  onOpen: (thread: Thread) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {threads.map((thread) => (
        <li key={thread.key}>
          <ThreadCard thread={thread} viewerId={viewerId} showEmail={showEmail} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while conversations load. */
export function ThreadListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <LoadingStatus label="Loading conversations" className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <Card
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
          key={i}
          aria-hidden="true"
          className="flex gap-3 p-3 sm:gap-5 sm:p-4"
        >
          <div className="aspect-[16/10] w-24 shrink-0 animate-pulse rounded-md bg-surface-raised sm:w-40" />
          <div className="flex flex-1 flex-col gap-2.5 py-1">
            <div className="h-5 w-1/2 animate-pulse rounded bg-surface-raised" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-surface-raised" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-surface-raised" />
          </div>
        </Card>
      ))}
    </LoadingStatus>
  );
}
