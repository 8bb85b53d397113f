import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { adminLogs, outboxEmails, supportMessages } from '../../src/server/db/schema/index.ts';
import { SUPPORT_MESSAGE_MAX, SUPPORT_STAFF_ONLY_MESSAGE } from '../../src/shared/domain/support.ts';
import {
  SUPPORT_MESSAGE_REQUIRED,
  SUPPORT_MESSAGE_TOO_LONG,
  SUPPORT_RATE_LIMITED,
} from '../../src/shared/schemas/support.ts';
import { PASSWORD } from '../factories/users.ts';
import { type Actor, expectError, testAppWithActors } from '../setup/actors.ts';
import { insertFailures } from '../setup/inject-failure.ts';

/** The live chat with the support team (issue 15, item 10; docs/decisions/0036). */
const { t, as } = testAppWithActors({
  rateLimits: { ...defaultRateLimits, supportMessagesPerUser: { max: 5, windowMs: 60_000 } },
});
const refuseInsertsInto = insertFailures(t);

let admin: Actor;
beforeAll(async () => {
  admin = await as.account('admin');
});

const mailTo = (address: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
const toSupport = () => mailTo('support@example.test');
const threadOf = (userId: string) =>
  t.deps.db.select().from(supportMessages).where(eq(supportMessages.userId, userId));

describe('a conversation with the support team', () => {
  it('customer writes, the team sees it unread, answers, and the customer reads it with one e-mail', async () => {
    const customer = await as.fresh('customer');
    const supportBefore = (await toSupport()).length;

    const sent = await customer.post('/api/support/messages', { body: '  Where is my listing?  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ body: 'Where is my listing?', fromStaff: false, read: false });
    // The first message of a conversation e-mails the support address, with a link to the thread.
    const supportMail = (await toSupport()).slice(supportBefore);
    expect(supportMail).toHaveLength(1);
    expect(supportMail[0]!.body).toContain('Where is my listing?');
    expect(supportMail[0]!.body).toContain(`/admin?tab=support&thread=${customer.user!.id}`);
    // A second message in the same conversation does not.
    await customer.post('/api/support/messages', { body: 'It was approved yesterday.' });
    expect((await toSupport()).length - supportBefore).toBe(1);

    const inbox = await admin.get('/api/admin/support/threads');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const row = inbox.json().threads[0];
    expect(row).toMatchObject({
      customer: { id: customer.user!.id, email: customer.user!.email },
      lastMessage: { body: 'It was approved yesterday.', fromStaff: false },
      unread: 2,
    });
    expect(inbox.json().unreadThreads).toBeGreaterThanOrEqual(1);

    const thread = await admin.get(`/api/admin/support/threads/${customer.user!.id}`);
    expect(thread.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Where is my listing?',
      'It was approved yesterday.',
    ]);

    const reply = await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, {
      body: 'It is live now: we fixed the photos.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ fromStaff: true, read: false });
    // Answering reads the thread for the team, and is audited.
    const after = (await admin.get('/api/admin/support/threads')).json().threads[0];
    expect(after).toMatchObject({ unread: 0, lastMessage: { fromStaff: true } });
    const audit = await t.deps.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.targetType, 'support_thread'), eq(adminLogs.targetId, customer.user!.id)));
    expect(audit).toMatchObject([{ action: 'support.reply', adminId: admin.user!.id }]);

    const own = (await customer.get('/api/support/messages')).json();
    expect(
      own.messages.map((m: { body: string; fromStaff: boolean; read: boolean }) => [
        m.body,
        m.fromStaff,
        m.read,
      ]),
    ).toEqual([
      ['Where is my listing?', false, true],
      ['It was approved yesterday.', false, true],
      ['It is live now: we fixed the photos.', true, false],
    ]);
    expect(own.olderBefore).toBeNull();
    const mails = await mailTo(customer.user!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('It is live now: we fixed the photos.');
    expect(mails[0]!.body).toContain('/help/chat');

    // A second reply within the interval: no second e-mail.
    await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, { body: 'Anything else?' });
    expect(await mailTo(customer.user!.email)).toHaveLength(1);

    // Once the customer has read the thread, the next reply is news again.
    expect((await customer.post('/api/support/read')).json()).toEqual({ updated: 2 });
    await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, { body: 'One more thing.' });
    expect(await mailTo(customer.user!.email)).toHaveLength(2);
  });

  it('pages a long thread from the newest message back', async () => {
    const customer = await as.fresh('customer');
    await t.deps.db.insert(supportMessages).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: customer.user!.id,
        authorId: customer.user!.id,
        body: `message ${i + 1}`,
      })),
    );
    const first = (await customer.get('/api/support/messages?limit=3')).json();
    expect(first.messages.map((m: { body: string }) => m.body)).toEqual([
      'message 5',
      'message 6',
      'message 7',
    ]);
    const second = (await customer.get(`/api/support/messages?limit=3&before=${first.olderBefore}`)).json();
    expect(second.messages.map((m: { body: string }) => m.body)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
    const last = (await customer.get(`/api/support/messages?limit=3&before=${second.olderBefore}`)).json();
    expect(last).toMatchObject({ messages: [{ body: 'message 1' }], olderBefore: null });
  });

  it('a dealer awaiting verification may chat too', async () => {
    const pending = await as.fresh('pendingDealer');
    expect(
      (await pending.post('/api/support/messages', { body: 'When will I be verified?' })).statusCode,
    ).toBe(201);
    expect((await pending.get('/api/support/messages')).json().messages).toHaveLength(1);
  });
});

describe('who may read and write', () => {
  it('a thread is only ever one’s own; another customer cannot reach someone else’s', async () => {
    const alice = await as.fresh('customer');
    const bob = await as.fresh('customer');
    await alice.post('/api/support/messages', { body: 'Private question from Alice' });
    // Bob's own thread is empty: there is no address naming anyone else's.
    expect((await bob.get('/api/support/messages')).json().messages).toEqual([]);
    // The team's routes, with Alice's id, are refused.
    expectError(await bob.get(`/api/admin/support/threads/${alice.user!.id}`), 403);
    expectError(await bob.post(`/api/admin/support/threads/${alice.user!.id}/messages`, { body: 'hi' }), 403);
    expectError(await bob.post(`/api/admin/support/threads/${alice.user!.id}/read`), 403);
    expect(await threadOf(alice.user!.id)).toHaveLength(1);
    // An identity in the body is not a thread either: Bob's message lands in Bob's thread.
    await bob.post('/api/support/messages', { body: 'Mine', userId: alice.user!.id });
    expect(await threadOf(alice.user!.id)).toHaveLength(1);
    expect(await threadOf(bob.user!.id)).toHaveLength(1);
  });

  it('visitors are asked to sign in; administrators answer from the inbox, not the customer side', async () => {
    expectError(await as(null).get('/api/support/messages'), 401, /sign in to chat/);
    expectError(await as(null).post('/api/support/messages', { body: 'hi' }), 401);
    expectError(await admin.post('/api/support/messages', { body: 'hi' }), 403, SUPPORT_STAFF_ONLY_MESSAGE);
  });

  it('a thread of an unknown account, or of an administrator, is not found', async () => {
    expectError(await admin.get('/api/admin/support/threads/00000000-0000-4000-8000-000000000000'), 404);
    expectError(await admin.get(`/api/admin/support/threads/${admin.user!.id}`), 404);
    expectError(await admin.get('/api/admin/support/threads/not-a-uuid'), 400);
  });
});

describe('validation and limits', () => {
  it('an empty or too long message is refused with a clear message', async () => {
    const customer = await as.fresh('customer');
    expectError(await customer.post('/api/support/messages', { body: '   ' }), 400, undefined, {
      body: SUPPORT_MESSAGE_REQUIRED,
    });
    expectError(await customer.post('/api/support/messages', {}), 400, undefined, {
      body: SUPPORT_MESSAGE_REQUIRED,
    });
    expectError(
      await customer.post('/api/support/messages', { body: 'x'.repeat(SUPPORT_MESSAGE_MAX + 1) }),
      400,
      undefined,
      { body: SUPPORT_MESSAGE_TOO_LONG },
    );
    expect(
      (await customer.post('/api/support/messages', { body: 'x'.repeat(SUPPORT_MESSAGE_MAX) })).statusCode,
    ).toBe(201);
    expectError(
      await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, { body: '' }),
      400,
      undefined,
      { body: SUPPORT_MESSAGE_REQUIRED },
    );
  });

  it('a customer sending too fast gets 429 with a clear message and Retry-After', async () => {
    const customer = await as.fresh('customer');
    for (let i = 0; i < 5; i++)
      expect((await customer.post('/api/support/messages', { body: `message ${i}` })).statusCode).toBe(201);
    const refused = await customer.post('/api/support/messages', { body: 'one too many' });
    expectError(refused, 429, SUPPORT_RATE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await threadOf(customer.user!.id)).toHaveLength(5);
  });
});

describe('a failure after the insert leaves nothing behind', () => {
  it("a customer's first message whose e-mail cannot be queued: no message, no e-mail", async () => {
    const customer = await as.fresh('customer');
    const before = (await toSupport()).length;
    await refuseInsertsInto('outbox_emails');
    expectError(await customer.post('/api/support/messages', { body: 'Hello?' }), 500);
    expect(await threadOf(customer.user!.id)).toEqual([]);
    expect((await toSupport()).length).toBe(before);
  });

  it('a reply whose audit entry cannot be written: no reply, no e-mail', async () => {
    const customer = await as.fresh('customer');
    await customer.post('/api/support/messages', { body: 'Hello?' });
    await refuseInsertsInto('admin_logs');
    expectError(
      await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, { body: 'Hi' }),
      500,
    );
    expect(await threadOf(customer.user!.id)).toHaveLength(1);
    expect(await mailTo(customer.user!.email)).toEqual([]);
  });
});

describe("the customer's own data", () => {
  it('the thread is in their data export, and goes with their account', async () => {
    const customer = await as.fresh('customer');
    await customer.post('/api/support/messages', { body: 'Please close my account' });
    await admin.post(`/api/admin/support/threads/${customer.user!.id}/messages`, { body: 'Done soon' });
    const exported = (await customer.get('/api/users/me/export')).json();
    expect(exported.supportMessages).toMatchObject([
      { direction: 'sent', message: 'Please close my account' },
      { direction: 'received', message: 'Done soon' },
    ]);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { cookie: customer.cookie },
      payload: { password: PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await threadOf(customer.user!.id)).toEqual([]);
    expectError(await admin.get(`/api/admin/support/threads/${customer.user!.id}`), 404);
  });
});
