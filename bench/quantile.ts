/** The value at quantile `q` (0-1) of times sorted ascending, by nearest rank; 0 when there are none. */
export const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
