import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminLogs,
  dealers,
  inquiries,
  listingFacetCounts,
  listingReports,
  listings,
  outboxEmails,
} from '../../src/server/db/schema/index.ts';
import { REPORTS_TO_HOLD } from '../../src/shared/domain/report.ts';
import { makeListing } from '../factories/listings.ts';
import { png } from '../fixtures/images.ts';
import { multipart } from '../fixtures/multipart.ts';
import { expectError, testAppWithActors, type Verbs } from '../setup/actors.ts';

const { t, as } = testAppWithActors();

const mailTo = async (email: string) =>
  t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
const facetCount = async (make: string) =>
  (
    await t.deps.db
      .select({ count: listingFacetCounts.count })
      .from(listingFacetCounts)
      .where(and(eq(listingFacetCounts.dimension, 'make'), eq(listingFacetCounts.value, make)))
  )[0]?.count ?? 0;

describe('dealer storefronts', () => {
  it('shows a dealer its public profile, with phone and website for signed-in visitors only', async () => {
    const dealer = await as.fresh('dealer');
    const saved = await dealer.patch('/api/dealers/me', {
      name: 'Bellini Prestige',
      about: 'Family dealership since 1962.',
      location: 'Monaco',
      phone: '+377 93 00 00 00',
      website: 'https://bellini.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Bellini Prestige',
      phone: '+377 93 00 00 00',
      contactShown: true,
    });
    await makeListing(t.deps.db, dealer.user!.id);
    await makeListing(t.deps.db, dealer.user!.id, { status: 'pending', verified: false });

    const anonymous = await as(null).get(`/api/dealers/${dealer.user!.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({
      id: dealer.user!.id,
      name: 'Bellini Prestige',
      about: 'Family dealership since 1962.',
      location: 'Monaco',
      verified: true,
      rating: { averageRating: 0, totalRatings: 0 },
      activeListings: 1,
      contactShown: false,
      phone: null,
      website: null,
    });
    expect(anonymous.body).not.toContain('+377');
    expect(anonymous.body).not.toContain('bellini.example');
    expect(anonymous.headers['cache-control']).toContain('private');

    const signedIn = await as('customer').get(`/api/dealers/${dealer.user!.id}`);
    expect(signedIn.json()).toMatchObject({ phone: '+377 93 00 00 00', website: 'https://bellini.example' });
  });

  it('answers 404 for an account that is not a dealer and 400 for an id that is not one', async () => {
    const seller = await as.account('seller');
    expectError(await as(null).get(`/api/dealers/${seller.user!.id}`), 404, 'Dealer not found');
    expectError(await as(null).get('/api/dealers/not-a-uuid'), 400);
  });

  it('lets only dealers edit a storefront, and refuses bad fields with a message', async () => {
    expectError(await as(null).patch('/api/dealers/me', { about: 'x' }), 401);
    expectError(
      await as('customer').patch('/api/dealers/me', { about: 'x' }),
      403,
      'Only dealers have a storefront',
    );
    expectError(
      await as('dealer').patch('/api/dealers/me', { website: 'javascript:alert(1)' }),
      400,
      undefined,
      {
        website: /http/,
      },
    );
    expectError(await as('dealer').patch('/api/dealers/me', { phone: 'call me' }), 400, undefined, {
      phone: /phone/i,
    });
    expectError(await as('dealer').patch('/api/dealers/me', { name: 'x' }), 400);
    // An empty text clears the field.
    const cleared = await as('dealer').patch('/api/dealers/me', { about: '' });
    expect(cleared.json().about).toBeNull();
  });

  it('takes a logo through the photo pipeline and replaces the previous one', async () => {
    const dealer = await as.fresh('dealer');
    const send = async (field = 'logo', who: Verbs = dealer) => {
      const body = multipart([
        { field, filename: 'logo.png', contentType: 'image/png', data: await png(120, 120) },
      ]);
      return who.post('/api/dealers/me/logo', body.payload, { headers: body.headers });
    };
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const logo = first.json().logoUrl as string;
    expect(logo).toMatch(new RegExp(`/dealers/${dealer.user!.id}/logo-.*-1600\\.webp$`));
    expect((await as(null).get(logo)).statusCode).toBe(200);
    const second = await send();
    expect(second.json().logoUrl).not.toBe(logo);
    expect((await as(null).get(logo)).statusCode).toBe(404);
    expectError(await send('photos'), 400, "Upload the logo in the 'logo' field");
    expectError(await send('logo', as('customer')), 403);
    expectError(await send('logo', as(null)), 401);
  });

  it('renders the storefront page with its Open Graph tags and AutoDealer JSON-LD, and lists it in the sitemap', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.patch('/api/dealers/me', {
      name: 'Sitemap Motors',
      location: 'Turin',
      phone: '+39 011 000',
    });
    await makeListing(t.deps.db, dealer.user!.id);
    // The client's page template (no renderer built here): the route puts the storefront's head tags in it.
    mkdirSync(t.deps.config.clientDir, { recursive: true });
    writeFileSync(
      path.join(t.deps.config.clientDir, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
    );
    const page = await as(null).get(`/dealer/${dealer.user!.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sitemap Motors · Dealer | ');
    expect(page.body).toContain(
      `<meta property="og:url" content="${t.deps.siteUrl}/dealer/${dealer.user!.id}">`,
    );
    expect(page.body).toContain('"@type":"AutoDealer"');
    expect(page.body).toContain('"addressLocality":"Turin"');
    expect(page.body).not.toContain('+39 011 000');
    expect((await as(null).get(`/dealer/${(await as.account('seller')).user!.id}`)).statusCode).toBe(404);
    expect((await as(null).get('/dealer/not-a-dealer')).statusCode).toBe(404);
    const sitemap = await as(null).get('/sitemap.xml');
    expect(sitemap.body).toContain(`/dealer/${dealer.user!.id}</loc>`);
    // A dealer without public listings is left out.
    const empty = await as.fresh('dealer');
    expect((await as(null).get('/sitemap.xml')).body).not.toContain(`/dealer/${empty.user!.id}<`);
  });

  it('filters the storefront inventory by seller with the browse filters', async () => {
    const dealer = await as.fresh('dealer');
    await makeListing(t.deps.db, dealer.user!.id, { make: 'Lancia', price: 90_000 });
    await makeListing(t.deps.db, dealer.user!.id, { make: 'Alfa Romeo', price: 60_000 });
    const res = await as(null).get(`/api/listings?sellerId=${dealer.user!.id}&status=active&make=Lancia`);
    expect(res.json().map((l: { make: string }) => l.make)).toEqual(['Lancia']);
  });
});

describe('reports of listings', () => {
  it('takes a report from a signed-in visitor, once while open, never on their own listing', async () => {
    const seller = await as.account('seller');
    const listing = await makeListing(t.deps.db, seller.user!.id);
    const url = `/api/listings/${listing.id}/reports`;
    expectError(await as(null).post(url, { reason: 'scam' }), 401);
    const first = await as('customer').post(url, { reason: 'scam', details: 'Asked for a deposit by wire' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'open' });
    expectError(await as('customer').post(url, { reason: 'other' }), 409, /already reported/);
    expectError(await as('seller').post(url, { reason: 'scam' }), 403, 'You cannot report your own listing');
    expectError(await as('dealer').post(url, { reason: 'stolen' }), 400, /reason must be one of/);
    expectError(await as('dealer').post('/api/listings/999999999/reports', { reason: 'scam' }), 404);
    const pending = await makeListing(t.deps.db, seller.user!.id, { status: 'pending', verified: false });
    expectError(await as('dealer').post(`/api/listings/${pending.id}/reports`, { reason: 'scam' }), 404);
  });

  it(`hides a listing reported by ${REPORTS_TO_HOLD} accounts, facet counts included, until an administrator dismisses`, async () => {
    const seller = await as.account('seller');
    const listing = await makeListing(t.deps.db, seller.user!.id, { make: 'Reportia' });
    expect(await facetCount('Reportia')).toBe(1);
    const reporters = await Promise.all(Array.from({ length: REPORTS_TO_HOLD }, () => as.fresh('customer')));
    for (const [i, reporter] of reporters.entries()) {
      expect((await as(null).get(`/api/listings/${listing.id}`)).statusCode).toBe(200);
      const res = await reporter.post(`/api/listings/${listing.id}/reports`, { reason: 'scam' });
      expect(res.statusCode, `report ${i + 1}`).toBe(201);
    }
    expectError(await as(null).get(`/api/listings/${listing.id}`), 404);
    expect((await as(null).get('/api/listings?make=Reportia')).json()).toEqual([]);
    expect(await facetCount('Reportia')).toBe(0);
    // Its seller still sees it.
    expect((await as('seller').get(`/api/listings/${listing.id}`)).statusCode).toBe(200);

    const queue = (await as('admin').get('/api/admin/reports')).json() as {
      id: number;
      listing: { id: number };
    }[];
    const mine = queue.filter((r) => r.listing.id === listing.id);
    expect(mine).toHaveLength(REPORTS_TO_HOLD);
    expect(mine[0]).toMatchObject({
      subject: 'listing',
      listing: { reportsHeld: true, openReports: REPORTS_TO_HOLD },
    });

    const resolved = await as('admin').post(`/api/admin/reports/${mine[0]!.id}/resolve`, {
      action: 'dismiss',
      note: 'Checked the papers: genuine',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toEqual({ status: 'dismissed', resolved: REPORTS_TO_HOLD });
    expect((await as(null).get(`/api/listings/${listing.id}`)).statusCode).toBe(200);
    expect(await facetCount('Reportia')).toBe(1);
    for (const reporter of reporters) {
      const mails = await mailTo(reporter.user!.email);
      expect(mails.map((m) => m.subject)).toContain(
        'About your report of the 2022 Reportia 911 Carrera S listing',
      );
      expect(mails.at(-1)!.body).toContain('no action was taken');
      expect(mails.at(-1)!.body).not.toContain('Checked the papers');
    }
    const [audit] = await t.deps.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'dismiss_report'), eq(adminLogs.targetId, String(mine[0]!.id))));
    expect(audit?.details).toMatchObject({ listingId: listing.id, note: 'Checked the papers: genuine' });
    expectError(
      await as('admin').post(`/api/admin/reports/${mine[1]!.id}/resolve`, {
        action: 'remove',
        note: 'again',
      }),
      409,
      /already resolved/,
    );
  });

  it('removes a reported listing: taken down, seller and reporter told, audited, in one go', async () => {
    const seller = await as.fresh('seller');
    const reporter = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, seller.user!.id);
    const report = (
      await reporter.post(`/api/listings/${listing.id}/reports`, { reason: 'already_sold' })
    ).json();
    expectError(
      await as('customer').post(`/api/admin/reports/${report.id}/resolve`, {
        action: 'remove',
        note: 'x'.repeat(5),
      }),
      403,
    );
    expectError(
      await as('admin').post(`/api/admin/reports/${report.id}/resolve`, { action: 'delete', note: 'Sold' }),
      400,
    );
    expectError(await as('admin').post(`/api/admin/reports/${report.id}/resolve`, { action: 'remove' }), 400);
    expectError(
      await as('admin').post('/api/admin/reports/999999/resolve', { action: 'remove', note: 'Sold' }),
      404,
    );
    const res = await as('admin').post(`/api/admin/reports/${report.id}/resolve`, {
      action: 'remove',
      note: 'Sold elsewhere, seller did not mark it',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'removed', resolved: 1 });
    const [row] = await t.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      status: 'inactive',
      rejectionReason: 'Sold elsewhere, seller did not mark it',
    });
    expect((await mailTo(reporter.user!.email)).at(-1)!.body).toContain('taken down');
    expect((await mailTo(seller.user!.email)).at(-1)!.subject).toContain('needs changes');
    const actions = (
      await t.deps.db
        .select({ action: adminLogs.action })
        .from(adminLogs)
        .where(eq(adminLogs.targetId, String(report.id)))
    ).map((a) => a.action);
    expect(actions).toContain('remove_reported_listing');
    const [closed] = await t.deps.db.select().from(listingReports).where(eq(listingReports.id, report.id));
    expect(closed).toMatchObject({ status: 'removed', resolvedBy: (await as.account('admin')).user!.id });
  });

  it('lets a reporter report again once their report is resolved', async () => {
    const listing = await makeListing(t.deps.db, (await as.account('seller')).user!.id);
    const reporter = await as.fresh('customer');
    const first = (
      await reporter.post(`/api/listings/${listing.id}/reports`, { reason: 'offensive' })
    ).json();
    await as('admin').post(`/api/admin/reports/${first.id}/resolve`, { action: 'dismiss', note: 'Fine' });
    expect(
      (await reporter.post(`/api/listings/${listing.id}/reports`, { reason: 'offensive' })).statusCode,
    ).toBe(201);
  });
});

describe('reports of conversations', () => {
  it('lets either side report a conversation once, and no one else', async () => {
    const seller = await as.fresh('seller');
    const buyer = await as.fresh('customer');
    const listing = await makeListing(t.deps.db, seller.user!.id);
    await t.deps.db.insert(inquiries).values({
      listingId: listing.id,
      buyerId: buyer.user!.id,
      sellerId: seller.user!.id,
      senderId: seller.user!.id,
      message: 'Please pay the deposit by Western Union',
    });
    const body = { listingId: listing.id, buyerId: buyer.user!.id, reason: 'scam', details: 'Western Union' };
    expectError(await as(null).post('/api/inquiries/reports', body), 401);
    expectError(await as('dealer').post('/api/inquiries/reports', body), 404, 'Conversation not found');
    const res = await buyer.post('/api/inquiries/reports', body);
    expect(res.statusCode, res.body).toBe(201);
    expectError(await buyer.post('/api/inquiries/reports', body), 409, /already reported this conversation/);
    expect((await seller.post('/api/inquiries/reports', { ...body, reason: 'offensive' })).statusCode).toBe(
      201,
    );
    // A conversation report does not count towards hiding the listing.
    expect((await as(null).get(`/api/listings/${listing.id}`)).statusCode).toBe(200);

    const queue = (await as('admin').get('/api/admin/reports')).json() as {
      id: number;
      subject: string;
      conversation: { messages: { message: string }[] } | null;
    }[];
    const item = queue.find((r) => r.id === res.json().id)!;
    expect(item.subject).toBe('conversation');
    expect(item.conversation!.messages.map((m) => m.message)).toEqual([
      'Please pay the deposit by Western Union',
    ]);
    expectError(
      await as('admin').post(`/api/admin/reports/${item.id}/resolve`, { action: 'remove', note: 'Scam' }),
      409,
      /conversation cannot be removed/,
    );
    const done = await as('admin').post(`/api/admin/reports/${item.id}/resolve`, {
      action: 'dismiss',
      note: 'Seller warned',
    });
    expect(done.json()).toEqual({ status: 'dismissed', resolved: 1 });
    expect((await mailTo(buyer.user!.email)).at(-1)!.subject).toContain('a conversation about');
  });
});

describe('storefront data model', () => {
  it('keeps the storefront fields on the dealers row', async () => {
    const dealer = await as.fresh('dealer');
    await dealer.patch('/api/dealers/me', { about: 'Stored', location: 'Milan' });
    const [row] = await t.deps.db.select().from(dealers).where(eq(dealers.id, dealer.user!.id));
    expect(row).toMatchObject({ about: 'Stored', location: 'Milan' });
  });
});
