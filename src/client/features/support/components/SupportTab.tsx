import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import { ReplyBox } from '@client/features/inquiries/components/ReplyBox.tsx';
import { formatListDate } from '@client/features/inquiries/index.ts';
import { UnreadBadge } from '@client/features/realtime/index.ts';
import { cn } from '@client/lib/cn.ts';
import { SUPPORT_MESSAGE_MAX } from '@shared/domain/support.ts';
import { ArrowLeft, LifeBuoy } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  fetchOlderCustomerMessages,
  useCustomerThread,
  useMarkCustomerThreadRead,
  useReplyToCustomer,
  useSupportInbox,
} from '../api.ts';
import { useMarkReadOnce } from '../use-mark-read-once.ts';
import { useOutgoing } from '../use-outgoing.ts';
import { SupportConversation, SupportConversationSkeleton } from './SupportConversation.tsx';

/**
 * The admin panel's Support tab: the live-chat threads, newest activity first with their unread counts,
 * and the chosen one (`?thread=`, which the e-mail to the support address links to) with a reply box.
 * On a phone the list and the thread take turns.
 */
export function SupportTab() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('thread');
  const inbox = useSupportInbox(true);

  const choose = (userId: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (userId) next.set('thread', userId);
        else next.delete('thread');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  if (inbox.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading support conversations</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (inbox.isError)
    return (
      <ErrorState
        what="Support conversations"
        onRetry={() => void inbox.refetch()}
        retrying={inbox.isFetching}
      />
    );
  const threads = inbox.data.threads;
  if (threads.length === 0 && !selected)
    return (
      <EmptyState tone="done" icon={LifeBuoy} title="No conversations yet">
        Messages customers send from the Help Center's live chat wait here for an answer.
      </EmptyState>
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
      <ul
        aria-label="Support conversations"
        className={cn(
          'flex min-w-0 flex-col gap-2 lg:max-h-[40rem] lg:overflow-y-auto',
          selected && 'max-lg:hidden',
        )}
      >
        {threads.map((t) => (
          <li key={t.customer.id} className="min-w-0">
            <button
              type="button"
              data-testid="support-thread"
              aria-current={t.customer.id === selected ? 'true' : undefined}
              onClick={() => choose(t.customer.id)}
              className={cn(
                'flex w-full flex-col gap-1 rounded-lg border border-border bg-surface px-4 py-3 text-left transition-colors hover:border-gold/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none',
                t.customer.id === selected && 'border-gold/60 bg-gold/5',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('truncate text-foreground', t.unread > 0 && 'font-semibold')}>
                  {t.customer.name}
                  {t.unread > 0 ? <span className="sr-only">, {t.unread} unread</span> : null}
                </span>
                <span className="flex shrink-0 items-center text-xs text-muted-foreground">
                  <time dateTime={t.lastMessage.createdAt}>{formatListDate(t.lastMessage.createdAt)}</time>
                  <UnreadBadge count={t.unread} />
                </span>
              </span>
              <span className="truncate text-sm text-muted-foreground">
                {t.lastMessage.fromStaff ? 'You: ' : ''}
                {t.lastMessage.body}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected ? (
        <CustomerThread key={selected} userId={selected} onBack={() => choose(null)} />
      ) : (
        <Card className="hidden items-center justify-center p-10 text-sm text-muted-foreground lg:flex">
          Choose a conversation to read and answer it.
        </Card>
      )}
    </div>
  );
}

function CustomerThread({ userId, onBack }: { userId: string; onBack: () => void }) {
  const thread = useCustomerThread(userId);
  const reply = useReplyToCustomer(userId);
  const { outgoing, submit, retry, discard } = useOutgoing(
    reply.mutateAsync,
    thread.data?.messages.at(-1)?.id,
  );
  const { mutate: markRead } = useMarkCustomerThreadRead();
  useMarkReadOnce(thread.data?.messages.findLast((m) => !m.fromStaff && !m.read)?.id, () => markRead(userId));

  const customer = thread.data?.customer;
  return (
    <Card className="flex h-[min(40rem,calc(100dvh-8rem))] min-h-[24rem] flex-col gap-0 overflow-hidden p-0">
      <div className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          onClick={onBack}
          aria-label="All conversations"
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="flex min-w-0 flex-col">
          <h3 className="truncate font-display text-xl text-foreground">
            {customer?.name ?? 'Conversation'}
          </h3>
          {customer ? <p className="truncate text-xs text-muted-foreground">{customer.email}</p> : null}
        </div>
      </div>
      {thread.isPending ? (
        <SupportConversationSkeleton label="Loading the conversation" />
      ) : thread.isError ? (
        <div className="flex flex-1 items-center justify-center p-6">
          <ErrorState
            what="This conversation"
            retrying={thread.isFetching}
            onRetry={() => void thread.refetch()}
          />
        </div>
      ) : (
        <SupportConversation
          page={thread.data}
          viewer="staff"
          customerName={thread.data.customer.name}
          fetchOlder={(before) => fetchOlderCustomerMessages(userId, before)}
          outgoing={outgoing}
          onRetry={retry}
          onDiscard={discard}
          empty="No messages yet. Write to start the conversation."
        />
      )}
      <div className="border-t border-border bg-surface p-4 sm:px-6">
        <ReplyBox
          onSend={submit}
          pending={false}
          label={`Reply to ${customer?.name ?? 'the customer'}`}
          placeholder="Reply to the customer..."
          maxLength={SUPPORT_MESSAGE_MAX}
        />
      </div>
    </Card>
  );
}
