/**
 * Vehicle identification numbers (ISO 3779): 17 characters, digits and capital letters except I, O
 * and Q. Position 9 is a check digit in North American VINs; elsewhere it is often not, so a mismatch
 * is a warning to the seller, never a refusal.
 */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN should carry at position 9 ('0'-'9' or 'X'). */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? Number(c) : (VALUES[c] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export const VIN_CHECK_WARNING = "The VIN's check digit does not match: please double-check it";

export const vinCheckMatches = (vin: string): boolean => vinCheckDigit(vin) === vin[8];
