import { BRAND } from '@client/app/brand.ts';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Section, StaticPage } from '@client/components/page/static-page.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { BadgeCheck, Car, Globe2, Headset } from 'lucide-react';
import { Link } from 'react-router';

const HIGHLIGHTS = [
  {
    icon: BadgeCheck,
    title: 'Verified Dealers',
    text: 'Dealerships are reviewed before their first listing: business licence, identity and address are checked by our team, usually within 24-48 hours.',
  },
  {
    icon: Globe2,
    title: 'Global Reach',
    text: 'Collectors and enthusiasts in more than 50 countries browse the marketplace, so a remarkable car finds the right buyer wherever they are.',
  },
  {
    icon: Car,
    title: 'Premium Vehicles',
    text: 'From modern hypercars to coachbuilt grand tourers, every listing is reviewed before it appears, with full specifications and honest photography.',
  },
  {
    icon: Headset,
    title: 'Expert Support',
    text: 'Specialists who know these cars help with listings, verification and introductions to independent escrow and shipping partners.',
  },
] as const;

export default function AboutPage() {
  return (
    <StaticPage>
      <PageTitle title="About Us" />
      <PageHeader eyebrow="About us" title={`About ${BRAND.name}`}>
        <p>
          {BRAND.name} is a global marketplace where discerning buyers meet verified dealers and private
          sellers of luxury and exotic automobiles. We built it for people who care about provenance,
          condition and a calm, transparent way of doing business.
        </p>
      </PageHeader>

      <Section title="What sets us apart" eyebrow="Highlights">
        <ul className="grid gap-6 sm:grid-cols-2">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <Card asChild key={title} className="flex gap-5 p-6 sm:p-8">
              <li>
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                  <Icon className="size-5 text-gold" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-display text-2xl text-foreground">{title}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title="Our mission" eyebrow="Why we exist">
        <figure className="relative rounded-xl border border-gold/30 bg-gradient-to-br from-gold/10 via-surface to-surface p-8 sm:p-12">
          <blockquote className="font-display text-2xl leading-snug text-foreground sm:text-3xl">
            “To make buying and selling exceptional automobiles as trustworthy as the cars themselves:
            verified people, honest listings and direct conversations, wherever in the world buyer and seller
            happen to be.”
          </blockquote>
          <figcaption className="mt-6 text-sm text-muted-foreground">The {BRAND.name} team</figcaption>
        </figure>
        <div className="mt-10 grid gap-8 leading-relaxed text-muted-foreground md:grid-cols-2">
          <p>
            We are a platform, not a dealer. We do not buy, sell or hold vehicles, and we do not handle
            payments or logistics. Instead, we verify the people on both sides, review every listing before it
            goes live, and give buyers and sellers a private place to talk.
          </p>
          <p>
            When a deal is agreed, we recommend trusted third-party escrow, inspection and shipping partners
            so each step happens with specialists. It is a simple model, and it keeps our attention where it
            belongs: on trust and on the cars.
          </p>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/listings">Browse Inventory</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </Section>
    </StaticPage>
  );
}
