import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn, type TestUser } from '../factories/users.ts';
import { openSse } from '../fixtures/sse.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let base: string;
let seller: TestUser;
let buyer: TestUser;
const c: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await makeUser(t.deps, 'seller');
  buyer = await makeUser(t.deps, 'customer');
  c.seller = await signIn(t.app, seller);
  c.buyer = await signIn(t.app, buyer);
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it('needs a signed-in user', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('brings a new message to the other party, and a read receipt back, within a second', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    const sellerStream = await openSse(`${base}/api/events`, c.seller!);
    const buyerStream = await openSse(`${base}/api/events`, c.buyer!);
    try {
      expect(sellerStream.status).toBe(200);
      await sellerStream.next('ready');
      await buyerStream.next('ready');
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { cookie: c.buyer! },
        payload: { listingId: l.id, message: 'Is the car still available?' },
      });
      const event = await sellerStream.next('inquiry', 1000);
      expect(event).toEqual({
        type: 'inquiry',
        id: sent.json().id,
        listingId: l.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        senderId: buyer.id,
      });
      expect(JSON.stringify(event)).not.toContain('still available');

      await t.app.inject({
        method: 'POST',
        url: '/api/inquiries/mark-read',
        headers: { cookie: c.seller! },
        payload: { listingId: l.id, buyerId: buyer.id, senderId: buyer.id },
      });
      expect(await buyerStream.next('read', 1000)).toEqual({
        type: 'read',
        listingId: l.id,
        buyerId: buyer.id,
        readerId: seller.id,
      });
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('tells nobody outside the conversation', async () => {
    const outsider = await makeUser(t.deps, 'customer');
    const stream = await openSse(`${base}/api/events`, await signIn(t.app, outsider));
    try {
      await stream.next('ready');
      const l = await makeListing(t.deps.db, seller.id);
      await t.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { cookie: c.buyer! },
        payload: { listingId: l.id, message: 'A private question here' },
      });
      await expect(stream.next('inquiry', 500)).rejects.toThrow(/no 'inquiry' event/);
    } finally {
      stream.close();
    }
  });
});
