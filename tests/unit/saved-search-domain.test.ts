import { describe, expect, it } from 'vitest';
import { digestPeriodEnd } from '../../src/shared/domain/saved-search.ts';
import { describeFilters, savedSearchParams } from '../../src/shared/schemas/saved-searches.ts';

describe('digest periods', () => {
  it('end at the next midnight UTC for daily digests, even from midnight itself', () => {
    expect(digestPeriodEnd('daily', new Date('2026-11-23T15:00:00Z')).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(digestPeriodEnd('daily', new Date('2026-11-24T00:00:00Z')).toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
  });

  it('end at the next Monday 00:00 UTC for weekly digests', () => {
    // 2026-11-23 is a Monday.
    expect(digestPeriodEnd('weekly', new Date('2026-11-23T15:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(digestPeriodEnd('weekly', new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(digestPeriodEnd('weekly', new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
  });
});

describe('a saved search as people read it', () => {
  it('summarises the filters and links back to the same browse address', () => {
    const f = {
      make: 'Porsche',
      model: '911',
      bodyType: 'coupe',
      priceMin: 100000,
      priceMax: 250000,
      yearMin: 2018,
      q: 'manual',
    };
    expect(describeFilters(f)).toBe('Porsche 911 · coupe · $100,000 to $250,000 · 2018 or newer · “manual”');
    expect(savedSearchParams(f).toString()).toBe(
      'q=manual&make=Porsche&model=911&priceMin=100000&priceMax=250000&bodyType=coupe&yearMin=2018',
    );
    expect(describeFilters({})).toBe('All cars');
  });
});
