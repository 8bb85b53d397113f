import { LISTING_SORTS, type ListingSort } from '@shared/schemas/listings.ts';

const SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest listed',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  year_desc: 'Year: newest first',
  mileage_asc: 'Mileage: lowest first',
  recommended: 'Recommended',
};

export const SORT_OPTIONS = LISTING_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
