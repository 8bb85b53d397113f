import { describe, expect, it } from 'vitest';
import { VIN_PATTERN, vinCheckDigit, vinCheckMatches } from '../../src/shared/vin.ts';

describe('VIN rules', () => {
  it('accepts 17 characters of the VIN alphabet only', () => {
    expect(VIN_PATTERN.test('1M8GDM9AXKP042788')).toBe(true);
    expect(VIN_PATTERN.test('1M8GDM9AXKP04278')).toBe(false);
    for (const letter of ['I', 'O', 'Q']) expect(VIN_PATTERN.test(`1M8GDM9AXKP04278${letter}`)).toBe(false);
    expect(VIN_PATTERN.test('1m8gdm9axkp042788')).toBe(false);
  });

  it('computes the check digit (position 9), X for a remainder of 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckMatches('1M8GDM9AXKP042788')).toBe(true);
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckMatches('1M8GDM9A1KP042788')).toBe(false);
  });
});
