import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { type Database, openPostgres } from '../../src/server/db/client.ts';
import { jobs, outboxEmails, savedSearchHits } from '../../src/server/db/schema/index.ts';
import { createDeps } from '../../src/server/deps.ts';
import { type JobHandlers, runDueJobs } from '../../src/server/lib/jobs.ts';
import { FileTransport } from '../../src/server/lib/mailer.ts';
import { createStorage } from '../../src/server/lib/storage.ts';
import { deliverPending } from '../../src/server/modules/notifications/outbox.ts';
import { alertJobHandlers, scheduleDigests } from '../../src/server/modules/saved-searches/alerts.ts';
import { matchingSearchIds } from '../../src/server/modules/saved-searches/matching.ts';
import { savedSearchParams } from '../../src/shared/schemas/saved-searches.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser, type TestUser } from '../factories/users.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';
import { isPostgres } from '../setup/test-app.ts';

/**
 * Alerts of saved searches: which searches a new listing matches (the same answers as browse), the
 * instant e-mail and the digests, delivered once whatever the number of instances or restarts.
 */

const SECRET = 'test-secret-that-is-long-enough-for-hmac-signing';
const { t, as } = testAppWithActors();
let seller: TestUser;
let handlers: JobHandlers;

beforeAll(async () => {
  seller = await makeUser(t.deps, 'seller');
  handlers = alertJobHandlers({ siteUrl: t.deps.siteUrl, secret: SECRET });
});

const save = async (
  who: Actor,
  filters: Record<string, unknown>,
  frequency = 'instant',
  name = 'My search',
) => {
  const res = await who.post('/api/saved-searches', { name, filters, frequency });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; filters: Record<string, unknown> };
};

/** A pending listing approved by an administrator through the API: how a car goes live. */
async function goLive(over: Parameters<typeof makeListing>[2] = {}) {
  const listing = await makeListing(t.deps.db, seller.id, { status: 'pending', verified: false, ...over });
  const res = await as('admin').post(`/api/admin/approve-listing/${listing.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return listing;
}

const mailTo = (email: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));

describe('matching a new listing against saved searches', () => {
  const cars = [
    {
      make: 'Porsche',
      model: '911 Carrera S',
      year: 2022,
      price: 150_000,
      mileage: 5_000,
      bodyType: 'coupe',
    },
    {
      make: 'Porsche',
      model: 'Cayenne Turbo',
      year: 2019,
      price: 95_000,
      mileage: 30_000,
      bodyType: 'suv',
      fuelType: 'hybrid',
      condition: 'good' as const,
    },
    {
      make: 'Ferrari',
      model: 'SF90 Stradale',
      year: 2023,
      price: 520_000,
      mileage: 900,
      bodyType: 'coupe',
      fuelType: 'hybrid',
      region: 'Middle East',
      location: 'Dubai, UAE',
    },
    {
      make: 'Ferrari',
      model: '296 GTS',
      year: 2023,
      price: 360_000,
      mileage: null,
      bodyType: 'convertible',
      description: 'Rosso Corsa with a manual-style gated feel',
      features: ['Carbon seats'],
    },
    {
      make: 'Bentley',
      model: 'Continental GT',
      year: 2017,
      price: 100_000,
      mileage: 41_000,
      bodyType: null,
      region: 'North America',
      location: 'Miami, USA',
      condition: 'new' as const,
    },
  ];
  const searches: Record<string, unknown>[] = [
    {},
    { make: 'porsche' },
    { make: 'Ferrari', model: 'sf90 stradale' },
    { region: 'Middle East' },
    { condition: 'good' },
    { bodyType: 'coupe' },
    { fuelType: 'hybrid' },
    { priceMin: 100_000 },
    { priceMax: 100_000 },
    { priceMin: 95_000, priceMax: 150_000 },
    { yearMin: 2020 },
    { yearMax: 2019 },
    { yearMin: 2019, yearMax: 2022 },
    { mileageMax: 5_000 },
    { q: 'carrera' },
    { q: 'porshe' },
    { q: 'dubai hybrid' },
    { q: 'carbon' },
    { q: 'gated rosso' },
    { q: 'lamborghini' },
    { make: 'Porsche', bodyType: 'suv', priceMax: 100_000, q: 'turbo' },
  ];

  it('answers, for each filter, text and bound, exactly the cars browse shows for the same search', async () => {
    const buyer = await as.fresh('customer');
    // The cars are listed first: a typo's alternatives come from the words of cars listed by the time
    // the search is saved, as they do for browse at the time it runs.
    const ids: number[] = [];
    for (const car of cars) ids.push((await makeListing(t.deps.db, seller.id, car)).id);
    const saved: { id: number; filters: Record<string, unknown> }[] = [];
    for (const f of searches) saved.push(await save(buyer, f, 'off'));
    const matchedBy = new Map<number, number[]>(saved.map((s) => [s.id, []]));
    for (const id of ids) {
      for (const searchId of await matchingSearchIds(t.deps.db, id)) matchedBy.get(searchId)?.push(id);
    }
    for (const s of saved) {
      const params = savedSearchParams(s.filters);
      params.set('limit', '100');
      const browse = await as(null).get(`/api/listings?${params}`);
      const shown = (browse.json() as { id: number }[]).map((l) => l.id).filter((id) => ids.includes(id));
      expect({ filters: s.filters, matched: matchedBy.get(s.id)!.sort() }).toEqual({
        filters: s.filters,
        matched: shown.sort(),
      });
    }
    // And the rules are really exercised: bounds are inclusive, text finds typos, nothing matches all.
    const by = (i: number) => matchedBy.get(saved[i]!.id)!;
    expect(by(9)).toEqual([ids[0], ids[1], ids[4]].sort()); // 95k to 150k, both ends included
    expect(by(15)).toEqual([ids[0], ids[1]].sort()); // 'porshe' is Porsche
    expect(by(19)).toEqual([]);
    expect(by(20)).toEqual([ids[1]]);
  });

  it("never matches a listing that is not live, nor its seller's own search", async () => {
    const own = await save(await as.fresh('customer'), {}, 'off');
    const pending = await makeListing(t.deps.db, seller.id, { status: 'pending' });
    expect(await matchingSearchIds(t.deps.db, pending.id)).not.toContain(own.id);
    const sellerActor = await as.account('seller');
    const sellersOwn = await save(sellerActor, {}, 'off');
    const mine = await makeListing(t.deps.db, sellerActor.user!.id);
    const matched = await matchingSearchIds(t.deps.db, mine.id);
    expect(matched).toContain(own.id);
    expect(matched).not.toContain(sellersOwn.id);
  });
});

describe('instant alerts', () => {
  it('e-mails the owner once with the car, its photo, price and link and a one-click unsubscribe', async () => {
    const buyer = await as.fresh('customer');
    await save(buyer, { make: 'Lamborghini' }, 'instant', 'Raging bulls');
    const listing = await goLive({
      make: 'Lamborghini',
      model: 'Revuelto',
      price: 608_000,
      imageUrls: ['/uploads/photos/revuelto.jpg'],
    });
    // Nothing is sent by the approval itself: the job does it.
    expect(await mailTo(buyer.user!.email)).toHaveLength(0);
    await runDueJobs(t.deps.db, handlers);
    const [mail, ...more] = await mailTo(buyer.user!.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('New match for "Raging bulls": 2022 Lamborghini Revuelto');
    expect(mail!.body).toContain(`${t.deps.siteUrl}/listing/${listing.id}`);
    expect(mail!.body).toContain('$608,000');
    expect(mail!.html).toContain(`<img src="${t.deps.siteUrl}/uploads/photos/revuelto.jpg"`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    expect(mail!.body).toContain(`${t.deps.siteUrl}/unsubscribe?token=`);

    // Written out as an .eml with its headers and both parts.
    await deliverPending(t.deps.db, t.deps.mail);
    const dir = path.join(t.dataDir, 'outbox');
    const files = await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')));
    const eml = files.find((f) => f.includes('Raging bulls'))!;
    expect(eml).toMatch(
      /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=/m,
    );
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(eml).toContain('Content-Type: text/html');

    // The one-click URL works with no session, as a mail provider posts it.
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.replace(t.deps.siteUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ unsubscribed: ['Raging bulls'] });
    await goLive({ make: 'Lamborghini', model: 'Urus' });
    await runDueJobs(t.deps.db, handlers);
    expect(await mailTo(buyer.user!.email)).toHaveLength(1);
  });

  it('counts the new cars since the owner last looked, and starts again once seen', async () => {
    const buyer = await as.fresh('customer');
    const { id } = await save(buyer, { make: 'McLaren' }, 'off');
    await goLive({ make: 'McLaren', model: '750S' });
    await goLive({ make: 'McLaren', model: 'Artura' });
    await runDueJobs(t.deps.db, handlers);
    const list = (await buyer.get('/api/saved-searches')).json();
    expect(list[0]).toMatchObject({ id, newSinceLastVisit: 2 });
    expect(await mailTo(buyer.user!.email)).toHaveLength(0); // off: counted, never e-mailed
    const seen = await buyer.patch(`/api/saved-searches/${id}`, { seen: true });
    expect(seen.json().newSinceLastVisit).toBe(0);
  });

  it('never alerts twice about a car that goes live again after an edit and a new review', async () => {
    const buyer = await as.fresh('customer');
    await save(buyer, { make: 'Pagani' });
    const listing = await goLive({ make: 'Pagani', model: 'Utopia' });
    await runDueJobs(t.deps.db, handlers);
    await t.deps.db.execute(sql`update listings set status = 'pending' where id = ${listing.id}`);
    expect((await as('admin').post(`/api/admin/approve-listing/${listing.id}`)).statusCode).toBe(200);
    await runDueJobs(t.deps.db, handlers);
    expect(await mailTo(buyer.user!.email)).toHaveLength(1);
  });
});

describe('photos in alert e-mails', () => {
  it('may be shown by a mail client on another origin, unlike the rest of the site', async () => {
    await t.deps.storage.put('car_pictures', 'alerts/car-400.webp', Buffer.from('RIFF'), 'image/webp');
    const photo = await as(null).get('/uploads/car_pictures/alerts/car-400.webp');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await as(null).get('/api/listings');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('digests', () => {
  it('sends one e-mail per account and period listing every new car, grouped by search', async () => {
    const buyer = await as.fresh('customer');
    await save(buyer, { make: 'Aston Martin' }, 'daily', 'Astons');
    await save(buyer, { make: 'Aston Martin', bodyType: 'convertible' }, 'daily', 'Open Astons');
    await save(buyer, { make: 'Aston Martin' }, 'weekly', 'Astons weekly');
    const db11 = await goLive({ make: 'Aston Martin', model: 'DB12 Volante', bodyType: 'convertible' });
    const vantage = await goLive({
      make: 'Aston Martin',
      model: 'Vantage',
      imageUrls: ['https://cdn.example/v.jpg'],
    });
    await runDueJobs(t.deps.db, handlers);
    expect(await mailTo(buyer.user!.email)).toHaveLength(0);

    // The day ends: the daily digest falls due (the weekly one is not due yet).
    await scheduleDigests(t.deps.db);
    await t.deps.db.execute(
      sql`update jobs set run_at = now() where kind = 'saved-search.digest' and payload->>'frequency' = 'daily' and status = 'pending'`,
    );
    await runDueJobs(t.deps.db, handlers);
    const mails = await mailTo(buyer.user!.email);
    expect(mails).toHaveLength(1);
    const digest = mails[0]!;
    expect(digest.subject).toBe('Your daily digest: 3 new cars');
    expect(digest.body).toMatch(/Astons\n\n2022 Aston Martin (DB12 Volante|Vantage)/);
    expect(digest.body).toContain(`${t.deps.siteUrl}/listing/${db11.id}`);
    expect(digest.body).toContain(`${t.deps.siteUrl}/listing/${vantage.id}`);
    expect(digest.html).toContain('<img src="https://cdn.example/v.jpg"');
    expect(digest.html).toContain('Open Astons');
    expect(digest.headers?.['List-Unsubscribe']).toMatch(
      /^<.+\/api\/saved-searches\/unsubscribe\?token=.+>$/,
    );
    expect(digest.body).not.toContain('Astons weekly');

    // The next day's digest is queued, and running everything again sends nothing more.
    const next = await t.deps.db
      .select()
      .from(jobs)
      .where(sql`kind = 'saved-search.digest' and status = 'pending' and payload->>'frequency' = 'daily'`);
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.deps.db.execute(sql`update jobs set run_at = now() where id = ${next[0]!.id}`);
    await runDueJobs(t.deps.db, handlers);
    expect(await mailTo(buyer.user!.email)).toHaveLength(1);
  });
});

/** The database URL of this test file's PostgreSQL database, for a second instance. */
const databaseUrl = () =>
  (t.deps.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;

describe('delivery exactly once', () => {
  let second: { app: FastifyInstance; database: Database } | null = null;
  beforeAll(async () => {
    // A second app instance on the same PostgreSQL database; the embedded store is one process, so there
    // the second instance shares it (both runners then still race through the same queue).
    const database = isPostgres() ? await openPostgres(databaseUrl(), 5) : t.deps.database;
    const deps = createDeps({
      config: t.deps.config,
      database,
      storage: createStorage(t.dataDir, undefined),
      authSecret: SECRET,
      mail: new FileTransport(path.join(t.dataDir, 'outbox-b')),
    });
    second = { app: await buildApp(deps), database };
  });
  afterAll(async () => {
    await second?.app.close();
    if (isPostgres()) await second?.database.close();
  });

  it('two instances running the queue and the outbox together send each alert once', async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => as.fresh('customer')));
    for (const b of buyers) await save(b, { make: 'Koenigsegg' });
    for (const model of ['Jesko', 'Gemera']) await goLive({ make: 'Koenigsegg', model });
    // The third is approved on instance B, with the session the administrator got from A.
    const b = second!.app;
    const regera = await makeListing(t.deps.db, seller.id, {
      make: 'Koenigsegg',
      model: 'Regera',
      status: 'pending',
    });
    const admin = await as.account('admin');
    const approved = await b.inject({
      method: 'POST',
      url: `/api/admin/approve-listing/${regera.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const dbB = second!.database.db;
    await Promise.all([
      runDueJobs(t.deps.db, handlers),
      runDueJobs(dbB, handlers),
      runDueJobs(t.deps.db, handlers),
      runDueJobs(dbB, handlers),
    ]);
    const mailB = new FileTransport(path.join(t.dataDir, 'outbox-b'));
    // Both outbox senders drain the queue at once, two messages at a time.
    const drain = async (db: typeof dbB, transport: FileTransport | typeof t.deps.mail) => {
      while ((await deliverPending(db, transport, 2)) > 0);
    };
    await Promise.all([drain(t.deps.db, t.deps.mail), drain(dbB, mailB)]);
    for (const buyer of buyers) {
      const mails = await mailTo(buyer.user!.email);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        'New match for "My search": 2022 Koenigsegg Gemera',
        'New match for "My search": 2022 Koenigsegg Jesko',
        'New match for "My search": 2022 Koenigsegg Regera',
      ]);
    }
    const files = [
      ...(await readdir(path.join(t.dataDir, 'outbox')).catch(() => [])).map((f) =>
        path.join(t.dataDir, 'outbox', f),
      ),
      ...(await readdir(path.join(t.dataDir, 'outbox-b')).catch(() => [])).map((f) =>
        path.join(t.dataDir, 'outbox-b', f),
      ),
    ];
    const written = (await Promise.all(files.map((f) => readFile(f, 'utf8')))).filter(
      (f) => f.includes('Koenigsegg') && f.includes('List-Unsubscribe-Post'),
    );
    expect(written).toHaveLength(9);
  });

  it('a job that fails half-way (a crash, a restart) leaves nothing behind and runs again, once', async () => {
    const buyer = await as.fresh('customer');
    await save(buyer, { make: 'Bugatti' });
    const listing = await goLive({ make: 'Bugatti', model: 'Tourbillon' });
    // The first run dies after the alert was written, before the job is marked done: all of it rolls back.
    let crashes = 1;
    const crashing: JobHandlers = {
      ...handlers,
      'saved-search.match': async (tx, payload) => {
        await handlers['saved-search.match']!(tx, payload);
        if (crashes-- > 0) throw new Error('instance stopped');
      },
    };
    await runDueJobs(t.deps.db, crashing);
    expect(await mailTo(buyer.user!.email)).toHaveLength(0);
    const hits = await t.deps.db
      .select()
      .from(savedSearchHits)
      .where(eq(savedSearchHits.listingId, listing.id));
    expect(hits).toHaveLength(0);
    const [job] = await t.deps.db
      .select()
      .from(jobs)
      .where(sql`payload->>'listingId' = ${String(listing.id)}`);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'instance stopped' });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

    // Another instance (the restarted one) takes it up once its retry is due.
    await t.deps.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await runDueJobs(second!.database.db, handlers);
    await runDueJobs(t.deps.db, handlers);
    expect(await mailTo(buyer.user!.email)).toHaveLength(1);
    const [done] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('queues a job once however often it is asked for', async () => {
    await scheduleDigests(t.deps.db);
    await scheduleDigests(second!.database.db);
    const pending = await t.deps.db
      .select()
      .from(jobs)
      .where(sql`kind = 'saved-search.digest' and status = 'pending'`);
    expect(new Set(pending.map((j) => j.key)).size).toBe(pending.length);
  });
});
