import { describe, expect, it } from 'vitest';
import { sampleFromWordRows, type WordRows } from '../../src/server/modules/listings/word-rows.ts';

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
