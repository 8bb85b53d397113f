import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/** How the server's thread opens the instance (pglite-worker.mjs). */
export interface PgliteWorkerData {
  dataDir?: string;
  /** A dumped data directory to start from (tests: the migrated template). */
  loadDataDir?: ArrayBuffer;
  /** PostgreSQL start-up settings (`-c name=value`). */
  startSettings: Record<string, string>;
  /** Settings of the one session. */
  sessionSettings: Record<string, string>;
}

export type PgliteRequest =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** The open transaction this query belongs to. */
      tx?: number;
      /** Types to be read as PostgreSQL's text from now on (Drizzle's parsers, startPgliteThread). */
      textTypes?: number[];
    }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'heap' }
  | { op: 'collect' }
  | { op: 'close' };

/** A request as sent: `id` pairs it with its reply. */
export type PgliteMessage = PgliteRequest & { id: number };

/** A database error as its plain fields (a thread's message keeps an Error's message alone). */
export type PgliteError = { name: string; message: string } & Record<string, unknown>;

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: PgliteError }
  | { notify: string; payload: string };

/** What Drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session.js). */
export type DrizzlePgliteClient = Pick<PGlite, 'query' | 'transaction'>;

/** The embedded database as the server's thread sees it: its own thread's PGlite (pglite-worker.mjs). */
export interface PgliteThread extends DrizzlePgliteClient {
  /** Calls `callback` with each notification on `channel` (LISTEN); returns how to stop. */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** The data directory as one uncompressed tar file. */
  dumpDataDir(): Promise<Blob>;
  /** The size of PGlite's WebAssembly heap, in bytes. */
  heapBytes(): Promise<number>;
  /** A full garbage collection in the database's thread (its JavaScript: results before they are sent). */
  collect(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread of its own (decision 0065). PGlite is PostgreSQL compiled to
 * WebAssembly: in the server's thread, each statement held the event loop for its whole run, so requests
 * waited for one another's queries, answers the cache already held included, and one core did the work
 * of both. Here the database works on one core while the server's JavaScript (routing, SQL building,
 * JSON, compression) runs on another.
 *
 * Drizzle passes the same parsers with every query: PostgreSQL's text kept for timestamps, dates,
 * intervals and their arrays, which Drizzle then maps itself. Functions cannot go to another thread, and
 * PGlite merged them into its ~365 parsers on every query anyway (0.16 ms of a 0.1 ms query), so each
 * type is sent once, as a type to read as text, and installed on the instance there.
 */
export async function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: data,
    // Its JavaScript only builds each statement's result before sending it: short-lived objects, for
    // which V8's default young generation (16 MB a half) had the server start ~35 MB larger.
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
    transferList: data.loadDataDir ? [data.loadDataDir] : [],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let stopped: Error | undefined;
  let next = 1;
  const ready = new Promise((resolve, reject) => waiting.set(0, { resolve, reject }));

  worker.on('message', (reply: PgliteReply) => {
    if ('notify' in reply) {
      for (const listener of listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    // An idle thread does not keep the process alive (PGlite in the process never did).
    if (waiting.size === 0) worker.unref();
    if (reply.ok) call.resolve(reply.value);
    else call.reject(Object.assign(new Error(reply.error.message), reply.error));
  });
  const fail = (e: Error) => {
    stopped ??= e;
    for (const call of waiting.values()) call.reject(stopped);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the embedded database's thread stopped (exit code ${code})`)));

  const call = <T>(request: PgliteRequest): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  await ready;

  const installed = new Set<number>();
  /** The types Drizzle asks to read as text that the instance does not read so yet. */
  const textTypesOf = (options?: QueryOptions): number[] | undefined => {
    const fresh = Object.keys(options?.parsers ?? {})
      .map(Number)
      .filter((oid) => !installed.has(oid));
    for (const oid of fresh) installed.add(oid);
    return fresh.length > 0 ? fresh : undefined;
  };
  const queryIn = (tx?: number) =>
    ((sql: string, params?: unknown[], options?: QueryOptions) =>
      call({
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        tx,
        textTypes: textTypesOf(options),
      })) as PGlite['query'];

  let transactions = 0;
  return {
    query: queryIn(),
    // The transaction stays open in the database's thread, holding PGlite's lock as it did here, until
    // the callback settles: committed if it returns, rolled back if it throws.
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
      const tx = ++transactions;
      await call({ op: 'begin', tx });
      let value: T;
      try {
        value = await callback({ query: queryIn(tx) } as Transaction);
      } catch (e) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw e;
      }
      await call({ op: 'end', tx, commit: true });
      return value;
    },
    listen: async (channel, callback) => {
      let forChannel = listeners.get(channel);
      if (!forChannel) {
        forChannel = new Set();
        listeners.set(channel, forChannel);
        await call({ op: 'listen', channel });
      }
      forChannel.add(callback);
      return async () => {
        forChannel.delete(callback);
      };
    },
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    heapBytes: () => call<number>({ op: 'heap' }),
    collect: () => call({ op: 'collect' }),
    close: async () => {
      if (!stopped) await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
