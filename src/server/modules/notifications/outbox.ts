import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Email, MailTransport } from '../../lib/mailer.ts';

const MAX_ATTEMPTS = 5;

/**
 * Queues an e-mail. With a throttle key, nothing is queued if one with the same key went out within the
 * window; a key without a window only names the e-mail, for a caller that decided by rules of its own.
 */
export async function enqueueEmail(
  db: Db,
  email: Email,
  throttle?: { key: string; windowMinutes?: number },
): Promise<boolean> {
  if (throttle?.windowMinutes !== undefined) {
    const recent = await db
      .select({ n: count() })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.throttleKey, throttle.key),
          gt(outboxEmails.createdAt, sql`now() - make_interval(mins => ${throttle.windowMinutes})`),
        ),
      );
    if ((recent[0]?.n ?? 0) > 0) return false;
  }
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    subject: email.subject,
    body: email.text,
    html: email.html ?? null,
    headers: email.headers ?? null,
    throttleKey: throttle?.key ?? null,
  });
  return true;
}

/**
 * Delivers queued e-mails. Each batch is claimed with SKIP LOCKED, so several instances never send the
 * same message twice; a failure is retried up to five times.
 */
export async function deliverPending(db: Db, transport: MailTransport, batch = 20): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx.execute<{ id: number }>(
      sql`select id from ${outboxEmails} where status = 'pending' order by id limit ${batch} for update skip locked`,
    );
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    if (ids.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({ status: 'sending', attempts: sql`${outboxEmails.attempts} + 1` })
      .where(inArray(outboxEmails.id, ids))
      .returning();
  });
  let sent = 0;
  for (const row of claimed) {
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outboxEmails.id, row.id));
      sent++;
    } catch (e) {
      const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db
        .update(outboxEmails)
        .set({ status, lastError: String((e as Error).message).slice(0, 500) })
        .where(eq(outboxEmails.id, row.id));
    }
  }
  return sent;
}

/** E-mails still waiting to go out (system status). */
export async function outboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['pending', 'sending']));
  return row?.n ?? 0;
}

/**
 * Delivers the outbox every few seconds until stopped. Messages a crashed sender left half-sent are
 * queued again first.
 */
export function startOutboxSender(
  deps: { db: Db; mail: MailTransport },
  onError: (err: unknown) => void,
  everyMs = 2000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = deps.db
    .update(outboxEmails)
    .set({ status: 'pending' })
    .where(eq(outboxEmails.status, 'sending'));
  const timer = setInterval(() => {
    running = running.then(() => deliverPending(deps.db, deps.mail)).catch(onError);
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => {});
    },
  };
}
