/** The dashboard's figures (spec section 2), as pure functions of what the API returned. */

const toNumber = (v: number | string | null | undefined): number => {
  const n = typeof v === 'string' ? Number.parseFloat(v) : (v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** Sum of the listings' prices (the spec's price may arrive as number or string). */
export function inventoryValue(listings: readonly { price: number | string | null }[]): number {
  return listings.reduce((sum, l) => sum + toNumber(l.price), 0);
}

/** Mean price of the listings that have one ("Price on request" has none), or null without any. */
export function averagePrice(listings: readonly { price: number | string | null }[]): number | null {
  const priced = listings.filter((l) => l.price !== null);
  return priced.length > 0 ? inventoryValue(priced) / priced.length : null;
}

export function totalViews(listings: readonly { viewCount?: number | null }[]): number {
  return listings.reduce((sum, l) => sum + toNumber(l.viewCount ?? 0), 0);
}

interface MessageRef {
  buyerId: string;
  listingId: number;
}

const threadKey = (m: MessageRef) => `${m.listingId}|${m.buyerId}`;

/** Conversation threads: one per buyer and listing (spec section 2, Total Inquiries). */
export function countThreads(messages: readonly MessageRef[]): number {
  return new Set(messages.map(threadKey)).size;
}

/** Chart label for a listing: 'year make model', shortened so an axis can hold it. */
export function shortTitle(l: { year: number; make: string; model: string }, max = 26): string {
  const full = `${l.year} ${l.make} ${l.model}`;
  return full.length > max ? `${full.slice(0, max - 1).trimEnd()}…` : full;
}
