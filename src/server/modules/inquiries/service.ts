import { aliasedTable, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.ts';
import { ownsOrAdmin } from '../../../shared/domain/access.ts';
import { isOwnListing, isPublicListing } from '../../../shared/domain/listing.ts';
import { displayName, excerpt, listingTitle } from '../../../shared/format.ts';
import {
  INQUIRY_TOO_SHORT,
  type Inquiry,
  type InquiryInput,
  type InquiryWithContext,
  OWN_LISTING_MESSAGE,
} from '../../../shared/schemas/inquiries.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inquiries, listings, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { publicnessColumns } from '../listings/visibility.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import type { RealtimeBus } from '../realtime/bus.ts';

export interface InquiryDeps extends TransactionDeps {
  limiter: RateLimiter;
  rateLimits: Config['rateLimits'];
  siteUrl: string;
  realtime: RealtimeBus;
}

/** At most one e-mail per conversation and recipient in this window (the rest are seen on the site). */
const EMAIL_WINDOW_MINUTES = 15;

/** Tells the other party by e-mail that a message arrived, with a link to the conversation. */
async function notifyRecipient(
  tx: Db,
  siteUrl: string,
  message: typeof inquiries.$inferSelect,
): Promise<void> {
  const recipientId = message.senderId === message.buyerId ? message.sellerId : message.buyerId;
  const [recipient] = await tx.select({ email: users.email }).from(users).where(eq(users.id, recipientId));
  const [sender] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, message.senderId));
  const [listing] = await tx
    .select({ year: listings.year, make: listings.make, model: listings.model })
    .from(listings)
    .where(eq(listings.id, message.listingId));
  if (!recipient || !sender || !listing) return;
  const path =
    recipientId === message.sellerId
      ? `/seller-dashboard?tab=inquiries&listing=${message.listingId}&buyer=${message.buyerId}`
      : `/messages?listing=${message.listingId}`;
  await enqueueEmail(
    tx,
    emails.newMessage(recipient.email, {
      from: displayName(sender),
      listingTitle: listingTitle(listing),
      link: `${siteUrl}${path}`,
      excerpt: excerpt(message.message),
    }),
    {
      key: `conversation:${message.listingId}:${message.buyerId}:${recipientId}`,
      windowMinutes: EMAIL_WINDOW_MINUTES,
    },
  );
}

const toInquiry = (r: typeof inquiries.$inferSelect): Inquiry => ({
  id: r.id,
  listingId: r.listingId,
  buyerId: r.buyerId,
  sellerId: r.sellerId,
  senderId: r.senderId,
  message: r.message,
  seen: r.seen,
  createdAt: r.createdAt.toISOString(),
});

async function threadHasMessages(db: Db, listingId: number, buyerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.buyerId, buyerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Sends a message. The sender is always the session user. Without `buyerId` it is a buyer writing about
 * a listing; with it, a message in the thread between that buyer and the listing's seller, which only
 * those two may post into. A thread's first message needs 10 characters.
 */
export async function sendInquiry(deps: InquiryDeps, origin: Origin, input: InquiryInput): Promise<Inquiry> {
  const { actor } = origin;
  if (input.senderId && input.senderId !== actor.id)
    throw forbidden('You can only send messages as yourself');
  const [listing] = await deps.db
    .select(publicnessColumns)
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing) throw notFound('Listing not found');
  if (input.sellerId && input.sellerId !== listing.sellerId)
    throw forbidden('That seller does not own this listing');

  const buyerId = input.buyerId ?? actor.id;
  if (isOwnListing({ id: buyerId }, listing)) throw new AppError(403, `${OWN_LISTING_MESSAGE}.`);
  if (actor.id !== buyerId && !isOwnListing(actor, listing))
    throw forbidden('You are not part of this conversation');

  // A conversation starts only on a public listing, and only by a buyer; once started it goes on
  // whatever becomes of the listing (sold cars are still discussed).
  const started = await threadHasMessages(deps.db, listing.id, buyerId);
  if (!started && !isPublicListing(listing)) throw notFound('Listing not found');
  if (isOwnListing(actor, listing) && !started)
    throw forbidden('You can only reply to buyers who have written to you');
  if (!started && input.message.length < LIMITS.inquiryMinLength) {
    throw new AppError(400, INQUIRY_TOO_SHORT, [{ path: 'message', message: INQUIRY_TOO_SHORT }]);
  }

  await deps.limiter.consume(`inquiry:user:${actor.id}`, deps.rateLimits.messagesPerUser);
  // The message and its e-mail commit together; open pages hear of it only once it exists.
  const stored = await withTransaction(deps, origin, async ({ tx, afterCommit }) => {
    const [row] = await tx
      .insert(inquiries)
      .values({
        listingId: listing.id,
        buyerId,
        sellerId: listing.sellerId,
        senderId: actor.id,
        message: input.message,
      })
      .returning();
    const message = row!;
    await notifyRecipient(tx, deps.siteUrl, message);
    afterCommit(() =>
      deps.realtime.publish([message.buyerId, message.sellerId], {
        type: 'inquiry',
        id: message.id,
        listingId: message.listingId,
        buyerId: message.buyerId,
        sellerId: message.sellerId,
        senderId: message.senderId,
      }),
    );
    return message;
  });
  return toInquiry(stored);
}

const buyers = aliasedTable(users, 'buyer');
const sellers = aliasedTable(users, 'seller');

const withContext = {
  inquiry: inquiries,
  buyer: { id: buyers.id, firstName: buyers.firstName, lastName: buyers.lastName, email: buyers.email },
  seller: { id: sellers.id, firstName: sellers.firstName, lastName: sellers.lastName, email: sellers.email },
  listing: {
    id: listings.id,
    year: listings.year,
    make: listings.make,
    model: listings.model,
    imageUrls: listings.imageUrls,
  },
};

/** Conversation messages with their buyer, seller and listing, newest first. */
async function messagesWhere(db: Db, where: SQL | undefined, limit: number): Promise<InquiryWithContext[]> {
  const rows = await db
    .select(withContext)
    .from(inquiries)
    .innerJoin(buyers, eq(buyers.id, inquiries.buyerId))
    .innerJoin(sellers, eq(sellers.id, inquiries.sellerId))
    .innerJoin(listings, eq(listings.id, inquiries.listingId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  return rows.map((r) => ({ ...toInquiry(r.inquiry), buyer: r.buyer, seller: r.seller, listing: r.listing }));
}

const MESSAGE_PAGE = 1000;

const assertSelfOrAdmin = (actor: Actor, userId: string) => {
  if (!ownsOrAdmin(actor, userId)) throw forbidden('You can only read your own conversations');
};

/** Every message of the conversations about a seller's listings. */
export async function inquiriesForSeller(db: Db, actor: Actor, sellerId: string) {
  assertSelfOrAdmin(actor, sellerId);
  return messagesWhere(db, eq(inquiries.sellerId, sellerId), MESSAGE_PAGE);
}

/** Every message of the conversations a buyer started. */
export async function inquiriesForBuyer(db: Db, actor: Actor, buyerId: string) {
  assertSelfOrAdmin(actor, buyerId);
  return messagesWhere(db, eq(inquiries.buyerId, buyerId), MESSAGE_PAGE);
}

/** A listing's conversations: all of them for its owner (and administrators), a buyer's own thread otherwise. */
export async function inquiriesForListing(db: Db, actor: Actor, listingId: number) {
  const [listing] = await db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw notFound('Listing not found');
  const everyone = ownsOrAdmin(actor, listing.sellerId);
  return messagesWhere(
    db,
    and(eq(inquiries.listingId, listingId), everyone ? undefined : eq(inquiries.buyerId, actor.id)),
    MESSAGE_PAGE,
  );
}

/**
 * Marks the other party's messages in one thread as seen. Only the thread's buyer and the listing's
 * seller may, and only for messages they received.
 */
export async function markThreadRead(
  deps: Pick<InquiryDeps, 'db' | 'realtime'>,
  actor: Actor,
  input: { listingId: number; buyerId: string; senderId: string },
): Promise<{ updated: number; sellerId: string }> {
  const [listing] = await deps.db
    .select({ sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, input.listingId));
  if (!listing) throw notFound('Listing not found');
  const participants = [input.buyerId, listing.sellerId];
  if (!participants.includes(actor.id)) throw forbidden('You are not part of this conversation');
  if (input.senderId === actor.id || !participants.includes(input.senderId)) {
    throw forbidden('You can only mark messages you received as read');
  }
  const rows = await deps.db
    .update(inquiries)
    .set({ seen: true })
    .where(
      and(
        eq(inquiries.listingId, input.listingId),
        eq(inquiries.buyerId, input.buyerId),
        eq(inquiries.senderId, input.senderId),
        eq(inquiries.seen, false),
      ),
    )
    .returning({ id: inquiries.id });
  if (rows.length > 0) {
    await deps.realtime.publish([input.senderId], {
      type: 'read',
      listingId: input.listingId,
      buyerId: input.buyerId,
      readerId: actor.id,
    });
  }
  return { updated: rows.length, sellerId: listing.sellerId };
}

/** Messages a user has received and not opened: the header's badge. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.seen, false),
        sql`${inquiries.senderId} <> ${userId}`,
        sql`(${inquiries.buyerId} = ${userId} or ${inquiries.sellerId} = ${userId})`,
      ),
    );
  return row?.n ?? 0;
}
