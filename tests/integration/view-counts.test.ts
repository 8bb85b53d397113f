import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { makeListing } from '../factories/listings.ts';
import { testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let sellerId: string;
beforeAll(async () => {
  sellerId = (await as.account('seller')).user!.id;
});

const viewCount = async (id: number) =>
  (await t.deps.db.select({ n: listings.viewCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

/** An anonymous visit from `ip` with that User-Agent, sending a visitor cookie if given. */
const read = (id: number, ua: string, ip: string, cookie?: string) =>
  as(null).get(`/api/listings/${id}`, {
    headers: { 'user-agent': ua, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip,
  });

const CAP = defaultRateLimits.viewsPerAddressPerListing.max;

describe('view counts', () => {
  it('counts at most the address cap for a client rotating its User-Agent without a cookie', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    for (let i = 0; i < 20; i++) await read(id, `Mozilla/5.0 rotating-${i}`, '10.7.0.1');
    expect(await viewCount(id)).toBe(CAP);
    // Another address is another viewer.
    await read(id, 'Mozilla/5.0 rotating-0', '10.7.0.2');
    expect(await viewCount(id)).toBe(CAP + 1);
  });

  it('counts one signed visitor cookie once a day, whatever its User-Agent or address', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    const first = await read(id, 'Mozilla/5.0 first', '10.7.1.1');
    const setCookie = first.cookies.find((c) => c.name === 'visitor');
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookie = `visitor=${setCookie!.value}`;
    expect(await viewCount(id)).toBe(1);
    for (let i = 0; i < 5; i++) {
      const again = await read(id, `Mozilla/5.0 other-${i}`, `10.7.2.${i}`, cookie);
      // A visitor who has a valid cookie is not handed another.
      expect(again.cookies.find((c) => c.name === 'visitor')).toBeUndefined();
    }
    // The visit that was handed the cookie and the visits that send it back are one viewer.
    expect(await viewCount(id)).toBe(1);
  });

  it('does not take a cookie it did not sign', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    for (let i = 0; i < 10; i++) await read(id, 'Mozilla/5.0 forger', '10.7.3.1', `visitor=made-up-${i}`);
    expect(await viewCount(id)).toBe(1);
  });

  it('counts a view in place: the listing stays on its page, so no index gains an entry (decision 0091)', async () => {
    // Listings enough to fill pages: each page but the last holds as many as the table lets it.
    const made = [];
    for (let i = 0; i < 60; i++)
      made.push(await makeListing(t.deps.db, sellerId, { description: `A collector's car, number ${i}.` }));
    /** The page of the table each listing is on, from its row's physical address. */
    const pages = async (ids: number[]) =>
      new Map(
        rowsOf<{ id: number; page: number }>(
          await t.deps.db.execute(
            sql`select id, (ctid::text::point)[0]::int as page from ${listings} where ${inArray(listings.id, ids)}`,
          ),
        ).map((r) => [Number(r.id), Number(r.page)]),
      );
    const before = await pages(made.map((l) => l.id));
    const firstPage = Math.min(...before.values());
    expect(Math.max(...before.values())).toBeGreaterThan(firstPage);
    // Listings on a filled page (not the last), viewed by three visitors each.
    const viewed = made.filter((l) => before.get(l.id) === firstPage).slice(0, 3);
    expect(viewed).toHaveLength(3);
    for (const l of viewed)
      for (const ip of ['10.7.5.1', '10.7.5.2', '10.7.5.3']) await read(l.id, 'Mozilla/5.0 reader', ip);
    for (const l of viewed) expect(await viewCount(l.id)).toBe(3);
    // A row's new version on the same page is a heap-only update: no index points at it anew. On pages
    // filled to the brim each view moved the row, and every index, the full-text ones too, took an entry.
    const after = await pages(viewed.map((l) => l.id));
    for (const l of viewed) expect(after.get(l.id)).toBe(firstPage);
  });

  it('does not count bots', async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      '',
    ])
      await read(id, ua, '10.7.4.1');
    expect(await viewCount(id)).toBe(0);
  });
});
