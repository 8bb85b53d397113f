import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import { type ReactNode, useId } from 'react';

/**
 * A chart's frame: a region named by its heading, a line about the chart (what a screen reader hears in place
 * of the picture, so the picture itself is hidden from it), and the chart or a note.
 */
export function ChartCard({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card asChild className={cn('flex min-w-0 flex-col gap-4 p-4 sm:p-6', className)}>
      <section aria-labelledby={headingId}>
        <div>
          <h3 id={headingId} className="font-display text-2xl text-foreground">
            {title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The picture of a chart, hidden from screen readers (the card's description or a table speaks for it). */
export function ChartArea({
  className,
  style,
  children,
}: {
  className?: string;
  style?: React.CSSProperties;
  children: ReactNode;
}) {
  return (
    <div aria-hidden="true" className={className} style={style}>
      {children}
    </div>
  );
}

/** In place of a chart with nothing to show. */
export function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
