import { z } from 'zod';
import { pageQuerySchema, timestamp } from './common.ts';

/** Contracts of the administrators' overview: figures, the audit log, the system's health. */

const dayCount = z.object({ day: z.string(), count: z.number().int() });

/** GET /api/admin/analytics: the spec's four counts, plus the Analytics tab's 30-day series. */
export const adminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  totalListings: z.number().int(),
  totalInquiries: z.number().int(),
  verifiedSellers: z.number().int(),
  listingsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  newUsersPerDay: z.array(dayCount),
  newListingsPerDay: z.array(dayCount),
  inquiriesPerDay: z.array(dayCount),
  revenue: z.object({
    currency: z.string(),
    total: z.number(),
    perDay: z.array(z.object({ day: z.string(), amount: z.number() })),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const auditQuerySchema = pageQuerySchema;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** What the target is called today ("2023 Ferrari Roma", a person's name) and where it opens; null once gone. */
  target: z.object({ title: z.string(), href: z.string().nullable() }).nullable(),
  details: z.unknown(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: newest first; `nextCursor` asks for the page after. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/system-status: real figures of this instance. */
export const systemStatusSchema = z.object({
  database: z.object({ ok: z.boolean(), kind: z.string(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  requests: z.number().int(),
  requestsPerMinute: z.number(),
  clientErrorRate: z.number(),
  serverErrorRate: z.number(),
  memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }),
  outboxBacklog: z.number().int().nullable(),
  node: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
