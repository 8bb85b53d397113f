export { type RealtimeStatus, useRealtimeStatus } from './context.ts';
export { messagesLinkLabel, unreadBadgeText } from './events.ts';
export { RealtimeProvider } from './RealtimeProvider.tsx';
export { UnreadBadge } from './UnreadBadge.tsx';
export { useUnreadCount } from './use-unread-count.ts';
