import { z } from 'zod';
import { timestamp } from './common.ts';
import { meSchema } from './users.ts';

/** Contracts of leaving: the export of an account's personal data, and deleting the account. */

/** Who a deleted account's messages and ratings are shown as. */
export const DELETED_USER_NAME = 'Deleted user';

const money = z.number();

/** GET /api/users/me/export: everything the marketplace keeps about the signed-in account. */
export const accountExportSchema = z
  .object({
    exportedAt: timestamp,
    profile: meSchema,
    listings: z.array(
      z.object({
        id: z.number().int(),
        make: z.string(),
        model: z.string(),
        year: z.number().int(),
        /** null: "Price on request". */
        price: money.nullable(),
        currency: z.string(),
        mileage: z.number().int().nullable(),
        vin: z.string().nullable(),
        condition: z.string(),
        description: z.string().nullable(),
        location: z.string(),
        region: z.string(),
        imageUrls: z.array(z.string()),
        features: z.array(z.string()),
        status: z.string(),
        rejectionReason: z.string().nullable(),
        viewCount: z.number().int(),
        createdAt: timestamp,
        updatedAt: timestamp,
      }),
    ),
    messages: z.array(
      z.object({
        id: z.number().int(),
        listingId: z.number().int(),
        direction: z.enum(['sent', 'received']),
        /** The other party's name as the conversation shows it. */
        with: z.string(),
        message: z.string(),
        createdAt: timestamp,
      }),
    ),
    /** The live chat with the support team (docs/decisions/0036). */
    supportMessages: z.array(
      z.object({
        id: z.number().int(),
        direction: z.enum(['sent', 'received']),
        message: z.string(),
        createdAt: timestamp,
      }),
    ),
    ratingsGiven: z.array(
      z.object({
        id: z.number().int(),
        sellerId: z.string(),
        listingId: z.number().int().nullable(),
        rating: z.number().int(),
        status: z.string(),
        createdAt: timestamp,
      }),
    ),
    ratingsReceived: z.array(
      z.object({
        id: z.number().int(),
        listingId: z.number().int().nullable(),
        rating: z.number().int(),
        status: z.string(),
        createdAt: timestamp,
      }),
    ),
    /** Identity applications as submitted, with which documents were attached but not their contents. */
    applications: z.array(
      z.object({
        id: z.number().int(),
        applicationType: z.string(),
        fullName: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
        country: z.string().nullable(),
        dealershipName: z.string().nullable(),
        documents: z.array(z.enum(['identity document', 'business licence', 'proof of address'])),
        status: z.string(),
        reviewNotes: z.string().nullable(),
        createdAt: timestamp,
      }),
    ),
    payments: z.array(
      z.object({
        id: z.number().int(),
        listingId: z.number().int().nullable(),
        amount: money,
        currency: z.string(),
        provider: z.string(),
        status: z.string(),
        createdAt: timestamp,
      }),
    ),
    signInAddresses: z.array(z.object({ ipAddress: z.string(), lastSeenAt: timestamp })),
  })
  .meta({ id: 'AccountExport', description: "All of the signed-in account's personal data" });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** DELETE /api/users/me body: the password, asked again. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Enter your password' })
    .min(1, { error: 'Enter your password' })
    .max(128, { error: 'Password must be at most 128 characters' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const INCORRECT_PASSWORD = 'Incorrect password';
