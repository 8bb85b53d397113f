// @ts-check
/**
 * The embedded database's own thread (started by pglite-thread.ts): one PGlite instance, which answers
 * the server's thread by message (the messages' types: pglite-thread.ts). Its statements run here, beside
 * the server's JavaScript rather than in turn with it (decision 0064).
 *
 * Plain JavaScript: a thread does not inherit the TypeScript loader the process started with, and
 * registering it again here started one more loader thread and took ~30 MB more resident memory.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-thread.ts').PgliteWorkerData} PgliteWorkerData */
/** @typedef {import('./pglite-thread.ts').PgliteRequest} PgliteRequest */
/** @typedef {import('./pglite-thread.ts').PgliteMessage} PgliteMessage */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs in a worker thread (pglite-thread.ts starts it)');
const options = /** @type {PgliteWorkerData} */ (workerData);

const client = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  extensions: { btree_gin, pg_trgm },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(options.startSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
});
for (const [name, value] of Object.entries(options.sessionSettings))
  await client.query(`SET ${name} = ${value}`);

/** @param {string} value */
const keepText = (value) => value;

// V8's full collector for this thread, as plugins/idle-gc.ts gets it for the server's.
setFlagsFromString('--expose-gc');
const gc = /** @type {(() => void) | undefined} */ (runInNewContext('gc'));

/**
 * Open transactions by number: each waits inside PGlite's transaction, holding its lock, until the
 * server's thread ends it.
 * @type {Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>}
 */
const open = new Map();
/** What a transaction's callback throws to have PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/** @param {number} number */
async function begin(number) {
  /** @type {() => void} */
  let started = () => {};
  const ready = new Promise((resolve) => {
    started = () => resolve(undefined);
  });
  const done = client
    .transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          open.set(number, { tx, end: (commit) => (commit ? resolve(undefined) : reject(ROLLBACK)), done });
          started();
        }),
    )
    .then(
      () => {},
      (e) => {
        if (e !== ROLLBACK) throw e;
      },
    );
  // BEGIN itself failed: the transaction never opened.
  await Promise.race([ready, done]);
}

/**
 * @param {number} number
 * @param {boolean} commit
 */
async function end(number, commit) {
  const transaction = open.get(number);
  if (!transaction) throw new Error(`no open transaction ${number}`);
  open.delete(number);
  transaction.end(commit);
  await transaction.done;
}

/** @param {PgliteRequest} request */
async function handle(request) {
  switch (request.op) {
    case 'query': {
      for (const oid of request.textTypes ?? []) client.parsers[oid] = keepText;
      const target = request.tx === undefined ? client : open.get(request.tx)?.tx;
      if (!target) throw new Error(`no open transaction ${request.tx}`);
      return target.query(request.sql, request.params, { rowMode: request.rowMode });
    }
    case 'begin':
      return begin(request.tx);
    case 'end':
      return end(request.tx, request.commit);
    case 'listen':
      await client.listen(request.channel, (payload) =>
        port.postMessage({ notify: request.channel, payload }),
      );
      return undefined;
    case 'dump':
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'heap':
      // The WebAssembly heap, which grows to the largest statement's needs and never shrinks.
      return (
        /** @type {{ mod?: { HEAPU8?: Uint8Array } }} */ (/** @type {unknown} */ (client)).mod?.HEAPU8
          ?.byteLength ?? 0
      );
    case 'collect':
      // The results built here before they were sent: the server's idle collection asks for it.
      gc?.();
      return undefined;
    case 'close':
      await client.close();
      return undefined;
  }
}

/**
 * An error's own plain fields (a database error's code, detail, constraint...), which a message can
 * carry: an Error sent as it is keeps its message alone (PGlite also hangs the query's options on it).
 * @param {unknown} e
 */
const plainError = (e) =>
  e instanceof Error
    ? {
        ...Object.fromEntries(
          Object.entries(e).filter(
            ([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
          ),
        ),
        name: e.name,
        message: e.message,
      }
    : { name: 'Error', message: String(e) };

port.on('message', (/** @type {PgliteMessage} */ message) => {
  handle(message).then(
    (value) =>
      port.postMessage({ id: message.id, ok: true, value }, value instanceof ArrayBuffer ? [value] : []),
    (e) => port.postMessage({ id: message.id, ok: false, error: plainError(e) }),
  );
});
// What opening the instance left behind (its extensions unpacked, its files read).
gc?.();
port.postMessage({ id: 0, ok: true, value: 'ready' });
