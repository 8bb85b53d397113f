import { describe, expect, it } from 'vitest';
import {
  pageFromWordRows,
  sampleFromWordRows,
  type WordRows,
} from '../../src/server/modules/listings/word-rows.ts';

/** Rows of `makes` in table order, prices as given (NaN: on request), the words' every match or not. */
function rowsOf(makes: string[], prices: number[], whole: boolean): WordRows {
  const values = [...new Set(makes)];
  // One value in each other column: every row holds code 0.
  const zeros = () => new Uint16Array(makes.length);
  return {
    size: makes.length,
    whole,
    values: {
      make: values,
      region: ['Europe'],
      condition: ['new'],
      bodyType: [null],
      priceBand: ['under-100k'],
      fuelType: ['electric'],
    },
    codes: {
      make: new Uint16Array(makes.map((m) => values.indexOf(m))),
      region: zeros(),
      condition: zeros(),
      bodyType: zeros(),
      priceBand: zeros(),
      fuelType: zeros(),
    },
    priceUsd: new Float64Array(prices),
    year: new Int16Array(makes.length).fill(2020),
    mileageMi: new Int32Array(makes.length),
    verified: new Uint8Array(makes.length).fill(1),
    // Ids in table order from 11; each listing a minute newer than the one before it.
    id: new Int32Array(makes.map((_, i) => 11 + i)),
    createdAtUs: new Float64Array(makes.map((_, i) => Date.UTC(2026, 0, 1, 0, i) * 1000)),
    orders: new Map(),
  };
}

describe('a sample from word rows', () => {
  const makes = ['Ferrari', 'Porsche', 'Ferrari', 'Bentley', 'Ferrari', 'Porsche'];
  const prices = [90_000, Number.NaN, 300_000, 50_000, 120_000, 80_000];

  it('is the first n rows meeting the filters, tallied by facet (no value: not counted)', () => {
    const tally = sampleFromWordRows(
      rowsOf(makes, prices, false),
      { categories: {} },
      ['make', 'bodyType'],
      4,
    );
    expect(tally?.size).toBe(4);
    expect(tally?.counts.get('make')).toEqual(
      new Map([
        ['Ferrari', 2],
        ['Porsche', 1],
        ['Bentley', 1],
      ]),
    );
    expect(tally?.counts.get('bodyType')).toEqual(new Map());
  });

  it('leaves "price on request" out of any price bound', () => {
    const tally = sampleFromWordRows(
      rowsOf(makes, prices, true),
      { categories: {}, priceMaxUsd: 1e9 },
      ['make'],
      10,
    );
    expect(tally?.size).toBe(5);
  });

  it('is none when fewer rows meet the filters than the sample and the rows are not every match', () => {
    const ferraris = { categories: { make: 'Ferrari' } };
    expect(sampleFromWordRows(rowsOf(makes, prices, false), ferraris, ['region'], 4)).toBeUndefined();
    // Every match held: the three Ferraris are the whole, exact sample.
    expect(sampleFromWordRows(rowsOf(makes, prices, true), ferraris, ['region'], 4)?.size).toBe(3);
    // A value no row holds keeps none.
    expect(
      sampleFromWordRows(rowsOf(makes, prices, true), { categories: { make: 'Lotus' } }, ['make'], 4)?.size,
    ).toBe(0);
  });
});

describe('a page from word rows', () => {
  // Ids 11-16; 12 and 15 on request; 13 and 16 at the same price.
  const makes = ['Ferrari', 'Porsche', 'Ferrari', 'Bentley', 'Ferrari', 'Porsche'];
  const prices = [90_000, Number.NaN, 300_000, 50_000, Number.NaN, 300_000];
  const all = { categories: {} };
  const ids = (page: ReturnType<typeof pageFromWordRows>) => page?.rows.map((r) => r.id);

  it('orders the rows as PostgreSQL does: ties by id in the sort’s direction, prices on request last', () => {
    const rows = rowsOf(makes, prices, true);
    expect(ids(pageFromWordRows(rows, all, { key: 'priceUsd', desc: false }, undefined, 10))).toEqual([
      14, 11, 13, 16, 12, 15,
    ]);
    expect(
      ids(pageFromWordRows(rows, all, { key: 'priceUsd', desc: true, nullsLast: true }, undefined, 10)),
    ).toEqual([16, 13, 11, 14, 15, 12]);
    // Descending without `nullsLast`, as `order by key desc`: no key first.
    expect(ids(pageFromWordRows(rows, all, { key: 'priceUsd', desc: true }, undefined, 10))).toEqual([
      15, 12, 16, 13, 11, 14,
    ]);
    expect(ids(pageFromWordRows(rows, all, { key: 'createdAtUs', desc: true }, undefined, 3))).toEqual([
      16, 15, 14,
    ]);
  });

  it('counts every row meeting the filters, and starts after the cursor', () => {
    const rows = rowsOf(makes, prices, true);
    const order = { key: 'priceUsd', desc: false } as const;
    const ferraris = pageFromWordRows(rows, { categories: { make: 'Ferrari' } }, order, undefined, 2);
    expect(ferraris).toEqual({
      rows: [
        { id: 11, sortKey: '90000' },
        { id: 13, sortKey: '300000' },
      ],
      count: 3,
    });
    // After the first of the two at $300,000: the other, then those on request by id.
    expect(ids(pageFromWordRows(rows, all, order, { k: '300000.00', id: 13 }, 10))).toEqual([16, 12, 15]);
    // After a row on request: the later ones on request alone.
    expect(ids(pageFromWordRows(rows, all, order, { k: null, id: 12 }, 10))).toEqual([15]);
    const newest = { key: 'createdAtUs', desc: true } as const;
    const first = pageFromWordRows(rows, all, newest, undefined, 2);
    expect(first?.rows[1]?.sortKey).toBe('2026-01-01T00:04:00.000000Z');
    // The cursor's time as PostgreSQL prints it, in another zone: the same instant.
    expect(ids(pageFromWordRows(rows, all, newest, { k: '2026-01-01 01:04:00+01', id: 15 }, 10))).toEqual([
      14, 13, 12, 11,
    ]);
    expect(first?.count).toBe(6);
  });

  it('is none when the rows are not every match, or the cursor’s time has no zone', () => {
    const order = { key: 'createdAtUs', desc: true } as const;
    expect(pageFromWordRows(rowsOf(makes, prices, false), all, order, undefined, 10)).toBeUndefined();
    expect(
      pageFromWordRows(rowsOf(makes, prices, true), all, order, { k: '2026-01-01 00:04:00', id: 15 }, 10),
    ).toBeUndefined();
  });
});
