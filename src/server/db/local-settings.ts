import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { PgliteThread } from './pglite-thread.ts';
import { dialect } from './sql-text.ts';

/** The embedded store's thread behind each Db opened on it (openPglite). */
const embedded = new WeakMap<Db, PgliteThread>();

/** Marks `db` as opened on the embedded store whose thread is `thread` (openPglite). */
export const openedOnThread = (db: Db, thread: PgliteThread): void => {
  embedded.set(db, thread);
};

/** PostgreSQL settings by name, as `SET LOCAL` takes them. */
export type LocalSettings = Record<string, string>;

/**
 * Runs `statement` with PostgreSQL `settings` local to it, in a transaction of its own so that they end
 * with it; its result as `db.execute` gives it. On the embedded store, in one message to the database's
 * thread (PgliteThread.queryWith): a transaction there holds the store's one lock, and each round trip to
 * the server's thread between its statements (begin, the settings, the statement, commit) left the
 * database locked and idle while the server's JavaScript ran other requests (decision 0075). A Db of a
 * transaction, or one wrapped by a test, takes the transaction's way.
 */
export async function executeWithSettings(db: Db, settings: LocalSettings, statement: SQL): Promise<unknown> {
  const thread = embedded.get(db);
  if (thread) {
    const query = dialect.sqlToQuery(statement);
    return thread.queryWith(settings, query.sql, query.params);
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select ${sql.join(
        Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
        sql`, `,
      )}`,
    );
    return tx.execute(statement);
  });
}
