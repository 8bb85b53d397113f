import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import {
  adminLogs,
  kycApplications,
  listingPayments,
  listings,
  outboxEmails,
  users,
} from '../../src/server/db/schema/index.ts';
import { createDeps } from '../../src/server/deps.ts';
import type { DomainEvent } from '../../src/server/lib/domain-events.ts';
import { FileTransport } from '../../src/server/lib/mailer.ts';
import { createStorage } from '../../src/server/lib/storage.ts';
import { makeListing } from '../factories/listings.ts';
import { makeUser } from '../factories/users.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { type Actor, expectError, testAppWithActors } from '../setup/actors.ts';
import { insertFailures } from '../setup/inject-failure.ts';

const { t, as } = testAppWithActors();
let admin: Actor;

beforeAll(async () => {
  admin = await as.account('admin');
});

/** Every event this app publishes, in order: what other parts of the system would have heard. */
const published: DomainEvent[] = [];
beforeAll(() => {
  t.deps.events.subscribe((e) => published.push(e));
});

/** One photo, uploaded as `who`. */
async function addPhoto(who: Actor, listingId: number, headers: Record<string, string> = {}) {
  const upload = multipart([
    { field: 'photos', filename: 'car.png', contentType: 'image/png', data: await png(64, 40) },
  ]);
  return who.post(`/api/listings/${listingId}/photos`, upload.payload, {
    headers: { ...upload.headers, ...headers },
  });
}
const photoDir = (listingId: number) =>
  path.join(t.dataDir, 'uploads', 'car_pictures', 'listings', String(listingId));

const refuseInsertsInto = insertFailures(t);

const auditOf = (targetType: string, targetId: string | number) =>
  t.deps.db
    .select()
    .from(adminLogs)
    .where(and(eq(adminLogs.targetType, targetType), eq(adminLogs.targetId, String(targetId))));
const mailTo = (address: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

describe('a failure after the state change leaves nothing behind', () => {
  it('approving a listing: still pending, no audit entry, no e-mail, no event', async () => {
    const seller = await makeUser(t.deps, 'seller');
    const listing = await makeListing(t.deps.db, seller.id, { status: 'pending', verified: false });
    await refuseInsertsInto('admin_logs');
    const before = published.length;

    expect((await admin.post(`/api/admin/approve-listing/${listing.id}`)).statusCode).toBe(500);

    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: 'pending', verified: false });
    expect(await auditOf('listing', listing.id)).toEqual([]);
    expect(await mailTo(seller.email)).toEqual([]);
    expect(published.slice(before)).toEqual([]);
  });

  it('rejecting a seller: not rejected, no audit entry, no e-mail', async () => {
    const dealer = await makeUser(t.deps, 'pendingDealer');
    await refuseInsertsInto('outbox_emails');

    const res = await admin.post(`/api/admin/reject-seller/${dealer.id}`, {
      reason: 'Documents expired',
    });
    expect(res.statusCode).toBe(500);

    const [row] = await t.deps.db.select().from(users).where(eq(users.id, dealer.id));
    expect(row!.verificationRejectedAt).toBeNull();
    expect(await auditOf('user', dealer.id)).toEqual([]);
    expect(await mailTo(dealer.email)).toEqual([]);
  });

  it('approving an identity application: still pending, applicant not verified, no audit entry', async () => {
    const applicant = await makeUser(t.deps, 'customer');
    const [application] = await t.deps.db
      .insert(kycApplications)
      .values({ userId: applicant.id, applicationType: 'individual', idDocumentUrl: 'kyc:users/x/id.pdf' })
      .returning();
    await refuseInsertsInto('outbox_emails');

    const res = await admin.patch(`/api/admin/kyc/${application!.id}/status`, { status: 'approved' });
    expect(res.statusCode).toBe(500);

    const [app] = await t.deps.db
      .select()
      .from(kycApplications)
      .where(eq(kycApplications.id, application!.id));
    expect(app!.status).toBe('pending');
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, applicant.id));
    expect(user!.verified).toBe(false);
    expect(await auditOf('kyc_application', application!.id)).toEqual([]);
    expect(await auditOf('user', applicant.id)).toEqual([]);
  });

  it("deleting someone's listing: it and its photo files stay", async () => {
    const seller = await as.fresh('seller');
    const listing = await makeListing(t.deps.db, seller.user!.id, { status: 'pending', verified: false });
    expect((await addPhoto(seller, listing.id)).statusCode).toBe(201);
    const files = await readdir(photoDir(listing.id));
    await refuseInsertsInto('admin_logs');

    expect((await admin.delete(`/api/listings/${listing.id}`)).statusCode).toBe(500);

    expect(await t.deps.db.select().from(listings).where(eq(listings.id, listing.id))).toHaveLength(1);
    expect(await readdir(photoDir(listing.id))).toEqual(files);
  });

  it("adding photos to someone's listing: no photo attached, the stored files removed", async () => {
    const dealer = await makeUser(t.deps, 'dealer');
    const listing = await makeListing(t.deps.db, dealer.id, { status: 'pending', verified: false });
    await refuseInsertsInto('admin_logs');

    expect((await addPhoto(admin, listing.id)).statusCode).toBe(500);

    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.imageUrls).toEqual([]);
    const dir = photoDir(listing.id);
    expect(existsSync(dir) ? await readdir(dir) : []).toEqual([]);
  });
});

describe('administrator writes on anyone else data are audited', () => {
  it("adding photos to a dealer's listing is audited; the dealer adding their own is not", async () => {
    const dealer = await as.fresh('dealer');
    const listing = await makeListing(t.deps.db, dealer.user!.id, { status: 'pending', verified: false });

    expect((await addPhoto(dealer, listing.id)).statusCode).toBe(201);
    expect(await auditOf('listing', listing.id)).toEqual([]);

    expect((await addPhoto(admin, listing.id, { 'user-agent': 'AuditCheck/1.0' })).statusCode).toBe(201);
    const entries = await auditOf('listing', listing.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      adminId: admin.user!.id,
      action: 'add_photos',
      details: { count: 1 },
      userAgent: 'AuditCheck/1.0',
    });
  });

  it("an administrator confirming someone's payment is audited under the change's name", async () => {
    const seller = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, seller.user!.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const started = await seller.post('/api/payments/listing', { listingId: listing.id });
    expect(started.statusCode).toBe(201);
    const paymentId = started.json().id as number;

    expect((await admin.post(`/api/payments/${paymentId}/confirm`)).statusCode).toBe(200);
    expect(await auditOf('payment', paymentId)).toEqual([
      expect.objectContaining({ adminId: admin.user!.id, action: 'payment.changed' }),
    ]);
  });
});

describe('public caches follow committed changes', () => {
  const anonymous = (url: string) => as(null).get(url);
  const sellerBadge = async (listingId: number) => ({
    detail: (await anonymous(`/api/listings/${listingId}`)).json().seller.verified as boolean,
    list: (
      (await anonymous('/api/listings?limit=100')).json() as { id: number; seller: { verified: boolean } }[]
    ).find((l) => l.id === listingId)?.seller.verified,
  });

  /** A live listing of a seller not yet verified; the factory writes it straight to the database, so it is announced as the app would. */
  async function unverifiedSellersListing() {
    const seller = await makeUser(t.deps, 'customer');
    const listing = await makeListing(t.deps.db, seller.id);
    t.deps.events.publish([{ type: 'listing.changed', listingId: listing.id, ownerId: seller.id }]);
    return { seller, listing };
  }

  it('verifying a seller shows on their cached public listing at once', async () => {
    const { seller, listing } = await unverifiedSellersListing();
    expect(await sellerBadge(listing.id)).toEqual({ detail: false, list: false });
    // The second read is served from the warm cache.
    expect(await sellerBadge(listing.id)).toEqual({ detail: false, list: false });

    expect((await admin.post(`/api/admin/verify-seller/${seller.id}`)).statusCode).toBe(200);

    expect(await sellerBadge(listing.id)).toEqual({ detail: true, list: true });
  });

  it('approving an identity application shows on the applicant’s cached public listing at once', async () => {
    const { seller, listing } = await unverifiedSellersListing();
    const [application] = await t.deps.db
      .insert(kycApplications)
      .values({ userId: seller.id, applicationType: 'individual', idDocumentUrl: 'kyc:users/x/id.pdf' })
      .returning();
    expect(await sellerBadge(listing.id)).toEqual({ detail: false, list: false });

    const res = await admin.patch(`/api/admin/kyc/${application!.id}/status`, { status: 'approved' });
    expect(res.statusCode).toBe(200);

    expect(await sellerBadge(listing.id)).toEqual({ detail: true, list: true });
  });

  it('another instance on the same database drops its cache too', async () => {
    const { seller, listing } = await unverifiedSellersListing();
    const deps = createDeps({
      config: t.deps.config,
      database: t.deps.database,
      storage: createStorage(t.deps.config.dataDir, undefined),
      authSecret: 'test-secret-that-is-long-enough-for-hmac-signing',
      mail: new FileTransport(path.join(t.dataDir, 'outbox-2')),
    });
    const other = await buildApp(deps);
    try {
      const read = async () =>
        (await other.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().seller.verified;
      expect(await read()).toBe(false);
      const heard = new Promise<void>((resolve) =>
        deps.events.subscribe((e) => {
          if (e.type === 'seller.changed' && e.sellerId === seller.id) resolve();
        }),
      );

      expect((await admin.post(`/api/admin/verify-seller/${seller.id}`)).statusCode).toBe(200);
      await heard;

      expect(await read()).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('one listing fee, paid once', () => {
  async function feeListing() {
    const seller = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, seller.user!.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    return { listing, seller };
  }
  const start = (seller: Actor, listingId: number) => seller.post('/api/payments/listing', { listingId });
  const confirm = (who: Actor, id: number) => who.post(`/api/payments/${id}/confirm`);
  const paymentsOf = (listingId: number) =>
    t.deps.db.select().from(listingPayments).where(eq(listingPayments.listingId, listingId));

  it('concurrent starts open one payment and all answer it', async () => {
    const { listing, seller } = await feeListing();
    const replies = await Promise.all(Array.from({ length: 6 }, () => start(seller, listing.id)));

    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(await paymentsOf(listing.id)).toHaveLength(1);
  });

  it('concurrent confirmations complete it once; a paid fee cannot be started or completed again', async () => {
    const { listing, seller } = await feeListing();
    const id = (await start(seller, listing.id)).json().id as number;

    const replies = await Promise.all(Array.from({ length: 4 }, () => confirm(seller, id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(replies.map((r) => r.json().status)).toEqual(['completed', 'completed', 'completed', 'completed']);

    expectError(await start(seller, listing.id), 409, 'The listing fee is already paid');
    const payments = await paymentsOf(listing.id);
    expect(payments.filter((p) => p.status === 'completed')).toHaveLength(1);
  });

  it('refuses to complete a second payment when the fee is already paid', async () => {
    const { listing, seller } = await feeListing();
    const first = (await start(seller, listing.id)).json().id as number;
    // A second payment opened before the fix (or by an administrator reopening an old one).
    await t.deps.db.update(listingPayments).set({ status: 'failed' }).where(eq(listingPayments.id, first));
    const second = (await start(seller, listing.id)).json().id as number;
    await t.deps.db.update(listingPayments).set({ status: 'completed' }).where(eq(listingPayments.id, first));

    expectError(await confirm(seller, second), 409, 'The listing fee is already paid');
    expectError(
      await admin.patch(`/api/payments/${second}/status`, { status: 'completed' }),
      409,
      'The listing fee is already paid',
    );
    expect((await paymentsOf(listing.id)).filter((p) => p.status === 'completed')).toHaveLength(1);
  });

  it('the database itself refuses a second open payment', async () => {
    const { listing, seller } = await feeListing();
    const row = {
      userId: seller.user!.id,
      listingId: listing.id,
      amount: 99,
      paymentProvider: 'sandbox' as const,
      status: 'pending' as const,
    };
    await t.deps.db.insert(listingPayments).values(row);
    await expect(t.deps.db.insert(listingPayments).values(row)).rejects.toThrow();
  });
});
