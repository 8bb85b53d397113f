import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPriceChanges, listings, outboxEmails } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { multipart } from '../fixtures/multipart.ts';
import { type Actor, actors, expectError } from '../setup/actors.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
let as: ReturnType<typeof actors>;

beforeAll(async () => {
  t = await createTestApp();
  as = actors(t);
});
afterAll(() => t.close());

const HEADER = 'stock_number,vin,make,model,year,price,currency,mileage,condition,location,region,features';
const row = (stock: string, over: Partial<Record<string, string>> = {}) => {
  const r = {
    stock_number: stock,
    vin: '',
    make: 'Porsche',
    model: '911 GT3',
    year: '2022',
    price: '210000',
    currency: 'EUR',
    mileage: '3100',
    condition: 'excellent',
    location: 'Stuttgart, Germany',
    region: 'Europe',
    features: 'Clubsport; Lift system',
    ...over,
  };
  return Object.values(r)
    .map((v) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v))
    .join(',');
};

function upload(actor: Actor | ReturnType<typeof as>, data: Buffer | string, field = 'file') {
  const body = multipart([
    {
      field,
      filename: 'stock.csv',
      contentType: 'text/csv',
      data: Buffer.isBuffer(data) ? data : Buffer.from(data),
    },
  ]);
  return actor.post('/api/listings/import', body.payload as unknown as object, { headers: body.headers });
}

const sellerListings = (sellerId: string) =>
  t.deps.db.select().from(listings).where(eq(listings.sellerId, sellerId));

describe('POST /api/listings/import', () => {
  it('imports the good rows, reports the bad ones by row and column, and the new listings wait for review', async () => {
    const dealer = await as.fresh('dealer');
    const csv = [
      HEADER,
      row('A-1'),
      row('A-2', { year: '1800' }),
      row('A-3', { make: 'Trabant', price: 'lots' }),
      row('A-4', { model: 'Cayman GT4' }),
    ].join('\n');
    const res = await upload(dealer, csv);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect(report.errors).toEqual([
      { row: 3, field: 'year', message: 'Year must be 1900 or later' },
      { row: 4, field: 'make', message: 'Please choose a make' },
      { row: 4, field: 'price', message: 'Enter the price as a number, or write "on request"' },
    ]);
    const mine = await sellerListings(dealer.user!.id);
    expect(mine.map((l) => l.stockNumber).sort()).toEqual(['A-1', 'A-4']);
    for (const l of mine) {
      expect(l).toMatchObject({ status: 'pending', verified: false, imageUrls: [], currency: 'EUR' });
      expect(l.features).toEqual(['Clubsport', 'Lift system']);
    }
  });

  it('updates the listing with the same stock number or VIN instead of duplicating it', async () => {
    const dealer = await as.fresh('dealer');
    const vin = 'WP0ZZZ99ZTS392124';
    const live = await makeListing(t.deps.db, dealer.user!.id, {
      stockNumber: 'B-1',
      price: 200000,
      currency: 'EUR',
      model: '911 GT3',
      mileage: 3100,
      features: ['Clubsport', 'Lift system'],
      condition: 'excellent',
    });
    const other = await makeListing(t.deps.db, dealer.user!.id, { vin, model: '911 Turbo', price: 180000 });
    const untouched = await makeListing(t.deps.db, dealer.user!.id, {
      stockNumber: 'B-3',
      price: 210000,
      currency: 'EUR',
      model: '911 GT3',
      mileage: 3100,
      features: ['Clubsport', 'Lift system'],
      condition: 'excellent',
      description: null,
      bodyType: null,
      fuelType: null,
    });
    const csv = [
      HEADER,
      // Only the price changes: it stays live and the change goes to the price history.
      row('B-1', { price: '195000' }),
      // A new mileage by VIN: the live listing goes back to review.
      row('', { vin, model: '911 Turbo', price: '180000', mileage: '9999', currency: 'USD' }),
      row('B-3'),
    ].join('\n');
    const res = await upload(dealer, csv);
    expect(res.json()).toMatchObject({ created: 0, updated: 2, unchanged: 1, errors: [] });

    const [priced] = await t.deps.db.select().from(listings).where(eq(listings.id, live.id));
    expect(priced).toMatchObject({ price: 195000, status: 'active', verified: true });
    const history = await t.deps.db
      .select()
      .from(listingPriceChanges)
      .where(eq(listingPriceChanges.listingId, live.id));
    expect(history).toMatchObject([{ oldPrice: 200000, newPrice: 195000 }]);

    const [revised] = await t.deps.db.select().from(listings).where(eq(listings.id, other.id));
    expect(revised).toMatchObject({ mileage: 9999, status: 'pending', verified: false });
    const [same] = await t.deps.db.select().from(listings).where(eq(listings.id, untouched.id));
    expect(same!.updatedAt.getTime()).toBe(untouched.updatedAt.getTime());
    expect(await sellerListings(dealer.user!.id)).toHaveLength(3);
  });

  it('new prices in bulk: a live listing records its history, shows "Reduced" and tells its watchers; one waiting for review only changes', async () => {
    const dealer = await as.fresh('dealer');
    const watcher = await as.fresh('customer');
    const fields = {
      currency: 'EUR',
      model: '911 GT3',
      mileage: 3100,
      condition: 'excellent' as const,
      features: ['Clubsport', 'Lift system'],
      description: null,
      bodyType: null,
      fuelType: null,
    };
    const live = await makeListing(t.deps.db, dealer.user!.id, {
      ...fields,
      stockNumber: 'P-1',
      price: 200000,
    });
    const waiting = await makeListing(t.deps.db, dealer.user!.id, {
      ...fields,
      stockNumber: 'P-2',
      price: 200000,
      status: 'pending',
      verified: false,
    });
    expect((await watcher.post('/api/watchlist', { listingId: live.id })).statusCode).toBe(200);
    const csv = [HEADER, row('P-1', { price: '190000' }), row('P-2', { price: '180000' })].join('\n');
    expect((await upload(dealer, csv)).json()).toMatchObject({
      created: 0,
      updated: 2,
      unchanged: 0,
      errors: [],
    });

    const [priced] = await t.deps.db.select().from(listings).where(eq(listings.id, live.id));
    expect(priced).toMatchObject({ price: 190000, priceReduced: true, status: 'active' });
    expect(
      await t.deps.db.select().from(listingPriceChanges).where(eq(listingPriceChanges.listingId, live.id)),
    ).toMatchObject([{ oldPrice: 200000, newPrice: 190000, currency: 'EUR' }]);
    const mail = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, watcher.user!.email));
    expect(mail.map((m) => m.subject)).toEqual(['Price drop: the 2022 Porsche 911 GT3 you watch']);

    const [pending] = await t.deps.db.select().from(listings).where(eq(listings.id, waiting.id));
    expect(pending).toMatchObject({ price: 180000, status: 'pending', priceReduced: false });
    expect(
      await t.deps.db.select().from(listingPriceChanges).where(eq(listingPriceChanges.listingId, waiting.id)),
    ).toEqual([]);
  });

  it('reports the same car twice in one file, and a VIN and a stock number of two different listings', async () => {
    const dealer = await as.fresh('dealer');
    const a = await makeListing(t.deps.db, dealer.user!.id, { stockNumber: 'C-1' });
    const b = await makeListing(t.deps.db, dealer.user!.id, { vin: 'WP0ZZZ99ZTS392125' });
    const csv = [
      HEADER,
      row('C-9'),
      row('C-9', { model: 'Taycan' }),
      row('C-1', { vin: 'WP0ZZZ99ZTS392125' }),
    ].join('\n');
    const report = (await upload(dealer, csv)).json();
    expect(report.created).toBe(1);
    expect(report.errors).toEqual([
      { row: 3, field: 'stock_number', message: 'Same stock number as row 2' },
      {
        row: 4,
        field: 'stock_number',
        message: `The VIN is listing ${b.id}'s and the stock number listing ${a.id}'s`,
      },
    ]);
  });

  it('enforces the plan limit on an import with 403 and imports nothing', async () => {
    const dealer = await as.fresh('dealer');
    for (let i = 0; i < 3; i++) await makeListing(t.deps.db, dealer.user!.id);
    const csv = [HEADER, row('D-1'), row('D-2'), row('D-3')].join('\n');
    expectError(await upload(dealer, csv), 403, 'Your plan allows 5 listings');
    expect(await sellerListings(dealer.user!.id)).toHaveLength(3);
    await dealer.post('/api/plans/subscribe', { plan: 'pro' });
    expect((await upload(dealer, csv)).json()).toMatchObject({ created: 3 });
  });

  it('lets only verified dealers import', async () => {
    const csv = [HEADER, row('E-1')].join('\n');
    expectError(await upload(as('seller'), csv), 403, 'Only verified dealers can import inventory');
    expectError(await upload(as('customer'), csv), 403);
    expectError(await upload(as(null), csv), 401);
  });

  it('refuses formula cells on import and names them', async () => {
    const dealer = await as.fresh('dealer');
    const csv = [
      HEADER,
      row('F-1', { model: '=HYPERLINK("http://evil.test";"Click")' }),
      row('F-2', { location: '@SUM(A1:A2)' }),
      row('F-3', { model: '+cmd|calc' }),
      row('F-4', { location: '- Stuttgart' }),
    ].join('\n');
    const report = (await upload(dealer, csv)).json();
    expect(report.created).toBe(1);
    expect(report.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'model'],
      [3, 'location'],
      [4, 'model'],
    ]);
    expect(report.errors[0].message).toMatch(/formulas are not imported/);
  });
});

describe('malformed files get a clear 4xx, never a 5xx', () => {
  const cases: [string, Buffer | string, number, RegExp][] = [
    ['an empty file', '', 400, /empty/],
    ['a header only', HEADER, 400, /no vehicles/],
    ['unknown columns', 'colour,make,model\nred,Porsche,911', 400, /Unknown column: colour/],
    ['missing columns', 'make,model\nPorsche,911', 400, /Missing columns: year, price, location, region/],
    ['a column twice', 'make,make,model,year,price,location,region\n', 400, /appears twice/],
    [
      'Latin-1 text',
      Buffer.from(`${HEADER}\n${row('G-1', { location: 'Zürich' })}`, 'latin1'),
      400,
      /not UTF-8/,
    ],
    [
      'UTF-16 text',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEADER, 'utf16le')]),
      400,
      /UTF-16/,
    ],
    ['binary data', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01, 0x02]), 400, /binary/],
    ['7 MB of random bytes', randomBytes(7 * 1024 * 1024), 400, /not UTF-8|UTF-16|binary/],
    ['7 MB of one endless cell', Buffer.alloc(7 * 1024 * 1024, 'x'), 400, /could not be read as CSV/],
    ['an unclosed quote', `${HEADER}\n"A-1,,Porsche`, 400, /could not be read as CSV/],
  ];
  for (const [name, data, status, message] of cases) {
    it(name, async () => {
      expectError(await upload(as('dealer'), data), status, message);
    });
  }

  it('a row with the wrong number of cells is that row’s error', async () => {
    const dealer = await as.fresh('dealer');
    const report = (await upload(dealer, `${HEADER}\n${row('H-1')}\nPorsche,911\n`)).json();
    expect(report).toMatchObject({
      created: 1,
      errors: [{ row: 3, field: 'row', message: 'The row has 2 cells; the header has 12' }],
    });
  });

  it('more than 8 MB of junk: 413 with the limit', async () => {
    const junk = Buffer.alloc(10 * 1024 * 1024, 'x');
    expectError(await upload(as('dealer'), junk), 413, 'The CSV file must be at most 8 MB');
  });

  it('the wrong field or no multipart at all', async () => {
    expectError(
      await upload(as('dealer'), `${HEADER}\n${row('I-1')}`, 'photos'),
      400,
      "Upload the CSV file in the 'file' field",
    );
    expectError(await as('dealer').post('/api/listings/import', { file: 'x' }), 415);
  });
});

describe('GET /api/listings/import/template', () => {
  it('is a CSV with every column and an example row, downloadable by signed-in users', async () => {
    const res = await as('dealer').get('/api/listings/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inventory-template.csv"/);
    const [header, example] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^stock_number,vin,make,model,year,price/);
    expect(example).toMatch(/Ferrari/);
    expectError(await as(null).get('/api/listings/import/template'), 401);
  });

  it('the template itself imports cleanly', async () => {
    const dealer = await as.fresh('dealer');
    const template = (await dealer.get('/api/listings/import/template')).rawPayload;
    expect((await upload(dealer, template)).json()).toMatchObject({ created: 1, errors: [] });
  });
});
