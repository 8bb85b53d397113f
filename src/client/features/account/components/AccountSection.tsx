import { Card } from '@client/components/ui/card.tsx';
import type { ReactNode } from 'react';

/**
 * One section of the account page: a headed card, named by its heading for assistive technology. Further
 * sections (two-factor sign-in, your data and leaving) are more of these.
 */
export function AccountSection({
  id,
  title,
  status,
  description,
  children,
}: {
  id: string;
  title: string;
  /** Shown beside the heading, outside it (a badge such as "On"), so the section's name stays the title. */
  status?: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card asChild className="p-5 sm:p-8">
      <section aria-labelledby={`${id}-title`} id={id}>
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={`${id}-title`} className="font-display text-2xl text-foreground sm:text-3xl">
            {title}
          </h2>
          {status}
        </div>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        <div className="mt-6">{children}</div>
      </section>
    </Card>
  );
}
