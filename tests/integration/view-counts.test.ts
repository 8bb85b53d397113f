import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../src/server/config.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { listings } from '../../src/server/db/schema/index.ts';
import { counterColumns } from '../../src/server/modules/listings/counters.ts';
import { makeListing } from '../factories/listings.ts';
import { testAppWithActors } from '../setup/actors.ts';

const { t, as } = testAppWithActors();
let sellerId: string;
beforeAll(async () => {
  sellerId = (await as.account('seller')).user!.id;
});

const viewCount = async (id: number) =>
  (await t.deps.db.select({ n: counterColumns.viewCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

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

  it("counts a view without writing the listing's row, which stays all-visible to searches (decision 0092)", async () => {
    const { id } = await makeListing(t.deps.db, sellerId);
    /** The row's version (the transaction that wrote it) and its place in the table. */
    const version = async () =>
      rowsOf<{ xmin: string; ctid: string }>(
        await t.deps.db.execute(
          sql`select xmin::text, ctid::text from ${listings} where ${listings.id} = ${id}`,
        ),
      )[0];
    const before = await version();
    for (const ip of ['10.7.5.1', '10.7.5.2', '10.7.5.3']) await read(id, 'Mozilla/5.0 reader', ip);
    expect(await viewCount(id)).toBe(3);
    // Updated, the row would have a new version: its page no longer all-visible, so that every search's
    // index-only scan read the table's page again until a vacuum.
    expect(await version()).toEqual(before);
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
