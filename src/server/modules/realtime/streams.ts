import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/**
 * Open event streams one session and one account may hold on an instance. A browser opens one per tab
 * and keeps at most six connections to a host anyway; more than that is not a person reading.
 */
export const STREAM_LIMITS = { perSession: 6, perAccount: 12 } as const;

/** How a session is named on the realtime channel: never the token itself, which is a credential. */
export const sessionKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether the session behind `token` is still open: not expired, not signed out or revoked. */
export async function sessionStands(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
  return rows.length > 0;
}

interface Stream {
  userId: string;
  session: string;
  end: () => void;
}

/** The streams open on this instance, so a session's can be counted and ended together. */
export class StreamRegistry {
  private readonly streams = new Set<Stream>();

  /** Registers a stream unless its session or account already holds its limit; answers whether it did. */
  open(stream: Stream): boolean {
    let ofSession = 0;
    let ofAccount = 0;
    for (const s of this.streams) {
      if (s.session === stream.session) ofSession++;
      if (s.userId === stream.userId) ofAccount++;
    }
    if (ofSession >= STREAM_LIMITS.perSession || ofAccount >= STREAM_LIMITS.perAccount) return false;
    this.streams.add(stream);
    return true;
  }

  close(stream: Stream): void {
    this.streams.delete(stream);
  }

  endSession(session: string): void {
    for (const s of [...this.streams]) if (s.session === session) s.end();
  }

  endAll(): void {
    for (const s of [...this.streams]) s.end();
  }
}
