import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { mallocTrim } from '../lib/malloc-trim.ts';
import type { Metrics } from './metrics.ts';

/** How long without a request before the instance counts as idle. */
const IDLE_AFTER_MS = 10_000;

/**
 * V8's full collector. `--expose-gc` is set at runtime (the process is started by `npm start`, which
 * takes no Node flags); the function appears in contexts created afterwards.
 */
function fullGc(): (() => void) | undefined {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : undefined;
}

/**
 * Hands memory back once a burst of traffic is over. Under load V8 lets its old generation grow with
 * garbage rather than collect often (on the PostgreSQL benchmark: 230 MB of heap, 110 MB of it live,
 * and the process at 381 MB RSS 90 s after the last request, 270 MB after one full collection); its own
 * idle-time reducer had not collected 90 s later. So after a burst, once no request has come for
 * IDLE_AFTER_MS, `beforeCollect` lets go of what has expired (the reply caches keep a burst's
 * answers until pushed out: 20-40 MB), one full collection runs (about 50-100 ms, with nobody waiting) and
 * the C allocator's free memory is handed back (lib/malloc-trim.ts), and none again until the next burst.
 * An instance's idle resident memory is what the budget (DESIGN section 8) measures and what a small host
 * shares with its neighbours.
 */
export function registerIdleGc(
  app: FastifyInstance,
  metrics: Metrics,
  beforeCollect: () => void,
  idleAfterMs = IDLE_AFTER_MS,
): void {
  const gc = fullGc();
  if (!gc) return;
  let seen = metrics.requests;
  let quietSince = Date.now();
  let collectedAt = seen;
  const timer = setInterval(() => {
    if (metrics.requests !== seen) {
      seen = metrics.requests;
      quietSince = Date.now();
    } else if (seen !== collectedAt && Date.now() - quietSince >= idleAfterMs) {
      collectedAt = seen;
      beforeCollect();
      gc();
      // What the collection freed into the C allocator, and what Node's native parts freed there
      // during the burst, back to the operating system.
      mallocTrim?.();
    }
  }, idleAfterMs / 2);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
