import { inquiryKeys, ratingEligibilityKey } from '@client/features/inquiries/keys.ts';
import { supportKeys } from '@client/features/support/keys.ts';
import type { WatchNoticeKind } from '@client/features/watchlist/index.ts';
import { watchlistKey } from '@client/features/watchlist/keys.ts';
import type { QueryKey } from '@tanstack/react-query';

const listingDetailKey = (id: number) => ['listings', 'detail', id] as const;

/**
 * The live event stream (GET /api/events, Server-Sent Events). Events only name what changed; the pages
 * refetch it. Pure helpers here, the connection in RealtimeProvider.
 */

export type RealtimeEvent =
  | { type: 'inquiry'; id: number; listingId: number; buyerId: string; sellerId: string; senderId: string }
  | { type: 'read'; listingId: number; buyerId: string; readerId: string }
  | { type: 'watch'; listingId: number; notice: WatchNoticeKind; title: string }
  /** A support thread changed (a message, or a read): the live chat and the admin inbox refetch. */
  | { type: 'support'; userId: string };

export const REALTIME_EVENT_TYPES = ['inquiry', 'read', 'watch', 'support'] as const;

const WATCH_NOTICES: readonly string[] = ['price_drop', 'sold', 'removed'] satisfies WatchNoticeKind[];

/** While the stream is down, conversation data is refetched this often instead. */
export const FALLBACK_POLL_MS = 30_000;
/** Longest wait between two attempts to reopen a stream the browser gave up on. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** An event's data, checked; null for anything malformed (which is then ignored). */
export function parseRealtimeEvent(type: string, data: string): RealtimeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (type === 'inquiry') {
    if (!isId(v.id) || !isId(v.listingId) || !isText(v.buyerId) || !isText(v.sellerId) || !isText(v.senderId))
      return null;
    return {
      type: 'inquiry',
      id: v.id,
      listingId: v.listingId,
      buyerId: v.buyerId,
      sellerId: v.sellerId,
      senderId: v.senderId,
    };
  }
  if (type === 'read') {
    if (!isId(v.listingId) || !isText(v.buyerId) || !isText(v.readerId)) return null;
    return { type: 'read', listingId: v.listingId, buyerId: v.buyerId, readerId: v.readerId };
  }
  if (type === 'watch') {
    if (!isId(v.listingId) || !isText(v.title) || !WATCH_NOTICES.includes(v.notice as string)) return null;
    return { type: 'watch', listingId: v.listingId, notice: v.notice as WatchNoticeKind, title: v.title };
  }
  if (type === 'support') {
    if (!isText(v.userId)) return null;
    return { type: 'support', userId: v.userId };
  }
  return null;
}

/**
 * The queries an event makes out of date. A new message changes the conversation lists, the unread count and
 * the listing's inquiries (all under ['inquiries']) and the rating eligibility, which counts messages. A read
 * receipt changes the seen flags ('Sent' becomes 'Opened').
 */
export function invalidationsFor(event: RealtimeEvent): QueryKey[] {
  if (event.type === 'inquiry') return [inquiryKeys.all, ratingEligibilityKey(event.listingId)];
  if (event.type === 'watch') return [watchlistKey, listingDetailKey(event.listingId)];
  if (event.type === 'support') return [supportKeys.all];
  return [inquiryKeys.all];
}

/** The wait before reopening a closed stream: 1 s, 2 s, 4 s ... at most 30 s. `attempt` counts from 0. */
export function reconnectDelay(attempt: number, max: number = MAX_RECONNECT_DELAY_MS): number {
  const n = Math.max(0, Math.floor(attempt));
  return Math.min(max, 1000 * 2 ** Math.min(n, 20));
}

/** The Messages link's accessible name: 'Messages', or 'Messages, 3 unread'. */
export function messagesLinkLabel(unread: number, label = 'Messages'): string {
  return unread > 0 ? `${label}, ${unread} unread` : label;
}

/** What the little badge shows: nothing for 0, the count up to 99, then '99+'. */
export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 99 ? '99+' : String(Math.floor(unread));
}
