import { z } from 'zod';

/** GET /api/users/me: the signed-in user (never a password or hash). */
export const meSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  username: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  age: z.number().nullable(),
  roleId: z.number(),
  role_id: z.number(),
  role: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;
