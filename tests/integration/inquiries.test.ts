import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inquiries, outboxEmails, users } from '../../src/server/db/schema/index.ts';
import { deliverPending } from '../../src/server/modules/notifications/outbox.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let seller: TestUser;
let buyer: TestUser;
let outsider: TestUser;
let admin: TestUser;
const signedIn = new Map<string, Actor>();
let listing: { id: number };

/** Signs an account of the test's in; `by(user)` then sends its requests (`by()`: anonymous). */
const signInAs = async (user: TestUser) => {
  signedIn.set(user.id, await as.user(user));
  return user;
};
const by = (user?: TestUser) => (user ? signedIn.get(user.id)! : as(null));

beforeAll(async () => {
  seller = await signInAs(await makeUser(t.deps, 'seller', { firstName: 'Sara', lastName: 'Seller' }));
  buyer = await signInAs(await makeUser(t.deps, 'customer', { firstName: 'Ben', lastName: 'Buyer' }));
  outsider = await signInAs(await makeUser(t.deps, 'customer'));
  admin = await signInAs(await makeUser(t.deps, 'admin'));
  listing = await makeListing(t.deps.db, seller.id);
});

const post = (payload: object, user?: TestUser) => by(user).post('/api/inquiries', payload);
const get = (url: string, user?: TestUser) => by(user).get(url);

describe('POST /api/inquiries', () => {
  it("stores a buyer's first message with the session user as sender", async () => {
    const res = await post(
      { listingId: listing.id, message: '  Is the car still available?  ', senderId: buyer.id },
      buyer,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      listingId: listing.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      senderId: buyer.id,
      message: 'Is the car still available?',
      seen: false,
      createdAt: expect.any(String),
    });
  });

  it('needs 10 characters for a first message', async () => {
    const l = await makeListing(t.deps.db, seller.id);
    const res = await post({ listingId: l.id, message: 'Hi there' }, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Message must be at least 10 characters');
  });

  it('refuses anonymous visitors (401), own listings (403), unknown and hidden listings (404)', async () => {
    expect((await post({ listingId: listing.id, message: 'Hello, is it available?' })).statusCode).toBe(401);
    const own = await post({ listingId: listing.id, message: 'Hello, is it available?' }, seller);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('your own listing');
    expect((await post({ listingId: 999999, message: 'Hello, is it available?' }, buyer)).statusCode).toBe(
      404,
    );
    const hidden = await makeListing(t.deps.db, seller.id, { status: 'pending' });
    expect((await post({ listingId: hidden.id, message: 'Hello, is it available?' }, buyer)).statusCode).toBe(
      404,
    );
  });

  it('lets the seller reply in the thread, with any non-blank text', async () => {
    await post({ listingId: listing.id, message: 'Can I see the service book?' }, buyer);
    const res = await post(
      { listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, senderId: seller.id, message: 'Yes.' },
      seller,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      buyerId: buyer.id,
      sellerId: seller.id,
      senderId: seller.id,
      message: 'Yes.',
    });
    const blank = await post(
      { listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, message: '   \n ' },
      seller,
    );
    expect(blank.statusCode).toBe(400);
  });

  it('refuses spoofed identities and outsiders writing into a thread', async () => {
    await post({ listingId: listing.id, message: 'Another question for you' }, buyer);
    const cases: [TestUser, object][] = [
      [
        outsider,
        {
          listingId: listing.id,
          buyerId: buyer.id,
          sellerId: seller.id,
          senderId: buyer.id,
          message: 'I am the buyer, honest',
        },
      ],
      [
        outsider,
        { listingId: listing.id, buyerId: buyer.id, sellerId: seller.id, message: 'Sneaking into a thread' },
      ],
      [
        buyer,
        {
          listingId: listing.id,
          buyerId: buyer.id,
          sellerId: seller.id,
          senderId: seller.id,
          message: 'Pretending to be the seller',
        },
      ],
      [
        buyer,
        {
          listingId: listing.id,
          buyerId: buyer.id,
          sellerId: outsider.id,
          message: 'Wrong seller for this listing',
        },
      ],
      [
        seller,
        {
          listingId: listing.id,
          buyerId: outsider.id,
          sellerId: seller.id,
          message: 'Writing to someone who never asked',
        },
      ],
    ];
    for (const [as, payload] of cases) {
      const res = await post(payload, as);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
    }
    const stored = await t.deps.db.select().from(inquiries).where(eq(inquiries.listingId, listing.id));
    expect(stored.every((m) => m.senderId === m.buyerId || m.senderId === m.sellerId)).toBe(true);
    expect(stored.some((m) => m.senderId === outsider.id || m.buyerId === outsider.id)).toBe(false);
  });

  it.each([
    [{ listingId: 'abc', message: 'A valid message here' }, 'listingId'],
    [{ listingId: -1, message: 'A valid message here' }, 'listingId'],
    [{ listingId: 1e20, message: 'A valid message here' }, 'listingId'],
    [{ message: 'A valid message here' }, 'listingId'],
    [{ listingId: 1 }, 'message'],
    [{ listingId: 1, message: { $ne: '' } }, 'message'],
    [{ listingId: 1, message: 'x'.repeat(5001) }, 'message'],
    [{ listingId: 1, message: 'A valid message here', buyerId: 'not-a-uuid' }, 'buyerId'],
  ])('answers 400 for %j', async (payload, field) => {
    const res = await post(payload, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('stores or clearly refuses each of 50 messages sent at once', async () => {
    const sender = await as.fresh('customer');
    const l = await makeListing(t.deps.db, seller.id);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sender.post('/api/inquiries', { listingId: l.id, message: `Burst message number ${i}` }),
      ),
    );
    const ok = replies.filter((r) => r.statusCode === 201);
    const limited = replies.filter((r) => r.statusCode === 429);
    expect(ok.length + limited.length).toBe(50);
    expect(ok.length).toBe(30);
    for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.deps.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.listingId, l.id), eq(inquiries.buyerId, sender.user!.id)));
    expect(stored.map((m) => m.id).sort()).toEqual(ok.map((r) => r.json().id).sort());
  });
});

describe('reading conversations', () => {
  it('gives the seller their conversations with buyer, listing and seller nested', async () => {
    const res = await get(`/api/inquiries/seller/${seller.id}`, seller);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({
      sellerId: seller.id,
      buyer: { id: expect.any(String), firstName: expect.any(String), email: expect.any(String) },
      listing: { id: expect.any(Number), year: 2022, make: 'Porsche', model: '911 Carrera S', imageUrls: [] },
      seller: { id: seller.id, firstName: 'Sara' },
    });
    const times = rows.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives the buyer their own conversations', async () => {
    const res = await get(`/api/inquiries/buyer/${buyer.id}`, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json().every((r: { buyerId: string }) => r.buyerId === buyer.id)).toBe(true);
  });

  it("never gives anyone else's conversations, except to administrators", async () => {
    expect((await get(`/api/inquiries/seller/${seller.id}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/inquiries/buyer/${buyer.id}`, outsider)).statusCode).toBe(403);
    expect((await get(`/api/inquiries/buyer/${buyer.id}`, seller)).statusCode).toBe(403);
    expect((await get(`/api/inquiries/seller/${seller.id}`)).statusCode).toBe(401);
    expect((await get(`/api/inquiries/seller/${seller.id}`, admin)).statusCode).toBe(200);
    expect((await get('/api/inquiries/seller/not-a-uuid', seller)).statusCode).toBe(400);
  });

  it("shows a listing's owner every thread, a buyer only their own, an outsider none", async () => {
    const other = await signInAs(await makeUser(t.deps, 'customer'));
    await post({ listingId: listing.id, message: 'A different buyer writes' }, other);
    const owner = (await get(`/api/inquiries/listing/${listing.id}`, seller)).json();
    expect(new Set(owner.map((m: { buyerId: string }) => m.buyerId))).toEqual(new Set([buyer.id, other.id]));
    const mine = (await get(`/api/inquiries/listing/${listing.id}`, other)).json();
    expect(mine.every((m: { buyerId: string }) => m.buyerId === other.id)).toBe(true);
    expect((await get(`/api/inquiries/listing/${listing.id}`, outsider)).json()).toEqual([]);
  });
});

describe('POST /api/inquiries/mark-read', () => {
  it("marks the other party's messages in the thread seen, for participants only", async () => {
    const l = await makeListing(t.deps.db, seller.id);
    await post({ listingId: l.id, message: 'Please tell me more' }, buyer);
    await post({ listingId: l.id, message: 'And the price is?' }, buyer);
    const markRead = (user: TestUser, senderId: string) =>
      by(user).post('/api/inquiries/mark-read', { listingId: l.id, buyerId: buyer.id, senderId });

    expect((await get('/api/inquiries/unread-count', seller)).json().unread).toBeGreaterThanOrEqual(2);
    expect((await markRead(outsider, buyer.id)).statusCode).toBe(403);
    expect((await markRead(buyer, buyer.id)).statusCode).toBe(403);
    const res = await markRead(seller, buyer.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await t.deps.db.select().from(inquiries).where(eq(inquiries.listingId, l.id));
    expect(rows.every((m) => m.seen)).toBe(true);
  });
});

describe('e-mail to the recipient', () => {
  it('queues at most one e-mail per conversation per 15 minutes, delivered with a link to the conversation', async () => {
    const l = await makeListing(t.deps.db, seller.id, { make: 'Bentley', model: 'Bacalar', year: 2021 });
    expect(
      (await post({ listingId: l.id, message: 'Hello, I would love to see it.' }, buyer)).statusCode,
    ).toBe(201);
    await post({ listingId: l.id, message: 'Also, is the price negotiable?' }, buyer);
    const [sellerRow] = await t.deps.db.select().from(users).where(eq(users.id, seller.id));
    const queued = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, sellerRow!.email));
    const aboutThis = queued.filter((m) => m.subject.includes('Bentley Bacalar'));
    expect(aboutThis).toHaveLength(1);
    expect(aboutThis[0]!.body).toContain('Ben Buyer');
    expect(aboutThis[0]!.body).toContain(`/seller-dashboard?tab=inquiries&listing=${l.id}&buyer=${buyer.id}`);

    // The seller's reply e-mails the buyer, in its own window.
    await post(
      { listingId: l.id, buyerId: buyer.id, sellerId: seller.id, message: 'Yes, come by on Friday.' },
      seller,
    );
    let delivered = 0;
    for (let sent = -1; sent !== 0; delivered += sent) sent = await deliverPending(t.deps.db, t.deps.mail);
    expect(delivered).toBeGreaterThanOrEqual(2);
    const files = await readdir(path.join(t.dataDir, 'outbox'));
    const contents = await Promise.all(files.map((f) => readFile(path.join(t.dataDir, 'outbox', f), 'utf8')));
    expect(
      contents.some(
        (c) =>
          c.includes('Subject: New message about the 2021 Bentley Bacalar') &&
          c.includes(`/messages?listing=${l.id}`),
      ),
    ).toBe(true);
  });
});
