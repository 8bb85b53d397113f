import { and, eq } from 'drizzle-orm';
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
import { AppError, allowed } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { deletePhotoFiles, replaceImageUrls } from '../photos/service.ts';
import { assertUnderPlanLimit, currentPlan, rankedAtFor, refillFreedPlace } from '../plans/service.ts';
import { type NoticeDeps, tellWatchers } from '../watchlist/notices.ts';
import { LISTING_ACTORS, lockListingFor } from './locked-listing.ts';

export const VERIFICATION_REQUIRED =
  'Verification Required: You need to be verified before you can sell vehicles on our platform. Please contact our support team to get your account verified.';

export interface EditingDeps extends TransactionDeps, NoticeDeps {
  storage: Storage;
}

/** The actor's terms of listing (`listingTerms`, shared/domain/listing.ts), or 403. */
export async function sellingTerms(db: Db, actor: Actor): Promise<{ feeRequired: boolean }> {
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
export async function createListing(deps: TransactionDeps, origin: Origin, input: ListingCreateInput) {
  return withTransaction(deps, origin, async ({ tx, actor, emit }) => {
    const { feeRequired } = await sellingTerms(tx, actor);
    await assertUnderPlanLimit(tx, actor, 1);
    const { imageUrls: _none, ...fields } = input;
    const [row] = await tx
      .insert(listings)
      .values({
        ...fields,
        sellerId: actor.id,
        status: LISTING_NEW_STATUS,
        verified: false,
        imageUrls: [],
        feeRequired,
        rankedAt: rankedAtFor(await currentPlan(tx, actor.id)),
      })
      .returning({ id: listings.id });
    emit({ type: 'listing.changed', listingId: row!.id, ownerId: actor.id });
    return { id: row!.id, warnings: vinWarnings(input.vin) };
  });
}

/**
 * Edits a listing. Only its seller, and only while it is unverified (spec section 4: verified listings
 * cannot be edited). Editing a turned-down listing sends it back for approval.
 */
export async function updateListing(deps: EditingDeps, origin: Origin, id: number, input: ListingPatchInput) {
  return withTransaction(deps, origin, async (uow) => {
    const { tx, actor } = uow;
    const listing = await lockListingFor(tx, actor, id, LISTING_ACTORS.edit);
    if (!isEditable(listing)) throw new AppError(409, 'Verified listings cannot be edited');
    const { imageUrls, ...fields } = input;
    if (imageUrls) await replaceImageUrls(deps, uow, listing.id, listing.imageUrls, imageUrls);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const resubmit = isResubmittable(listing);
    if (Object.keys(changes).length > 0 || resubmit) {
      const resubmitted = resubmit
        ? { status: allowed(listingTransition(listing.status, 'resubmit')), rejectionReason: null }
        : {};
      await tx
        .update(listings)
        .set({ ...changes, ...resubmitted, updatedAt: new Date() })
        .where(eq(listings.id, listing.id));
    }
    uow.emit({ type: 'listing.changed', listingId: listing.id, ownerId: listing.sellerId });
    return { warnings: vinWarnings(input.vin) };
  });
}

/**
 * Deletes a listing (its inquiries go with it) and, once that has committed, its photo files. Its
 * seller or an administrator.
 */
export async function deleteListing(deps: EditingDeps, origin: Origin, id: number): Promise<void> {
  await withTransaction(deps, origin, async (uow) => {
    const { tx, actor, emit, audit, afterCommit } = uow;
    const row = await lockListingFor(tx, actor, id, LISTING_ACTORS.delete);
    // Before the delete, which takes the watchlist rows with it.
    await tellWatchers(uow, deps, { listing: row, before: row, after: null });
    await tx.delete(listings).where(eq(listings.id, id));
    emit({ type: 'listing.changed', listingId: id, ownerId: row.sellerId });
    if (await refillFreedPlace(tx, row.sellerId, deps.siteUrl))
      emit({ type: 'seller.changed', sellerId: row.sellerId });
    await audit({ action: 'delete_listing', targetType: 'listing', targetId: id });
    afterCommit(() => deletePhotoFiles(deps, row.imageUrls));
  });
}
