import { sql } from 'drizzle-orm';
import { afterEach } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * A real database failure after a state change: a trigger, created for the test, refuses every insert
 * into `table` (the audit log or the e-mail outbox), as a full disk or a lost connection would. Dropped
 * after each test.
 */
export function insertFailures(t: Pick<TestApp, 'deps'>) {
  let refusing: string | null = null;
  afterEach(async () => {
    if (refusing) await t.deps.db.execute(sql.raw(`drop trigger test_refuse_insert on ${refusing}`));
    refusing = null;
  });
  return async function refuseInsertsInto(table: 'admin_logs' | 'outbox_emails') {
    await t.deps.db.execute(
      sql.raw(`create or replace function test_refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
    await t.deps.db.execute(
      sql.raw(`create trigger test_refuse_insert before insert on ${table}
        for each row execute function test_refuse_insert()`),
    );
    refusing = table;
  };
}
