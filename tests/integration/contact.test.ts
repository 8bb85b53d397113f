import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../src/server/db/schema/index.ts';
import { CONTACT_SENT_MESSAGE } from '../../src/shared/schemas/contact.ts';
import { actors } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/** The Contact page's form (issue 15): to the support inbox through the outbox, never to the typed address. */
let t: TestApp;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...(await import('../../src/server/config.ts')).defaultRateLimits,
      contactMessagesPerAddress: { max: 3, windowMs: 60_000 },
    },
  });
  as = actors(t);
});
afterAll(() => t.close());

const message = (over: object = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  subject: 'Shipping a car to Monaco',
  message: 'Can you arrange enclosed transport?',
  ...over,
});

const toSupport = () =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'support@example.test'));

describe('POST /api/contact', () => {
  it('sends the message to the support inbox with the visitor to reply to, and confirms', async () => {
    const res = await as('customer').post('/api/contact', message());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_SENT_MESSAGE });
    const [mail] = await toSupport();
    expect(mail).toMatchObject({ subject: 'Contact form: Shipping a car to Monaco' });
    expect(mail!.body).toContain('Can you arrange enclosed transport?');
    expect(mail!.body).toContain('Ada Lovelace <ada@example.test>');
    expect(mail!.body).toContain('signed in as customer-');
    expect(mail!.headers).toEqual({ 'Reply-To': 'ada@example.test' });
    // Nothing goes to the address typed in the form: anyone could type someone else's.
    const typed = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'ada@example.test'));
    expect(typed).toEqual([]);
  });

  it('names each missing or bad field, and sends nothing', async () => {
    const before = (await toSupport()).length;
    const res = await as(null).post(
      '/api/contact',
      message({ email: 'not-an-email', subject: '  ', message: '' }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['email', 'message', 'subject']);
    expect((await toSupport()).length).toBe(before);
  });

  it('takes a few messages an hour from one address, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await as(null).post('/api/contact', message())).statusCode);
    // The first test's message counted too (the same address): two more pass, then 429.
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
