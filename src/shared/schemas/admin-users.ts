import { z } from 'zod';
import { timestamp } from './common.ts';

/** Contracts of the administrators' Users tab: finding accounts and suspending them. */

export const ADMIN_USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: a word matched against name, e-mail and username; pages of 20. */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Search at most 100 characters' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a number' })
    .min(1, { error: 'page must be at least 1' })
    .max(10_000, { error: 'page must be at most 10000' })
    .default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string(),
    roleId: z.number().int(),
    verified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    suspendedAt: timestamp.nullable(),
    suspensionReason: z.string().nullable(),
    listingCount: z.number().int(),
    createdAt: timestamp,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'User id must be a user id' }) });
