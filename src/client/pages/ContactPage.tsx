import { BRAND } from '@client/app/brand.ts';
import { PageHeader } from '@client/components/page/page-header.tsx';
import { PageTitle } from '@client/components/page/page-title.tsx';
import { StaticPage } from '@client/components/page/static-page.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { ContactForm } from '@client/features/contact/components/ContactForm.tsx';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';

const HOURS = [
  { days: 'Monday to Friday', time: 'Mon-Fri 9-6 PST' },
  { days: 'Saturday', time: 'Sat 10-4' },
  { days: 'Sunday', time: 'Sun closed' },
] as const;

export default function ContactPage() {
  return (
    <StaticPage>
      <PageTitle title="Contact" />
      <PageHeader eyebrow="Contact" title="Get in Touch">
        <p>
          Questions about a listing, verification or selling with us? Our team answers every message
          personally.
        </p>
      </PageHeader>

      <div className="mt-14 grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
        <Card className="p-6 sm:p-9">
          <h2 id="contact-form-title" className="font-display text-3xl text-foreground">
            Send us a message
          </h2>
          <ContactForm />
        </Card>

        <aside aria-label="Contact details" className="flex flex-col gap-6">
          <Card className="p-6 sm:p-8">
            <h2 className="flex items-center gap-3 font-display text-2xl text-foreground">
              <MapPin className="size-5 text-gold" aria-hidden="true" />
              Our office
            </h2>
            <address className="mt-4 leading-relaxed text-muted-foreground not-italic">
              {BRAND.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Card>
          <Card className="p-6 sm:p-8">
            <h2 className="flex items-center gap-3 font-display text-2xl text-foreground">
              <Clock className="size-5 text-gold" aria-hidden="true" />
              Business hours
            </h2>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              {HOURS.map((row) => (
                <div
                  key={row.days}
                  className="flex items-center justify-between gap-4 border-b border-border pb-3"
                >
                  <dt className="text-muted-foreground">{row.days}</dt>
                  <dd className="text-foreground">{row.time}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="p-6 sm:p-8">
            <h2 className="font-display text-2xl text-foreground">Direct lines</h2>
            <ul className="mt-4 flex flex-col gap-3 text-sm">
              <li>
                <a
                  href={`mailto:${BRAND.email.concierge}`}
                  className="flex items-center gap-3 text-foreground/90 hover:text-gold"
                >
                  <Mail className="size-4 text-gold" aria-hidden="true" />
                  {BRAND.email.concierge}
                </a>
              </li>
              <li>
                <a
                  href={BRAND.phone.href}
                  className="flex items-center gap-3 text-foreground/90 hover:text-gold"
                >
                  <Phone className="size-4 text-gold" aria-hidden="true" />
                  {BRAND.phone.display}
                </a>
              </li>
            </ul>
          </Card>
        </aside>
      </div>
    </StaticPage>
  );
}
