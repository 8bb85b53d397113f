import { and, desc, eq, isNull, lt, max, sql } from 'drizzle-orm';
import { ROLE } from '../../../shared/domain/access.ts';
import {
  answersSupportChat,
  emailsSupportReply,
  opensSupportConversation,
  SUPPORT_STAFF_ONLY_MESSAGE,
  usesSupportChat,
} from '../../../shared/domain/support.ts';
import { displayName, excerpt } from '../../../shared/format.ts';
import {
  type AdminSupportThread,
  SUPPORT_RATE_LIMITED,
  type SupportInbox,
  type SupportMessage,
  type SupportThreadPage,
  type SupportThreadQuery,
} from '../../../shared/schemas/support.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxEmails, supportMessages, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { type TransactionDeps, withTransaction } from '../../lib/unit-of-work.ts';
import type { Actor, Origin } from '../../plugins/session.ts';
import { emails } from '../notifications/emails.ts';
import { enqueueEmail } from '../notifications/outbox.ts';
import type { RealtimeBus } from '../realtime/bus.ts';

/**
 * The support chat (shared/domain/support.ts, docs/decisions/0036): a customer's one thread with the
 * team, and the administrators' inbox of them. A message, its audit entry and its e-mail commit together;
 * open pages hear of it once it has.
 */
export interface SupportDeps extends TransactionDeps {
  limiter: RateLimiter;
  rateLimits: Config['rateLimits'];
  siteUrl: string;
  realtime: RealtimeBus;
  supportEmail: string;
}

const m = supportMessages;
const replyThrottleKey = (userId: string) => `support-reply:${userId}`;

const toMessage = (r: typeof m.$inferSelect): SupportMessage => ({
  id: r.id,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  fromStaff: r.fromStaff,
  read: (r.fromStaff ? r.readByUserAt : r.readByStaffAt) !== null,
});

const assertCustomer = (actor: Actor) => {
  if (!usesSupportChat(actor)) throw forbidden(SUPPORT_STAFF_ONLY_MESSAGE);
};

/** The newest `limit` messages of a thread before `before`, shown oldest first. */
async function threadPage(db: Db, userId: string, query: SupportThreadQuery): Promise<SupportThreadPage> {
  const rows = await db
    .select()
    .from(m)
    .where(and(eq(m.userId, userId), query.before ? lt(m.id, query.before) : undefined))
    .orderBy(desc(m.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: page.map(toMessage),
    olderBefore: rows.length > query.limit ? (page[0]?.id ?? null) : null,
  };
}

/** Every open page that shows the thread: its customer's, and each administrator's inbox. */
async function tellThread(deps: SupportDeps, userId: string): Promise<void> {
  const staff = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, ROLE.admin), isNull(users.deletedAt)));
  await deps.realtime.publish([userId, ...staff.map((s) => s.id)], { type: 'support', userId });
}

/** A customer's own thread. */
export async function ownThread(db: Db, actor: Actor, query: SupportThreadQuery): Promise<SupportThreadPage> {
  assertCustomer(actor);
  return threadPage(db, actor.id, query);
}

/**
 * A customer writes to the team. Limited per account; the first message after a quiet spell e-mails the
 * support address (the rest are seen in the inbox).
 */
export async function postOwnMessage(
  deps: SupportDeps,
  origin: Origin,
  body: string,
): Promise<SupportMessage> {
  const { actor } = origin;
  assertCustomer(actor);
  try {
    await deps.limiter.consume(`support:user:${actor.id}`, deps.rateLimits.supportMessagesPerUser);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429)
      throw new AppError(429, SUPPORT_RATE_LIMITED, undefined, error.headers);
    throw error;
  }
  const stored = await withTransaction(deps, origin, async ({ tx, afterCommit }) => {
    const [last] = await tx
      .select({ at: max(m.createdAt) })
      .from(m)
      .where(eq(m.userId, actor.id));
    const [row] = await tx.insert(m).values({ userId: actor.id, authorId: actor.id, body }).returning();
    const message = row!;
    if (opensSupportConversation(last?.at ?? null, message.createdAt)) {
      const [me] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, actor.id));
      await enqueueEmail(
        tx,
        emails.supportMessage(deps.supportEmail, {
          from: displayName(me ?? { email: actor.email }),
          email: actor.email,
          excerpt: excerpt(body),
          link: `${deps.siteUrl}/admin?tab=support&thread=${actor.id}`,
        }),
      );
    }
    afterCommit(() => tellThread(deps, actor.id));
    return message;
  });
  return toMessage(stored);
}

/** The customer has read the team's replies. */
export async function markOwnThreadRead(deps: SupportDeps, actor: Actor): Promise<{ updated: number }> {
  assertCustomer(actor);
  const rows = await deps.db
    .update(m)
    .set({ readByUserAt: sql`now()` })
    .where(and(eq(m.userId, actor.id), eq(m.fromStaff, true), isNull(m.readByUserAt)))
    .returning({ id: m.id });
  if (rows.length > 0) await tellThread(deps, actor.id);
  return { updated: rows.length };
}

/** The customer a thread belongs to: an account that uses the chat, else the thread does not exist. */
async function customerOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || !usesSupportChat(row)) throw notFound('Conversation not found');
  return { id: row.id, name: displayName(row), email: row.email };
}

/** The team's inbox: one row per thread, newest activity first, with its unread count. */
export async function supportInbox(db: Db, actor: Actor, query: SupportThreadQuery): Promise<SupportInbox> {
  if (!answersSupportChat(actor)) throw forbidden();
  const threads = db.$with('threads').as(
    db
      .select({
        userId: m.userId,
        lastId: sql<number>`max(${m.id})`.as('last_id'),
        unread:
          sql<number>`(count(*) filter (where not ${m.fromStaff} and ${m.readByStaffAt} is null))::int`.as(
            'unread',
          ),
      })
      .from(m)
      .groupBy(m.userId),
  );
  const rows = await db
    .with(threads)
    .select({
      userId: threads.userId,
      lastId: threads.lastId,
      unread: threads.unread,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      body: m.body,
      createdAt: m.createdAt,
      fromStaff: m.fromStaff,
    })
    .from(threads)
    .innerJoin(m, eq(m.id, threads.lastId))
    .innerJoin(users, eq(users.id, threads.userId))
    .where(query.before ? lt(threads.lastId, query.before) : undefined)
    .orderBy(desc(threads.lastId))
    .limit(query.limit + 1);
  const [unreadThreads] = await db
    .select({ n: sql<number>`count(distinct ${m.userId})::int` })
    .from(m)
    .where(and(eq(m.fromStaff, false), isNull(m.readByStaffAt)));
  const page = rows.slice(0, query.limit);
  return {
    threads: page.map((r) => ({
      customer: { id: r.userId, name: displayName(r), email: r.email },
      lastMessage: {
        body: excerpt(r.body, 160),
        createdAt: r.createdAt.toISOString(),
        fromStaff: r.fromStaff,
      },
      unread: r.unread,
    })),
    olderBefore: rows.length > query.limit ? (page[page.length - 1]?.lastId ?? null) : null,
    unreadThreads: unreadThreads?.n ?? 0,
  };
}

/** One customer's thread, for the team. */
export async function customerThread(
  db: Db,
  actor: Actor,
  userId: string,
  query: SupportThreadQuery,
): Promise<AdminSupportThread> {
  if (!answersSupportChat(actor)) throw forbidden();
  const customer = await customerOf(db, userId);
  return { customer, ...(await threadPage(db, userId, query)) };
}

/**
 * An administrator answers a customer (which reads the thread for the team). The customer is e-mailed,
 * at most once per interval unless they read the thread since (emailsSupportReply); audited.
 */
export async function replyToCustomer(
  deps: SupportDeps,
  origin: Origin,
  userId: string,
  body: string,
): Promise<SupportMessage> {
  if (!answersSupportChat(origin.actor)) throw forbidden();
  const customer = await customerOf(deps.db, userId);
  const stored = await withTransaction(deps, origin, async ({ tx, actor, audit, afterCommit }) => {
    const [row] = await tx
      .insert(m)
      .values({ userId, authorId: actor.id, fromStaff: true, body })
      .returning();
    const message = row!;
    await tx
      .update(m)
      .set({ readByStaffAt: sql`now()` })
      .where(and(eq(m.userId, userId), eq(m.fromStaff, false), isNull(m.readByStaffAt)));
    await audit({
      action: 'support.reply',
      targetType: 'support_thread',
      targetId: userId,
      details: { messageId: message.id },
    });
    const key = replyThrottleKey(userId);
    const [emailed] = await tx
      .select({ at: max(outboxEmails.createdAt) })
      .from(outboxEmails)
      .where(eq(outboxEmails.throttleKey, key));
    const [read] = await tx
      .select({ at: max(m.readByUserAt) })
      .from(m)
      .where(eq(m.userId, userId));
    if (
      emailsSupportReply(
        { lastEmailedAt: emailed?.at ?? null, customerReadAt: read?.at ?? null },
        message.createdAt,
      )
    ) {
      await enqueueEmail(
        tx,
        emails.supportReply(customer.email, { excerpt: excerpt(body), link: `${deps.siteUrl}/help/chat` }),
        { key },
      );
    }
    afterCommit(() => tellThread(deps, userId));
    return message;
  });
  return toMessage(stored);
}

/** The team has read a customer's messages. */
export async function markCustomerThreadRead(
  deps: SupportDeps,
  actor: Actor,
  userId: string,
): Promise<{ updated: number }> {
  if (!answersSupportChat(actor)) throw forbidden();
  await customerOf(deps.db, userId);
  const rows = await deps.db
    .update(m)
    .set({ readByStaffAt: sql`now()` })
    .where(and(eq(m.userId, userId), eq(m.fromStaff, false), isNull(m.readByStaffAt)))
    .returning({ id: m.id });
  if (rows.length > 0) await tellThread(deps, userId);
  return { updated: rows.length };
}
