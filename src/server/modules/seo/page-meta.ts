import { formatDistance } from '../../../shared/domain/currency.ts';
import { formatListingPrice, listingTitle } from '../../../shared/format.ts';
import { photoVariantUrl } from '../../../shared/photos.ts';
import type { Storefront } from '../../../shared/schemas/dealers.ts';
import type { Listing } from '../../../shared/schemas/listings.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside <script>: '<' escaped so no text can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  /** Open Graph type: a listing is a product; 'website' for the other pages. */
  type?: 'product' | 'website';
  image?: string;
  jsonLd?: unknown;
}

/** The description of the site as a whole (index.html carries the same one for the other pages). */
export const SITE_DESCRIPTION =
  'Kingsmere Motors is a global marketplace for luxury and exotic vehicles: browse verified listings from trusted dealers and private sellers, and contact sellers directly.';

/** Head tags of the public pages that are not one listing; titles as the client sets them (brand.ts). */
export function sitePageMeta(page: 'home' | 'listings' | 'results', origin: string, brand: string): PageMeta {
  if (page === 'results')
    return {
      title: `Sold Results · ${brand}`,
      description:
        'Recently sold luxury and exotic vehicles: what sold, when, and (where the seller shares it) for how much.',
      url: `${origin}/results`,
      type: 'website',
    };
  return page === 'home'
    ? {
        title: `${brand} · Luxury and exotic vehicles`,
        description: SITE_DESCRIPTION,
        url: `${origin}/`,
        type: 'website',
      }
    : {
        title: `Browse Inventory · ${brand}`,
        description:
          'Browse verified luxury and exotic vehicles for sale from trusted dealers and private sellers worldwide, and filter by make, price, region, year and more.',
        url: `${origin}/listings`,
        type: 'website',
      };
}

/** Title, description, Open Graph, Twitter card and JSON-LD for a listing's shared link. */
export function listingPageMeta(listing: Listing, origin: string, brand: string): PageMeta {
  const title = listingTitle(listing);
  const summary = [
    formatListingPrice(listing.price, listing.currency),
    formatDistance(listing.mileage, listing.mileageUnit),
    listing.location,
  ].join(' · ');
  const description = `${summary}. ${listing.description ?? ''}`.trim().slice(0, 300);
  const url = `${origin}/listing/${listing.id}`;
  const cover = listing.imageUrls[0];
  const image = cover ? `${origin}${photoVariantUrl(cover, 1600, 'webp')}` : undefined;
  return {
    title: `${title} | ${brand}`,
    description,
    url,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: title,
      brand: { '@type': 'Brand', name: listing.make },
      model: listing.model,
      vehicleModelDate: String(listing.year),
      ...(listing.vin ? { vehicleIdentificationNumber: listing.vin } : {}),
      ...(listing.mileage
        ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: listing.mileage, unitCode: 'SMI' } }
        : {}),
      ...(listing.exteriorColor ? { color: listing.exteriorColor } : {}),
      ...(listing.bodyType ? { bodyType: listing.bodyType } : {}),
      ...(listing.fuelType ? { fuelType: listing.fuelType } : {}),
      itemCondition:
        listing.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      description: listing.description ?? undefined,
      ...(image ? { image } : {}),
      url,
      // A car on request is offered without a price (schema.org allows an Offer without one).
      offers: {
        '@type': 'Offer',
        ...(listing.price === null
          ? {}
          : { price: listing.price.toFixed(2), priceCurrency: listing.currency }),
        availability:
          listing.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url,
      },
    },
  };
}

/**
 * Head tags of a dealer's storefront: an AutoDealer for search engines, with its rating when it has
 * some. Rendered as an anonymous visitor sees it, so no phone or website.
 */
export function storefrontPageMeta(dealer: Storefront, origin: string, brand: string): PageMeta {
  const url = `${origin}/dealer/${dealer.id}`;
  const place = dealer.location ? ` in ${dealer.location}` : '';
  const description = (
    dealer.about?.trim() || `${dealer.name}${place}: ${dealer.activeListings} vehicles for sale on ${brand}.`
  ).slice(0, 300);
  const image = dealer.logoUrl ? `${origin}${photoVariantUrl(dealer.logoUrl, 800, 'webp')}` : undefined;
  return {
    title: `${dealer.name} · Dealer | ${brand}`,
    description,
    url,
    type: 'website',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: dealer.name,
      url,
      description,
      ...(image ? { logo: image, image } : {}),
      ...(dealer.location ? { address: { '@type': 'PostalAddress', addressLocality: dealer.location } } : {}),
      ...(dealer.rating.totalRatings > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: dealer.rating.averageRating,
              reviewCount: dealer.rating.totalRatings,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** The client's index.html with the page's own head tags in place of the generic ones. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta property="og:type" content="${meta.type ?? 'product'}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
