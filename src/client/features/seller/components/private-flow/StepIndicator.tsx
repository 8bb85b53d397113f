import { cn } from '@client/lib/cn.ts';
import { Check } from 'lucide-react';

/** The visible progress of /list-car: numbered steps, the current one marked for assistive technology. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Listing progress">
      <p className="sr-only">
        Step {current} of {steps.length}: {steps[current - 1]}
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map((label, index) => {
          const n = index + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2 sm:gap-3', n < steps.length && 'flex-1')}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-medium transition-colors sm:size-9',
                  done && 'border-gold bg-gold text-gold-foreground',
                  active && 'border-gold bg-gold/15 text-gold',
                  !done && !active && 'border-border-strong text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : n}
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  active ? 'font-medium text-foreground' : 'text-muted-foreground',
                  !active && 'hidden sm:inline',
                )}
              >
                {label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
              {n < steps.length ? (
                <span
                  aria-hidden="true"
                  className={cn('h-px min-w-4 flex-1', done ? 'bg-gold/70' : 'bg-border-strong')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
