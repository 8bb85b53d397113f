import { Card } from '@client/components/ui/card.tsx';
import { ArrowRight, BadgeCheck, Globe2, Handshake } from 'lucide-react';
import { Link } from 'react-router';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Verified Listings',
    text: 'Every listing is reviewed by our team before it goes live, so what you see is a genuine vehicle from a genuine seller.',
  },
  {
    icon: Handshake,
    title: 'Trusted Dealers',
    text: 'Premium dealers are vetted and verified before they can sign in, with business credentials checked by our team.',
  },
  {
    icon: Globe2,
    title: 'Global Reach',
    text: 'Buyers and sellers in more than 50 countries, with introductions to independent escrow and shipping partners.',
  },
] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-title" className="container-page py-20 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <p className="eyebrow">Why Kingsmere</p>
        <h2 id="why-title" className="mt-4 font-display text-4xl text-foreground sm:text-5xl">
          Why Choose Our Marketplace
        </h2>
        <p className="mt-5 leading-relaxed text-muted-foreground">
          A considered place to buy and sell remarkable cars: fewer listings, better ones, and people you can
          trust.
        </p>
      </div>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <Card
            asChild
            key={title}
            className="group relative flex flex-col p-7 transition-colors duration-300 hover:border-gold/50 sm:p-8"
          >
            <li>
              <span className="flex size-12 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
                <Icon className="size-5 text-gold" aria-hidden="true" />
              </span>
              <h3 className="mt-6 font-display text-2xl text-foreground">
                <Link
                  to="/services"
                  className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold"
                >
                  {title}
                </Link>
              </h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{text}</p>
              <span
                aria-hidden="true"
                className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-gold transition-transform duration-300 group-hover:translate-x-1"
              >
                Learn more
                <ArrowRight className="size-4" />
              </span>
            </li>
          </Card>
        ))}
      </ul>
    </section>
  );
}
