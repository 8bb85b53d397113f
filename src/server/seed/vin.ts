/** VINs for demo cars: ISO 3779, with the manufacturer's real world identifier and a correct check digit. */
import { vinCheckDigit } from '../../shared/vin.ts';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; // no I, O or Q
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 2010 = A ... 2039 = 9

const WMI: Record<string, string> = {
  'Aston Martin': 'SCF',
  Audi: 'WUA',
  Bentley: 'SCB',
  BMW: 'WBS',
  Bugatti: 'VF9',
  Cadillac: '1GY',
  Chevrolet: '1G1',
  Ferrari: 'ZFF',
  Ford: '1FT',
  Jaguar: 'SAJ',
  Lamborghini: 'ZHW',
  'Land Rover': 'SAL',
  Lotus: 'SCC',
  Maserati: 'ZAM',
  McLaren: 'SBM',
  'Mercedes-Benz': 'W1N',
  Pagani: 'ZA9',
  Porsche: 'WP0',
  'Rolls-Royce': 'SCA',
  Tesla: '5YJ',
  Volkswagen: 'WVW',
};

export function makeVin(make: string, year: number, rnd: () => number): string {
  const pick = (chars: string) => chars[Math.floor(rnd() * chars.length)]!;
  const letters = VIN_CHARS.slice(0, 23);
  const digits = '0123456789';
  const chars = [...(WMI[make] ?? 'WDD')];
  for (let i = 0; i < 5; i++) chars.push(pick(i < 2 ? letters : VIN_CHARS));
  chars.push('0'); // check digit, computed below
  chars.push(VIN_YEARS[(((year - 2010) % 30) + 30) % 30]!);
  chars.push(pick(letters));
  for (let i = 0; i < 6; i++) chars.push(pick(digits));
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}
