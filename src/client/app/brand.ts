import { SUPPORT_EMAIL } from '@shared/constants.ts';

/** The marketplace's name and public contact details, used by the header, footer, titles and static pages. */
export const BRAND = {
  name: 'Kingsmere Motors',
  monogram: 'KM',
  tagline: 'The private market for exceptional automobiles',
  email: {
    concierge: 'concierge@kingsmeremotors.com',
    support: SUPPORT_EMAIL,
    privacy: 'privacy@kingsmeremotors.com',
    legal: 'legal@kingsmeremotors.com',
  },
  phone: { display: '+1 (310) 555-0142', href: 'tel:+13105550142' },
  address: [
    'Kingsmere Motors',
    '9460 Wilshire Boulevard, Suite 800',
    'Beverly Hills, CA 90212',
    'United States',
  ],
} as const;

export const pageTitle = (title?: string): string =>
  title ? `${title} · ${BRAND.name}` : `${BRAND.name} · Luxury and exotic vehicles`;
