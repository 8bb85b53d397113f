import { Button } from '@client/components/ui/button.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { MessageBubble } from '@client/features/inquiries/components/MessageBubble.tsx';
import { NewMessagesButton } from '@client/features/inquiries/components/NewMessagesButton.tsx';
import { useFollowNewest } from '@client/features/inquiries/index.ts';
import { cn } from '@client/lib/cn.ts';
import type { SupportMessage, SupportThreadPage } from '@shared/schemas/support.ts';
import { AlertCircle, MessageCircle } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { notYetInThread, type Outgoing } from '../use-outgoing.ts';

/** Who reads the thread: the customer (their messages on the right) or the team. */
export type SupportViewer = 'customer' | 'staff';

const isMine = (m: SupportMessage, viewer: SupportViewer) => m.fromStaff === (viewer === 'staff');

/**
 * A support thread as a chat: it opens at the newest message, earlier ones load on request, the reader's
 * messages on their way show 'Sending...' or 'Not sent' with a retry, and the newest sent one says
 * whether the other side has read it.
 */
export function SupportConversation({
  page,
  viewer,
  customerName,
  fetchOlder,
  outgoing,
  onRetry,
  onDiscard,
  empty,
  className,
}: {
  page: SupportThreadPage;
  viewer: SupportViewer;
  /** How the customer's messages are labelled for the team. */
  customerName?: string;
  fetchOlder: (before: number) => Promise<SupportThreadPage>;
  outgoing: Outgoing[];
  onRetry: (key: number) => void;
  onDiscard: (key: number) => void;
  empty: ReactNode;
  className?: string;
}) {
  const [older, setOlder] = useState<SupportMessage[]>([]);
  const [olderBefore, setOlderBefore] = useState<number | null>(page.olderBefore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  // Until earlier messages are asked for, the page's own cursor is the one to follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first page's cursor resets it.
  useEffect(() => {
    if (older.length === 0) setOlderBefore(page.olderBefore);
  }, [page.olderBefore]);

  const shownIds = new Set(page.messages.map((m) => m.id));
  const messages = [...older.filter((m) => !shownIds.has(m.id)), ...page.messages];
  const latest = messages[messages.length - 1];
  const latestMine = latest && isMine(latest, viewer) ? latest : undefined;
  // A message can reach the thread before the answer to its send does: it then shows once, as sent.
  const onItsWay = notYetInThread(
    outgoing,
    messages.filter((m) => isMine(m, viewer)),
  );
  const follow = useFollowNewest(
    messages.length + onItsWay.length,
    onItsWay.length > 0 || Boolean(latestMine),
  );

  const loadOlder = async () => {
    if (olderBefore === null) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const earlier = await fetchOlder(olderBefore);
      setOlder((list) => [...earlier.messages, ...list]);
      setOlderBefore(earlier.olderBefore);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  const label = (m: SupportMessage) =>
    isMine(m, viewer) ? 'You' : m.fromStaff ? 'Support team' : (customerName ?? 'Customer');

  return (
    <div className={cn('relative flex min-h-0 flex-1 flex-col', className)}>
      {/* The log role on the scrolling frame, the list inside it: a list keeps its items' semantics. */}
      <div
        ref={follow.listRef}
        onScroll={follow.onScroll}
        aria-label="Messages"
        role="log"
        aria-live="polite"
        className="flex flex-1 flex-col overflow-y-auto overscroll-contain px-4 py-5 sm:px-6"
      >
        <ol className="flex flex-1 flex-col gap-4">
          {olderBefore !== null ? (
            <li className="self-center">
              <Button variant="ghost" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
                {loadingOlder
                  ? 'Loading...'
                  : olderFailed
                    ? 'Could not load. Try again'
                    : 'Show earlier messages'}
              </Button>
            </li>
          ) : null}
          {messages.length === 0 && onItsWay.length === 0 ? (
            <li className="m-auto flex max-w-sm flex-col items-center gap-3 px-4 text-center text-sm text-muted-foreground">
              <span className="flex size-12 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                <MessageCircle className="size-5 text-gold" aria-hidden="true" />
              </span>
              {empty}
            </li>
          ) : null}
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              testId="support-message"
              mine={isMine(m, viewer)}
              label={label(m)}
              createdAt={m.createdAt}
              body={m.body}
            >
              {latestMine?.id === m.id && onItsWay.length === 0 ? (
                <span className="text-[11px] tracking-wide text-muted-foreground">
                  {m.read ? 'Read' : 'Sent'}
                </span>
              ) : null}
            </MessageBubble>
          ))}
          {onItsWay.map((o) => (
            <MessageBubble key={`out-${o.key}`} testId="support-message" mine label="You" body={o.body}>
              {o.state === 'sending' ? (
                <span
                  className="text-[11px] tracking-wide text-muted-foreground"
                  data-testid="support-sending"
                >
                  Sending...
                </span>
              ) : (
                <span
                  role="alert"
                  className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-destructive"
                >
                  <AlertCircle className="size-3.5" aria-hidden="true" />
                  Not sent{o.error ? `: ${o.error}` : ''}
                  <button
                    type="button"
                    className="font-medium underline underline-offset-2"
                    onClick={() => onRetry(o.key)}
                  >
                    Retry
                  </button>
                  <button
                    type="button"
                    className="text-muted-foreground underline underline-offset-2"
                    onClick={() => onDiscard(o.key)}
                  >
                    Discard
                  </button>
                </span>
              )}
            </MessageBubble>
          ))}
        </ol>
      </div>
      <NewMessagesButton count={follow.unseen} onClick={follow.showNewest} />
    </div>
  );
}

/** The thread's shape while it loads. */
export function SupportConversationSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-1 flex-col gap-5 px-4 py-5 sm:px-6">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-14 w-3/5 rounded-2xl" />
      <Skeleton className="h-10 w-2/5 self-end rounded-2xl" />
      <Skeleton className="h-20 w-3/4 rounded-2xl" />
      <Skeleton className="h-10 w-1/2 self-end rounded-2xl" />
    </div>
  );
}
