import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/server/app.ts';
import { ratings, supportMessages } from '../../src/server/db/schema/index.ts';
import { EXPIRY_REMINDER_DAYS } from '../../src/shared/domain/expiry.ts';
import { LISTING_FEE_DAYS } from '../../src/shared/domain/payment.ts';
import { MAX_SAVED_SEARCHES } from '../../src/shared/domain/saved-search.ts';
import { LISTING_SORTS } from '../../src/shared/schemas/listing-query.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, signIn } from '../factories/users.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

/**
 * Property-based fuzzing of every JSON endpoint through app.inject: random and hostile bodies, query
 * strings and ids. Whatever arrives, the server never answers 5xx, never leaks a stack trace or SQL,
 * and the database's invariants hold afterwards.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Fixed by default so CI is repeatable; set FUZZ_SEED to explore other inputs. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE listings; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    '\u0000',
    '__proto__',
    'constructor',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style injection string, sent as plain text
    '${jndi:ldap://x}',
    'NaN',
    '-1',
    '1e309',
    '99999999999999999999999',
    'kyc:../../secret',
    '00000000-0000-0000-0000-000000000000',
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0, 0, 2 ** 31, -(2 ** 31) - 1),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;

const FIELDS = [
  'email',
  'password',
  'userData',
  'firstName',
  'lastName',
  'username',
  'country',
  'city',
  'age',
  'accountType',
  'listingId',
  'message',
  'subject',
  'buyerId',
  'sellerId',
  'senderId',
  'rating',
  'status',
  'reviewNotes',
  'reason',
  'make',
  'model',
  'year',
  'price',
  'currency',
  'mileage',
  'vin',
  'condition',
  'location',
  'region',
  'features',
  'imageUrls',
  'applicationType',
  'fullName',
  'idDocumentUrl',
  'verified',
  'roleId',
  'name',
  'filters',
  'frequency',
  'seen',
  'token',
  'currentPassword',
  'newPassword',
  'newEmail',
  'code',
  'soldPrice',
  'showSoldPrice',
  'rates',
  'asOf',
  'mileageUnit',
  'details',
  'note',
  'action',
  'about',
  'phone',
  'website',
  'plan',
  'body',
  '__proto__',
];
const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), hostileValue, { maxKeys: 8 });
const QUERY_KEYS = [
  'status',
  'make',
  'priceMin',
  'priceMax',
  'region',
  'verified',
  'sellerId',
  'q',
  'condition',
  'bodyType',
  'fuelType',
  'yearMin',
  'yearMax',
  'mileageMax',
  'priceCurrency',
  'price',
  'currency',
  'model',
  'year',
  'mileage',
  'mileageUnit',
  'sort',
  'limit',
  'cursor',
  'ref',
  'token',
  'page',
  'before',
];
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileString),
  fc.oneof(hostileString, fc.integer().map(String)),
  { maxKeys: 5 },
);
const pathParam = fc.oneof(
  hostileString,
  fc.integer().map(String),
  fc.constantFrom('1', '0', '-1', '1.5', '9'.repeat(30), 'null'),
);

const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|select .* from|insert into|update .* set|syntax error|violates|duplicate key|relation "/i;

let t: TestApp;
let cookies: string[];
let seenStatuses: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  const seller = await makeUser(t.deps, 'seller');
  const admin = await makeUser(t.deps, 'admin');
  const customer = await makeUser(t.deps, 'customer');
  await makeListing(t.deps.db, seller.id);
  // Held ratings, so the administrators' release and remove routes are reached with real ids too.
  for (let i = 0; i < 5; i++) {
    const { id: listingId } = await makeListing(t.deps.db, seller.id);
    await t.deps.db.insert(ratings).values({
      sellerId: seller.id,
      buyerId: customer.id,
      listingId,
      rating: 3,
      status: 'held',
      holdReason: 'new_account',
    });
  }
  // A support thread, so the administrators' inbox answers with rows (the live chat, modules/support).
  await t.deps.db
    .insert(supportMessages)
    .values({ userId: customer.id, authorId: customer.id, body: 'A question for the team' });
  // A dealer too: plans and the inventory import answer dealers only.
  const dealer = await makeUser(t.deps, 'dealer');
  cookies = [
    await signIn(t.app, seller),
    await signIn(t.app, admin),
    await signIn(t.app, customer),
    await signIn(t.app, dealer),
    '',
  ];
  seenStatuses = new Map();
});
afterAll(() => t.close());

function fill(url: string, param: string): string {
  return url.replace(/:\w+/g, encodeURIComponent(param)).replace('*', encodeURIComponent(param));
}

describe('fuzzing every JSON endpoint', () => {
  it('never answers 5xx nor leaks internals, whatever it is sent', async () => {
    const routes = registeredRoutes
      .get(t.app)!
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          r.url !== '/api/events' &&
          !r.url.endsWith('/photos') &&
          r.url !== '/api/kyc/documents',
      );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          body,
          query,
          pathParam,
          fc.nat(cookies.length - 1),
          async (payload, qs, param, who) => {
            const url = `${fill(route.url, param)}?${new URLSearchParams(qs as Record<string, string>).toString()}`;
            const res = await t.app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                'content-type': 'application/json',
                ...(cookies[who] ? { cookie: cookies[who] } : {}),
              },
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { payload: JSON.stringify(payload) }),
            });
            seenStatuses.set(res.statusCode, (seenStatuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode >= 500 || LEAK.test(res.body)) {
              throw new Error(`${route.method} ${url} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
    }
    // The fuzzing reached past validation too, not only refusals.
    expect([...seenStatuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    expect([...seenStatuses.keys()]).toEqual(expect.arrayContaining([400, 401]));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 600_000);

  it('never answers a tampered pagination cursor with a 5xx, for any sort', async () => {
    // Cursors are opaque base64url JSON; a client can still write any key into one.
    const sortKey = fc.oneof(
      hostileString,
      fc.constantFrom(
        '2026-13-45 10:00:00+00',
        '2026-02-30 10:00:00+00',
        '2026-10-10 25:61:00+00',
        '99999-01-01 00:00:00+00',
        '2026-10-10 10:00:00+99',
        'epoch',
        'infinity',
        '1e400',
        '99999999999999999999',
        '-0.0000001',
        '2147483648',
      ),
      fc.integer().map(String),
      fc.double().map(String),
    );
    const id = fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5, Number.MAX_SAFE_INTEGER));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTING_SORTS),
        sortKey,
        fc.oneof(id, hostileValue),
        async (sort, k, cursorId) => {
          const cursor = Buffer.from(JSON.stringify({ k, id: cursorId })).toString('base64url');
          const res = await t.app.inject({ url: `/api/listings?sort=${sort}&cursor=${cursor}` });
          if (res.statusCode >= 500 || LEAK.test(res.body)) {
            throw new Error(`sort=${sort} cursor k=${JSON.stringify(k)} -> ${res.statusCode} ${res.body}`);
          }
        },
      ),
      { numRuns: RUNS * 4, seed: SEED },
    );
  });

  it('keeps one fee payment per listing under bursts of concurrent payment requests', async () => {
    // Requests one at a time cannot find a race: these arrive together, in any mix and order.
    const seller = await makeUser(t.deps, 'customer');
    const cookie = await signIn(t.app, seller);
    // Fresh sessions: the fuzzing above may have signed the shared ones out.
    const adminCookie = await signIn(t.app, await makeUser(t.deps, 'admin'));
    const paymentCall = fc.record({ confirm: fc.boolean(), admin: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(paymentCall, { minLength: 2, maxLength: 6 }), async (burst) => {
        const listing = await makeListing(t.deps.db, seller.id, {
          status: 'pending',
          verified: false,
          feeRequired: true,
        });
        const opened = await t.app.inject({
          method: 'POST',
          url: '/api/payments/listing',
          headers: { cookie },
          payload: { listingId: listing.id },
        });
        const id = opened.json().id as number;
        const replies = await Promise.all(
          burst.map(({ confirm, admin }) =>
            t.app.inject({
              method: 'POST',
              url: confirm ? `/api/payments/${id}/confirm` : '/api/payments/listing',
              headers: { cookie: admin && confirm ? adminCookie : cookie },
              ...(confirm ? {} : { payload: { listingId: listing.id } }),
            }),
          ),
        );
        for (const r of replies) expect([200, 201, 409]).toContain(r.statusCode);
        const rows = await t.deps.db.execute(
          sql`select count(*) filter (where status = 'completed')::int as paid,
                     count(*) filter (where status = 'pending')::int as open
              from listing_payments where listing_id = ${listing.id}`,
        );
        const { paid, open } = (rows as unknown as { rows: { paid: number; open: number }[] }).rows[0]!;
        expect(paid).toBeLessThanOrEqual(1);
        expect(open).toBeLessThanOrEqual(1);
      }),
      { numRuns: Math.min(RUNS, 15), seed: SEED },
    );
  }, 120_000);

  it('leaves the database consistent', async () => {
    const check = async (q: ReturnType<typeof sql>) =>
      ((await t.deps.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(
      await check(
        sql`select count(*)::int as n from listings l left join users u on u.id = l.seller_id where u.id is null`,
      ),
    ).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from inquiries i left join listings l on l.id = i.listing_id where l.id is null`,
      ),
    ).toBe(0);
    expect(await check(sql`select count(*)::int as n from ratings where rating not between 1 and 5`)).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from ratings where status = 'removed' and (removal_reason is null or decided_at is null)`,
      ),
    ).toBe(0);
    expect(
      await check(
        sql`select count(*)::int as n from (select buyer_id, seller_id, listing_id from ratings group by 1, 2, 3 having count(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await check(sql`select count(*)::int as n from users where role_id = 3 and email like 'matrix%'`),
    ).toBe(0);
    // No account holds more saved searches than the limit.
    expect(
      await check(
        sql`select count(*)::int as n from (select user_id from saved_searches group by 1 having count(*) > ${MAX_SAVED_SEARCHES}) d`,
      ),
    ).toBe(0);
    // A listing sold through the API has its sale date and price.
    expect(
      await check(
        sql`select count(*)::int as n from listings where status = 'sold' and (sold_at is null or sold_price is null)`,
      ),
    ).toBe(0);
    // A dealer has one subscription, and an active one has a period.
    expect(
      await check(
        sql`select count(*)::int as n from subscriptions where status = 'active' and current_period_end is null`,
      ),
    ).toBe(0);
    // Each completed listing fee pays for its own 90 days: a renewal pays again, but only in the last
    // days of the period already paid (or after it), so two payments of one listing never cover the same
    // days, which would be charging twice for them.
    const minGapDays = LISTING_FEE_DAYS - EXPIRY_REMINDER_DAYS;
    expect(
      await check(
        sql`select count(*)::int as n from (
          select created_at - lag(created_at) over (partition by listing_id order by created_at, id) as gap
          from listing_payments where status = 'completed'
        ) p where p.gap < make_interval(days => ${minGapDays})`,
      ),
    ).toBe(0);
  });
});
