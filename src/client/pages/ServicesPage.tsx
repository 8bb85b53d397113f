import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { Section, StaticPage } from '@client/components/page/static-page.tsx';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import {
  ArrowRight,
  BadgeCheck,
  BarChart3,
  Globe2,
  MessageSquare,
  ShieldCheck,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';

const BENEFITS = [
  {
    icon: Globe2,
    title: 'A global audience',
    text: 'Your car is seen by serious buyers in more than 50 countries, not just your local market.',
  },
  {
    icon: BadgeCheck,
    title: 'The verified badge',
    text: 'Verified sellers and dealers carry a badge on every listing, and verified dealers rank higher in search.',
  },
  {
    icon: MessageSquare,
    title: 'Direct conversations',
    text: 'Buyers message you privately on the platform; you keep every conversation in one dashboard.',
  },
  {
    icon: BarChart3,
    title: 'Simple analytics',
    text: 'See views, inquiries and the value of your inventory at a glance from your seller dashboard.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted partners',
    text: 'Introductions to independent escrow, inspection and shipping specialists when a deal is agreed.',
  },
  {
    icon: Sparkles,
    title: 'No upfront fees',
    text: 'Creating an account and getting verified costs nothing. Dealers list without a subscription to get started.',
  },
] as const;

const STEPS = [
  {
    title: 'Get verified',
    text: 'Create your account and submit your identity or dealership documents. Our team reviews them within 24-48 hours.',
  },
  {
    title: 'List your vehicle',
    text: 'Add specifications, a considered description and photographs. Every listing is reviewed before it goes live.',
  },
  {
    title: 'Connect with buyers',
    text: 'Answer inquiries from qualified buyers through private messages, and build your reputation through ratings.',
  },
  {
    title: 'Connect with partners',
    text: 'When you agree a sale, we introduce escrow and shipping partners so payment and delivery are handled by specialists.',
  },
] as const;

const STATS = [
  { value: '50+', label: 'Countries with active buyers' },
  { value: '24-48h', label: 'Verification turnaround' },
  { value: '24/7', label: 'Seller support' },
  { value: '$0', label: 'Upfront fees to join' },
] as const;

export default function ServicesPage() {
  return (
    <StaticPage>
      <PageTitle title="Services" />
      <PageHeader eyebrow="For sellers and dealers" title="Sell with Confidence">
        <p>
          Everything you need to present an exceptional car to the right buyer, with no upfront fees. We
          verify, showcase and connect; the sale stays between you and your buyer.
        </p>
      </PageHeader>

      <Section title="Seller benefits" eyebrow="Why sell with us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Card asChild key={title} className="p-6 sm:p-8">
              <li>
                <Icon className="size-6 text-gold" aria-hidden="true" />
                <h3 className="mt-5 font-display text-2xl text-foreground">{title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
              </li>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title="How it works" eyebrow="Four steps">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <Card asChild key={step.title} className="relative p-6 sm:p-8">
              <li>
                <span className="font-display text-5xl leading-none text-gold/80" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-5 font-display text-2xl text-foreground">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            </Card>
          ))}
        </ol>
      </Section>

      <Section title="Marketing that reaches collectors" eyebrow="Reach">
        <Card asChild className="grid grid-cols-2 overflow-hidden lg:grid-cols-4">
          <dl>
            {STATS.map((stat, index) => (
              <div
                key={stat.label}
                className={`flex flex-col gap-2 p-6 sm:p-8 ${index % 2 === 1 ? 'border-l border-border' : ''} ${index >= 2 ? 'border-t border-border lg:border-t-0 lg:border-l' : ''}`}
              >
                <dt className="order-2 text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-1 font-display text-4xl text-gold sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </Section>

      <section
        aria-labelledby="services-cta"
        className="mt-20 flex flex-col items-center gap-6 rounded-xl border border-gold/30 bg-[radial-gradient(ellipse_at_top,rgba(200,169,106,0.16),transparent_70%)] px-6 py-14 text-center sm:px-12"
      >
        <h2 id="services-cta" className="font-display text-3xl text-foreground sm:text-4xl">
          Ready to present your car to the world?
        </h2>
        <p className="max-w-xl text-muted-foreground">
          Create your account today. There are no upfront fees, and our team will guide you through
          verification.
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/signup">
              Create Account
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/register-dealer">Apply as a dealer</Link>
          </Button>
        </div>
      </section>
    </StaticPage>
  );
}
