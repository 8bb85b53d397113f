import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { SELLER_ROLES } from '../../../shared/domain/access.ts';
import { FEE_PAID_STATUS } from '../../../shared/domain/payment.ts';
import { displayName, listingTitle } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { adminLogs, inquiries, listingPayments, listings, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Metrics } from '../../plugins/metrics.ts';
import { outboxBacklog } from '../notifications/outbox.ts';

const DAYS = 30;

/** Counts per day over the last 30 days, every day present (zeros included) so charts have no gaps. */
async function perDay(
  db: Db,
  table: string,
  column: string,
  extra = sql``,
): Promise<{ day: string; count: number }[]> {
  const result = await db.execute<{ day: string; count: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0)::int as count
    from generate_series(current_date - ${DAYS - 1}::int, current_date, interval '1 day') as d(day)
    left join (
      select date_trunc('day', ${sql.identifier(column)})::date as day, count(*) as n
      from ${sql.identifier(table)} where ${sql.identifier(column)} >= current_date - ${DAYS - 1}::int ${extra}
      group by 1
    ) c on c.day = d.day::date
    order by d.day`);
  return (result as unknown as { rows: { day: string; count: number }[] }).rows;
}

/** Live figures for the admin panel: the spec's four counts, plus the Analytics tab's series. */
export async function analytics(db: Db) {
  const [
    [usersN],
    [listingsN],
    [inquiriesN],
    [verifiedN],
    byStatus,
    revenueRows,
    newUsers,
    newListings,
    messages,
  ] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(listings),
    db.select({ n: count() }).from(inquiries),
    db
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.roleId, [...SELLER_ROLES]), eq(users.verified, true))),
    db.select({ status: listings.status, count: count() }).from(listings).groupBy(listings.status),
    db.execute<{ day: string; amount: number }>(sql`
      select to_char(date_trunc('day', created_at), 'YYYY-MM-DD') as day, sum(amount)::float8 as amount
      from ${listingPayments} where status = ${FEE_PAID_STATUS} and created_at >= current_date - ${DAYS - 1}::int
      group by 1 order by 1`),
    perDay(db, 'users', 'created_at'),
    perDay(db, 'listings', 'created_at'),
    perDay(db, 'inquiries', 'created_at'),
  ]);
  const [revenueTotal] = await db
    .select({ total: sql<number>`coalesce(sum(${listingPayments.amount}), 0)::float8` })
    .from(listingPayments)
    .where(eq(listingPayments.status, FEE_PAID_STATUS));
  return {
    totalUsers: usersN?.n ?? 0,
    totalListings: listingsN?.n ?? 0,
    totalInquiries: inquiriesN?.n ?? 0,
    verifiedSellers: verifiedN?.n ?? 0,
    listingsByStatus: byStatus,
    newUsersPerDay: newUsers,
    newListingsPerDay: newListings,
    inquiriesPerDay: messages,
    revenue: {
      currency: 'USD',
      total: revenueTotal?.total ?? 0,
      perDay: (revenueRows as unknown as { rows: { day: string; amount: number }[] }).rows,
    },
  };
}

interface LogCursor {
  at: string;
  id: number;
}

type AuditTarget = { title: string; href: string | null };

/**
 * What a page of audit entries acted on, by name: listings by their title (linked to their page), people
 * by their name, identity applications linked to their review. Two queries per page, whatever its size.
 */
async function auditTargets(
  db: Db,
  logs: { targetType: string | null; targetId: string | null }[],
): Promise<Map<string, AuditTarget>> {
  const idsOf = (type: string, pattern: RegExp) => [
    ...new Set(
      logs.filter((l) => l.targetType === type && pattern.test(l.targetId ?? '')).map((l) => l.targetId!),
    ),
  ];
  const listingIds = idsOf('listing', /^\d{1,9}$/).map(Number);
  const userIds = idsOf('user', /^[0-9a-f-]{36}$/i);
  const found = new Map<string, AuditTarget>();
  if (listingIds.length > 0)
    for (const l of await db
      .select({ id: listings.id, year: listings.year, make: listings.make, model: listings.model })
      .from(listings)
      .where(inArray(listings.id, listingIds)))
      found.set(`listing:${l.id}`, { title: listingTitle(l), href: `/listing/${l.id}` });
  if (userIds.length > 0)
    for (const u of await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds)))
      found.set(`user:${u.id}`, { title: displayName(u), href: null });
  for (const id of idsOf('kyc_application', /^\d{1,9}$/))
    found.set(`kyc_application:${id}`, {
      title: `Identity application #${id}`,
      href: `/admin/kyc-review?application=${id}`,
    });
  return found;
}

/** The audit log, newest first, with the administrator's e-mail; keyset-paginated. */
export async function auditLog(db: Db, limit: number, cursor: string | undefined) {
  let after: SQL | undefined;
  if (cursor) {
    let c: LogCursor;
    try {
      c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as LogCursor;
      if (typeof c.at !== 'string' || !Number.isSafeInteger(c.id)) throw new Error('shape');
    } catch {
      throw new AppError(400, 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
    }
    after = or(
      lt(adminLogs.createdAt, sql`${c.at}::timestamptz`),
      and(eq(adminLogs.createdAt, sql`${c.at}::timestamptz`), lt(adminLogs.id, c.id)),
    );
  }
  const rows = await db
    .select({ log: adminLogs, adminEmail: users.email, at: sql<string>`${adminLogs.createdAt}::text` })
    .from(adminLogs)
    .leftJoin(users, eq(users.id, adminLogs.adminId))
    .where(after)
    .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const targets = await auditTargets(
    db,
    page.map((r) => r.log),
  );
  return {
    entries: page.map((r) => ({
      ...r.log,
      createdAt: r.log.createdAt.toISOString(),
      adminEmail: r.adminEmail,
      target: targets.get(`${r.log.targetType}:${r.log.targetId}`) ?? null,
    })),
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(JSON.stringify({ at: last.at, id: last.log.id })).toString('base64url')
        : null,
  };
}

/** Real figures for the System Status tab. */
export async function systemStatus(db: Db, metrics: Metrics, databaseKind: string) {
  const started = performance.now();
  let databaseOk = true;
  try {
    await db.execute(sql`select 1`);
  } catch {
    databaseOk = false;
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const memory = process.memoryUsage();
  return {
    database: { ok: databaseOk, kind: databaseKind, latencyMs },
    ...metrics.snapshot(),
    memory: { rssMb: Math.round(memory.rss / 1048576), heapUsedMb: Math.round(memory.heapUsed / 1048576) },
    outboxBacklog: databaseOk ? await outboxBacklog(db) : null,
    node: process.version,
  };
}
