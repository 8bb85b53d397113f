import { isDealer } from './access.ts';

/**
 * Dealer storefronts (/dealer/:id, issue 18): who sees what of a dealership. Its name, logo, about text,
 * place, badge, ratings and inventory are public; its phone and website only for signed-in visitors, so
 * scrapers without an account do not harvest them.
 */
export const showsDealerContact = (viewer: { id: string } | null): boolean => viewer !== null;

/** Profile text limits, one place for the form and the API. */
export const STOREFRONT_LIMITS = {
  name: 120,
  about: 4000,
  location: 120,
  phone: 40,
  website: 300,
} as const;

/** Where a seller's name links to: a dealer's storefront; private sellers have none. */
export const storefrontPath = (seller: { id: string; roleId: number } | null | undefined): string | null =>
  seller && isDealer(seller) ? `/dealer/${seller.id}` : null;
