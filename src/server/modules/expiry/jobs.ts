import type { Db } from '../../db/client.ts';
import { enqueueJob, type JobHandlers } from '../../lib/jobs.ts';
import type { PaymentProvider } from '../../lib/payments.ts';
import { runBillingSweep } from '../plans/service.ts';
import { runExpirySweep } from './service.ts';

/**
 * Listing expiry and plan billing as jobs on the job queue (lib/jobs.ts, docs/decisions/0027 and 0032):
 * one sweep of each per hour, queued by every instance under the hour's key (so it runs once), each
 * running in its job's transaction with the e-mails it queues.
 */
export const BUSINESS_JOBS = { expiry: 'listings.expiry-sweep', billing: 'plans.billing-sweep' } as const;

const HOUR_MS = 3_600_000;

export interface BusinessJobDeps {
  siteUrl: string;
  payments: PaymentProvider;
  /** The sweeps' "now": injected, so tests move time instead of waiting for it. */
  clock?: () => Date;
}

/** Queues this hour's sweeps (a conflict-ignoring insert each: cheap to call on every tick). */
export async function scheduleBusinessSweeps(db: Db, now = new Date()): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS).toISOString();
  for (const kind of Object.values(BUSINESS_JOBS))
    await enqueueJob(db, { kind, key: `${kind}:${hour}`, runAt: now });
}

export function businessJobHandlers(deps: BusinessJobDeps): JobHandlers {
  const now = deps.clock ?? (() => new Date());
  return {
    [BUSINESS_JOBS.expiry]: (tx) => runExpirySweep(tx, deps.siteUrl, now()),
    [BUSINESS_JOBS.billing]: (tx) => runBillingSweep(tx, deps.payments, now(), deps.siteUrl),
  };
}
