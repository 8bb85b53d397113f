import { EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { useAuth } from '@client/features/auth/index.ts';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSellerThreads } from '../api.ts';
import { findThread } from '../threads.ts';
import { useLinkedConversation } from '../use-linked-conversation.ts';
import { ConversationDialog, SELLER_REPLY_TOASTS } from './ConversationDialog.tsx';
import { LiveIndicator } from './LiveIndicator.tsx';
import { ThreadList, ThreadListSkeleton } from './ThreadCard.tsx';

/**
 * The dashboard's Inquiries tab (spec section 2): one card per buyer-and-listing conversation, newest first,
 * and the conversation dialog. `?listing={id}&buyer={id}` on the page's address opens one directly (the
 * e-mail links); the dashboard's other parameters are left alone.
 */
export function SellerInquiries({ sellerId }: { sellerId: string }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? sellerId;
  const query = useSellerThreads(sellerId, viewerId);
  const link = useLinkedConversation();
  const threads = query.data ?? [];
  const selected = findThread(threads, link.listing, link.buyer);

  let body: ReactNode;
  if (query.isPending) body = <ThreadListSkeleton />;
  else if (query.isError)
    body = (
      <ErrorState what="Conversations" onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  else if (threads.length === 0)
    body = (
      <EmptyState headingLevel="h3" icon={Inbox} title="No inquiries yet">
        Inquiries from potential buyers will appear here.
      </EmptyState>
    );
  else
    body = (
      <ThreadList label="Inquiries" threads={threads} viewerId={viewerId} showEmail onOpen={link.open} />
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <LiveIndicator />
      </div>
      {body}
      <ConversationDialog
        thread={selected}
        viewerId={viewerId}
        open={Boolean(selected)}
        onOpenChange={(open) => {
          if (!open) link.close();
        }}
        toasts={SELLER_REPLY_TOASTS}
      />
    </div>
  );
}
