import { Link } from 'react-router';
import { BRAND } from '../brand.ts';
import { BrandMark } from './BrandMark.tsx';

const columns = [
  {
    title: 'Marketplace',
    links: [
      { to: '/listings', label: 'Browse Inventory' },
      { to: '/results', label: 'Sold Results' },
      { to: '/signup', label: 'Create an Account' },
      { to: '/seller-dashboard', label: 'Seller Dashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/services', label: 'Services' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/help-center', label: 'Help Center' },
      { to: '/support', label: 'Support' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
] as const;

export function Footer() {
  // In UTC, as the server renders it: a visitor's own time zone would disagree with the server's HTML
  // for a few hours around New Year, and the page would be rendered again from scratch.
  const year = new Date().getUTCFullYear();
  return (
    <footer className="border-t border-border bg-surface/40">
      <div className="container-page grid gap-12 py-14 sm:py-16 lg:grid-cols-[1.4fr_2fr]">
        <div className="flex max-w-sm flex-col gap-5">
          <BrandMark />
          <p className="text-sm leading-relaxed text-muted-foreground">
            A global marketplace connecting discerning buyers with verified dealers and private sellers of
            luxury and exotic automobiles.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-10 sm:grid-cols-3">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="eyebrow">{column.title}</h2>
              <ul className="mt-5 flex flex-col gap-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-foreground/80 transition-colors hover:text-gold"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col gap-2 py-6 text-xs leading-relaxed text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {BRAND.name}. All rights reserved.
          </p>
          <p>
            {BRAND.name} is a listing platform. Sales, payment and delivery are arranged between buyer and
            seller.
          </p>
        </div>
      </div>
    </footer>
  );
}
