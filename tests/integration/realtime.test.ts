import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_LIMITS } from '../../src/server/modules/realtime/streams.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn } from '../factories/users.ts';
import { settledWithin } from '../fixtures/settled.ts';
import { openSse } from '../fixtures/sse.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let base: string;
let seller: Actor;
let buyer: Actor;

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await as.account('seller');
  buyer = await as.account('customer');
});

describe('GET /api/events', () => {
  it('needs a signed-in user', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });

  it('brings a new message to the other party, and a read receipt back, within a second', async () => {
    const l = await makeListing(t.deps.db, seller.user!.id);
    const sellerStream = await openSse(`${base}/api/events`, seller.cookie);
    const buyerStream = await openSse(`${base}/api/events`, buyer.cookie);
    try {
      expect(sellerStream.status).toBe(200);
      await sellerStream.next('ready');
      await buyerStream.next('ready');
      const sent = await buyer.post('/api/inquiries', {
        listingId: l.id,
        message: 'Is the car still available?',
      });
      const event = await sellerStream.next('inquiry', 1000);
      expect(event).toEqual({
        type: 'inquiry',
        id: sent.json().id,
        listingId: l.id,
        buyerId: buyer.user!.id,
        sellerId: seller.user!.id,
        senderId: buyer.user!.id,
      });
      expect(JSON.stringify(event)).not.toContain('still available');

      await seller.post('/api/inquiries/mark-read', {
        listingId: l.id,
        buyerId: buyer.user!.id,
        senderId: buyer.user!.id,
      });
      expect(await buyerStream.next('read', 1000)).toEqual({
        type: 'read',
        listingId: l.id,
        buyerId: buyer.user!.id,
        readerId: seller.user!.id,
      });
    } finally {
      sellerStream.close();
      buyerStream.close();
    }
  });

  it('tells nobody outside the conversation', async () => {
    const stream = await openSse(`${base}/api/events`, (await as.fresh('customer')).cookie);
    try {
      await stream.next('ready');
      const l = await makeListing(t.deps.db, seller.user!.id);
      await buyer.post('/api/inquiries', { listingId: l.id, message: 'A private question here' });
      await expect(stream.next('inquiry', 500)).rejects.toThrow(/no 'inquiry' event/);
    } finally {
      stream.close();
    }
  });

  it("ends a session's streams when it signs out, and only that session's", async () => {
    const user = await makeUser(t.deps, 'customer');
    const leaving = await signIn(t.app, user);
    const staying = await signIn(t.app, user);
    const a = await openSse(`${base}/api/events`, leaving);
    const b = await openSse(`${base}/api/events`, leaving);
    const other = await openSse(`${base}/api/events`, staying);
    try {
      await Promise.all([a.next('ready'), b.next('ready'), other.next('ready')]);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: leaving },
      });
      expect(out.statusCode).toBe(204);
      expect(await settledWithin(a.ended, 2000)).toBe(true);
      expect(await settledWithin(b.ended, 2000)).toBe(true);
      expect(await settledWithin(other.ended, 300)).toBe(false);
      // Reconnecting with the closed session is refused.
      expect((await fetch(`${base}/api/events`, { headers: { cookie: leaving } })).status).toBe(401);
    } finally {
      for (const s of [a, b, other]) s.close();
    }
  });

  it('refuses streams past the per-session and per-account caps with 429', async () => {
    const user = await makeUser(t.deps, 'customer');
    const first = await signIn(t.app, user);
    const open: Awaited<ReturnType<typeof openSse>>[] = [];
    try {
      for (let i = 0; i < STREAM_LIMITS.perSession; i++)
        open.push(await openSse(`${base}/api/events`, first));
      expect(open.map((s) => s.status)).toEqual(Array(STREAM_LIMITS.perSession).fill(200));
      const extra = await fetch(`${base}/api/events`, { headers: { cookie: first } });
      expect(extra.status).toBe(429);
      expect(Number(extra.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other sessions of the account fill its cap, then are refused too.
      while (open.length < STREAM_LIMITS.perAccount) {
        const s = await openSse(`${base}/api/events`, await signIn(t.app, user));
        expect(s.status).toBe(200);
        open.push(s);
      }
      const past = await fetch(`${base}/api/events`, { headers: { cookie: await signIn(t.app, user) } });
      expect(past.status).toBe(429);
    } finally {
      for (const s of open) s.close();
    }
  });

  it('sends the security headers on the stream', async () => {
    const stream = await openSse(`${base}/api/events`, buyer.cookie);
    try {
      expect(stream.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      expect(stream.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      stream.close();
    }
  });
});
