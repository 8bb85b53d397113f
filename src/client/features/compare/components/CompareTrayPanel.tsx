import { Button } from '@client/components/ui/button.tsx';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';
import { listingTitle } from '@shared/format.ts';
import { Scale, X } from 'lucide-react';
import { Link } from 'react-router';
import { useCompareListings } from '../api.ts';
import { clearCompare, removeFromCompare } from '../selection.ts';

/** What the tray shows: the picked cars (each removable), 'Compare' and 'Clear'. */
export default function CompareTrayPanel({ ids }: { ids: readonly number[] }) {
  const listings = useCompareListings(ids);
  const byId = new Map((listings.data ?? []).map((l) => [l.id, l]));
  return (
    <section
      aria-label="Compare tray"
      data-testid="compare-tray"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gold/40 bg-background/95 shadow-[0_-12px_40px_rgba(0,0,0,0.45)] backdrop-blur-md"
    >
      <div className="container-page flex h-20 items-center gap-3 sm:h-24 sm:gap-4">
        <p className="shrink-0 text-sm text-foreground">
          <span className="font-display text-2xl text-gold">{ids.length}</span>
          <span className="text-muted-foreground">/{COMPARE_MAX}</span>
          <span className="sr-only"> cars picked to compare</span>
        </p>
        <ul className="hidden min-w-0 flex-1 items-center gap-2 md:flex">
          {ids.map((id) => {
            const listing = byId.get(id);
            const title = listing ? listingTitle(listing) : `Listing ${id}`;
            return (
              <li
                key={id}
                className="flex min-w-0 max-w-56 items-center gap-1 rounded-full border border-border bg-surface py-1 pr-1 pl-3 text-sm"
              >
                <span className="truncate">{title}</span>
                <button
                  type="button"
                  onClick={() => removeFromCompare(id)}
                  aria-label={`Remove ${title} from the comparison`}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <Button variant="ghost" size="sm" onClick={clearCompare}>
            Clear
          </Button>
          <Button asChild size="sm">
            <Link to={`/compare?ids=${ids.join(',')}`}>
              <Scale aria-hidden="true" />
              Compare
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
