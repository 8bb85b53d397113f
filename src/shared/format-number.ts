/**
 * English (en-US) digits without Intl: "1,234,567", "1,234.50". The first Intl formatter a page creates
 * makes the browser load its locale data, 35-110 ms on a desktop CPU and four times that on a phone,
 * inside the first render of every page that shows a price or a mileage; these digits need none of it.
 * Rounds half away from zero on the decimal digits, as Intl does (tests/unit/format-number.test.ts
 * compares the two).
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  // Exponent notation ("1e+21") has no digits to group: such a number is no price or distance.
  if (abs >= 1e21) return value.toLocaleString('en-US');
  const scaled = Math.round(Number(`${abs}e${fractionDigits}`));
  const digits = String(scaled).padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = fractionDigits > 0 ? `.${digits.slice(-fractionDigits)}` : '';
  return `${value < 0 && scaled !== 0 ? '-' : ''}${whole}${fraction}`;
}
