import { z } from 'zod';
import { timestamp } from './common.ts';

/** GET /api/users/me: the signed-in user (never a password or hash); `role_id` as the spec spells it. */
export const meSchema = z
  .object({
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
    /** Whether the e-mail address has been confirmed through the link sent to it. */
    emailVerified: z.boolean(),
    /** Signs in with a code from an authenticator app besides the password. */
    twoFactorEnabled: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Me', description: 'The signed-in user' });
export type Me = z.infer<typeof meSchema>;

/** GET /api/auth/session: who is signed in, if anyone. */
export const sessionReplySchema = z.object({ user: meSchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** A seller awaiting verification, as administrators see them (GET /api/admin/unverified-sellers). */
export const unverifiedSellerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string(),
  roleId: z.number(),
  isDealer: z.boolean(),
  dealershipName: z.string().nullable(),
  createdAt: timestamp,
  /** The newest identity application (dealer or individual) the reviewer decides in the KYC review. */
  application: z
    .object({ id: z.number(), applicationType: z.string(), status: z.string(), createdAt: timestamp })
    .nullable(),
});
export type UnverifiedSeller = z.infer<typeof unverifiedSellerSchema>;

/** A seller id in the path of the administrators' seller actions. */
export const sellerIdParamsSchema = z.object({ id: z.uuid({ error: 'Seller id must be a user id' }) });
