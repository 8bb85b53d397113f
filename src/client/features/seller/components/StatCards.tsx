import { Skeleton } from '@client/components/ui/skeleton.tsx';
import type { LucideIcon } from 'lucide-react';

export interface Stat {
  label: string;
  value: string;
  icon: LucideIcon;
  note?: string;
  loading?: boolean;
}

/** The dashboard's four figures (spec section 2). */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon, note, loading }) => (
        <li
          key={label}
          className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-5"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="text-[11px] font-medium tracking-[0.16em] text-muted-foreground uppercase sm:text-xs">
              {label}
            </p>
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-full border border-gold/35 bg-gold/10 sm:flex">
              <Icon className="size-4 text-gold" aria-hidden="true" />
            </span>
          </div>
          {loading ? (
            <Skeleton className="h-9 w-20" />
          ) : (
            <p className="font-display text-3xl leading-none text-foreground sm:text-4xl">{value}</p>
          )}
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
