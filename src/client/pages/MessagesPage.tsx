import { useSignedInUser } from '@client/app/route-access.tsx';
import { BrowseListingsAction, EmptyState, ErrorState } from '@client/components/blocks/empty-state.tsx';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { useBuyerThreads, useSellerThreads } from '@client/features/inquiries/api.ts';
import {
  BUYER_REPLY_TOASTS,
  ConversationDialog,
  SELLER_REPLY_TOASTS,
} from '@client/features/inquiries/components/ConversationDialog.tsx';
import { LiveIndicator } from '@client/features/inquiries/components/LiveIndicator.tsx';
import { ThreadList, ThreadListSkeleton } from '@client/features/inquiries/components/ThreadCard.tsx';
import { findThread, type Thread, totalUnread } from '@client/features/inquiries/threads.ts';
import { useLinkedConversation } from '@client/features/inquiries/use-linked-conversation.ts';
import { canSell } from '@shared/domain/access.ts';
import { MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function SectionHeading({ id, title, threads }: { id: string; title: string; threads: readonly Thread[] }) {
  const unread = totalUnread(threads);
  return (
    <div className="flex items-baseline gap-3">
      <h2 id={id} className="font-display text-3xl text-foreground">
        {title}
      </h2>
      <span className="text-sm text-muted-foreground">
        {threads.length} {threads.length === 1 ? 'conversation' : 'conversations'}
        {unread > 0 ? `, ${unread} unread` : ''}
      </span>
    </div>
  );
}

/**
 * Buyer messages (/messages, spec section 2). Conversations the user started as a buyer come first. A user
 * who also sells (a dealer or a verified private seller) has conversations about their own listings too:
 * those appear in a second section, 'Selling', and the first is then headed 'Buying'. `?listing={id}` (the
 * e-mail links), optionally with `&buyer={id}`, opens a conversation directly.
 */
export default function MessagesPage() {
  const user = useSignedInUser();
  const buyer = useBuyerThreads(user.id);
  const seller = useSellerThreads(canSell(user) ? user.id : null, user.id);
  const link = useLinkedConversation();

  const buying = buyer.data ?? [];
  const selling = seller.data ?? [];
  const selected =
    findThread(buying, link.listing, link.buyer) ?? findThread(selling, link.listing, link.buyer);
  const sellerThread = selected !== undefined && selected.buyerId !== user.id;
  const loading = buyer.isPending || (canSell(user) && seller.isPending);
  const failed = buyer.isError || seller.isError;
  const withSections = selling.length > 0;

  let body: ReactNode;
  if (loading) body = <ThreadListSkeleton />;
  else if (failed && buying.length === 0 && selling.length === 0)
    body = (
      <ErrorState
        what="Conversations"
        retrying={buyer.isFetching || seller.isFetching}
        onRetry={() => {
          void buyer.refetch();
          if (canSell(user)) void seller.refetch();
        }}
      />
    );
  else if (buying.length === 0 && selling.length === 0)
    body = (
      <EmptyState
        headingLevel="h3"
        icon={MessageSquare}
        title="No conversations yet"
        action={<BrowseListingsAction />}
      >
        When you contact a seller about a vehicle, your conversation appears here.
      </EmptyState>
    );
  else if (!withSections)
    body = <ThreadList label="Conversations" threads={buying} viewerId={user.id} onOpen={link.open} />;
  else {
    const buyingSection = (
      <section key="buying" aria-labelledby="messages-buying" className="flex flex-col gap-4">
        <SectionHeading id="messages-buying" title="Buying" threads={buying} />
        {buying.length > 0 ? (
          <ThreadList label="Buying" threads={buying} viewerId={user.id} onOpen={link.open} />
        ) : (
          <p className="text-sm text-muted-foreground">
            You have not contacted a seller yet.{' '}
            <Link to="/listings" className="text-gold underline-offset-4 hover:underline">
              Browse Listings
            </Link>
          </p>
        )}
      </section>
    );
    const sellingSection = (
      <section key="selling" aria-labelledby="messages-selling" className="flex flex-col gap-4">
        <SectionHeading id="messages-selling" title="Selling" threads={selling} />
        <ThreadList label="Selling" threads={selling} viewerId={user.id} showEmail onOpen={link.open} />
      </section>
    );
    // Conversations first: an empty 'Buying' goes below the seller's conversations.
    body = (
      <div className="flex flex-col gap-12">
        {buying.length > 0 ? [buyingSection, sellingSection] : [sellingSection, buyingSection]}
      </div>
    );
  }

  return (
    <StaticPage>
      <PageTitle title="Messages" />
      <div className="flex flex-col gap-10">
        <PageHeader eyebrow="Inbox" title="Messages">
          <p>
            {withSections
              ? 'Your conversations with sellers and with buyers of your vehicles, newest first.'
              : 'Your conversations with sellers, newest first.'}
          </p>
        </PageHeader>
        <div className="flex flex-col gap-4">
          <div className="flex justify-end">
            <LiveIndicator />
          </div>
          {body}
        </div>
      </div>
      <ConversationDialog
        thread={selected}
        viewerId={user.id}
        open={Boolean(selected)}
        onOpenChange={(open) => {
          if (!open) link.close();
        }}
        toasts={sellerThread ? SELLER_REPLY_TOASTS : BUYER_REPLY_TOASTS}
      />
    </StaticPage>
  );
}
