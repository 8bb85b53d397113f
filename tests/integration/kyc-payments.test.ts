import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogs, listingPayments, listings } from '../../src/server/db/schema/index.ts';
import { waitingForSchema } from '../../src/shared/schemas/listings.ts';
import { makeListing } from '../factories/listings.ts';
import { jpegWithExif, SVG_WITH_SCRIPT } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { type Actor, testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let applicant: Actor;
let stranger: Actor;
let admin: Actor;
let seller: Actor;

beforeAll(async () => {
  applicant = await as.account('customer');
  stranger = await as.fresh('customer');
  admin = await as.account('admin');
  seller = await as.account('seller');
});

/** An account to send as, or anonymous visitors when null. */
type Who = Pick<Actor, 'get' | 'post'> | null;
const sender = (who: Who) => who ?? as(null);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadDocument(
  who: Who,
  data: Buffer,
  filename = 'id.pdf',
  contentType = 'application/pdf',
  field = 'document',
) {
  const body = multipart([{ field, filename, contentType, data }]);
  return sender(who).post('/api/kyc/documents', body.payload, { headers: body.headers });
}
const fetchDocument = (who: Who, ref: string) =>
  sender(who).get(`/api/kyc/documents?ref=${encodeURIComponent(ref)}`);
const apply = (who: Who, payload: object) => sender(who).post('/api/kyc/applications', payload);

describe('identity documents', () => {
  it('stores a PDF privately: its owner and administrators can read it, nobody else', async () => {
    const res = await uploadDocument(applicant, PDF);
    expect(res.statusCode).toBe(201);
    const { reference, contentType } = res.json();
    expect(reference).toMatch(/^kyc:users\/[0-9a-f-]+\/[0-9a-f-]+\.pdf$/);
    expect(contentType).toBe('application/pdf');
    for (const who of [applicant, admin]) {
      const doc = await fetchDocument(who, reference);
      expect(doc.statusCode).toBe(200);
      expect(doc.rawPayload.equals(PDF)).toBe(true);
      expect(doc.headers['cache-control']).toBe('private, no-store');
    }
    expect((await fetchDocument(stranger, reference)).statusCode).toBe(404);
    expect((await fetchDocument(null, reference)).statusCode).toBe(401);
    // No public address serves it.
    const key = reference.slice(4);
    for (const url of [`/uploads/kyc_documents/${key}`, `/uploads/car_pictures/../kyc_documents/${key}`]) {
      expect((await as(null).get(url)).statusCode).toBe(404);
    }
  });

  it('re-encodes photographed documents, dropping their metadata', async () => {
    const res = await uploadDocument(applicant, await jpegWithExif(800, 500), 'passport.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const doc = await fetchDocument(applicant, res.json().reference);
    const meta = await sharp(doc.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    ['an SVG', SVG_WITH_SCRIPT, 415],
    ['a text file named .pdf', Buffer.from('hello, this is not a pdf'), 415],
    ['an empty file', Buffer.alloc(0), 400],
  ])('refuses %s', async (_name, data, status) => {
    expect((await uploadDocument(applicant, data)).statusCode).toBe(status);
  });

  it('refuses files over 10 MB and anonymous uploads', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1, 32)]);
    expect((await uploadDocument(applicant, big)).statusCode).toBe(413);
    expect((await uploadDocument(null, PDF)).statusCode).toBe(401);
  });
});

describe('identity applications', () => {
  it('records an individual application for the session user, with their own document', async () => {
    const { reference } = (await uploadDocument(applicant, PDF)).json();
    const res = await apply(applicant, {
      applicationType: 'individual',
      fullName: 'Ada Applicant',
      email: 'ada@example.test',
      country: 'Germany',
      idDocumentUrl: reference,
      userId: stranger.user!.id,
      status: 'approved',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: applicant.user!.id,
      status: 'pending',
      applicationType: 'individual',
      idDocumentUrl: reference,
    });
    const again = await apply(applicant, {
      applicationType: 'individual',
      fullName: 'Ada Applicant',
      email: 'ada@example.test',
      country: 'Germany',
      idDocumentUrl: reference,
    });
    expect(again.statusCode).toBe(409);
    const mine = await applicant.get('/api/kyc/applications/mine');
    expect(mine.json()).toHaveLength(1);
  });

  it("refuses someone else's document and missing dealer details", async () => {
    const { reference } = (await uploadDocument(applicant, PDF)).json();
    const stolen = await apply(stranger, {
      applicationType: 'individual',
      fullName: 'S',
      email: 's@example.test',
      country: 'Italy',
      idDocumentUrl: reference,
    });
    expect(stolen.statusCode).toBe(400);
    const dealer = await apply(applicant, {
      applicationType: 'dealer',
      fullName: 'Ada',
      email: 'ada@example.test',
      country: 'Germany',
      idDocumentUrl: reference,
    });
    expect(dealer.statusCode).toBe(400);
    expect(
      dealer
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['businessLicenseUrl', 'dealershipName', 'phone']);
    expect((await apply(null, {})).statusCode).toBe(401);
    const bad = await apply(applicant, {
      applicationType: 'premium',
      fullName: '',
      email: 'x',
      country: '',
      idDocumentUrl: 'https://evil.example/x.pdf',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('listing fee', () => {
  it('charges the fee set by the server, confirms through the provider, once per listing', async () => {
    const l = await makeListing(t.deps.db, applicant.user!.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const start = await applicant.post('/api/payments/listing', {
      listingId: l.id,
      amount: 1,
      currency: 'JPY',
      status: 'completed',
      userId: stranger.user!.id,
      paymentProvider: 'paypal',
    });
    expect(start.statusCode).toBe(201);
    const payment = start.json();
    expect(payment).toMatchObject({
      userId: applicant.user!.id,
      listingId: l.id,
      amount: 99,
      currency: 'USD',
      paymentProvider: 'sandbox',
      status: 'pending',
    });

    // The owner cannot mark it paid; only the provider's confirmation does.
    const forged = await applicant.patch(`/api/payments/${payment.id}/status`, { status: 'completed' });
    expect(forged.statusCode).toBe(403);
    expect((await stranger.post(`/api/payments/${payment.id}/confirm`)).statusCode).toBe(404);
    const confirmed = await applicant.post(`/api/payments/${payment.id}/confirm`);
    expect(confirmed.json().status).toBe('completed');

    const twice = await applicant.post('/api/payments/listing', { listingId: l.id });
    expect(twice.statusCode).toBe(409);
    const [row] = await t.deps.db.select().from(listingPayments).where(eq(listingPayments.id, payment.id));
    expect(row).toMatchObject({ amount: 99, status: 'completed' });
  });

  it("refuses strangers' listings, listings without a fee, and anonymous visitors", async () => {
    const l = await makeListing(t.deps.db, applicant.user!.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const pay = (who: Who, listingId: number) => sender(who).post('/api/payments/listing', { listingId });
    expect((await pay(stranger, l.id)).statusCode).toBe(403);
    expect((await pay(null, l.id)).statusCode).toBe(401);
    const free = await makeListing(t.deps.db, seller.user!.id, { status: 'pending', verified: false });
    expect((await pay(seller, free.id)).statusCode).toBe(409);
    expect((await pay(applicant, 999999)).statusCode).toBe(404);
  });

  it('lets administrators correct a status along the lifecycle, recorded in the audit log', async () => {
    const l = await makeListing(t.deps.db, applicant.user!.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const { id } = (await applicant.post('/api/payments/listing', { listingId: l.id })).json();
    const set = (status: string) => admin.patch(`/api/payments/${id}/status`, { status });
    expect((await set('refunded')).statusCode).toBe(409);
    expect((await set('bogus')).statusCode).toBe(400);
    expect((await set('completed')).json().status).toBe('completed');
    expect((await set('refunded')).json().status).toBe('refunded');
    const logs = await t.deps.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.targetId, String(id)));
    expect(logs.map((l) => l.action)).toEqual(['set_payment_status', 'set_payment_status']);
    const [listing] = await t.deps.db.select().from(listings).where(eq(listings.id, l.id));
    expect(listing!.status).toBe('pending');
  });
});

describe("what a seller's own listing waits for", () => {
  it('the server says: payment, then identity, then review; only to the seller and administrators', async () => {
    const owner = await as.fresh('customer');
    const seller = owner.user!;
    const privateFlow = await makeListing(t.deps.db, seller.id, {
      status: 'pending',
      verified: false,
      feeRequired: true,
    });
    const live = await makeListing(t.deps.db, seller.id, { status: 'active', verified: true });
    const waits = async (who: Who) => {
      const res = await sender(who).get(`/api/listings?sellerId=${seller.id}`);
      expect(res.statusCode).toBe(200);
      const items: { id: number; waitingFor?: unknown }[] = res.json();
      for (const item of items)
        expect(() => waitingForSchema.optional().parse(item.waitingFor)).not.toThrow();
      return Object.fromEntries(items.map((l) => [l.id, l.waitingFor]));
    };

    expect(await waits(owner)).toEqual({ [privateFlow.id]: 'payment', [live.id]: null });
    // Strangers and visitors see live listings only, without the seller's review state.
    expect(await waits(stranger)).toEqual({ [live.id]: undefined });
    expect(await waits(null)).toEqual({ [live.id]: undefined });

    const started = await owner.post('/api/payments/listing', { listingId: privateFlow.id });
    expect(started.statusCode).toBe(201);
    const { id } = started.json();
    await owner.post(`/api/payments/${id}/confirm`);
    expect((await waits(owner))[privateFlow.id]).toBe('identity');
    expect((await waits(admin))[privateFlow.id]).toBe('identity');
    const own = await owner.get(`/api/listings/${privateFlow.id}`);
    expect(own.json().waitingFor).toBe('identity');

    const verify = await admin.post(`/api/admin/verify-seller/${seller.id}`);
    expect(verify.statusCode).toBe(200);
    expect((await waits(admin))[privateFlow.id]).toBe('review');
    // The administrators' queue holds exactly the listings that wait for review.
    const queue = await admin.get('/api/admin/pending-listings');
    expect(queue.json().map((l: { id: number }) => l.id)).toContain(privateFlow.id);
  });
});
