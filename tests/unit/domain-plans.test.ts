import { describe, expect, it } from 'vitest';
import { csvCell, inventoryTemplate } from '../../src/server/modules/listing-import/csv.ts';
import { expiryFor, listingTerm, renewalRefusal, renewedExpiry } from '../../src/shared/domain/expiry.ts';
import {
  listingsToPark,
  listingsToUnpark,
  PLANS,
  planInEffect,
  planLimitRefusal,
  rotationPivot,
  subscriptionTransition,
} from '../../src/shared/domain/plans.ts';
import { looksLikeFormula } from '../../src/shared/schemas/listing-import.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00Z');

describe('dealer plans', () => {
  it('has the spec’s default limit of 5 on basic, more on pro, none on premium', () => {
    expect(PLANS.basic).toMatchObject({ pricePerMonth: 0, listingLimit: 5 });
    expect(PLANS.pro.listingLimit).toBeGreaterThan(5);
    expect(PLANS.premium.listingLimit).toBeNull();
  });

  it('moves a subscription along one table', () => {
    expect(subscriptionTransition('inactive', 'subscribe')).toEqual({ to: 'active' });
    expect(subscriptionTransition('active', 'fail')).toEqual({ to: 'past_due' });
    expect(subscriptionTransition('past_due', 'lapse')).toEqual({ to: 'inactive' });
    expect(subscriptionTransition('cancelled', 'cancel')).toEqual({
      refused: 'A cancelled subscription cannot cancel',
    });
    expect(subscriptionTransition('past_due', 'change')).toHaveProperty('refused');
  });

  it('falls back to basic when a plan lapses or a cancelled one ends', () => {
    expect(planInEffect(null)).toBe('basic');
    expect(planInEffect({ plan: 'pro', status: 'past_due', currentPeriodEnd: null }, now)).toBe('pro');
    expect(planInEffect({ plan: 'pro', status: 'inactive', currentPeriodEnd: null }, now)).toBe('basic');
    const later = new Date(now.getTime() + DAY);
    expect(planInEffect({ plan: 'premium', status: 'cancelled', currentPeriodEnd: later }, now)).toBe(
      'premium',
    );
    expect(planInEffect({ plan: 'premium', status: 'cancelled', currentPeriodEnd: now }, later)).toBe(
      'basic',
    );
  });

  it('limits dealers only', () => {
    expect(planLimitRefusal({ roleId: 2 }, 'basic', 5, 1)).toBe('Your plan allows 5 listings');
    expect(planLimitRefusal({ roleId: 2 }, 'basic', 4, 1)).toBeNull();
    expect(planLimitRefusal({ roleId: 2 }, 'premium', 10_000, 5_000)).toBeNull();
    expect(planLimitRefusal({ roleId: 1 }, 'basic', 50, 1)).toBeNull();
  });

  it('rotates the featured start within the featured ids', () => {
    for (let h = 0; h < 48; h++) {
      const p = rotationPivot(new Date(now.getTime() + h * 3_600_000), 100, 140);
      expect(p).toBeGreaterThanOrEqual(100);
      expect(p).toBeLessThanOrEqual(140);
    }
    expect(rotationPivot(now, 7, 7)).toBe(7);
  });
});

describe('listing expiry', () => {
  it('gives private sellers 90 days and dealers none', () => {
    expect(expiryFor({ roleId: 1 }, now)?.getTime()).toBe(now.getTime() + 90 * DAY);
    expect(expiryFor({ roleId: 2 }, now)).toBeNull();
  });

  it('renews from the old expiry if ahead, else from now', () => {
    const soon = new Date(now.getTime() + 3 * DAY);
    expect(renewedExpiry(soon, now).getTime()).toBe(soon.getTime() + 90 * DAY);
    expect(renewedExpiry(new Date(now.getTime() - DAY), now).getTime()).toBe(now.getTime() + 90 * DAY);
  });

  it('renews in the last 7 days or after expiry only', () => {
    expect(
      renewalRefusal({ status: 'active', expiresAt: new Date(now.getTime() + 6 * DAY) }, now),
    ).toBeNull();
    expect(renewalRefusal({ status: 'active', expiresAt: new Date(now.getTime() + 8 * DAY) }, now)).toMatch(
      /last 7 days/,
    );
    expect(renewalRefusal({ status: 'inactive', expiresAt: new Date(now.getTime() - DAY) }, now)).toBeNull();
    expect(renewalRefusal({ status: 'pending', expiresAt: null }, now)).toMatch(/does not expire/);
  });
});

describe('CSV formula cells', () => {
  it('knows a formula from a sign or a bullet', () => {
    for (const f of ['=HYPERLINK("http://x";"y")', '@SUM(A1)', '+cmd|calc', '-2+3+cmd|x', '\t=1'])
      expect(looksLikeFormula(f), f).toBe(f !== '-2+3+cmd|x');
    for (const ok of ['- full history', '-5', '+44 20 7946 0958', 'Porsche'])
      expect(looksLikeFormula(ok), ok).toBe(false);
  });

  it('neutralises formula cells on export and quotes what needs it', () => {
    expect(csvCell('=HYPERLINK("http://evil.test";"Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.test"";""Click"")"',
    );
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3+cmd|x')).toBe("'-2+3+cmd|x");
    expect(csvCell('- full history')).toBe("'- full history");
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('Miami, FL')).toBe('"Miami, FL"');
    expect(csvCell('Ferrari')).toBe('Ferrari');
    expect(inventoryTemplate().startsWith('\uFEFFstock_number,vin,make')).toBe(true);
  });
});

describe('listings over a plan limit', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const held = (n: number, status = 'active') =>
    Array.from({ length: n }, (_, i) => ({ id: i + 1, status, createdAt: day(i + 1) }));

  it('parks nothing under the limit or on an unlimited plan', () => {
    expect(listingsToPark('basic', held(5))).toEqual([]);
    expect(listingsToPark('premium', held(500))).toEqual([]);
  });

  it('parks the newest over the limit, listings in review before live ones', () => {
    expect(listingsToPark('basic', held(7))).toEqual([6, 7]);
    const mixed = [...held(6), { id: 99, status: 'pending', createdAt: day(0) }];
    expect(listingsToPark('basic', mixed)).toEqual([6, 99]);
  });

  it('brings parked listings back oldest first, as many as the free places', () => {
    expect(listingsToUnpark('basic', 4, held(3))).toEqual([1]);
    expect(listingsToUnpark('basic', 5, held(3))).toEqual([]);
    expect(listingsToUnpark('premium', 80, held(3))).toEqual([1, 2, 3]);
  });
});

describe('what the dashboard says of a listing term', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('live until its date, then the days left in the reminder window, then expired', () => {
    expect(listingTerm({ status: 'active', expiresAt: at(30) }, now)).toEqual({
      kind: 'live_until',
      expiresAt: at(30),
    });
    expect(listingTerm({ status: 'active', expiresAt: at(2.5) }, now)).toMatchObject({
      kind: 'ending',
      days: 3,
    });
    expect(listingTerm({ status: 'inactive', expiresAt: at(-1) }, now)).toMatchObject({ kind: 'expired' });
  });

  it('says nothing for a dealer listing, a turned-down one or a parked one', () => {
    expect(listingTerm({ status: 'active', expiresAt: null }, now)).toBeNull();
    expect(listingTerm({ status: 'inactive', expiresAt: at(-1), rejectionReason: 'Blurry' }, now)).toBeNull();
    expect(
      listingTerm({ status: 'inactive', expiresAt: at(-1), inactiveReason: 'plan_limit' }, now),
    ).toBeNull();
  });
});
