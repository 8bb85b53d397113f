import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog.tsx';
import { toast } from '@client/components/ui/toaster.tsx';
import { PaymentRiskNotice } from '@client/features/reports/components/PaymentRiskNotice.tsx';
import { listingTitle } from '@shared/format.ts';
import { ExternalLink } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMarkRead, useSendReply } from '../api.ts';
import {
  buyerEmail,
  otherPartyId,
  otherPartyName,
  senderRole,
  type Thread,
  viewerRoleIn,
} from '../threads.ts';
import { useFollowNewest } from '../use-follow-newest.ts';
import { ListingThumb } from './ListingThumb.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { NewMessagesButton } from './NewMessagesButton.tsx';
import { ReplyBox } from './ReplyBox.tsx';

const ReportConversationButton = lazy(
  () => import('@client/features/reports/components/ReportConversationButton.tsx'),
);

export interface ReplyToasts {
  success: { title: string; description: string };
  failure: { title: string; description?: string };
}

/** Spec section 8, buyer messages. */
export const BUYER_REPLY_TOASTS: ReplyToasts = {
  success: { title: 'Reply sent', description: 'Your message has been sent to the seller' },
  failure: { title: 'Failed to send reply. Please try again.' },
};

/** Spec section 8, dashboard. */
export const SELLER_REPLY_TOASTS: ReplyToasts = {
  success: { title: 'Reply sent', description: 'Your message has been sent to the buyer.' },
  failure: { title: 'Error', description: 'Failed to send reply. Please try again.' },
};

/**
 * One conversation: its messages oldest first (the viewer's own on the right, each labelled Seller or
 * Buyer), opened at the newest, and the reply box. Opening it, and any message arriving while it is open, marks the other party's
 * messages read. `thread` comes from the live query, so new messages appear as they arrive.
 */
export function ConversationDialog({
  thread,
  viewerId,
  open,
  onOpenChange,
  toasts,
}: {
  thread: Thread | undefined;
  viewerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toasts: ReplyToasts;
}) {
  const send = useSendReply();
  const markRead = useMarkRead();
  const lastMarked = useRef<string | null>(null);

  const follow = useFollowNewest(thread?.messages.length ?? 0, thread?.latest.senderId === viewerId);

  // Open means read: mark the other party's messages seen, once per newest message.
  useEffect(() => {
    if (!open || !thread || thread.unread === 0) return;
    const signature = `${thread.key}:${thread.latest.id}`;
    if (lastMarked.current === signature) return;
    lastMarked.current = signature;
    markRead.mutate({
      listingId: thread.listingId,
      buyerId: thread.buyerId,
      senderId: otherPartyId(thread, viewerId),
    });
  }, [open, thread, viewerId, markRead.mutate]);

  const onSend = async (message: string): Promise<boolean> => {
    if (!thread) return false;
    try {
      await send.mutateAsync({
        listingId: thread.listingId,
        buyerId: thread.buyerId,
        sellerId: thread.sellerId,
        senderId: viewerId,
        message,
      });
      toast.success(toasts.success.title, { description: toasts.success.description });
      return true;
    } catch {
      toast.error(toasts.failure.title, { description: toasts.failure.description });
      return false;
    }
  };

  // While the dialog fades out (the conversation already gone from the address), keep showing it.
  const lastShown = useRef<Thread | undefined>(undefined);
  if (thread) lastShown.current = thread;
  const view = thread ?? lastShown.current;

  const role = view ? viewerRoleIn(view, viewerId) : 'buyer';
  const title = view ? listingTitle(view.listing) : 'Conversation';
  const other = view ? otherPartyName(view, viewerId) : '';
  const latestMine = view?.latest.senderId === viewerId ? view.latest : undefined;

  return (
    <Dialog open={open && Boolean(thread)} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[min(46rem,calc(100dvh-2rem))] max-w-2xl flex-col gap-0 overflow-hidden p-0 sm:p-0">
        {view ? (
          <>
            <DialogHeader className="flex-row items-center gap-4 border-b border-border p-4 pr-14 sm:p-6 sm:pr-14">
              <ListingThumb listing={view.listing} className="w-16 self-start sm:w-24 sm:self-center" />
              <div className="flex min-w-0 flex-col gap-1">
                <DialogTitle className="text-xl leading-tight sm:text-2xl">{title}</DialogTitle>
                <DialogDescription className="break-words">
                  {role === 'seller' ? (
                    <>
                      Conversation with {other}
                      <span className="hidden sm:inline"> · {buyerEmail(view.buyer)}</span>
                    </>
                  ) : (
                    <>Conversation with {other}</>
                  )}
                </DialogDescription>
                <Link
                  to={`/listing/${view.listingId}`}
                  className="inline-flex w-fit items-center gap-1 text-xs text-gold underline-offset-4 hover:underline"
                >
                  View listing
                  <ExternalLink className="size-3" aria-hidden="true" />
                </Link>
                <Suspense fallback={null}>
                  <ReportConversationButton listingId={view.listingId} buyerId={view.buyerId} />
                </Suspense>
              </div>
            </DialogHeader>

            <div className="relative flex min-h-0 flex-1 flex-col">
              <ol
                key={view.key}
                ref={follow.listRef}
                onScroll={follow.onScroll}
                aria-label="Messages"
                role="log"
                aria-live="polite"
                className="flex flex-1 flex-col gap-4 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6"
              >
                {view.messages.map((message) => {
                  const mine = message.senderId === viewerId;
                  const label = senderRole(message) === 'seller' ? 'Seller' : 'Buyer';
                  return (
                    <MessageBubble
                      key={message.id}
                      mine={mine}
                      label={label}
                      createdAt={message.createdAt}
                      body={message.message}
                    >
                      {mine ? null : <PaymentRiskNotice message={message.message} />}
                      {latestMine && latestMine.id === message.id ? (
                        <span className="text-[11px] tracking-wide text-muted-foreground">
                          {message.seen ? 'Opened' : 'Sent'}
                        </span>
                      ) : null}
                    </MessageBubble>
                  );
                })}
              </ol>
              <NewMessagesButton count={follow.unseen} onClick={follow.showNewest} />
            </div>

            <div className="border-t border-border bg-surface p-4 sm:px-6">
              <ReplyBox
                key={view.key}
                onSend={onSend}
                pending={send.isPending}
                placeholder={role === 'seller' ? 'Reply to the buyer...' : 'Reply to the seller...'}
              />
            </div>
          </>
        ) : (
          <DialogTitle className="sr-only">Conversation</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}
