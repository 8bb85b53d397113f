import type { FacetCount } from '@shared/schemas/listings.ts';

/**
 * The makes "Discover by Make" offers (issue 15): those with cars for sale first, most cars first, then
 * the rest in the catalogue's order, so the row keeps its `count` buttons and none of the first leads
 * to an empty page. Without counts yet, the catalogue's first makes.
 */
export function quickMakes(
  makes: readonly string[],
  counts: readonly FacetCount[] | undefined,
  count: number,
): string[] {
  const stock = new Map((counts ?? []).map((c) => [c.value, c.count]));
  const inStock = makes
    .filter((m) => (stock.get(m) ?? 0) > 0)
    .sort((a, b) => stock.get(b)! - stock.get(a)! || makes.indexOf(a) - makes.indexOf(b));
  return [...inStock, ...makes.filter((m) => !inStock.includes(m))].slice(0, count);
}
