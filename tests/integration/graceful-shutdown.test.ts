import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../factories/users.ts';
import { settledWithin } from '../fixtures/settled.ts';
import { openSse } from '../fixtures/sse.ts';
import { createTestApp } from '../setup/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The listings held by a transaction that a request's query has to wait for, until released. */
async function holdListings(t: TestApp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`lock table listings in access exclusive mode`);
    locked();
    await held;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

/**
 * Shutting down (a deploy's SIGTERM: main.ts closes the app, then the store) lets a request already being
 * answered finish: its buyer gets the answer, not a dropped connection, and its work does not go on
 * against a closed database.
 */
describe('shutting down', () => {
  it('answers a request in flight before the server closes', async () => {
    const t = await createTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const lock = await holdListings(t);
      const arrived = once(t.app.server, 'request');
      const answer = fetch(`${address}/api/listings?make=Porsche`);
      await arrived;
      const closed = t.app.close();
      // Closing waits for the request, which waits for the lock.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await lock.release();
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      await closed;
    } finally {
      await t.close();
    }
  });

  it('waits for the work of a request whose client hung up before the store closes', async () => {
    const t = await createTestApp();
    const lock = await holdListings(t);
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const arrived = once(t.app.server, 'request');
      // A connection of its own, which destroy() closes (after an aborted fetch the server's close still
      // waited 4 s, undici's keep-alive).
      const visitor = http.get(`${address}/api/listings?make=Ferrari`, { agent: false });
      visitor.on('error', () => {});
      const [request] = (await arrived) as [IncomingMessage];
      const hungUp = once(request.socket, 'close');
      visitor.destroy();
      await hungUp;
      // No connection is left, but the search is still waiting to read the listings: the app is not
      // closed (and the store not closed under it) until the search has finished.
      const closed = t.app.close();
      expect(await settledWithin(closed, 300)).toBe(false);
      await lock.release();
      expect(await settledWithin(closed, 5000)).toBe(true);
    } finally {
      await lock.release();
      await t.close();
    }
  });

  it('ends a live event stream and closes without waiting for it', async () => {
    const t = await createTestApp();
    try {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await signIn(t.app, await makeUser(t.deps, 'customer'));
      const stream = await openSse(`${address}/api/events`, cookie);
      expect(stream.status).toBe(200);
      // A stream never answers by itself: were it waited for, closing would take the whole drain limit.
      expect(await settledWithin(t.app.close(), 2000)).toBe(true);
      expect(await settledWithin(stream.ended, 1000)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
