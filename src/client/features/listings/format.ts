/** Small display helpers of the listing screens (the shared rules live in @shared/format.ts). */

import { formatNumber } from '@shared/format-number.ts';

/** 'excellent' → 'Excellent'; 'suv' → 'SUV'. */
export function labelOf(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (v.toLowerCase() === 'suv') return 'SUV';
  return v.charAt(0).toUpperCase() + v.slice(1);
}

/** Spec section 4: only active ('Available') and pending ('Pending') listings carry a status badge. */
export function statusBadgeLabel(status: string | null | undefined): 'Available' | 'Pending' | null {
  if (status === 'active') return 'Available';
  if (status === 'pending') return 'Pending';
  return null;
}

/** '1,234 views' / '1 view'. */
export function viewsLabel(count: number | null | undefined): string {
  const n = count ?? 0;
  return `${formatNumber(n)} ${n === 1 ? 'view' : 'views'}`;
}

/**
 * '12 vehicles', '1 vehicle', or 'about 12,400 vehicles' when the server only estimated the number
 * (X-Total-Count-Estimate): an estimate is never shown as if it were a count.
 */
export function vehicleCountLabel(total: number, estimated: boolean): { number: string; noun: string } {
  return {
    number: `${estimated ? 'about ' : ''}${formatNumber(total)}`,
    noun: total === 1 && !estimated ? 'vehicle' : 'vehicles',
  };
}
