import { describe, expect, it } from 'vitest';
import {
  buyerEmail,
  buyerName,
  countUnread,
  findThread,
  groupThreads,
  type Message,
  markThreadSeen,
  otherPartyId,
  otherPartyName,
  personName,
  sellerName,
  senderRole,
  threadKey,
  threadStatus,
  totalUnread,
  viewerRoleIn,
} from '../../src/client/features/inquiries/threads.ts';

const BUYER = 'b0000000-0000-4000-8000-000000000001';
const BUYER2 = 'b0000000-0000-4000-8000-000000000002';
const SELLER = 'c0000000-0000-4000-8000-000000000001';

let nextId = 1;
function msg(over: Partial<Message> & { listingId: number; senderId: string; at: string }): Message {
  const { at, ...rest } = over;
  const buyerId = rest.buyerId ?? BUYER;
  return {
    id: nextId++,
    buyerId,
    sellerId: SELLER,
    message: 'Hello there',
    seen: false,
    createdAt: at,
    buyer: { id: buyerId, firstName: 'Sophie', lastName: 'Laurent', email: 'sophie@example.test' },
    seller: { id: SELLER, firstName: 'James', lastName: 'Harrington', email: 'james@example.test' },
    listing: { id: rest.listingId, year: 2023, make: 'Ferrari', model: '296 GTB', imageUrls: [] },
    ...rest,
  };
}

describe('groupThreads', () => {
  const a1 = msg({ listingId: 1, senderId: BUYER, at: '2025-01-01T10:00:00Z', seen: true });
  const a2 = msg({ listingId: 1, senderId: SELLER, at: '2025-01-01T11:00:00Z' });
  const a3 = msg({ listingId: 1, senderId: SELLER, at: '2025-01-01T12:00:00Z' });
  const b1 = msg({ listingId: 2, senderId: BUYER, at: '2025-01-02T09:00:00Z' });
  const c1 = msg({ listingId: 1, buyerId: BUYER2, senderId: BUYER2, at: '2024-12-31T09:00:00Z' });

  it('groups per listing and buyer, newest conversation first, messages oldest first', () => {
    // The API answers newest first; any order must work.
    const threads = groupThreads([b1, a3, a2, c1, a1], BUYER);
    expect(threads.map((t) => t.key)).toEqual([
      threadKey(2, BUYER),
      threadKey(1, BUYER),
      threadKey(1, BUYER2),
    ]);
    expect(threads[1]!.messages.map((m) => m.id)).toEqual([a1.id, a2.id, a3.id]);
    expect(threads[1]!.latest.id).toBe(a3.id);
  });

  it('counts only unseen messages from the other party', () => {
    const [, first] = groupThreads([a1, a2, a3, b1], BUYER);
    expect(first!.unread).toBe(2);
    const asSeller = groupThreads([a1, a2, a3, b1], SELLER);
    expect(asSeller.find((t) => t.listingId === 2)!.unread).toBe(1);
    expect(asSeller.find((t) => t.listingId === 1)!.unread).toBe(0);
    expect(totalUnread(asSeller)).toBe(1);
  });

  it('orders messages of the same instant by id', () => {
    const x = msg({ listingId: 9, senderId: BUYER, at: '2025-01-01T10:00:00Z' });
    const y = msg({ listingId: 9, senderId: SELLER, at: '2025-01-01T10:00:00Z' });
    const [t] = groupThreads([y, x], BUYER);
    expect(t!.messages.map((m) => m.id)).toEqual([x.id, y.id]);
    expect(t!.latest.id).toBe(y.id);
  });

  it('is empty for no messages', () => {
    expect(groupThreads([], BUYER)).toEqual([]);
  });
});

describe('threadStatus', () => {
  const latest = (senderId: string, seen: boolean) =>
    msg({ listingId: 1, senderId, seen, at: '2025-01-01T10:00:00Z' });

  it("says 'N new' while messages from the other party are unread", () => {
    expect(threadStatus({ unread: 3, latest: latest(BUYER, false) }, SELLER)).toEqual({
      kind: 'new',
      count: 3,
      label: '3 new',
    });
  });

  it("says 'Sent' or 'Opened' when the viewer wrote last, by the seen flag", () => {
    expect(threadStatus({ unread: 0, latest: latest(SELLER, false) }, SELLER).label).toBe('Sent');
    expect(threadStatus({ unread: 0, latest: latest(SELLER, true) }, SELLER).label).toBe('Opened');
  });

  it("says 'Received' when the other party wrote last and it was read", () => {
    expect(threadStatus({ unread: 0, latest: latest(BUYER, true) }, SELLER).label).toBe('Received');
  });
});

describe('names and parties', () => {
  it('falls back to the spec texts', () => {
    expect(buyerName({ id: BUYER, firstName: null, lastName: null, email: 'x@y.z' })).toBe('Anonymous Buyer');
    expect(buyerName({ id: BUYER, firstName: ' Ann ', lastName: '', email: '' })).toBe('Ann');
    expect(buyerEmail({ id: BUYER, firstName: null, lastName: null, email: '' })).toBe('No email provided');
    expect(buyerEmail({ id: BUYER, firstName: null, lastName: null, email: 'a@b.c' })).toBe('a@b.c');
    expect(sellerName({ id: SELLER, firstName: null, lastName: null, email: '' })).toBe('Seller');
    expect(personName({ firstName: 'Marco', lastName: 'Bellini' })).toBe('Marco Bellini');
    expect(personName(null)).toBeNull();
  });

  it('knows who the other party is', () => {
    const [t] = groupThreads([msg({ listingId: 1, senderId: BUYER, at: '2025-01-01T10:00:00Z' })], BUYER);
    expect(viewerRoleIn(t!, BUYER)).toBe('buyer');
    expect(viewerRoleIn(t!, SELLER)).toBe('seller');
    expect(otherPartyId(t!, BUYER)).toBe(SELLER);
    expect(otherPartyId(t!, SELLER)).toBe(BUYER);
    expect(otherPartyName(t!, BUYER)).toBe('James Harrington');
    expect(otherPartyName(t!, SELLER)).toBe('Sophie Laurent');
  });

  it('labels a message by the role of its sender', () => {
    expect(senderRole({ senderId: SELLER, sellerId: SELLER })).toBe('seller');
    expect(senderRole({ senderId: BUYER, sellerId: SELLER })).toBe('buyer');
  });
});

describe('findThread (links like /messages?listing=1&buyer=...)', () => {
  const threads = groupThreads(
    [
      msg({ listingId: 1, senderId: BUYER, at: '2025-01-01T10:00:00Z' }),
      msg({ listingId: 1, buyerId: BUYER2, senderId: BUYER2, at: '2025-01-03T10:00:00Z' }),
      msg({ listingId: 2, senderId: BUYER, at: '2025-01-02T10:00:00Z' }),
    ],
    SELLER,
  );

  it('finds by listing and buyer', () => {
    expect(findThread(threads, '1', BUYER)?.key).toBe(threadKey(1, BUYER));
    expect(findThread(threads, 1, BUYER2)?.key).toBe(threadKey(1, BUYER2));
  });

  it('takes the newest conversation about the listing when no buyer is given', () => {
    expect(findThread(threads, '1')?.key).toBe(threadKey(1, BUYER2));
    expect(findThread(threads, '2', null)?.key).toBe(threadKey(2, BUYER));
  });

  it('finds nothing for a bad or unknown id', () => {
    expect(findThread(threads, null)).toBeUndefined();
    expect(findThread(threads, 'abc')).toBeUndefined();
    expect(findThread(threads, '-1')).toBeUndefined();
    expect(findThread(threads, '3')).toBeUndefined();
    expect(findThread(threads, '2', BUYER2)).toBeUndefined();
  });
});

describe('markThreadSeen', () => {
  it("marks only the other party's messages of that conversation", () => {
    const fromBuyer = msg({ listingId: 1, senderId: BUYER, at: '2025-01-01T10:00:00Z' });
    const fromSeller = msg({ listingId: 1, senderId: SELLER, at: '2025-01-01T11:00:00Z' });
    const elsewhere = msg({ listingId: 2, senderId: BUYER, at: '2025-01-01T12:00:00Z' });
    const next = markThreadSeen([fromBuyer, fromSeller, elsewhere], {
      listingId: 1,
      buyerId: BUYER,
      senderId: BUYER,
    });
    expect(next.map((m) => m.seen)).toEqual([true, false, false]);
    expect(fromBuyer.seen).toBe(false);
    expect(countUnread(next, SELLER)).toBe(1);
  });

  it('returns the same array when nothing changes', () => {
    const list = [msg({ listingId: 1, senderId: BUYER, seen: true, at: '2025-01-01T10:00:00Z' })];
    expect(markThreadSeen(list, { listingId: 1, buyerId: BUYER, senderId: BUYER })).toBe(list);
  });
});
