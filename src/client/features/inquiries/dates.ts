/** Dates in conversation lists and bubbles, in the reader's own time zone (a parameter for the tests). */

const dayKey = (d: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(d);

const yearOf = (d: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(d);

/** A list's date: the time for today, 'Mar 5' this year, 'Mar 5, 2024' before. Empty for a bad date. */
export function formatListDate(iso: string, now: Date = new Date(), timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (dayKey(d, timeZone) === dayKey(now, timeZone)) {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(d);
  }
  const sameYear = yearOf(d, timeZone) === yearOf(now, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).format(d);
}

/** A message bubble's time: 'Mar 5, 3:04 PM' (with the year when it is not this year's). */
export function formatMessageTime(iso: string, now: Date = new Date(), timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const sameYear = yearOf(d, timeZone) === yearOf(now, timeZone);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(d);
}

/** Full date and time for a tooltip or a <time> title. */
export function formatFullDate(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}
