import type { InquiryWithContext } from '@shared/schemas/inquiries.ts';

/**
 * Conversations are the messages of one buyer about one listing (spec sections 2 and 9): grouped per
 * (listing, buyer), the conversations newest first, the messages inside one oldest first.
 */

export type Message = InquiryWithContext;
export type Party = InquiryWithContext['buyer'];
export type ViewerRole = 'buyer' | 'seller';

export interface Thread {
  /** `${listingId}:${buyerId}`: unique per conversation. */
  key: string;
  listingId: number;
  buyerId: string;
  sellerId: string;
  listing: Message['listing'];
  buyer: Party;
  seller: Party;
  /** Oldest first. */
  messages: Message[];
  /** The newest message. */
  latest: Message;
  /** Messages from the other party the viewer has not opened. */
  unread: number;
}

export const threadKey = (listingId: number, buyerId: string): string => `${listingId}:${buyerId}`;

const time = (m: Pick<Message, 'createdAt'>): number => {
  const t = Date.parse(m.createdAt);
  return Number.isFinite(t) ? t : 0;
};

/** Oldest first; messages written in the same millisecond keep the order of their ids. */
export const compareOldestFirst = (a: Message, b: Message): number => time(a) - time(b) || a.id - b.id;

/**
 * Groups a message list (in any order) into conversations, newest conversation first. `viewerId` is the
 * signed-in user: their own messages never count as unread.
 */
export function groupThreads(messages: readonly Message[], viewerId: string): Thread[] {
  const groups = new Map<string, Message[]>();
  for (const message of messages) {
    const key = threadKey(message.listingId, message.buyerId);
    const group = groups.get(key);
    if (group) group.push(message);
    else groups.set(key, [message]);
  }
  const threads: Thread[] = [];
  for (const [key, group] of groups) {
    const ordered = [...group].sort(compareOldestFirst);
    const latest = ordered[ordered.length - 1]!;
    threads.push({
      key,
      listingId: latest.listingId,
      buyerId: latest.buyerId,
      sellerId: latest.sellerId,
      listing: latest.listing,
      buyer: latest.buyer,
      seller: latest.seller,
      messages: ordered,
      latest,
      unread: countUnread(ordered, viewerId),
    });
  }
  return threads.sort((a, b) => compareOldestFirst(b.latest, a.latest));
}

/** Unseen messages sent by anyone but the viewer. */
export function countUnread(
  messages: readonly Pick<Message, 'senderId' | 'seen'>[],
  viewerId: string,
): number {
  let n = 0;
  for (const m of messages) if (!m.seen && m.senderId !== viewerId) n += 1;
  return n;
}

/** Unread messages over all conversations. */
export const totalUnread = (threads: readonly Thread[]): number =>
  threads.reduce((sum, t) => sum + t.unread, 0);

export type ThreadStatus =
  | { kind: 'new'; count: number; label: string }
  | { kind: 'opened'; label: 'Opened' }
  | { kind: 'sent'; label: 'Sent' }
  | { kind: 'received'; label: 'Received' };

/**
 * The conversation's badge (spec section 2, dashboard Inquiries): 'N new' for unread messages from the other
 * party; else, when the viewer sent the latest message, 'Opened' once the other party saw it and 'Sent'
 * before; else 'Received'.
 */
export function threadStatus(thread: Pick<Thread, 'unread' | 'latest'>, viewerId: string): ThreadStatus {
  if (thread.unread > 0) return { kind: 'new', count: thread.unread, label: `${thread.unread} new` };
  if (thread.latest.senderId === viewerId) {
    return thread.latest.seen ? { kind: 'opened', label: 'Opened' } : { kind: 'sent', label: 'Sent' };
  }
  return { kind: 'received', label: 'Received' };
}

/** Which side of the conversation the viewer is on. */
export const viewerRoleIn = (thread: Pick<Thread, 'buyerId'>, viewerId: string): ViewerRole =>
  thread.buyerId === viewerId ? 'buyer' : 'seller';

/** The id of the other person in the conversation: the one whose messages mark-read marks. */
export const otherPartyId = (thread: Pick<Thread, 'buyerId' | 'sellerId'>, viewerId: string): string =>
  thread.buyerId === viewerId ? thread.sellerId : thread.buyerId;

/** Full name, else first name, else null. */
export function personName(p: Pick<Party, 'firstName' | 'lastName'> | null | undefined): string | null {
  const first = (p?.firstName ?? '').trim();
  const last = (p?.lastName ?? '').trim();
  if (first && last) return `${first} ${last}`;
  return first || last || null;
}

export const buyerName = (buyer: Party | null | undefined): string => personName(buyer) ?? 'Anonymous Buyer';
export const sellerName = (seller: Party | null | undefined): string => personName(seller) ?? 'Seller';
export const buyerEmail = (buyer: Party | null | undefined): string =>
  buyer?.email?.trim() || 'No email provided';

/** The other party's name as the viewer sees it. */
export const otherPartyName = (thread: Pick<Thread, 'buyer' | 'seller' | 'buyerId'>, viewerId: string) =>
  thread.buyerId === viewerId ? sellerName(thread.seller) : buyerName(thread.buyer);

/** Who wrote a message, by role: the spec labels them 'Seller' and 'Buyer'. */
export const senderRole = (message: Pick<Message, 'senderId' | 'sellerId'>): ViewerRole =>
  message.senderId === message.sellerId ? 'seller' : 'buyer';

/**
 * The conversation an e-mail link points at (`?listing=..&buyer=..`): by listing and, when given, buyer. With
 * only a listing, the newest conversation about it.
 */
export function findThread(
  threads: readonly Thread[],
  listing: string | number | null | undefined,
  buyer?: string | null,
): Thread | undefined {
  const listingId = typeof listing === 'number' ? listing : Number(listing);
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return undefined;
  return threads.find((t) => t.listingId === listingId && (!buyer || t.buyerId === buyer));
}

/** A copy of the messages with the other party's messages in one conversation marked seen (after mark-read). */
export function markThreadSeen(
  messages: readonly Message[],
  target: { listingId: number; buyerId: string; senderId: string },
): Message[] {
  let changed = false;
  const next = messages.map((m) => {
    if (
      !m.seen &&
      m.listingId === target.listingId &&
      m.buyerId === target.buyerId &&
      m.senderId === target.senderId
    ) {
      changed = true;
      return { ...m, seen: true };
    }
    return m;
  });
  return changed ? next : (messages as Message[]);
}
