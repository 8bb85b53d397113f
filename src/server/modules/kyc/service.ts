import { and, desc, eq, inArray } from 'drizzle-orm';
import { KYC_GROUPS } from '../../../shared/domain/identity.ts';
import type { KycApplication, KycApplicationInput } from '../../../shared/schemas/kyc.ts';
import type { Db } from '../../db/client.ts';
import { kycApplications } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/session.ts';
import { assertOwnDocuments } from './documents.ts';

export const toApplication = (r: typeof kycApplications.$inferSelect): KycApplication => ({
  ...r,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Submits an identity application for the session user; its documents must be theirs. */
export async function submitApplication(
  db: Db,
  actor: Actor,
  input: KycApplicationInput,
): Promise<KycApplication> {
  const references = [input.idDocumentUrl, input.businessLicenseUrl, input.proofOfAddressUrl].filter(
    (r): r is string => Boolean(r),
  );
  await assertOwnDocuments(db, actor.id, references);
  const open = await db
    .select({ id: kycApplications.id })
    .from(kycApplications)
    .where(
      and(
        eq(kycApplications.userId, actor.id),
        eq(kycApplications.applicationType, input.applicationType),
        inArray(kycApplications.status, [...KYC_GROUPS.awaitingReview]),
      ),
    );
  if (open.length > 0) throw new AppError(409, 'You already have an application waiting for review');
  const [row] = await db
    .insert(kycApplications)
    .values({ ...input, userId: actor.id, status: 'pending' })
    .returning();
  return toApplication(row!);
}

export async function myApplications(db: Db, actor: Actor): Promise<KycApplication[]> {
  const rows = await db
    .select()
    .from(kycApplications)
    .where(eq(kycApplications.userId, actor.id))
    .orderBy(desc(kycApplications.createdAt));
  return rows.map(toApplication);
}
