import { getTableName, type SQL, sql } from 'drizzle-orm';
import { FEE_PAID_STATUS } from '../../../shared/domain/payment.ts';
import { listingPayments, listings } from '../../db/schema/index.ts';

/**
 * `listingFeePaid` (shared/domain/payment.ts) as SQL, for a query over `listings`: a paid payment for the
 * listing exists. The listing's id is written with its table's name because Drizzle leaves columns
 * unqualified in a one-table query, where a bare `id` would mean the payment's own.
 */
export const feePaidSql = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${listingPayments} p where p.listing_id = ${sql.identifier(getTableName(listings))}.${sql.identifier(listings.id.name)} and p.status = ${FEE_PAID_STATUS})`;
