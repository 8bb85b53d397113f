import { BRAND } from '@client/app/brand.ts';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Section, StaticPage } from '@client/components/page/static-page.tsx';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@client/components/ui/accordion.tsx';
import {
  ChannelAddress,
  CONTACT_CHANNELS,
  ContactChannelCard,
  ContactChannels,
} from '@client/features/support/components/ContactChannels.tsx';
import { Link } from 'react-router';

const CHANNELS = [
  {
    ...CONTACT_CHANNELS.chat,
    text: 'Talk to a marketplace specialist in real time about your account, a listing or verification.',
    detail: 'Available 24/7',
  },
  {
    ...CONTACT_CHANNELS.phone,
    text: 'Speak with our team about verification, listings or your account.',
    detail: BRAND.phone.display,
  },
  {
    ...CONTACT_CHANNELS.email,
    text: 'Write to us with details or documents and we will reply within 2 hours.',
    detail: BRAND.email.support,
  },
];

const TOPICS = [
  {
    title: 'Getting Started',
    items: [
      'Creating your account',
      'Customer and dealer accounts',
      'Completing your profile',
      'Signing in securely',
    ],
  },
  {
    title: 'Buying',
    items: [
      'Searching by make, price and region',
      'Reading a listing and its specifications',
      'Contacting a seller',
      'Rating a seller after a conversation',
    ],
  },
  {
    title: 'Selling',
    items: [
      'Getting verified to sell',
      'Creating a great listing',
      'Photos that sell',
      'Answering buyer inquiries',
    ],
  },
  {
    title: 'Security and Trust',
    items: [
      'How we verify sellers and dealers',
      'Recognising and reporting fraud',
      'Keeping your account safe',
      'Why we never take payment for vehicles',
    ],
  },
  {
    title: 'Shipping and Logistics',
    items: [
      'Working with our shipping partners',
      'International delivery and customs',
      'Pre-purchase inspections',
      'Insurance in transit',
    ],
  },
] as const;

const FAQS = [
  {
    q: 'How long does seller verification take?',
    a: 'Seller and dealer verification is reviewed by our team within 24-48 hours of receiving your documents. Dealers can sign in once approved, and we will contact you if anything else is needed.',
  },
  {
    q: 'What payment methods can I use to buy a vehicle?',
    a: `${BRAND.name} does not process vehicle payments. Buyers and sellers agree the method between them: most use a licensed escrow service, a bank wire transfer, or another verified payment platform. For high-value purchases we strongly recommend escrow, so funds are only released once the car is delivered as described.`,
  },
  {
    q: 'How does shipping work?',
    a: 'Delivery is arranged between buyer and seller. On request we introduce you to vetted enclosed-transport and international shipping partners, who quote directly, handle customs paperwork and can insure the vehicle in transit.',
  },
  {
    q: 'What happens if there is a dispute?',
    a: 'Because the sale itself happens between buyer and seller, disputes are settled between them or through the escrow provider that holds the funds. Please report misleading listings or conduct to our support team: we investigate every report and can remove listings and suspend accounts.',
  },
  {
    q: 'Can dealers arrange shipping themselves?',
    a: 'Yes. Dealers are free to use their own transport arrangements and may offer delivery to buyers directly. Our partner network is optional, for sellers and buyers who want it.',
  },
] as const;

export default function HelpCenterPage() {
  return (
    <StaticPage>
      <PageTitle title="Help Center" />
      <PageHeader eyebrow="Help Center" title="How can we help?">
        <p>
          Answers to common questions about buying, selling and verification, and the quickest ways to reach
          our team.
        </p>
      </PageHeader>

      <Section title="Contact our team" eyebrow="Get help">
        <ContactChannels>
          {CHANNELS.map((channel) => (
            <ContactChannelCard key={channel.title} channel={channel}>
              <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{channel.text}</p>
              <ChannelAddress
                href={channel.href}
                className="mt-5 text-sm font-medium text-gold"
                linkClassName="hover:underline"
              >
                {channel.detail}
              </ChannelAddress>
            </ContactChannelCard>
          ))}
        </ContactChannels>
      </Section>

      <Section title="Browse by topic" eyebrow="Topics">
        <div className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {TOPICS.map((topic) => (
            <div key={topic.title}>
              <h3 className="border-b border-border pb-3 font-display text-2xl text-foreground">
                {topic.title}
              </h3>
              <ul className="mt-4 flex flex-col gap-2.5 text-[15px] text-muted-foreground">
                {topic.items.map((item) => (
                  <li key={item} className="flex gap-3">
                    <span className="mt-2.5 size-1 shrink-0 rounded-full bg-gold" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>

      <Section title="Frequently asked questions" eyebrow="FAQ">
        <Accordion type="single" collapsible className="max-w-3xl border-t border-border">
          {FAQS.map((faq, index) => (
            <AccordionItem key={faq.q} value={`faq-${index}`}>
              <AccordionTrigger>{faq.q}</AccordionTrigger>
              <AccordionContent>{faq.a}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <p className="mt-10 text-muted-foreground">
          Still need help?{' '}
          <Link
            to="/contact"
            className="text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
          >
            Contact us
          </Link>{' '}
          or visit{' '}
          <Link
            to="/support"
            className="text-gold underline decoration-gold/50 underline-offset-4 hover:decoration-gold"
          >
            Support
          </Link>
          .
        </p>
      </Section>
    </StaticPage>
  );
}
