import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, savedSearches } from '../../src/server/db/schema/index.ts';
import { unsubscribeToken } from '../../src/server/modules/saved-searches/unsubscribe-token.ts';
import { MAX_SAVED_SEARCHES } from '../../src/shared/domain/saved-search.ts';
import { expectError, testAppWithActors } from '../setup/actors.ts';

/** Saved searches through the API: what an owner may do with theirs, and what everyone else gets. */

const { t, as } = testAppWithActors();
const secret = 'test-secret-that-is-long-enough-for-hmac-signing';

const porsches = {
  name: 'Porsche coupes',
  filters: { make: 'porsche', bodyType: 'coupe', priceMax: '250000', yearMin: 2018 },
  frequency: 'daily',
};

describe('saving a search', () => {
  it('stores the filters as the browse page writes them and lists it with nothing new yet', async () => {
    const res = await as('customer').post('/api/saved-searches', porsches);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      name: 'Porsche coupes',
      frequency: 'daily',
      // 'porsche' is stored as browse matches it; numbers from the address become numbers.
      filters: { make: 'Porsche', bodyType: 'coupe', priceMax: 250000, yearMin: 2018 },
      newSinceLastVisit: 0,
    });
    const list = await as('customer').get('/api/saved-searches');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: number }) => s.id)).toContain(saved.id);
  });

  it('refuses to save while signed out', async () => {
    expectError(await as(null).post('/api/saved-searches', porsches), 401);
    expectError(await as(null).get('/api/saved-searches'), 401);
  });

  it('refuses bad filters, names and frequencies with 400 naming the field', async () => {
    expectError(
      await as('customer').post('/api/saved-searches', { ...porsches, filters: { colour: 'red' } }),
      400,
      undefined,
      { filters: /Unknown filter: colour/ },
    );
    expectError(
      await as('customer').post('/api/saved-searches', { ...porsches, filters: { bodyType: 'spaceship' } }),
      400,
      undefined,
      { 'filters.bodyType': /bodyType must be one of/ },
    );
    expectError(
      await as('customer').post('/api/saved-searches', {
        ...porsches,
        filters: { priceMin: 300000, priceMax: 100000 },
      }),
      400,
      undefined,
      { 'filters.priceMax': 'priceMax must be at least priceMin' },
    );
    expectError(
      await as('customer').post('/api/saved-searches', { ...porsches, filters: { yearMin: 'soon' } }),
      400,
    );
    expectError(await as('customer').post('/api/saved-searches', { ...porsches, frequency: 'hourly' }), 400);
    expectError(
      await as('customer').post('/api/saved-searches', { ...porsches, name: '  ' }),
      400,
      undefined,
      {
        name: 'Please give the search a name',
      },
    );
    expectError(
      await as('customer').post('/api/saved-searches', { ...porsches, filters: 'make=Ferrari' }),
      400,
    );
  });

  it(`refuses the ${MAX_SAVED_SEARCHES + 1}th search of an account with a clear message`, async () => {
    const buyer = await as.fresh('customer');
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      const res = await buyer.post('/api/saved-searches', { ...porsches, name: `Search ${i + 1}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    expectError(
      await buyer.post('/api/saved-searches', { ...porsches, name: 'One too many' }),
      409,
      `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer need and save again.`,
    );
    // Deleting one makes room again.
    const [first] = (await buyer.get('/api/saved-searches')).json();
    expect((await buyer.delete(`/api/saved-searches/${first.id}`)).statusCode).toBe(200);
    expect((await buyer.post('/api/saved-searches', { ...porsches, name: 'Now it fits' })).statusCode).toBe(
      201,
    );
  });
});

describe("changing one's saved search", () => {
  it('renames it, changes its frequency and marks the new cars seen', async () => {
    const { id } = (await as('customer').post('/api/saved-searches', porsches)).json();
    const res = await as('customer').patch(`/api/saved-searches/${id}`, {
      name: 'Weekend cars',
      frequency: 'instant',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Weekend cars', frequency: 'instant' });
    const before = res.json().lastVisitedAt;
    const seen = await as('customer').patch(`/api/saved-searches/${id}`, { seen: true });
    expect(seen.statusCode).toBe(200);
    expect(Date.parse(seen.json().lastVisitedAt)).toBeGreaterThanOrEqual(Date.parse(before));
    expectError(await as('customer').patch(`/api/saved-searches/${id}`, {}), 400, undefined, {
      '': 'Nothing to change',
    });
    expectError(await as('customer').patch(`/api/saved-searches/${id}`, { frequency: 'hourly' }), 400);
  });

  it("answers 404 for someone else's search, and leaves it as it was", async () => {
    const { id } = (await as('customer').post('/api/saved-searches', porsches)).json();
    expectError(
      await as('seller').patch(`/api/saved-searches/${id}`, { name: 'Mine now' }),
      404,
      'Saved search not found',
    );
    expectError(await as('seller').delete(`/api/saved-searches/${id}`), 404, 'Saved search not found');
    expect((await as('seller').get('/api/saved-searches')).json()).toEqual([]);
    expectError(await as('admin').delete(`/api/saved-searches/${id}`), 404);
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.name).toBe('Porsche coupes');
  });

  it('deletes it; a second delete and unknown ids are 404', async () => {
    const { id } = (await as('customer').post('/api/saved-searches', porsches)).json();
    expect((await as('customer').delete(`/api/saved-searches/${id}`)).json()).toEqual({ success: true });
    expectError(await as('customer').delete(`/api/saved-searches/${id}`), 404);
    expectError(await as('customer').patch('/api/saved-searches/999999', { name: 'x' }), 404);
    expectError(await as('customer').delete('/api/saved-searches/abc'), 400);
  });

  it('refuses a change sent from another site', async () => {
    const { id } = (await as('customer').post('/api/saved-searches', porsches)).json();
    const res = await as('customer').delete(`/api/saved-searches/${id}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('unsubscribing from an alert without signing in', () => {
  it('turns the search off by the one-click POST (RFC 8058 form body) and tells which', async () => {
    const { id } = (
      await as('customer').post('/api/saved-searches', { ...porsches, frequency: 'instant' })
    ).json();
    const token = unsubscribeToken(secret, { kind: 'search', savedSearchId: id });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: ['Porsche coupes'] });
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.frequency).toBe('off');
    // The page's POST (JSON, no body) works too, and a link used twice stays harmless.
    const again = await as(null).post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(200);
  });

  it('stops every digest search of the account with the digest link, and nobody else’s', async () => {
    const buyer = await as.fresh('customer');
    await buyer.post('/api/saved-searches', { ...porsches, name: 'A' });
    await buyer.post('/api/saved-searches', { ...porsches, name: 'B' });
    await buyer.post('/api/saved-searches', { ...porsches, name: 'C', frequency: 'weekly' });
    const other = (await as('customer').post('/api/saved-searches', porsches)).json();
    const token = unsubscribeToken(secret, { kind: 'digest', userId: buyer.user!.id, frequency: 'daily' });
    const res = await as(null).post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(res.json().unsubscribed.sort()).toEqual(['A', 'B']);
    const left = (await buyer.get('/api/saved-searches')).json() as { name: string; frequency: string }[];
    expect(left.find((s) => s.name === 'C')?.frequency).toBe('weekly');
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, other.id));
    expect(row?.frequency).toBe('daily');
  });

  it('answers 400 to a forged, altered or missing token', async () => {
    const { id } = (await as('customer').post('/api/saved-searches', porsches)).json();
    const forged = unsubscribeToken('some-other-secret', { kind: 'search', savedSearchId: id });
    expectError(
      await as(null).post(`/api/saved-searches/unsubscribe?token=${encodeURIComponent(forged)}`),
      400,
      'This unsubscribe link is not valid',
    );
    const real = unsubscribeToken(secret, { kind: 'search', savedSearchId: id });
    const altered = `${Buffer.from(`search:${id + 1}`).toString('base64url')}.${real.split('.')[1]}`;
    expectError(await as(null).post(`/api/saved-searches/unsubscribe?token=${altered}`), 400);
    expectError(await as(null).post('/api/saved-searches/unsubscribe?token=nonsense'), 400);
    expectError(await as(null).post('/api/saved-searches/unsubscribe'), 400);
    const [row] = await t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.frequency).toBe('daily');
  });

  it('keeps existing e-mails as they were: no headers, no HTML part', async () => {
    const rows = await t.deps.db.select().from(outboxEmails);
    for (const row of rows) expect([row.html, row.headers]).toEqual([null, null]);
  });
});
