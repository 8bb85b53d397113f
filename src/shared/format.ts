/** Display rules shared by both sides (spec sections 2 and 9). */

import { isCustomer, isDealer } from './domain/access.ts';
import { formatMoney } from './domain/currency.ts';
import { PRICE_ON_REQUEST_LABEL } from './domain/listing.ts';

export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const first = (s: string | null | undefined): string => (s ?? '').trim();

/** Header avatar: first and last initials, else first two letters of first name, else first letter of e-mail. */
export function initials(p: PersonName): string {
  const f = first(p.firstName);
  const l = first(p.lastName);
  if (f && l) return (f[0]! + l[0]!).toUpperCase();
  if (f) return f.slice(0, 2).toUpperCase();
  const e = first(p.email);
  return e ? e[0]!.toUpperCase() : '';
}

/** Seller card avatar: like initials() but falls back to 'DL' instead of the e-mail. */
export function sellerInitials(p: PersonName): string {
  return initials({ firstName: p.firstName, lastName: p.lastName }) || 'DL';
}

/** Header display name: full name, else first name, else e-mail local part. */
export function displayName(p: PersonName): string {
  const f = first(p.firstName);
  const l = first(p.lastName);
  if (f && l) return `${f} ${l}`;
  if (f) return f;
  return first(p.email).split('@')[0] ?? '';
}

/** Header role badge: Customer, Dealer, otherwise Admin. */
export function roleBadge(roleId: number | null | undefined): 'Customer' | 'Dealer' | 'Admin' {
  if (roleId == null) return 'Admin';
  if (isCustomer({ roleId })) return 'Customer';
  if (isDealer({ roleId })) return 'Dealer';
  return 'Admin';
}

/** Listing seller label: a dealer is a Premium Dealer, anyone else a Private Seller. */
export function sellerLabel(roleId: number | null | undefined): 'Premium Dealer' | 'Private Seller' {
  return roleId != null && isDealer({ roleId }) ? 'Premium Dealer' : 'Private Seller';
}

/** Listing display title: 'year make model'. */
export function listingTitle(l: { year: number; make: string; model: string }): string {
  return `${l.year} ${l.make} ${l.model}`;
}

/**
 * A price in its own currency (US dollars unless said), whole units, with the currency's symbol
 * (domain/currency.ts formatMoney): never "$465,000,000" for yen. The spec's prices may arrive as strings.
 */
export function formatPrice(price: number | string | null | undefined, currency = 'USD'): string {
  const n = typeof price === 'string' ? Number.parseFloat(price) : (price ?? 0);
  return formatMoney(Math.round(Number.isFinite(n) ? n : 0), currency);
}

/** A listing's asking price as text: its amount (formatPrice), or "Price on request" when it has none. */
export function formatListingPrice(price: number | null, currency = 'USD'): string {
  return price === null ? PRICE_ON_REQUEST_LABEL : formatPrice(price, currency);
}

/** Inventory value in millions, one decimal; an empty inventory is plainly "$0". */
export function formatMillions(total: number): string {
  if (total === 0) return '$0';
  return `$${(total / 1_000_000).toFixed(1)}M`;
}

/** Rating average with one decimal, or 'N/A' when there are none. */
export function formatRating(avg: number | null | undefined, count: number): string {
  return count > 0 && avg != null ? avg.toFixed(1) : 'N/A';
}

/** A message quoted in an e-mail or a list: whole up to `max` characters, else cut with '...'. */
export const excerpt = (text: string, max = 280): string =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;
