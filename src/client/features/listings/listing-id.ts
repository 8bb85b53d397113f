/** A listing id in the address: digits only (the API answers 400 for anything else), null when malformed. */
export function parseListingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The gallery position after a step, wrapping at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
