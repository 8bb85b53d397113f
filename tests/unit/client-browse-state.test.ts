import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applySearchParam,
  type BrowseFilters,
  browseApiParams,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasAnyFilter,
  withoutFilter,
} from '../../src/client/features/listings/browse-state.ts';
import { findMake } from '../../src/client/lib/search.ts';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('browse filters in the address', () => {
  it('reads nothing from an empty address', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('reads a shared search', () => {
    const f = parse('make=Ferrari&sort=price_desc&priceMin=100000&region=Europe&q=red');
    expect(f).toEqual({
      ...EMPTY_FILTERS,
      make: 'Ferrari',
      sort: 'price_desc',
      priceMin: '100000',
      region: 'Europe',
      q: 'red',
    });
  });

  it('canonicalises the case of known values', () => {
    const f = parse('make=porsche&region=north%20america&condition=EXCELLENT&bodyType=SUV&fuelType=Hybrid');
    expect(f.make).toBe('Porsche');
    expect(f.region).toBe('North America');
    expect(f.condition).toBe('excellent');
    expect(f.bodyType).toBe('suv');
    expect(f.fuelType).toBe('hybrid');
  });

  it('drops values the API would refuse', () => {
    const f = parse(
      'make=Trabant&region=Mars&condition=mint&priceMin=cheap&priceMax=-5&yearMin=1492&mileageMax=lots&sort=random',
    );
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('keeps whole numbers and free text', () => {
    const f = parse('priceMax=250000.4&yearMin=2019&yearMax=2024&mileageMax=10000&model=Cullinan');
    expect(f.priceMax).toBe('250000');
    expect(f.yearMin).toBe('2019');
    expect(f.yearMax).toBe('2024');
    expect(f.mileageMax).toBe('10000');
    expect(f.model).toBe('Cullinan');
  });

  it('writes only what is set, and the sort only when not the default', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    const f: BrowseFilters = { ...EMPTY_FILTERS, make: 'Ferrari', sort: 'price_desc' };
    expect(filtersToSearchParams(f).toString()).toBe('make=Ferrari&sort=price_desc');
    expect(filtersToSearchParams({ ...f, sort: 'newest' }).toString()).toBe('make=Ferrari');
  });

  it('round-trips', () => {
    const f: BrowseFilters = {
      q: 'carbon ceramic',
      make: 'Lamborghini',
      model: 'Urus',
      priceMin: '100000',
      priceMax: '500000',
      priceCurrency: 'EUR',
      region: 'Middle East',
      condition: 'new',
      bodyType: 'suv',
      fuelType: 'gasoline',
      yearMin: '2020',
      yearMax: '2025',
      mileageMax: '25000',
      mileageUnit: 'km',
      sort: 'year_desc',
    };
    expect(filtersFromSearchParams(filtersToSearchParams(f))).toEqual(f);
  });

  it('asks the API for active, verified listings only (spec section 9)', () => {
    const params = browseApiParams({ ...EMPTY_FILTERS, make: 'Porsche' });
    expect(params.get('verified')).toBe('true');
    expect(params.get('status')).toBe('active');
    expect(params.get('make')).toBe('Porsche');
    expect(params.has('priceMin')).toBe(false);
    expect(params.has('sort')).toBe(false);
    expect(browseApiParams({ ...EMPTY_FILTERS, sort: 'mileage_asc' }).get('sort')).toBe('mileage_asc');
  });

  it('counts the filters set (not the search text or the sort)', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: 'x', sort: 'price_asc' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, make: 'Audi', priceMax: '1' })).toBe(2);
    // The units of bounds are not filters of their own.
    expect(
      activeFilterCount({ ...EMPTY_FILTERS, priceMax: '1', priceCurrency: 'EUR', mileageUnit: 'km' }),
    ).toBe(1);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, q: 'x' })).toBe(true);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, sort: 'price_asc' })).toBe(false);
  });
});

describe('removing a filter', () => {
  it('drops the unit of its bounds once no bound is left', () => {
    const f = { ...EMPTY_FILTERS, priceMin: '1', priceMax: '2', priceCurrency: 'EUR' };
    expect(withoutFilter(f, 'priceMin')).toEqual({ priceMin: '' });
    expect(withoutFilter({ ...f, priceMin: '' }, 'priceMax')).toEqual({ priceMax: '', priceCurrency: '' });
    expect(withoutFilter({ ...f, mileageMax: '5', mileageUnit: 'km' }, 'mileageMax')).toEqual({
      mileageMax: '',
      mileageUnit: '',
    });
  });
});

describe('the search address parameter', () => {
  it('pre-fills the search and sets the longest make found', () => {
    const { filters, make } = applySearchParam(EMPTY_FILTERS, ' Rolls-Royce Ghost ', findMake);
    expect(make).toBe('Rolls-Royce');
    expect(filters.q).toBe('Rolls-Royce Ghost');
    expect(filters.make).toBe('Rolls-Royce');
  });

  it('keeps the current make when the text names none', () => {
    const { filters, make } = applySearchParam({ ...EMPTY_FILTERS, make: 'Audi' }, 'carbon', findMake);
    expect(make).toBeNull();
    expect(filters).toEqual({ ...EMPTY_FILTERS, make: 'Audi', q: 'carbon' });
  });
});
