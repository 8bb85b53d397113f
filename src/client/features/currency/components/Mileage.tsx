import { type DistanceUnit, formatDistance } from '@shared/domain/currency.ts';
import { useDisplayPrefs } from '../display-prefs.ts';

/** A mileage as the seller entered it, read in the visitor's unit (miles until they choose). */
export function Mileage({ value, unit }: { value: number | null | undefined; unit?: DistanceUnit | string }) {
  const prefs = useDisplayPrefs();
  return <>{formatDistance(value, unit === 'km' ? 'km' : 'mi', prefs.unit)}</>;
}
