/**
 * Saved searches and their alerts (issue "Buyers come back"): how many an account keeps, how often each
 * may write, and the periods the digests cover. The server enforces these and the pages explain them.
 */

/** At most this many saved searches per account. */
export const MAX_SAVED_SEARCHES = 25;

export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need and save again.`;

/** instant: one e-mail per new car; daily and weekly: one digest per account per period; off: nothing. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'At once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No e-mails',
};

/** The frequencies whose new cars wait for a digest. */
export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const satisfies readonly AlertFrequency[];
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Digest periods end at midnight UTC, weekly ones on Monday. The end of the period `at` falls in: the next midnight UTC (daily) or the next Monday 00:00 UTC (weekly). */
export function digestPeriodEnd(frequency: DigestFrequency, at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + DAY_MS;
  if (frequency === 'daily') return new Date(midnight);
  // getUTCDay of the next midnight: 1 is Monday; count the days left until one.
  const weekday = new Date(midnight).getUTCDay();
  return new Date(midnight + ((8 - weekday) % 7) * DAY_MS);
}
