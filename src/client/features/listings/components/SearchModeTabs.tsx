import { Button } from '@client/components/ui/button.tsx';
import { cn } from '@client/lib/cn.ts';
import { ArrowRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Link } from 'react-router';

export type SearchMode = 'buy' | 'sell';

const MODES: ReadonlyArray<{ value: SearchMode; label: string }> = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
];

/**
 * The Buy/Sell toggle of the vehicle search (spec section 2) as an ARIA tab list: arrow keys move between the
 * tabs, the panel below belongs to the selected one.
 */
export function SearchModeTabs({
  mode,
  onModeChange,
  buyPanel,
  className,
  label = 'Buy or sell',
  inline = false,
}: {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  buyPanel: ReactNode;
  className?: string;
  label?: string;
  /** The tabs beside the panel from md up (the listings page's compact header). */
  inline?: boolean;
}) {
  const id = useId();
  const refs = useRef<Record<SearchMode, HTMLButtonElement | null>>({ buy: null, sell: null });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MODES.findIndex((m) => m.value === mode);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % MODES.length;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + MODES.length) % MODES.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = MODES.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = MODES[next]!.value;
    onModeChange(target);
    refs.current[target]?.focus();
  };

  return (
    <div className={cn(inline && 'flex flex-col gap-4 md:flex-row md:items-center', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex shrink-0 self-start rounded-full border border-border-strong bg-black/40 p-1 backdrop-blur md:self-auto"
      >
        {MODES.map((m) => {
          const selected = m.value === mode;
          return (
            <button
              key={m.value}
              ref={(el) => {
                refs.current[m.value] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-${m.value}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${m.value}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onModeChange(m.value)}
              className={cn(
                'min-w-24 cursor-pointer rounded-full px-6 py-2 text-sm font-medium tracking-wide transition-colors',
                selected ? 'bg-gold text-gold-foreground' : 'text-foreground/80 hover:text-gold',
              )}
            >
              {m.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${mode}-panel`}
        aria-labelledby={`${id}-${mode}-tab`}
        className={inline ? 'min-w-0 flex-1' : 'mt-6'}
      >
        {mode === 'buy' ? buyPanel : <SellPanel compact={inline} />}
      </div>
    </div>
  );
}

/** Sell mode (spec section 2). */
export function SellPanel({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <div>
          <h2 className="font-display text-2xl leading-tight text-foreground">
            Ready to sell your luxury vehicle?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Join the premier marketplace for exceptional automobiles
          </p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/dashboard">
            Start Selling
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <h3 className="font-display text-3xl text-foreground sm:text-4xl">
        Ready to sell your luxury vehicle?
      </h3>
      <p className="max-w-xl text-muted-foreground">
        Join the premier marketplace for exceptional automobiles
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/dashboard">
          Start Selling
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
