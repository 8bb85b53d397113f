import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DigestFrequency } from '../../../shared/domain/saved-search.ts';

/**
 * What an unsubscribe link stops: one saved search (an instant alert), or every saved search of an account
 * that goes into one digest. The link works without signing in, so it carries its own proof: an HMAC of
 * the subject with the app's auth secret (shared by every instance).
 */
export type UnsubscribeSubject =
  | { kind: 'search'; savedSearchId: number }
  | { kind: 'digest'; userId: string; frequency: DigestFrequency };

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

const subjectText = (s: UnsubscribeSubject): string =>
  s.kind === 'search' ? `search:${s.savedSearchId}` : `digest:${s.userId}:${s.frequency}`;

const signature = (secret: string, text: string): Buffer =>
  createHmac('sha256', secret).update(`unsubscribe\n${text}`).digest();

export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const text = subjectText(subject);
  return `${b64(text)}.${b64(signature(secret, text))}`;
}

/** The subject a token names, or null if it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const text = Buffer.from(body, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, text);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const search = /^search:(\d{1,9})$/.exec(text);
  if (search) return { kind: 'search', savedSearchId: Number(search[1]) };
  const digest = /^digest:([0-9a-f-]{36}):(daily|weekly)$/.exec(text);
  if (digest) return { kind: 'digest', userId: digest[1]!, frequency: digest[2] as DigestFrequency };
  return null;
}
