import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's full collector for this thread. `--expose-gc` is set at runtime (the process is started by
 * `npm start`, which takes no Node flags); the function appears in contexts created afterwards.
 */
export function fullGc(): (() => void) | undefined {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  return typeof gc === 'function' ? (gc as () => void) : undefined;
}
