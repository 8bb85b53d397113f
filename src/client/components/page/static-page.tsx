import { cn } from '@client/lib/cn.ts';
import type { ReactNode } from 'react';

/** Shared frame of the information pages: a centred column with generous vertical rhythm. */
export function StaticPage({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('container-page py-12 sm:py-16 lg:py-20', className)}>{children}</div>;
}

export function Section({
  title,
  eyebrow,
  children,
  className,
  id,
}: {
  title: string;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={cn('mt-16 sm:mt-20', className)}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <h2 id={headingId} className="font-display text-3xl text-foreground sm:text-4xl">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}
