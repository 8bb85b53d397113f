import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';

/**
 * A PostgreSQL job queue in the outbox's manner (docs/decisions/0027): a job is claimed with
 * FOR UPDATE SKIP LOCKED and its handler runs in the same transaction as the claim and the mark of
 * completion, so what the handler writes (e-mails it queues, rows it marks) commits exactly once with
 * "done", whichever instance ran it; a crash or an error rolls it all back and the job waits for a retry.
 */

export interface JobSpec {
  kind: string;
  /** Two jobs with one key are one job: queueing it again does nothing. */
  key: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
}

export type JobHandler = (tx: Db, payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** After this many failed runs a job stops and stays as 'failed' for someone to look at. */
export const MAX_JOB_ATTEMPTS = 5;

/** 30 s, 2 min, 8 min, 32 min between attempts. */
const retryDelayMs = (attempts: number): number => 30_000 * 4 ** (attempts - 1);

/** Queues a job (in the caller's transaction, when given one). False when its key was already queued. */
export async function enqueueJob(db: Db, job: JobSpec): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt ?? new Date() })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Runs one due job if there is one nobody else holds. True when a job ran (or failed), false when none was due. */
export async function runOneJob(db: Db, handlers: JobHandlers): Promise<boolean> {
  let claimed: { id: number; kind: string } | null = null;
  try {
    await db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select id, kind, payload from ${jobs}
            where status = 'pending' and run_at <= now()
            order by run_at, id limit 1 for update skip locked`,
      )) as unknown as { rows: { id: number; kind: string; payload: Record<string, unknown> }[] };
      const job = rows[0];
      if (!job) return;
      claimed = job;
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(tx, job.payload);
      await tx
        .update(jobs)
        .set({ status: 'done', attempts: sql`${jobs.attempts} + 1`, finishedAt: new Date(), lastError: null })
        .where(eq(jobs.id, job.id));
    });
  } catch (error) {
    if (!claimed) throw error;
    await recordFailure(db, (claimed as { id: number }).id, error);
  }
  return claimed !== null;
}

async function recordFailure(db: Db, id: number, error: unknown): Promise<void> {
  const [row] = await db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, id));
  if (!row) return;
  const attempts = row.attempts + 1;
  await db
    .update(jobs)
    .set({
      attempts,
      status: attempts >= MAX_JOB_ATTEMPTS ? 'failed' : 'pending',
      runAt: new Date(Date.now() + retryDelayMs(attempts)),
      lastError: String((error as Error)?.message ?? error).slice(0, 500),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'pending')));
}

/** Runs due jobs until none is left or `max` ran; answers how many ran. */
export async function runDueJobs(db: Db, handlers: JobHandlers, max = 50): Promise<number> {
  let ran = 0;
  while (ran < max && (await runOneJob(db, handlers))) ran++;
  return ran;
}

/** Runs due jobs every few seconds until stopped; `onTick` first, e.g. to queue the next scheduled ones. */
export function startJobRunner(
  db: Db,
  handlers: JobHandlers,
  options: { onError: (err: unknown) => void; onTick?: () => Promise<unknown>; everyMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(async () => {
        await options.onTick?.();
        await runDueJobs(db, handlers);
      })
      .catch(options.onError);
  };
  tick();
  const timer = setInterval(tick, options.everyMs ?? 2000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => {});
    },
  };
}
