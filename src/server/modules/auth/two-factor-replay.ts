import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, usedTotpCodes } from '../../db/schema/index.ts';

/**
 * One authenticator-app code signs in once (RFC 6238 section 5.2). better-auth's plugin accepts a code
 * for the 30-second step before and after the current one, and does not remember codes it accepted, so
 * a code read over a shoulder or relayed by a phishing page would sign in a second browser within about
 * 90 seconds. We remember the codes that completed a sign-in for a little longer than that.
 */
export const TOTP_REUSE_WINDOW_SECONDS = 120;

const hashOf = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/**
 * True the first time a code completes a sign-in of the account within the window; false on a replay.
 * The primary key decides between two requests racing with one code: one insert wins.
 */
export async function firstUseOfCode(db: Db, userId: string, code: string): Promise<boolean> {
  await db
    .delete(usedTotpCodes)
    .where(
      and(
        eq(usedTotpCodes.userId, userId),
        lt(usedTotpCodes.usedAt, sql`now() - make_interval(secs => ${TOTP_REUSE_WINDOW_SECONDS})`),
      ),
    );
  const inserted = await db
    .insert(usedTotpCodes)
    .values({ userId, codeHash: hashOf(userId, code) })
    .onConflictDoNothing()
    .returning({ userId: usedTotpCodes.userId });
  return inserted.length === 1;
}

/**
 * Ends the session better-auth has just made for a sign-in we refuse after all (its cookie is never
 * sent): the token is the part of the signed cookie value before the signature.
 */
export async function dropNewSession(db: Db, setCookie: readonly string[]): Promise<void> {
  for (const cookie of setCookie) {
    const match = /(?:^|\.)session_token=([^;]+)/.exec(cookie);
    if (!match) continue;
    const token = decodeURIComponent(match[1]!).split('.')[0]!;
    await db.delete(sessions).where(eq(sessions.token, token));
  }
}
