import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dealers, users } from '../../src/server/db/schema/index.ts';
import { DEALER_NEEDS_APPLICATION_MESSAGE } from '../../src/server/modules/admin/sellers.ts';
import { PENDING_DEALER_MESSAGE } from '../../src/shared/domain/access.ts';
import { multipart } from '../fixtures/multipart.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';

/**
 * One path for dealers (issue 15, decision 0033): a dealer signs in from the start but reaches only their
 * account and their dealer application; an approved dealer application verifies them (and makes a
 * customer who applied a dealer); the Seller Verification queue lists only people who asked to sell.
 */
const { t, as } = testAppWithActors();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function document(who: Actor): Promise<string> {
  const body = multipart([
    { field: 'document', filename: 'doc.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  const res = await who.post('/api/kyc/documents', body.payload, { headers: body.headers });
  expect(res.statusCode).toBe(201);
  return res.json().reference;
}

async function applyAsDealer(who: Actor, dealershipName: string): Promise<number> {
  const res = await who.post('/api/kyc/applications', {
    applicationType: 'dealer',
    fullName: 'Nadia Haddad',
    email: 'nadia@example.test',
    phone: '+971 4 555 0100',
    country: 'United Arab Emirates',
    dealershipName,
    businessLicenseUrl: await document(who),
    idDocumentUrl: await document(who),
    proofOfAddressUrl: await document(who),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const queue = async () => (await as('admin').get('/api/admin/unverified-sellers')).json() as { id: string }[];

describe('a dealer awaiting verification', () => {
  it('completes the dealer application while everything else answers 403, and sells once it is approved', async () => {
    const dealer = await as.fresh('pendingDealer');
    const refused = await dealer.get('/api/watchlist');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PENDING_DEALER_MESSAGE);

    const applicationId = await applyAsDealer(dealer, 'Haddad Luxury Autos');
    const mine = await dealer.get('/api/kyc/applications/mine');
    expect(mine.json()).toEqual([expect.objectContaining({ id: applicationId, status: 'pending' })]);
    const listed = (await queue()).find((s) => s.id === dealer.user!.id);
    expect(listed).toMatchObject({
      isDealer: true,
      application: { id: applicationId, applicationType: 'dealer', status: 'pending' },
    });

    const review = await as('admin').patch(`/api/admin/kyc/${applicationId}/status`, { status: 'approved' });
    expect(review.statusCode).toBe(200);
    expect((await dealer.get('/api/users/me')).json()).toMatchObject({ verified: true });
    expect((await dealer.get('/api/watchlist')).statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(dealers).where(eq(dealers.id, dealer.user!.id));
    expect(row).toMatchObject({ verified: true });
    expect((await queue()).some((s) => s.id === dealer.user!.id)).toBe(false);
  });

  it('cannot be verified from the Seller Verification tab without an approved dealer application', async () => {
    const dealer = await as.fresh('pendingDealer');
    const verify = await as('admin').post(`/api/admin/verify-seller/${dealer.user!.id}`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe(DEALER_NEEDS_APPLICATION_MESSAGE);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, dealer.user!.id));
    expect(row!.verified).toBe(false);
  });
});

describe('a customer who applies as a dealer', () => {
  it('becomes a verified dealer, with the dealership named in the application, when it is approved', async () => {
    const customer = await as.fresh('customer');
    const applicationId = await applyAsDealer(customer, 'Lindqvist Classics');
    await as('admin').patch(`/api/admin/kyc/${applicationId}/status`, { status: 'approved' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, customer.user!.id));
    expect(row).toMatchObject({ roleId: 2, verified: true });
    const [dealer] = await t.deps.db.select().from(dealers).where(eq(dealers.id, customer.user!.id));
    expect(dealer).toMatchObject({ dealershipName: 'Lindqvist Classics', verified: true });
  });
});

describe('the Seller Verification queue', () => {
  it('lists people who asked to sell, not every unverified buyer', async () => {
    const buyer = await as.fresh('customer');
    const applicant = await as.fresh('customer');
    const body = {
      applicationType: 'individual',
      fullName: 'Ada Applicant',
      email: 'ada@example.test',
      country: 'Germany',
      idDocumentUrl: await document(applicant),
    };
    expect((await applicant.post('/api/kyc/applications', body)).statusCode).toBe(201);
    const ids = (await queue()).map((s) => s.id);
    expect(ids).toContain(applicant.user!.id);
    expect(ids).not.toContain(buyer.user!.id);
  });
});
