import { describe, expect, it } from 'vitest';
import {
  invalidationsFor,
  MAX_RECONNECT_DELAY_MS,
  messagesLinkLabel,
  parseRealtimeEvent,
  reconnectDelay,
  unreadBadgeText,
} from '../../src/client/features/realtime/events.ts';

const BUYER = 'b0000000-0000-4000-8000-000000000001';
const SELLER = 'c0000000-0000-4000-8000-000000000001';

describe('parseRealtimeEvent', () => {
  it('reads a new-message event', () => {
    const data = JSON.stringify({
      type: 'inquiry',
      id: 7,
      listingId: 3,
      buyerId: BUYER,
      sellerId: SELLER,
      senderId: BUYER,
    });
    expect(parseRealtimeEvent('inquiry', data)).toEqual({
      type: 'inquiry',
      id: 7,
      listingId: 3,
      buyerId: BUYER,
      sellerId: SELLER,
      senderId: BUYER,
    });
  });

  it('reads a read receipt', () => {
    const data = JSON.stringify({ type: 'read', listingId: 3, buyerId: BUYER, readerId: SELLER });
    expect(parseRealtimeEvent('read', data)).toEqual({
      type: 'read',
      listingId: 3,
      buyerId: BUYER,
      readerId: SELLER,
    });
  });

  it('ignores malformed or unknown events', () => {
    expect(parseRealtimeEvent('inquiry', 'not json')).toBeNull();
    expect(parseRealtimeEvent('inquiry', 'null')).toBeNull();
    expect(parseRealtimeEvent('inquiry', JSON.stringify({ id: 'x', listingId: 3 }))).toBeNull();
    expect(
      parseRealtimeEvent('read', JSON.stringify({ listingId: 0, buyerId: BUYER, readerId: SELLER })),
    ).toBeNull();
    expect(parseRealtimeEvent('ready', '{}')).toBeNull();
    expect(parseRealtimeEvent('support', JSON.stringify({ userId: '' }))).toBeNull();
  });

  it('reads a support-thread event', () => {
    expect(parseRealtimeEvent('support', JSON.stringify({ type: 'support', userId: BUYER }))).toEqual({
      type: 'support',
      userId: BUYER,
    });
  });
});

describe('invalidationsFor', () => {
  it('refreshes conversations, unread counts and the rating eligibility on a new message', () => {
    expect(
      invalidationsFor({
        type: 'inquiry',
        id: 1,
        listingId: 5,
        buyerId: BUYER,
        sellerId: SELLER,
        senderId: BUYER,
      }),
    ).toEqual([['inquiries'], ['ratings', 'eligibility', 5]]);
  });

  it('refreshes conversations on a read receipt', () => {
    expect(invalidationsFor({ type: 'read', listingId: 5, buyerId: BUYER, readerId: SELLER })).toEqual([
      ['inquiries'],
    ]);
  });
});

describe('invalidationsFor a support thread', () => {
  it('refreshes the live chat and the inbox', () => {
    expect(invalidationsFor({ type: 'support', userId: BUYER })).toEqual([['support']]);
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(reconnectDelay(5)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelay(500)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelay(-3)).toBe(1000);
  });
});

describe('the Messages link', () => {
  it('says how many messages are unread', () => {
    expect(messagesLinkLabel(0)).toBe('Messages');
    expect(messagesLinkLabel(1)).toBe('Messages, 1 unread');
    expect(messagesLinkLabel(3)).toBe('Messages, 3 unread');
  });

  it('shows a short badge, none for zero', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(250)).toBe('99+');
  });
});
