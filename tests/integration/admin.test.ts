import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogs,
  dealers,
  kycApplications,
  listingPayments,
  listings,
  outboxEmails,
  users,
} from '../../src/server/db/schema/index.ts';
import { deliverPending } from '../../src/server/modules/notifications/outbox.ts';
import { makeListing } from '../factories/listings.ts';
import { type Kind, makeUser, type TestUser } from '../factories/users.ts';
import { testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let u: Record<'admin' | 'seller' | 'customer', TestUser>;

beforeAll(async () => {
  u = {
    admin: (await as.account('admin')).user!,
    seller: (await as.account('seller')).user!,
    customer: (await as.account('customer')).user!,
  };
});

const logsFor = async (targetId: string | number, targetType?: string) =>
  (
    await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.targetId, String(targetId)))
  ).filter((l) => !targetType || l.targetType === targetType);

describe('who may use /api/admin', () => {
  const routes: ['GET' | 'POST' | 'PATCH', string, object?][] = [
    ['GET', '/api/admin/pending-listings'],
    ['POST', '/api/admin/approve-listing/1'],
    ['POST', '/api/admin/reject-listing/1', { reason: 'nope' }],
    ['GET', '/api/admin/unverified-sellers'],
    ['POST', '/api/admin/verify-seller/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/reject-seller/00000000-0000-4000-8000-000000000000', { reason: 'nope' }],
    ['GET', '/api/admin/analytics'],
    ['GET', '/api/admin/kyc/pending'],
    ['PATCH', '/api/admin/kyc/1/status', { status: 'approved' }],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/system-status'],
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 for roles 1 and 2', async (method, url, body) => {
    const send = (who: Kind | null, payload = body) =>
      method === 'GET' ? as(who).get(url) : as(who)[method === 'POST' ? 'post' : 'patch'](url, payload);
    expect((await send(null)).statusCode).toBe(401);
    expect((await send(null, {})).statusCode).toBe(401);
    for (const who of ['customer', 'seller', 'dealer'] as const)
      expect((await send(who)).statusCode).toBe(403);
  });
});

describe('listing approval', () => {
  it('approves a pending listing: it goes live, verified, audited, seller e-mailed', async () => {
    const l = await makeListing(t.deps.db, u.seller.id, {
      status: 'pending',
      verified: false,
      make: 'Pagani',
      model: 'Utopia',
    });
    const pending = (await as('admin').get('/api/admin/pending-listings')).json();
    const row = pending.find((p: { id: number }) => p.id === l.id);
    expect(row.seller).toMatchObject({ username: expect.any(String), email: u.seller.email });
    expect((await as(null).get(`/api/listings/${l.id}`)).statusCode).toBe(404);

    const res = await as('admin').post(
      `/api/admin/approve-listing/${l.id}`,
      {},
      {
        headers: { 'user-agent': 'AdminTest/1.0' },
      },
    );
    expect(res.statusCode).toBe(200);
    const live = await as(null).get(`/api/listings/${l.id}`);
    expect(live.json()).toMatchObject({ status: 'active', verified: true });
    expect(
      (await as(null).get('/api/listings?make=Pagani')).json().map((x: { id: number }) => x.id),
    ).toContain(l.id);
    expect(await logsFor(l.id, 'listing')).toEqual([
      expect.objectContaining({
        adminId: u.admin.id,
        action: 'approve_listing',
        targetType: 'listing',
        userAgent: 'AdminTest/1.0',
        ipAddress: expect.any(String),
      }),
    ]);
    const mail = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, u.seller.email));
    expect(mail.some((m) => m.subject.includes('Pagani Utopia is live'))).toBe(true);
    expect((await as('admin').post(`/api/admin/approve-listing/${l.id}`)).statusCode).toBe(409);
    expect((await as('admin').post('/api/admin/approve-listing/999999')).statusCode).toBe(404);
    expect((await as('admin').post('/api/admin/approve-listing/abc')).statusCode).toBe(400);
  });

  it('rejects with a reason the seller sees; a rejected listing never becomes public', async () => {
    const l = await makeListing(t.deps.db, u.seller.id, { status: 'pending', verified: false });
    expect((await as('admin').post(`/api/admin/reject-listing/${l.id}`, { reason: '' })).statusCode).toBe(
      400,
    );
    const res = await as('admin').post(`/api/admin/reject-listing/${l.id}`, {
      reason: 'Photos do not match the VIN',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(null).get(`/api/listings/${l.id}`)).statusCode).toBe(404);
    expect(
      (await as(null).get(`/api/listings?sellerId=${u.seller.id}`)).json().map((x: { id: number }) => x.id),
    ).not.toContain(l.id);
    const own = await (await as.account('seller')).get(`/api/listings/${l.id}`);
    expect(own.json()).toMatchObject({ status: 'inactive', rejectionReason: 'Photos do not match the VIN' });
    expect((await logsFor(l.id, 'listing'))[0]).toMatchObject({
      action: 'reject_listing',
      details: { reason: 'Photos do not match the VIN' },
    });
    expect((await as('admin').post(`/api/admin/approve-listing/${l.id}`)).statusCode).toBe(409);
  });

  it('keeps a private-flow listing out of the queue until its fee is paid and its seller verified', async () => {
    const applicant = await makeUser(t.deps, 'customer');
    const l = await makeListing(t.deps.db, applicant.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const inQueue = async () =>
      (await as('admin').get('/api/admin/pending-listings'))
        .json()
        .some((p: { id: number }) => p.id === l.id);
    expect(await inQueue()).toBe(false);
    expect((await as('admin').post(`/api/admin/approve-listing/${l.id}`)).statusCode).toBe(409);
    await t.deps.db.insert(listingPayments).values({
      userId: applicant.id,
      listingId: l.id,
      amount: 99,
      paymentProvider: 'sandbox',
      status: 'completed',
    });
    expect(await inQueue()).toBe(false);
    await t.deps.db.update(users).set({ verified: true }).where(eq(users.id, applicant.id));
    expect(await inQueue()).toBe(true);
    expect((await as('admin').post(`/api/admin/approve-listing/${l.id}`)).statusCode).toBe(200);
  });
});

describe('seller verification', () => {
  it('lists sellers who asked, and verifies a dealer only on an approved dealer application', async () => {
    const dealer = await makeUser(t.deps, 'pendingDealer', { firstName: 'Dora', lastName: 'Dealer' });
    const list = (await as('admin').get('/api/admin/unverified-sellers')).json();
    expect(list.find((s: { id: string }) => s.id === dealer.id)).toMatchObject({
      email: dealer.email,
      isDealer: true,
      firstName: 'Dora',
      createdAt: expect.any(String),
      application: null,
    });
    expect(list.some((s: { id: string }) => s.id === u.seller.id)).toBe(false);

    // No documents reviewed yet: the Verify button cannot stand in for the dealer application.
    expect((await as('admin').post(`/api/admin/verify-seller/${dealer.id}`)).statusCode).toBe(409);
    await t.deps.db.insert(kycApplications).values({
      userId: dealer.id,
      applicationType: 'dealer',
      idDocumentUrl: 'kyc:users/x/id.pdf',
      status: 'approved',
    });
    expect((await as('admin').post(`/api/admin/verify-seller/${dealer.id}`)).statusCode).toBe(200);
    const [d] = await t.deps.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(d!.verified).toBe(true);
    expect((await logsFor(dealer.id))[0]).toMatchObject({ action: 'verify_seller', targetType: 'user' });
    expect((await as('admin').post(`/api/admin/verify-seller/${dealer.id}`)).statusCode).toBe(409);
    expect((await as('admin').post(`/api/admin/verify-seller/${u.admin.id}`)).statusCode).toBe(404);
  });

  it('rejects a seller with a reason: off the list, e-mailed, audited', async () => {
    const dealer = await makeUser(t.deps, 'pendingDealer');
    expect(
      (await as('admin').post(`/api/admin/reject-seller/${dealer.id}`, { reason: 'Licence expired' }))
        .statusCode,
    ).toBe(200);
    const list = (await as('admin').get('/api/admin/unverified-sellers')).json();
    expect(list.some((s: { id: string }) => s.id === dealer.id)).toBe(false);
    const mail = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, dealer.email));
    expect(mail[0]!.body).toContain('Licence expired');
    expect((await logsFor(dealer.id))[0]).toMatchObject({
      action: 'reject_seller',
      details: { reason: 'Licence expired' },
    });
  });
});

describe('identity review', () => {
  async function application(kind: 'dealer' | 'individual') {
    const applicant = await makeUser(t.deps, kind === 'dealer' ? 'pendingDealer' : 'customer');
    const [row] = await t.deps.db
      .insert(kycApplications)
      .values({
        userId: applicant.id,
        applicationType: kind,
        fullName: 'App Licant',
        email: applicant.email,
        idDocumentUrl: 'kyc:users/x/id.pdf',
      })
      .returning();
    return { applicant, id: row!.id };
  }

  it('approves a dealer application: reviewer and time from the session, dealer verified, applicant e-mailed', async () => {
    const { applicant, id } = await application('dealer');
    const pending = (await as('admin').get('/api/admin/kyc/pending')).json();
    expect(pending.find((a: { id: number }) => a.id === id)).toMatchObject({
      applicant: { email: applicant.email },
    });
    const res = await as('admin').patch(`/api/admin/kyc/${id}/status`, {
      status: 'approved',
      reviewNotes: 'All good',
      reviewedBy: u.customer.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      reviewNotes: 'All good',
      reviewedBy: u.admin.id,
      reviewedAt: expect.any(String),
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, applicant.id));
    expect(user!.verified).toBe(true);
    const mail = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, applicant.email));
    expect(mail.map((m) => m.subject)).toContain('Your identity verification');
    expect((await logsFor(id, 'kyc_application'))[0]).toMatchObject({ action: 'review_kyc' });
    expect((await as('admin').patch(`/api/admin/kyc/${id}/status`, { status: 'rejected' })).statusCode).toBe(
      409,
    );
  });

  it('accepts only approved, rejected or resubmission_required', async () => {
    const { id } = await application('individual');
    for (const status of ['pending', 'under_review', 'done', '']) {
      expect((await as('admin').patch(`/api/admin/kyc/${id}/status`, { status })).statusCode).toBe(400);
    }
    expect(
      (await as('admin').patch(`/api/admin/kyc/${id}/status`, { status: 'resubmission_required' })).json()
        .status,
    ).toBe('resubmission_required');
    expect((await as('admin').patch('/api/admin/kyc/999999/status', { status: 'approved' })).statusCode).toBe(
      404,
    );
  });
  it("sends the decision to the account's address, never to the e-mail typed on the form", async () => {
    const applicant = await makeUser(t.deps, 'customer');
    const stranger = 'someone-else@victim.test';
    const [row] = await t.deps.db
      .insert(kycApplications)
      .values({
        userId: applicant.id,
        applicationType: 'individual',
        fullName: 'App Licant',
        email: stranger,
        idDocumentUrl: 'kyc:users/x/id.pdf',
      })
      .returning();
    const pending = (await as('admin').get('/api/admin/kyc/pending')).json();
    // The reviewer sees both: the stated contact and the account it belongs to.
    expect(pending.find((a: { id: number }) => a.id === row!.id)).toMatchObject({
      email: stranger,
      applicant: { email: applicant.email },
    });
    const res = await as('admin').patch(`/api/admin/kyc/${row!.id}/status`, { status: 'rejected' });
    expect(res.statusCode).toBe(200);
    for (let sent = -1; sent !== 0; ) sent = await deliverPending(t.deps.db, t.deps.mail);
    const dir = path.join(t.dataDir, 'outbox');
    const delivered = await Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')));
    const decisions = delivered.filter((m) => m.includes('Your identity verification'));
    expect(decisions.some((m) => m.includes(`To: ${applicant.email}`))).toBe(true);
    expect(delivered.some((m) => m.includes(stranger))).toBe(false);
  });
});

describe('figures and the audit log', () => {
  it('answers live counts and 30-day series', async () => {
    const a = (await as('admin').get('/api/admin/analytics')).json();
    const [userCount] = await t.deps.db.$count(users).then((n) => [n]);
    expect(a.totalUsers).toBe(userCount);
    expect(a.totalListings).toBe(await t.deps.db.$count(listings));
    expect(a.newUsersPerDay).toHaveLength(30);
    expect(a.newUsersPerDay.at(-1).count).toBeGreaterThan(0);
    expect(a.listingsByStatus).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'active' })]),
    );
    expect(a.revenue).toMatchObject({ currency: 'USD', total: expect.any(Number) });
  });

  it('pages through the audit log without repeats', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: { id: number }[]; nextCursor: string | null } = (
        await as('admin').get(`/api/admin/audit-log?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.entries.map((e: { id: number }) => e.id));
      for (const e of page.entries)
        expect(e).toMatchObject({ adminEmail: u.admin.email, action: expect.any(String) });
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await t.deps.db.$count(adminLogs));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await as('admin').get('/api/admin/audit-log?cursor=junk')).statusCode).toBe(400);
  });

  it('names each target by its title, linked where it opens, and falls back to its id once gone', async () => {
    const l = await makeListing(t.deps.db, u.seller.id, {
      status: 'pending',
      verified: false,
      year: 2022,
      make: 'Ferrari',
      model: 'Roma',
    });
    expect((await as('admin').post(`/api/admin/approve-listing/${l.id}`)).statusCode).toBe(200);
    const newest = async () => (await as('admin').get('/api/admin/audit-log?limit=1')).json().entries[0];
    expect(await newest()).toMatchObject({
      targetType: 'listing',
      targetId: String(l.id),
      target: { title: '2022 Ferrari Roma', href: `/listing/${l.id}` },
    });
    await t.deps.db.delete(listings).where(eq(listings.id, l.id));
    expect(await newest()).toMatchObject({ targetId: String(l.id), target: null });
  });

  it('reports real system figures', async () => {
    const s = (await as('admin').get('/api/admin/system-status')).json();
    expect(s).toMatchObject({
      database: { ok: true, latencyMs: expect.any(Number) },
      uptimeSeconds: expect.any(Number),
      memory: { rssMb: expect.any(Number) },
      outboxBacklog: expect.any(Number),
    });
    expect(s.requests).toBeGreaterThan(10);
    expect(s.clientErrorRate).toBeGreaterThan(0);
  });
});
