import { RangeInput } from '@client/components/blocks/range-input.tsx';
import { DebouncedInput } from '@client/components/ui/debounced-input.tsx';
import { Label } from '@client/components/ui/label.tsx';
import { NativeSelect } from '@client/components/ui/native-select.tsx';
import { useDisplayPrefs } from '@client/features/currency/index.ts';
import { cn } from '@client/lib/cn.ts';
import { BODY_TYPES, CONDITIONS, FUEL_TYPES, MAKES, REGIONS } from '@shared/constants.ts';
import { type DistanceUnit, formatDistance, MILEAGE_CHOICES } from '@shared/domain/currency.ts';
import { EXACT_COUNT_LIMIT } from '@shared/domain/search.ts';
import { PRICE_BANDS } from '@shared/schemas/listing-query.ts';
import type { FacetCount, ListingFacets } from '@shared/schemas/listings.ts';
import { type ReactNode, useId } from 'react';
import type { BrowseFilters } from '../browse-state.ts';
import { labelOf, vehicleCountLabel } from '../format.ts';

export type FiltersChange = (changes: Partial<BrowseFilters>, options?: { typing?: boolean }) => void;

function countOf(facet: readonly FacetCount[] | undefined, value: string): number | undefined {
  if (!facet) return undefined;
  return facet.find((f) => f.value === value)?.count ?? 0;
}

/** 'Europe, 10 listings': the choice and what it leaves, as a screen reader announces the button. */
function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label}, ${count} ${count === 1 ? 'listing' : 'listings'}`;
}

function FilterGroup({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-border pt-5 first:border-t-0 first:pt-0" id={id}>
      <legend className="float-left mb-3 w-full text-xs font-medium tracking-[0.18em] text-gold uppercase">
        {title}
      </legend>
      <div className="clear-both flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}

/** How many listings a choice leaves, beside it (nothing before the counts arrive). */
function CountBadge({ count, active }: { count: number | undefined; active: boolean }) {
  if (count === undefined) return null;
  return (
    <span className={cn('text-xs tabular-nums', active ? 'text-gold' : 'text-muted-foreground')}>
      {count}
    </span>
  );
}

/** Single-choice buttons (choose again to clear) with how many listings each choice leaves. */
function ChoiceList({
  values,
  selected,
  counts,
  onSelect,
  label = labelOf,
  layout = 'list',
}: {
  values: readonly string[];
  selected: string;
  counts?: readonly FacetCount[];
  onSelect: (value: string) => void;
  label?: (value: string) => string;
  layout?: 'list' | 'chips';
}) {
  return (
    <ul className={cn(layout === 'chips' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-1')}>
      {values.map((value) => {
        const active = selected === value;
        const count = countOf(counts, value);
        const empty = count === 0 && !active;
        return (
          <li key={value}>
            <button
              type="button"
              aria-pressed={active}
              aria-label={withCount(label(value), count)}
              onClick={() => onSelect(active ? '' : value)}
              className={cn(
                'flex cursor-pointer items-center gap-2 text-sm transition-colors',
                layout === 'chips'
                  ? 'h-9 rounded-full border px-3.5'
                  : 'w-full justify-between rounded-md px-3 py-2 text-left',
                active
                  ? layout === 'chips'
                    ? 'border-gold bg-gold/15 text-gold'
                    : 'bg-gold/12 text-gold'
                  : layout === 'chips'
                    ? 'border-border-strong text-foreground/85 hover:border-gold hover:text-gold'
                    : 'text-foreground/85 hover:bg-surface-raised hover:text-gold',
                empty && 'text-muted-foreground',
              )}
            >
              <span>{label(value)}</span>
              <CountBadge count={count} active={active} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** A bound's filter, its label and its placeholder. */
type RangeBox = [key: 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax', label: string, placeholder: string];

/** The single-choice chip groups (fuel type has no facet counts). */
const CHIP_FILTERS = [
  { key: 'condition', title: 'Condition', values: CONDITIONS },
  { key: 'bodyType', title: 'Body type', values: BODY_TYPES },
  { key: 'fuelType', title: 'Fuel type', values: FUEL_TYPES },
] as const;

/** The price band a min/max pair stands for, if any (bands are in US dollars, as their counts). */
function activeBand(filters: BrowseFilters): string | null {
  if (filters.priceCurrency) return null;
  for (const band of PRICE_BANDS) {
    const min = band.min === 0 ? '' : String(band.min);
    const max = band.max === null ? '' : String(band.max);
    if (filters.priceMin === min && filters.priceMax === max) return band.key;
  }
  return null;
}

/**
 * The browse page's filters, each with the number of listings a choice leaves (from /api/listings/facets).
 * Text and number boxes commit after a pause; choices apply at once.
 */
export function ListingFilters({
  filters,
  facets,
  onChange,
  idPrefix,
}: {
  filters: BrowseFilters;
  facets: ListingFacets | undefined;
  onChange: FiltersChange;
  /** Keeps ids unique when the panel is drawn twice (sidebar and phone sheet). */
  idPrefix?: string;
}) {
  const generated = useId();
  const id = (name: string) => `${idPrefix ?? generated}-${name}`;
  const band = activeBand(filters);
  const prefs = useDisplayPrefs();
  // Bounds already set keep the currency and unit they were set in; new ones are in the visitor's.
  const priceCurrency =
    filters.priceMin || filters.priceMax ? filters.priceCurrency || 'USD' : prefs.currency;
  const priceChange = (bound: 'priceMin' | 'priceMax', value: string) =>
    onChange(
      { [bound]: value, priceCurrency: priceCurrency === 'USD' ? '' : priceCurrency },
      { typing: true },
    );
  const mileageUnit: DistanceUnit = filters.mileageMax
    ? filters.mileageUnit === 'km'
      ? 'km'
      : 'mi'
    : prefs.unit;
  const mileageChoices: number[] = [...MILEAGE_CHOICES];
  const currentMileage = Number(filters.mileageMax);
  if (filters.mileageMax && !mileageChoices.includes(currentMileage)) {
    mileageChoices.push(currentMileage);
    mileageChoices.sort((a, b) => a - b);
  }

  /** Two number boxes for a pair of bounds (price, year), committed after a pause. */
  const range = (
    limits: { min: number; max?: number; step?: number },
    ...[from, to]: [RangeBox, RangeBox]
  ) => {
    const box = ([key, label, placeholder]: RangeBox) => ({
      id: id(key.replace(/[A-Z]/, (c) => `-${c.toLowerCase()}`)),
      label,
      placeholder,
      value: filters[key],
      onChange: (value: string) =>
        key === 'priceMin' || key === 'priceMax'
          ? priceChange(key, value)
          : onChange({ [key]: value }, { typing: true }),
    });
    return <RangeInput debounced {...limits} from={box(from)} to={box(to)} />;
  };

  return (
    <div className="flex flex-col gap-6">
      {facets?.estimated ? (
        <p className="text-xs text-muted-foreground">
          Counts are estimates: more than {EXACT_COUNT_LIMIT} vehicles match.
        </p>
      ) : null}
      <FilterGroup title="Make & model">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id('make')}>Make</Label>
          <NativeSelect
            id={id('make')}
            value={filters.make}
            onChange={(e) => onChange({ make: e.target.value })}
          >
            <option value="">
              All Makes{facets ? ` (${vehicleCountLabel(facets.total, facets.estimated).number})` : ''}
            </option>
            {MAKES.map((make) => {
              const count = countOf(facets?.make, make);
              return (
                <option key={make} value={make}>
                  {count !== undefined ? `${make} (${count})` : make}
                </option>
              );
            })}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={id('model')}>
            Model <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <DebouncedInput
            id={id('model')}
            value={filters.model}
            onCommit={(model) => onChange({ model }, { typing: true })}
            placeholder="Exact model, e.g. Cullinan"
            autoComplete="off"
          />
        </div>
      </FilterGroup>

      <FilterGroup title="Price">
        <ul className="flex flex-wrap gap-2" aria-label="Price ranges">
          {PRICE_BANDS.map((b) => {
            const active = band === b.key;
            const count = countOf(facets?.priceBand, b.key);
            return (
              <li key={b.key}>
                <button
                  type="button"
                  aria-pressed={active}
                  aria-label={withCount(b.label, count)}
                  onClick={() =>
                    onChange(
                      active
                        ? { priceMin: '', priceMax: '', priceCurrency: '' }
                        : {
                            priceMin: b.min === 0 ? '' : String(b.min),
                            priceMax: b.max === null ? '' : String(b.max),
                            priceCurrency: '',
                          },
                    )
                  }
                  className={cn(
                    'flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm transition-colors',
                    active
                      ? 'border-gold bg-gold/15 text-gold'
                      : 'border-border-strong text-foreground/85 hover:border-gold hover:text-gold',
                  )}
                >
                  {b.label}
                  <CountBadge count={count} active={active} />
                </button>
              </li>
            );
          })}
        </ul>
        {range(
          { min: 0, step: 1000 },
          ['priceMin', `Min price (${priceCurrency})`, 'Min'],
          ['priceMax', `Max price (${priceCurrency})`, 'Max'],
        )}
      </FilterGroup>

      <FilterGroup title="Region">
        <ChoiceList
          values={REGIONS}
          selected={filters.region}
          counts={facets?.region}
          onSelect={(region) => onChange({ region })}
          label={(v) => v}
        />
      </FilterGroup>

      {CHIP_FILTERS.map(({ key, title, values }) => (
        <FilterGroup key={key} title={title}>
          <ChoiceList
            values={values}
            selected={filters[key]}
            counts={key === 'fuelType' ? undefined : facets?.[key]}
            onSelect={(value) => onChange({ [key]: value })}
            layout="chips"
          />
        </FilterGroup>
      ))}

      <FilterGroup title="Year">
        {range({ min: 1900, max: 2200 }, ['yearMin', 'From year', 'Any'], ['yearMax', 'To year', 'Any'])}
      </FilterGroup>

      <FilterGroup title="Mileage">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id('mileage')}>Maximum mileage</Label>
          <NativeSelect
            id={id('mileage')}
            value={filters.mileageMax}
            onChange={(e) =>
              onChange({
                mileageMax: e.target.value,
                mileageUnit: e.target.value && mileageUnit === 'km' ? 'km' : '',
              })
            }
          >
            <option value="">Any mileage</option>
            {mileageChoices.map((n) => (
              <option key={n} value={String(n)}>
                Up to {formatDistance(n, mileageUnit)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </FilterGroup>
    </div>
  );
}
