import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { kycApplicationType, kycStatus, subscriptionPlan, subscriptionStatus } from './enums.ts';
import { createdAt, updatedAt, users } from './users.ts';

export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationType: kycApplicationType('application_type').notNull(),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    country: text('country'),
    dealershipName: text('dealership_name'),
    businessLicenseUrl: text('business_license_url'),
    idDocumentUrl: text('id_document_url').notNull(),
    proofOfAddressUrl: text('proof_of_address_url'),
    status: kycStatus('status').notNull().default('pending'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kyc_applications_status_idx').on(t.status, t.createdAt),
    index('kyc_applications_user_idx').on(t.userId),
  ],
);

/**
 * Identity documents: private files (never under a public URL) that only their owner and administrators
 * can fetch. Applications refer to them as `kyc:<key>`.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kyc_documents_user_idx').on(t.userId), index('kyc_documents_created_idx').on(t.createdAt)],
);

/** A dealer's plan (shared/domain/plans.ts): one row per account, moving along its statuses. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: subscriptionPlan('plan').notNull().default('basic'),
    status: subscriptionStatus('status').notNull().default('inactive'),
    pricePerMonth: numeric('price_per_month', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    listingLimit: integer('listing_limit'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/** Every administrator action, with who, what, on which object, and from where. */
export const adminLogs = pgTable(
  'admin_logs',
  {
    id: serial('id').primaryKey(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_logs_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * E-mails waiting to go out. Written in the same database as the action that causes them, delivered by a
 * background sender, so a crash or an SMTP outage delays mail but never loses it.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML alternative to `body`, when the message shows pictures. */
    html: text('html'),
    /** Extra message headers, e.g. List-Unsubscribe on alerts. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Groups messages for throttling, e.g. one per conversation per 15 minutes. */
    throttleKey: text('throttle_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_pending_idx').on(t.status, t.id),
    index('outbox_emails_throttle_idx').on(t.throttleKey, t.createdAt),
  ],
);
