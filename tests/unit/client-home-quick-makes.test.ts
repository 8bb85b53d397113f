import { describe, expect, it } from 'vitest';
import { quickMakes } from '../../src/client/features/home/quick-makes.ts';

const MAKES = [
  'Aston Martin',
  'Audi',
  'Bentley',
  'BMW',
  'Bugatti',
  'Ferrari',
  'Koenigsegg',
  'Lamborghini',
  'Lotus',
];

describe('Discover by Make (issue 15)', () => {
  it('offers the makes with cars for sale first, most first, and keeps the row full', () => {
    const counts = [
      { value: 'Lotus', count: 2 },
      { value: 'Ferrari', count: 5 },
      { value: 'Audi', count: 0 },
      { value: 'Koenigsegg', count: 2 },
    ];
    expect(quickMakes(MAKES, counts, 5)).toEqual(['Ferrari', 'Koenigsegg', 'Lotus', 'Aston Martin', 'Audi']);
  });

  it('without counts yet, the catalogue order', () => {
    expect(quickMakes(MAKES, undefined, 3)).toEqual(['Aston Martin', 'Audi', 'Bentley']);
  });
});
