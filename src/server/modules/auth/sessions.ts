import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/schemas/account.ts';
import { CURRENT_SESSION_REVOKE, SESSION_NOT_FOUND } from '../../../shared/schemas/account.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import { sessionKey } from '../realtime/streams.ts';
import type { Auth } from './better-auth.ts';
import { deviceLabel } from './device-label.ts';

/** How stale a session's last-seen time may get: one write per session per this, not one per request. */
const SEEN_EVERY_MS = 60_000;
const lastWritten = new Map<string, number>();

/** Records that a session was just used, at most once a minute per session and instance; never fails a request. */
export function touchSession(db: Db, sessionId: string): void {
  const now = Date.now();
  if (now - (lastWritten.get(sessionId) ?? 0) < SEEN_EVERY_MS) return;
  // A bounded memory: forgetting only costs one more write.
  if (lastWritten.size > 10_000) lastWritten.clear();
  lastWritten.set(sessionId, now);
  void db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SEEN_EVERY_MS / 1000})`),
      ),
    )
    .catch(() => {});
}

export interface SessionDeps {
  db: Db;
  auth: Auth;
  realtime: RealtimeBus;
}

/** The account's open sessions, most recently used first, the current one marked. */
export async function listSessions(db: Db, actor: Actor): Promise<AccountSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.id,
    current: s.id === actor.sessionId,
    device: deviceLabel(s.userAgent),
    ipAddress: s.ipAddress,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
}

/**
 * Signs out one other session of the account (through better-auth), and ends its event streams on every
 * instance. Another account's session id is 404, as if it did not exist.
 */
export async function revokeSession(
  deps: SessionDeps,
  actor: Actor,
  headers: Headers,
  id: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, actor.id)));
  if (!row) throw notFound(SESSION_NOT_FOUND);
  if (id === actor.sessionId) throw new AppError(400, CURRENT_SESSION_REVOKE);
  await deps.auth.api.revokeSession({ headers, body: { token: row.token } });
  await deps.realtime.publish([actor.id], { type: 'session-ended', session: sessionKey(row.token) });
}

/** Signs out every session of the account but this one; answers how many there were. */
export async function revokeOtherSessions(
  deps: SessionDeps,
  actor: Actor,
  headers: Headers,
): Promise<number> {
  const others = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.id),
        ne(sessions.id, actor.sessionId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  await deps.auth.api.revokeOtherSessions({ headers });
  await endRevokedStreams(deps.realtime, actor.id);
  return others.length;
}

/** Some sessions of the account are gone: each of its event streams checks whether its own still stands. */
export const endRevokedStreams = (realtime: RealtimeBus, userId: string) =>
  realtime.publish([userId], { type: 'sessions-revoked' });
