import { Button } from '@client/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@client/components/ui/sheet.tsx';
import type { BrowseListings } from '../use-browse-state.ts';
import { ListingFilters } from './ListingFilters.tsx';

/** The filters in a side panel, where the screen has no room for the filter column. */
export function FilterSheet({
  browse: { filters, facets, change, reset, results, count },
  open,
  onOpenChange,
}: {
  browse: BrowseListings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const vehicles = `${count.number} ${count.noun}`;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel="Close filters"
        className="w-[min(26rem,92vw)] outline-none"
        onOpenAutoFocus={(event) => {
          // Focus the panel itself rather than ringing the first control on a tap.
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
      >
        <div className="border-b border-border px-6 pt-6 pb-4">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription className="mt-1">
            {results.isPending ? 'Counting vehicles...' : `${vehicles} match`}
          </SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-6 py-6">
          <ListingFilters filters={filters} facets={facets} onChange={change} idPrefix="sheet" />
        </div>
        <div className="flex gap-3 border-t border-border px-6 py-4">
          <Button variant="outline" className="flex-1" onClick={reset}>
            Reset
          </Button>
          <Button className="flex-1" onClick={() => onOpenChange(false)}>
            Show {vehicles}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
