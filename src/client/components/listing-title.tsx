/**
 * A listing's title as text on screen ("2023 Mercedes-Benz G 63"): the make never breaks across lines,
 * so a narrow card wraps between words, not inside "Mercedes-Benz" or "Rolls-Royce". Reads the same as
 * `listingTitle`, which names the listing everywhere else (alt text, labels, e-mails).
 */
export function ListingTitle({ listing }: { listing: { year: number; make: string; model: string } }) {
  return (
    <>
      {listing.year} <span className="whitespace-nowrap">{listing.make}</span> {listing.model}
    </>
  );
}
