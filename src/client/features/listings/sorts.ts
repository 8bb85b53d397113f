import { LISTING_SORTS, type ListingSort } from '@shared/schemas/listing-query.ts';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest listed',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  mileage_asc: 'Mileage: lowest first',
  sold_newest: 'Recently sold',
  recommended: 'Recommended',
};

/** The browse page's sorts: every sort but the results archive's own. */
export const SORT_OPTIONS = LISTING_SORTS.filter((value) => value !== 'sold_newest').map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/** The results archive's sorts (/results): newest sale first, then the price and year orders. */
export const RESULT_SORT_OPTIONS = (['sold_newest', 'price_desc', 'price_asc', 'year_desc'] as const).map(
  (value) => ({ value, label: SORT_LABELS[value] }),
);
