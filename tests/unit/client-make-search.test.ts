import { MAKES } from '@shared/constants.ts';
import { describe, expect, it } from 'vitest';
import { findMake, makeSearch } from '../../src/client/lib/search.ts';

describe('findMake: the make a search text names', () => {
  it('matches every known make case-insensitively', () => {
    for (const make of MAKES) {
      expect(findMake(make)).toBe(make);
      expect(findMake(make.toUpperCase())).toBe(make);
      expect(findMake(make.toLowerCase())).toBe(make);
    }
  });

  it('finds the make inside a longer text', () => {
    expect(findMake('porsche 911 gt3')).toBe('Porsche');
    expect(findMake('a red FERRARI please')).toBe('Ferrari');
    expect(findMake('  Rolls-Royce Ghost  ')).toBe('Rolls-Royce');
  });

  it('ignores punctuation and spacing differences', () => {
    expect(findMake('rolls royce')).toBe('Rolls-Royce');
    expect(findMake('mercedes benz g63')).toBe('Mercedes-Benz');
    expect(findMake('Aston-Martin DB12')).toBe('Aston Martin');
  });

  it('prefers the longest make name', () => {
    // Both 'Land Rover' and an invented 'Rover' are in the text: the longer wins, whatever the list order.
    expect(findMake('land rover defender', ['Rover', 'Land Rover'])).toBe('Land Rover');
    expect(findMake('mini cooper', ['MINI', 'Mini Cooper'])).toBe('Mini Cooper');
  });

  it('matches whole words only', () => {
    expect(findMake('Stanford')).toBeNull();
    expect(findMake('audio system')).toBeNull();
    expect(findMake('terminiator')).toBeNull();
  });

  it('knows a few common aliases, after the makes themselves', () => {
    expect(findMake('mercedes g wagon')).toBe('Mercedes-Benz');
    expect(findMake('range rover sport')).toBe('Land Rover');
    expect(findMake('VW golf')).toBe('Volkswagen');
  });

  it('returns null for text naming no make', () => {
    expect(findMake('')).toBeNull();
    expect(findMake('   ')).toBeNull();
    expect(findMake('spaceship')).toBeNull();
  });
});

describe('makeSearch: the home page search outcome', () => {
  it('asks for a term when the text is blank after trimming', () => {
    expect(makeSearch('')).toEqual({ kind: 'empty' });
    expect(makeSearch('  \t ')).toEqual({ kind: 'empty' });
  });

  it('reports the trimmed text when no make matches', () => {
    expect(makeSearch('  flying car ')).toEqual({ kind: 'none', text: 'flying car' });
  });

  it('returns the make to filter by', () => {
    expect(makeSearch('lamborghini urus')).toEqual({
      kind: 'make',
      make: 'Lamborghini',
      text: 'lamborghini urus',
    });
  });
});
