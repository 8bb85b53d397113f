import { and, eq } from 'drizzle-orm';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import {
  isEditable,
  isResubmittable,
  LISTING_NEW_STATUS,
  listingTerms,
  listingTransition,
} from '../../../shared/domain/listing.ts';
import type { ListingCreateInput, ListingPatchInput } from '../../../shared/schemas/listings.ts';
import { VIN_CHECK_WARNING, vinCheckMatches } from '../../../shared/vin.ts';
import type { Db } from '../../db/client.ts';
import { kycApplications, listings } from '../../db/schema/index.ts';
import { AppError, allowed, forbidden, notFound } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Actor } from '../../plugins/session.ts';
import { type RequestMeta, recordAdminAction } from '../admin/audit.ts';
import { deletePhotoFiles, replaceImageUrls } from '../photos/service.ts';

export const VERIFICATION_REQUIRED =
  'Verification Required: You need to be verified before you can sell vehicles on our platform. Please contact our support team to get your account verified.';

export interface EditingDeps {
  db: Db;
  storage: Storage;
}

/** The actor's terms of listing (`listingTerms`, shared/domain/listing.ts), or 403. */
async function sellingTerms(db: Db, actor: Actor): Promise<{ feeRequired: boolean }> {
  const applications = await db
    .select({ status: kycApplications.status })
    .from(kycApplications)
    .where(and(eq(kycApplications.userId, actor.id), eq(kycApplications.applicationType, 'individual')));
  const terms = listingTerms(
    actor,
    applications.map((a) => a.status),
  );
  if (!terms) throw new AppError(403, VERIFICATION_REQUIRED);
  return terms;
}

const vinWarnings = (vin: string | null | undefined): string[] =>
  vin && !vinCheckMatches(vin) ? [VIN_CHECK_WARNING] : [];

/** A new listing, always pending and unverified, always the session user's. */
export async function createListing(db: Db, actor: Actor, input: ListingCreateInput) {
  const { feeRequired } = await sellingTerms(db, actor);
  const { imageUrls: _none, ...fields } = input;
  const [row] = await db
    .insert(listings)
    .values({
      ...fields,
      sellerId: actor.id,
      status: LISTING_NEW_STATUS,
      verified: false,
      viewCount: 0,
      imageUrls: [],
      feeRequired,
    })
    .returning({ id: listings.id });
  return { id: row!.id, warnings: vinWarnings(input.vin) };
}

async function ownListing(db: Db, actor: Actor, id: number) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      verified: listings.verified,
      status: listings.status,
      imageUrls: listings.imageUrls,
    })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row) throw notFound('Listing not found');
  if (row.sellerId !== actor.id) throw forbidden('You can only change your own listings');
  return row;
}

/**
 * Edits a listing. Only its seller, and only while it is unverified (spec section 4: verified listings
 * cannot be edited). Editing a turned-down listing sends it back for approval.
 */
export async function updateListing(deps: EditingDeps, actor: Actor, id: number, input: ListingPatchInput) {
  const listing = await ownListing(deps.db, actor, id);
  if (!isEditable(listing)) throw new AppError(409, 'Verified listings cannot be edited');
  const { imageUrls, ...fields } = input;
  if (imageUrls) await replaceImageUrls(deps, listing.id, listing.imageUrls, imageUrls);
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const resubmit = isResubmittable(listing.status);
  if (Object.keys(changes).length > 0 || resubmit) {
    const resubmitted = resubmit
      ? { status: allowed(listingTransition(listing.status, 'resubmit')), rejectionReason: null }
      : {};
    await deps.db
      .update(listings)
      .set({ ...changes, ...resubmitted, updatedAt: new Date() })
      .where(eq(listings.id, listing.id));
  }
  return { warnings: vinWarnings(input.vin) };
}

/** Deletes a listing (its inquiries go with it) and its photo files. Its seller or an administrator. */
export async function deleteListing(
  deps: EditingDeps,
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const [row] = await deps.db
    .select({ sellerId: listings.sellerId, imageUrls: listings.imageUrls })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row) throw notFound('Listing not found');
  if (!ownsOrAdmin(actor, row.sellerId)) throw forbidden('You can only delete your own listings');
  await deps.db.delete(listings).where(eq(listings.id, id));
  await deletePhotoFiles(deps.storage, row.imageUrls);
  if (row.sellerId !== actor.id) {
    await recordAdminAction(deps.db, actor, meta, {
      action: 'delete_listing',
      targetType: 'listing',
      targetId: id,
    });
  }
}
