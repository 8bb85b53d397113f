import { Card } from '@client/components/ui/card.tsx';
import type { LucideIcon } from 'lucide-react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

/** A screen's own access message (spec section 2): a title, the explanation and the way onwards. */
export function AccessMessage({
  title,
  message,
  icon: Icon = Lock,
  children,
}: {
  title: string;
  message: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-16">
      <PageTitle title={title} />
      <Card className="flex w-full max-w-md flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
        <span className="flex size-14 items-center justify-center rounded-full border border-gold/40 bg-gold/10">
          <Icon className="size-6 text-gold" aria-hidden="true" />
        </span>
        <h1 className="font-display text-3xl text-foreground sm:text-4xl">{title}</h1>
        <p className="leading-relaxed text-muted-foreground">{message}</p>
        {children ? (
          <div className="mt-2 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </Card>
    </section>
  );
}
