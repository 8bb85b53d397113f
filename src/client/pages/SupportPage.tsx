import { BRAND } from '@client/app/brand.ts';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Section, StaticPage } from '@client/components/page/static-page.tsx';
import { Card } from '@client/components/ui/card.tsx';
import {
  ChannelAddress,
  CONTACT_CHANNELS,
  ContactChannelCard,
  ContactChannels,
} from '@client/features/support/components/ContactChannels.tsx';
import { ArrowRight, Clock, Info } from 'lucide-react';
import { Link } from 'react-router';

const CHANNELS = [
  { ...CONTACT_CHANNELS.chat, detail: 'Available 24/7', text: 'The fastest way to reach a specialist.' },
  { ...CONTACT_CHANNELS.phone, detail: 'Mon-Fri 9-6 EST', text: BRAND.phone.display },
  { ...CONTACT_CHANNELS.email, detail: 'Response within 2 hours', text: BRAND.email.support },
];

const CATEGORIES = [
  {
    title: 'Account and sign-in',
    text: 'Creating an account, signing in, profile details and account security.',
  },
  { title: 'Verification', text: 'Seller, dealer and identity verification, documents and review times.' },
  { title: 'Listings', text: 'Creating, editing and removing listings, photos and listing review.' },
  {
    title: 'Messages and inquiries',
    text: 'Contacting sellers, replying to buyers and conversation history.',
  },
  {
    title: 'Safety and reporting',
    text: 'Suspicious listings, fraud attempts and conduct that breaks our terms.',
  },
  { title: 'Technical issues', text: 'Problems loading pages, uploading photos or receiving notifications.' },
] as const;

const QUICK_LINKS = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
] as const;

export default function SupportPage() {
  return (
    <StaticPage>
      <PageTitle title="Support" />
      <PageHeader eyebrow="Support" title="Customer Support">
        <p>Help with your account, your listings and using the marketplace, from people who know it well.</p>
      </PageHeader>

      <aside
        aria-label="About our support"
        className="mt-12 flex gap-4 rounded-xl border border-gold/30 bg-gold/5 p-6 text-[15px] leading-relaxed sm:p-8"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-gold" aria-hidden="true" />
        <p className="text-foreground/90">
          {BRAND.name} is a listing platform and does not take part in vehicle sales. Our support covers the
          platform itself: accounts, verification, listings and messaging. Questions about a vehicle's
          condition, payment or delivery are best answered by the seller, your escrow provider or your
          shipping partner.
        </p>
      </aside>

      <Section title="Reach us" eyebrow="Channels">
        <ContactChannels>
          {CHANNELS.map((channel) => (
            <ContactChannelCard key={channel.title} channel={channel}>
              <p className="mt-2 flex items-center gap-2 text-sm font-medium text-gold">
                <Clock className="size-4" aria-hidden="true" />
                {channel.detail}
              </p>
              <ChannelAddress
                href={channel.href}
                className="mt-3 text-muted-foreground"
                linkClassName="hover:text-gold"
              >
                {channel.text}
              </ChannelAddress>
            </ContactChannelCard>
          ))}
        </ContactChannels>
      </Section>

      <Section title="What we can help with" eyebrow="Categories">
        <ul className="grid gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li key={category.title} className="bg-surface p-6 sm:p-7">
              <h3 className="font-display text-xl text-foreground">{category.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{category.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Quick links" eyebrow="More help">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Card
                asChild
                className="group flex items-center justify-between px-6 py-5 text-foreground transition-colors hover:border-gold/50 hover:text-gold"
              >
                <Link to={link.to}>
                  {link.label}
                  <ArrowRight
                    className="size-4 text-gold transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </StaticPage>
  );
}
