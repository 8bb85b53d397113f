import { cn } from '@client/lib/cn.ts';
import { unreadBadgeText } from './events.ts';

/**
 * The unread count next to the Messages link. Decorative: the link's own label says it in words
 * (messagesLinkLabel), so screen readers hear 'Messages, 3 unread' once.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={cn(
        'ml-1.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-gold px-1 align-middle font-sans text-[11px] leading-none font-semibold text-gold-foreground tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
