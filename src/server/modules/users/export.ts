import { aliasedTable, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { displayName } from '../../../shared/format.ts';
import { type AccountExport, DELETED_USER_NAME } from '../../../shared/schemas/account-data.ts';
import type { Db } from '../../db/client.ts';
import {
  inquiries,
  kycApplications,
  listingPayments,
  listings,
  ratings,
  signInAddresses,
  supportMessages,
  users,
} from '../../db/schema/index.ts';
import { counterColumns } from '../listings/counters.ts';
import { getMe } from './service.ts';

const iso = (d: Date) => d.toISOString();
const others = aliasedTable(users, 'other');

type Document = AccountExport['applications'][number]['documents'][number];

/**
 * Everything the marketplace keeps about one account, as JSON (the right of access): the profile,
 * listings, messages sent and received, ratings given and received, identity applications (which
 * documents were attached, never their contents), payments and the addresses it signed in from.
 * Password hashes, two-factor secrets and session tokens are credentials, not data about the person.
 */
export async function exportAccount(db: Db, userId: string): Promise<AccountExport> {
  const me = await getMe(db, userId);
  const [own, messages, support, given, received, applications, payments, addresses] = await Promise.all([
    db
      .select({ ...getTableColumns(listings), ...counterColumns })
      .from(listings)
      .where(eq(listings.sellerId, userId))
      .orderBy(asc(listings.id)),
    db
      .select({ message: inquiries, other: others })
      .from(inquiries)
      // The other party of each message: the buyer when this account sells, the seller otherwise.
      .innerJoin(
        others,
        eq(
          others.id,
          sql`case when ${inquiries.sellerId} = ${userId} then ${inquiries.buyerId} else ${inquiries.sellerId} end`,
        ),
      )
      .where(or(eq(inquiries.buyerId, userId), eq(inquiries.sellerId, userId)))
      .orderBy(asc(inquiries.createdAt), asc(inquiries.id)),
    db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, userId))
      .orderBy(asc(supportMessages.id)),
    db.select().from(ratings).where(eq(ratings.buyerId, userId)).orderBy(asc(ratings.id)),
    db.select().from(ratings).where(eq(ratings.sellerId, userId)).orderBy(asc(ratings.id)),
    db
      .select()
      .from(kycApplications)
      .where(eq(kycApplications.userId, userId))
      .orderBy(asc(kycApplications.id)),
    db
      .select()
      .from(listingPayments)
      .where(eq(listingPayments.userId, userId))
      .orderBy(asc(listingPayments.id)),
    db.select().from(signInAddresses).where(eq(signInAddresses.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: me,
    listings: own.map((l) => ({
      id: l.id,
      make: l.make,
      model: l.model,
      year: l.year,
      price: l.price,
      currency: l.currency,
      mileage: l.mileage,
      vin: l.vin,
      condition: l.condition,
      description: l.description,
      location: l.location,
      region: l.region,
      imageUrls: l.imageUrls,
      features: l.features,
      status: l.status,
      rejectionReason: l.rejectionReason,
      viewCount: l.viewCount,
      createdAt: iso(l.createdAt),
      updatedAt: iso(l.updatedAt),
    })),
    messages: messages.map(({ message, other }) => ({
      id: message.id,
      listingId: message.listingId,
      direction: message.senderId === userId ? ('sent' as const) : ('received' as const),
      with: other.deletedAt ? DELETED_USER_NAME : displayName(other),
      message: message.message,
      createdAt: iso(message.createdAt),
    })),
    supportMessages: support.map((m) => ({
      id: m.id,
      direction: m.fromStaff ? ('received' as const) : ('sent' as const),
      message: m.body,
      createdAt: iso(m.createdAt),
    })),
    ratingsGiven: given.map((r) => ({
      id: r.id,
      sellerId: r.sellerId,
      listingId: r.listingId,
      rating: r.rating,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    // Who rated is the rater's personal data, not this account's: received ratings are anonymous here.
    ratingsReceived: received.map((r) => ({
      id: r.id,
      listingId: r.listingId,
      rating: r.rating,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    applications: applications.map((a) => ({
      id: a.id,
      applicationType: a.applicationType,
      fullName: a.fullName,
      email: a.email,
      phone: a.phone,
      country: a.country,
      dealershipName: a.dealershipName,
      documents: [
        a.idDocumentUrl ? 'identity document' : null,
        a.businessLicenseUrl ? 'business licence' : null,
        a.proofOfAddressUrl ? 'proof of address' : null,
      ].filter((d): d is Document => d !== null),
      status: a.status,
      reviewNotes: a.reviewNotes,
      createdAt: iso(a.createdAt),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      listingId: p.listingId,
      amount: p.amount,
      currency: p.currency,
      provider: p.paymentProvider,
      status: p.status,
      createdAt: iso(p.createdAt),
    })),
    signInAddresses: addresses.map((a) => ({ ipAddress: a.ipAddress, lastSeenAt: iso(a.lastSeenAt) })),
  };
}
