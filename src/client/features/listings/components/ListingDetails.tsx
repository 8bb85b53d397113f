import type { ListingDetail } from '@shared/schemas/listings.ts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListingKeyFacts } from './ListingKeyFacts.tsx';
import { ListingSpecifications } from './ListingSpecifications.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-border pt-10">
      <h2 id={id} className="font-display text-3xl text-foreground">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** Under the photos: the key facts, the seller's description, the specifications and the features. */
export function ListingDetails({ listing }: { listing: ListingDetail }) {
  const features = (listing.features ?? []).filter((f) => f.trim());
  return (
    <div className="order-3 flex min-w-0 flex-col gap-10">
      <ListingKeyFacts listing={listing} />

      {listing.description?.trim() ? (
        <Section id="description-title" title="Description">
          <p className="max-w-3xl leading-relaxed whitespace-pre-line text-foreground/85">
            {listing.description}
          </p>
        </Section>
      ) : null}

      <Section id="specs-title" title="Vehicle Specifications">
        <ListingSpecifications listing={listing} />
      </Section>

      {features.length > 0 ? (
        <Section id="features-title" title="Features & Options">
          <ul className="grid gap-3 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-3 text-foreground/90">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold/15">
                  <Check className="size-3.5 text-gold" aria-hidden="true" />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
