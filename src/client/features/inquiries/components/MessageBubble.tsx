import { cn } from '@client/lib/cn.ts';
import type { ReactNode } from 'react';
import { formatFullDate, formatMessageTime } from '../dates.ts';

/**
 * One message of a conversation, as the conversations and the support chat show it: who wrote it and
 * when above a bubble, the reader's own on the right in gold, the other side's on the left. `children`
 * go under the bubble (a delivery state, a warning).
 */
export function MessageBubble({
  mine,
  label,
  createdAt,
  body,
  children,
  testId = 'conversation-message',
}: {
  mine: boolean;
  label: string;
  /** ISO time; none while the message is still on its way. */
  createdAt?: string;
  body: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li
      data-testid={testId}
      className={cn('flex max-w-[85%] flex-col gap-1', mine ? 'items-end self-end' : 'items-start')}
    >
      <span className="flex items-baseline gap-2 text-xs text-muted-foreground">
        <span className={cn('font-medium', mine ? 'text-gold' : 'text-foreground/85')}>{label}</span>
        {createdAt ? (
          <time dateTime={createdAt} title={formatFullDate(createdAt)}>
            {formatMessageTime(createdAt)}
          </time>
        ) : null}
      </span>
      <p
        className={cn(
          'rounded-2xl px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap',
          mine
            ? 'rounded-br-sm bg-gold/15 text-foreground ring-1 ring-gold/30'
            : 'rounded-bl-sm bg-surface-raised text-foreground ring-1 ring-border',
        )}
      >
        {body}
      </p>
      {children}
    </li>
  );
}
