import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CONDITIONS,
  ESCROW_STATUSES,
  PAYMENT_PROVIDERS,
  SHIPPING_PROVIDERS,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
} from '../../../shared/constants.ts';
import { KYC_APPLICATION_TYPES, KYC_STATUSES } from '../../../shared/domain/identity.ts';
import { LISTING_STATUSES } from '../../../shared/domain/listing-status.ts';
import { PAYMENT_STATUSES } from '../../../shared/domain/payment.ts';

/** PostgreSQL enums built from the shared constants, so the database and the contracts cannot drift. */
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);
export const listingCondition = pgEnum('listing_condition', CONDITIONS);
export const kycStatus = pgEnum('kyc_status', KYC_STATUSES);
export const kycApplicationType = pgEnum('kyc_application_type', KYC_APPLICATION_TYPES);
export const subscriptionPlan = pgEnum('subscription_plan', SUBSCRIPTION_PLANS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const escrowStatus = pgEnum('escrow_status', ESCROW_STATUSES);
export const shippingProvider = pgEnum('shipping_provider', SHIPPING_PROVIDERS);
