import type { Db } from '../../db/client.ts';
import { adminLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/session.ts';

/** Where an administrator acted from, for the audit log. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Writes one audit entry. Every administrator action goes through here (DESIGN section 6). */
export async function recordAdminAction(
  db: Db,
  admin: Actor,
  meta: RequestMeta,
  entry: { action: string; targetType: string; targetId: string | number; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(adminLogs).values({
    adminId: admin.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? null,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
}
