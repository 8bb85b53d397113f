import { eq, type SQL, sql } from 'drizzle-orm';
import { ROLE } from '../../../shared/constants.ts';
import { listings } from '../../db/schema/index.ts';
import type { Actor } from '../../plugins/session.ts';

/**
 * Who sees which listings, in one place: everyone sees active listings; a seller also sees all of their
 * own; administrators see everything.
 */
export function visibleTo(actor: Actor | null): SQL | undefined {
  if (actor?.roleId === ROLE.admin) return undefined;
  if (actor) return sql`(${listings.status} = 'active' or ${listings.sellerId} = ${actor.id})`;
  return eq(listings.status, 'active');
}

export const canSeeAllStatuses = (actor: Actor | null, listing: { sellerId: string }): boolean =>
  actor?.roleId === ROLE.admin || actor?.id === listing.sellerId;
