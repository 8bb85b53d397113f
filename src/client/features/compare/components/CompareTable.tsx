import { Button } from '@client/components/ui/button.tsx';
import { useVisitorFormat } from '@client/features/currency/index.ts';
import { ListingPhoto } from '@client/features/listings/components/ListingPhoto.tsx';
import { cn } from '@client/lib/cn.ts';
import { listingTitle } from '@shared/format.ts';
import type { Listing } from '@shared/schemas/listings.ts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { compareRows } from '../rows.ts';

/**
 * The cars in columns and their specifications in rows; a row whose values differ is marked, and rows
 * that are the same for every car can be hidden. Scrolls sideways on phones, the row names staying put.
 */
export function CompareTable({
  listings,
  onRemove,
}: {
  listings: readonly Listing[];
  onRemove: (id: number) => void;
}) {
  const [hideEqual, setHideEqual] = useState(false);
  const switchId = useId();
  const rows = compareRows(listings, useVisitorFormat()).filter((r) => !hideEqual || r.differs);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={switchId} className="inline-flex cursor-pointer items-center gap-2.5 text-sm">
          <input
            id={switchId}
            type="checkbox"
            checked={hideEqual}
            onChange={(e) => setHideEqual(e.target.checked)}
            className="size-4 accent-[var(--color-gold)]"
          />
          Hide rows that are the same
        </label>
        <p className="text-sm text-muted-foreground">
          <span
            className="mr-1.5 inline-block size-2.5 rounded-full bg-gold align-middle"
            aria-hidden="true"
          />
          Differences are highlighted
        </p>
      </div>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">Specifications of the compared cars</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-32 bg-background sm:w-44" />
              {listings.map((l) => (
                <th key={l.id} scope="col" className="min-w-44 p-3 text-left align-top font-normal">
                  <div className="flex flex-col gap-2">
                    <ListingPhoto
                      url={l.imageUrls[0]}
                      listing={l}
                      alt=""
                      sizes="(min-width: 1024px) 280px, 45vw"
                      fallbackWidth={400}
                      className="block aspect-[16/10] overflow-hidden rounded-lg"
                    />
                    <Link
                      to={`/listing/${l.id}`}
                      className="font-display text-xl leading-tight text-foreground hover:text-gold"
                    >
                      {listingTitle(l)}
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-start px-2 text-muted-foreground"
                      onClick={() => onRemove(l.id)}
                      aria-label={`Remove ${listingTitle(l)} from the comparison`}
                    >
                      <X aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-border" data-differs={row.differs || undefined}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-background p-3 text-left font-normal text-muted-foreground"
                >
                  {row.label}
                  {row.differs ? <span className="sr-only"> (differs)</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td
                    key={listings[i]!.id}
                    className={cn(
                      'p-3 align-top',
                      row.differs ? 'bg-gold/10 text-gold' : 'text-foreground',
                      row.label === 'Price' && 'font-display text-lg',
                    )}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
