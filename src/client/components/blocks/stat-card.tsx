import { Card } from '@client/components/ui/card.tsx';
import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One key figure: its label and icon, the value (a skeleton while it loads) and a note under it. A list item
 * in a row of figures, or (`as="section"`) a region named by its label.
 */
export function StatCard({
  label,
  icon: Icon,
  value,
  note,
  loading = false,
  as = 'li',
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  note?: ReactNode;
  loading?: boolean;
  as?: 'li' | 'section';
}) {
  const Element = as;
  const Label = as === 'section' ? 'h3' : 'p';
  return (
    <Card asChild className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <Element aria-label={as === 'section' ? label : undefined} aria-busy={loading || undefined}>
        <div className="flex items-start justify-between gap-2">
          <Label className="font-sans text-[11px] font-medium tracking-[0.16em] text-muted-foreground uppercase sm:text-xs">
            {label}
          </Label>
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-full border border-gold/35 bg-gold/10 sm:flex">
            <Icon className="size-4 text-gold" aria-hidden="true" />
          </span>
        </div>
        {loading ? (
          <Skeleton className="h-9 w-20" />
        ) : (
          <p className="flex items-center gap-3 font-display text-3xl leading-none text-foreground sm:text-4xl">
            {value}
          </p>
        )}
        {note ? <p className="text-xs text-muted-foreground sm:text-sm">{note}</p> : null}
      </Element>
    </Card>
  );
}

export interface Stat {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  note?: ReactNode;
  loading?: boolean;
}

/** A row of key figures: two a line on phones, four on wide screens. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} />
      ))}
    </ul>
  );
}
