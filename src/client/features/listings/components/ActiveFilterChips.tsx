import { formatPrice } from '@shared/format.ts';
import { X } from 'lucide-react';
import { type BrowseFilterKey, type BrowseFilters, EMPTY_FILTERS } from '../browse-state.ts';
import { labelOf } from '../format.ts';

function chipLabel(key: BrowseFilterKey, value: string): string {
  switch (key) {
    case 'priceMin':
      return `From ${formatPrice(value)}`;
    case 'priceMax':
      return `Up to ${formatPrice(value)}`;
    case 'yearMin':
      return `From ${value}`;
    case 'yearMax':
      return `Until ${value}`;
    case 'mileageMax':
      return `Up to ${Number(value).toLocaleString('en-US')} miles`;
    case 'model':
      return `Model: ${value}`;
    default:
      return labelOf(value);
  }
}

/** The filters in force as chips, each removable, and 'Reset all' (the search text has its own box). */
export function ActiveFilterChips({
  filters,
  onRemove,
  onReset,
}: {
  filters: BrowseFilters;
  onRemove: (key: BrowseFilterKey) => void;
  onReset: () => void;
}) {
  const chips = (Object.keys(EMPTY_FILTERS) as (keyof BrowseFilters)[])
    .filter(
      (key): key is BrowseFilterKey =>
        key !== 'sort' && key !== 'q' && filters[key as BrowseFilterKey] !== '',
    )
    .map((key) => ({ key, label: chipLabel(key, filters[key]) }));
  if (chips.length === 0 && !filters.q) return null;
  return (
    <ul className="mt-5 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            aria-label={`Remove filter ${chip.label}`}
            className="flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-gold/40 bg-gold/10 pr-2.5 pl-3.5 text-sm text-gold transition-colors hover:border-gold"
          >
            {chip.label}
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onReset}
          className="h-8 cursor-pointer rounded-full px-3 text-sm text-muted-foreground underline-offset-4 hover:text-gold hover:underline"
        >
          Reset all
        </button>
      </li>
    </ul>
  );
}
