import type { SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * New browse questions are worked on SEARCH_CONCURRENCY at a time per instance, the others waiting in the
 * order they came (decision 0063): a question's statements are not sent while every slot is taken.
 */
let t: TestApp | undefined;
afterEach(() => t?.close());

/**
 * `db` whose first statement waits until `release()`; `sent` counts the statements asked of it, that one
 * included.
 */
function holdingFirst(db: Db) {
  let sent = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const proxy = new Proxy(db, {
    get: (target, key) => {
      if (key === 'execute')
        return async (q: SQL) => {
          sent += 1;
          if (sent === 1) await held;
          return target.execute(q);
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { proxy, sent: () => sent, release };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
};

async function askTwoWhileTheFirstIsHeld(searchConcurrency: number) {
  t = await createTestApp({ searchConcurrency });
  const seller = await makeUser(t.deps, 'seller');
  await makeListing(t.deps.db, seller.id, { description: 'matte ceramic' });
  const db = t.deps.db;
  const holding = holdingFirst(db);
  t.deps.db = holding.proxy;
  const app = t.app;
  try {
    const first = app.inject({ url: '/api/listings?q=matte' });
    await until(() => holding.sent() === 1);
    const second = app.inject({ url: '/api/listings?q=ceramic' });
    // Time for the second question to send its statements, if it may.
    await new Promise((r) => setTimeout(r, 300));
    const sentWhileHeld = holding.sent();
    holding.release();
    const answers = await Promise.all([first, second]);
    return {
      sentWhileHeld,
      statuses: answers.map((a) => a.statusCode),
      ids: answers.map((a) => a.json().length),
    };
  } finally {
    t.deps.db = db;
  }
}

describe('new browse questions at once (SEARCH_CONCURRENCY)', () => {
  it('makes a new question wait while every slot is taken, and answers it once one frees', async () => {
    const one = await askTwoWhileTheFirstIsHeld(1);
    expect(one.sentWhileHeld).toBe(1);
    expect(one).toMatchObject({ statuses: [200, 200], ids: [1, 1] });
  });

  it('works on as many new questions at once as it is given slots', async () => {
    const two = await askTwoWhileTheFirstIsHeld(2);
    expect(two.sentWhileHeld).toBeGreaterThan(1);
    expect(two).toMatchObject({ statuses: [200, 200], ids: [1, 1] });
  });
});
