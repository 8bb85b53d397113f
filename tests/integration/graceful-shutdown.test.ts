import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../setup/test-app.ts';

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
      // The listings held by a transaction the request's query has to wait for.
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
      const arrived = once(t.app.server, 'request');
      const answer = fetch(`${address}/api/listings?make=Porsche`);
      await arrived;
      const closed = t.app.close();
      // Closing waits for the request, which waits for the lock.
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await holder;
      const res = await answer;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([]);
      await closed;
    } finally {
      await t.close();
    }
  });
});
