import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DIGEST_FREQUENCIES,
  type DigestFrequency,
  digestPeriodEnd,
} from '../../../shared/domain/saved-search.ts';
import { formatListingPrice, listingTitle } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { listings, savedSearches, savedSearchHits, users } from '../../db/schema/index.ts';
import { enqueueJob, type JobHandlers, startJobRunner } from '../../lib/jobs.ts';
import { type AlertCar, type AlertUnsubscribe, alertEmails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import { recordMatches } from './matching.ts';
import { type UnsubscribeSubject, unsubscribeToken } from './unsubscribe-token.ts';

/**
 * Alerts as jobs (lib/jobs.ts, docs/decisions/0027): approving a listing queues a match job in the same
 * transaction; the match job records the searches it matches and queues an instant alert for each
 * instant one; a digest job per frequency and period e-mails each account its owed cars in one message
 * and queues the next period's job. Each job's e-mails commit with it, so none goes out twice.
 */

export const ALERT_JOBS = { match: 'saved-search.match', digest: 'saved-search.digest' } as const;

export interface AlertDeps {
  siteUrl: string;
  /** The auth secret: signs the unsubscribe links. */
  secret: string;
}

/** Queues the matching of a listing that just went live (call in the approving transaction). */
export function queueListingMatch(tx: Db, listingId: number, liveAt: Date): Promise<boolean> {
  return enqueueJob(tx, {
    kind: ALERT_JOBS.match,
    key: `${ALERT_JOBS.match}:${listingId}:${liveAt.getTime()}`,
    payload: { listingId },
  });
}

const digestKey = (frequency: DigestFrequency, end: Date) =>
  `${ALERT_JOBS.digest}:${frequency}:${end.toISOString()}`;

function queueDigest(db: Db, frequency: DigestFrequency, end: Date): Promise<boolean> {
  return enqueueJob(db, {
    kind: ALERT_JOBS.digest,
    key: digestKey(frequency, end),
    payload: { frequency, periodEnd: end.toISOString() },
    runAt: end,
  });
}

/** Makes sure the digest of the current period of each frequency is queued (every instance may call it). */
export async function scheduleDigests(db: Db, now = new Date()): Promise<void> {
  for (const frequency of DIGEST_FREQUENCIES)
    await queueDigest(db, frequency, digestPeriodEnd(frequency, now));
}

function unsubscribeLinks(deps: AlertDeps, subject: UnsubscribeSubject): AlertUnsubscribe {
  const token = encodeURIComponent(unsubscribeToken(deps.secret, subject));
  return {
    page: `${deps.siteUrl}/unsubscribe?token=${token}`,
    oneClick: `${deps.siteUrl}/api/saved-searches/unsubscribe?token=${token}`,
  };
}

const absolute = (deps: AlertDeps, url: string) => (/^https?:\/\//.test(url) ? url : `${deps.siteUrl}${url}`);

const carColumns = {
  listingId: listings.id,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  price: listings.price,
  currency: listings.currency,
  imageUrls: listings.imageUrls,
};

function toCar(
  deps: AlertDeps,
  l: {
    listingId: number;
    make: string;
    model: string;
    year: number;
    price: number | null;
    currency: string;
    imageUrls: string[];
  },
): AlertCar {
  const photo = l.imageUrls[0];
  return {
    title: listingTitle(l),
    price: formatListingPrice(l.price, l.currency),
    link: `${deps.siteUrl}/listing/${l.listingId}`,
    photo: photo ? absolute(deps, photo) : null,
  };
}

async function matchListing(deps: AlertDeps, tx: Db, listingId: number): Promise<void> {
  const hits = await recordMatches(tx, listingId);
  const instant = hits.filter((h) => h.frequency === 'instant').map((h) => h.savedSearchId);
  if (instant.length === 0) return;
  const rows = await tx
    .select({ id: savedSearches.id, name: savedSearches.name, email: users.email, ...carColumns })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(listings, eq(listings.id, listingId))
    .where(inArray(savedSearches.id, instant));
  for (const row of rows) {
    await enqueueEmail(
      tx,
      alertEmails.instant(row.email, {
        searchName: row.name,
        car: toCar(deps, row),
        unsubscribe: unsubscribeLinks(deps, { kind: 'search', savedSearchId: row.id }),
      }),
    );
  }
}

async function sendDigest(deps: AlertDeps, tx: Db, frequency: DigestFrequency, periodEnd: Date) {
  const owed = await tx
    .select({
      savedSearchId: savedSearchHits.savedSearchId,
      name: savedSearches.name,
      userId: savedSearches.userId,
      email: users.email,
      status: listings.status,
      ...carColumns,
    })
    .from(savedSearchHits)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchHits.savedSearchId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .innerJoin(listings, eq(listings.id, savedSearchHits.listingId))
    .where(
      and(
        sql`${savedSearchHits.notifiedAt} is null`,
        eq(savedSearches.frequency, frequency),
        sql`${savedSearchHits.createdAt} < ${periodEnd.toISOString()}`,
      ),
    )
    .orderBy(savedSearches.userId, savedSearches.id, savedSearchHits.createdAt);

  // One e-mail per account; within it one section per saved search. A car sold or taken down since it
  // matched is left out, but counts as told.
  const byAccount = new Map<
    string,
    { email: string; searches: Map<number, { name: string; cars: AlertCar[] }> }
  >();
  for (const row of owed) {
    if (row.status !== 'active') continue;
    const account = byAccount.get(row.userId) ?? { email: row.email, searches: new Map() };
    byAccount.set(row.userId, account);
    const search = account.searches.get(row.savedSearchId) ?? { name: row.name, cars: [] };
    account.searches.set(row.savedSearchId, search);
    search.cars.push(toCar(deps, row));
  }
  for (const [userId, account] of byAccount) {
    await enqueueEmail(
      tx,
      alertEmails.digest(account.email, {
        period: frequency,
        searches: [...account.searches.values()],
        unsubscribe: unsubscribeLinks(deps, { kind: 'digest', userId, frequency }),
      }),
    );
  }
  if (owed.length > 0) {
    await tx.execute(sql`
      update saved_search_hits set notified_at = now()
      where (saved_search_id, listing_id) in (
        select * from unnest(${`{${owed.map((o) => o.savedSearchId).join(',')}}`}::int[],
                             ${`{${owed.map((o) => o.listingId).join(',')}}`}::int[]))`);
  }
  await queueDigest(tx, frequency, digestPeriodEnd(frequency, periodEnd));
}

export function alertJobHandlers(deps: AlertDeps): JobHandlers {
  return {
    [ALERT_JOBS.match]: (tx, payload) => matchListing(deps, tx, Number(payload.listingId)),
    [ALERT_JOBS.digest]: (tx, payload) =>
      sendDigest(deps, tx, payload.frequency as DigestFrequency, new Date(String(payload.periodEnd))),
  };
}

/** How often an instance makes sure the current digests are queued (cheap: a conflict-ignoring insert each). */
const SCHEDULE_EVERY_MS = 10 * 60_000;

/**
 * The background runner of every instance: alert jobs now, digests as their periods end, and the jobs of
 * other modules given in `more` (one runner, so every job it claims has its handler).
 */
export function startAlertJobs(
  db: Db,
  deps: AlertDeps,
  onError: (err: unknown) => void,
  more: { handlers: JobHandlers; schedule: (db: Db) => Promise<void> } = {
    handlers: {},
    schedule: async () => {},
  },
): { stop(): Promise<void> } {
  let scheduledAt = 0;
  return startJobRunner(
    db,
    { ...alertJobHandlers(deps), ...more.handlers },
    {
      onError,
      onTick: async () => {
        if (Date.now() - scheduledAt < SCHEDULE_EVERY_MS) return;
        await scheduleDigests(db);
        await more.schedule(db);
        scheduledAt = Date.now();
      },
    },
  );
}
