import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  monthlyPrice: numeric('monthly_price', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  yearlyPrice: numeric('yearly_price', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/**
 * People. The spec's fields plus the three better-auth needs (name, emailVerified, updatedAt);
 * e-mails are stored lower-case so uniqueness is case-insensitive.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    country: text('country'),
    city: text('city'),
    username: text('username'),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    age: integer('age'),
    roleId: integer('role_id')
      .notNull()
      .default(1)
      .references(() => roles.id),
    verified: boolean('verified').notNull().default(false),
    /** An administrator turned down this seller's verification (why, and when); cleared by verifying. */
    verificationRejectedReason: text('verification_rejected_reason'),
    verificationRejectedAt: timestamp('verification_rejected_at', { withTimezone: true }),
    name: text('name').notNull().default(''),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** better-auth's two-factor plugin: the account signs in with a code besides its password. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** An administrator suspended the account (when, and why): it cannot sign in (shared/domain/access.ts). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The account was deleted: this row only keeps the messages and ratings others still see. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_age_range', sql`${t.age} is null or ${t.age} between 18 and 120`),
    index('users_suspended_idx').on(t.suspendedAt).where(sql`${t.suspendedAt} is not null`),
  ],
);

export const dealers = pgTable('dealers', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dealershipName: text('dealership_name').notNull().default(''),
  address: text('address'),
  verified: boolean('verified').notNull().default(false),
  numListings: integer('num_listings').notNull().default(0),
  hasPair: boolean('has_pair').notNull().default(false),
  listingLimit: integer('listing_limit').notNull().default(5),
  /** The storefront (/dealer/:id, migration 0018): what the dealer writes about itself, shown to everyone. */
  about: text('about'),
  /** A photo stored through the photo pipeline (its largest WebP, like listing photos). */
  logoUrl: text('logo_url'),
  /** The short place the storefront shows ('Monaco'); `address` is the business address of the application. */
  location: text('location'),
  /** Shown to signed-in visitors only (shared/domain/storefront.ts). */
  phone: text('phone'),
  website: text('website'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const admins = pgTable('admins', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  level: integer('level').notNull().default(1),
  createdAt: createdAt(),
});

export { createdAt, updatedAt };
