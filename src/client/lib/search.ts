/** Where the header search goes: /listings?search={text}, or nowhere for blank text. */
export function listingsSearchHref(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/listings?search=${encodeURIComponent(trimmed)}` : null;
}
