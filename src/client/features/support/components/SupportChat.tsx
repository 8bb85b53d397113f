import { ErrorState } from '@client/components/blocks/empty-state.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { LiveIndicator } from '@client/features/inquiries/components/LiveIndicator.tsx';
import { ReplyBox } from '@client/features/inquiries/components/ReplyBox.tsx';
import { BRAND_NAME } from '@shared/constants.ts';
import { SUPPORT_MESSAGE_MAX } from '@shared/domain/support.ts';
import {
  fetchOlderOwnMessages,
  useMarkOwnSupportRead,
  useOwnSupportThread,
  useSendSupportMessage,
} from '../api.ts';
import { useMarkReadOnce } from '../use-mark-read-once.ts';
import { useOutgoing } from '../use-outgoing.ts';
import { SupportConversation, SupportConversationSkeleton } from './SupportConversation.tsx';

/**
 * The live chat with the support team (/help/chat): the signed-in account's one thread, newest message in
 * view, replies arriving live. Opening it reads the team's replies.
 */
export function SupportChat() {
  const thread = useOwnSupportThread();
  const send = useSendSupportMessage();
  const markRead = useMarkOwnSupportRead();
  const { outgoing, submit, retry, discard } = useOutgoing(
    send.mutateAsync,
    thread.data?.messages.at(-1)?.id,
  );

  const { mutate: read } = markRead;
  useMarkReadOnce(thread.data?.messages.findLast((m) => m.fromStaff && !m.read)?.id, read);

  return (
    <Card className="flex h-[min(40rem,calc(100dvh-12rem))] min-h-[26rem] flex-col gap-0 overflow-hidden p-0">
      <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3 sm:px-6">
        <div className="flex min-w-0 flex-col">
          <h2 className="font-display text-xl text-foreground">{BRAND_NAME} support</h2>
          <p className="text-xs text-muted-foreground">Our specialists answer around the clock.</p>
        </div>
        <LiveIndicator />
      </div>
      {thread.isPending ? (
        <SupportConversationSkeleton label="Loading your conversation" />
      ) : thread.isError ? (
        <div className="flex flex-1 items-center justify-center p-6">
          <ErrorState
            what="Your conversation"
            retrying={thread.isFetching}
            onRetry={() => void thread.refetch()}
          />
        </div>
      ) : (
        <SupportConversation
          page={thread.data}
          viewer="customer"
          fetchOlder={fetchOlderOwnMessages}
          outgoing={outgoing}
          onRetry={retry}
          onDiscard={discard}
          empty={
            <>
              <span className="font-display text-xl text-foreground">How can we help?</span>
              Ask about your account, a listing, verification or a purchase: a specialist answers here, and we
              e-mail you when they do.
            </>
          }
        />
      )}
      <div className="border-t border-border bg-surface p-4 sm:px-6">
        <ReplyBox
          onSend={submit}
          pending={false}
          label="Message to support"
          placeholder="Write a message..."
          maxLength={SUPPORT_MESSAGE_MAX}
        />
      </div>
    </Card>
  );
}
