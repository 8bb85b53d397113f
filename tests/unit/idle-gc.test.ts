import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerIdleGc } from '../../src/server/plugins/idle-gc.ts';
import { Metrics, registerMetrics } from '../../src/server/plugins/metrics.ts';

const IDLE_MS = 300;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('idle collection', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('lets go of expired answers once after each burst, when requests have stopped, never while they come', async () => {
    const app = Fastify();
    const metrics = new Metrics();
    registerMetrics(app, metrics);
    let purges = 0;
    registerIdleGc(app, metrics, () => purges++, IDLE_MS);
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    close = () => app.close();

    // Nothing was asked yet: nothing to hand back.
    await wait(IDLE_MS * 2);
    expect(purges).toBe(0);

    // A steady stream of requests keeps the instance busy: no collection in the middle of it.
    for (let i = 0; i < 8; i++) {
      await app.inject('/ping');
      await wait(IDLE_MS / 6);
    }
    expect(purges).toBe(0);

    // Quiet afterwards: one collection, and no more while it stays quiet.
    await wait(IDLE_MS * 2.5);
    expect(purges).toBe(1);
    await wait(IDLE_MS * 2);
    expect(purges).toBe(1);

    // The next burst earns the next one.
    await app.inject('/ping');
    await wait(IDLE_MS * 2.5);
    expect(purges).toBe(2);
  });
});
