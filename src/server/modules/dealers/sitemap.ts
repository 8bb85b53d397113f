import { and, desc, eq, exists, isNull } from 'drizzle-orm';
import { ROLE } from '../../../shared/domain/access.ts';
import type { Db } from '../../db/client.ts';
import { dealers, listings, users } from '../../db/schema/index.ts';
import { publicListing } from '../listings/visibility.ts';

/** Storefronts worth a crawler's visit: dealers in good standing with at least one public listing. */
export async function storefrontsForSitemap(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: dealers.id, updatedAt: dealers.updatedAt })
    .from(dealers)
    .innerJoin(users, eq(users.id, dealers.id))
    .where(
      and(
        eq(users.roleId, ROLE.dealer),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        exists(
          db
            .select({ one: listings.id })
            .from(listings)
            .where(and(eq(listings.sellerId, dealers.id), publicListing())),
        ),
      ),
    )
    .orderBy(desc(dealers.updatedAt))
    .limit(10_000);
}
