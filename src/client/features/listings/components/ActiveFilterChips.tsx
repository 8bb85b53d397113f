import { formatDistance } from '@shared/domain/currency.ts';
import { formatPrice } from '@shared/format.ts';
import { X } from 'lucide-react';
import { type BrowseFilterKey, type BrowseFilters, setFilterKeys } from '../browse-state.ts';
import { labelOf } from '../format.ts';

/** A chip's words; price and mileage bounds in the currency and unit they were set in. */
function chipLabel(key: BrowseFilterKey, filters: BrowseFilters): string {
  const value = filters[key];
  const currency = filters.priceCurrency || 'USD';
  switch (key) {
    case 'priceMin':
      return `From ${formatPrice(value, currency)}`;
    case 'priceMax':
      return `Up to ${formatPrice(value, currency)}`;
    case 'yearMin':
      return `From ${value}`;
    case 'yearMax':
      return `Until ${value}`;
    case 'mileageMax': {
      const unit = filters.mileageUnit === 'km' ? 'km' : 'mi';
      return `Up to ${formatDistance(Number(value), unit)}`;
    }
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
  const chips = setFilterKeys(filters).map((key) => ({ key, label: chipLabel(key, filters) }));
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
