import { toast } from '@client/components/ui/toaster.tsx';
import { cn } from '@client/lib/cn.ts';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';
import { Check, Plus } from 'lucide-react';
import { toggleCompare, useCompareIds } from '../selection.ts';

/** 'Compare': a toggle button (aria-pressed) that puts a listing in the compare tray or takes it out. */
export function CompareToggle({
  listingId,
  title,
  variant = 'overlay',
  className,
}: {
  listingId: number;
  title: string;
  /** 'overlay' over a card's photo; 'plain' among the buttons of a listing's page. */
  variant?: 'overlay' | 'plain';
  className?: string;
}) {
  const picked = useCompareIds().includes(listingId);
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-label={`Compare ${title}`}
      data-testid="compare-toggle"
      onClick={() => {
        if (!toggleCompare(listingId))
          toast(`You can compare up to ${COMPARE_MAX} cars`, {
            description: 'Remove one from the tray to add this one.',
          });
      }}
      className={cn(
        'relative z-20 inline-flex items-center gap-1.5 border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        variant === 'overlay'
          ? 'h-8 rounded-full px-3 text-xs tracking-wide backdrop-blur-md'
          : 'h-10 rounded-md px-4 text-sm',
        picked
          ? 'border-gold bg-gold text-gold-foreground'
          : variant === 'overlay'
            ? 'border-white/25 bg-black/55 text-white hover:border-gold/70 hover:text-gold'
            : 'border-border text-foreground hover:border-gold/60 hover:text-gold',
        className,
      )}
    >
      {picked ? (
        <Check className="size-3.5" aria-hidden="true" />
      ) : (
        <Plus className="size-3.5" aria-hidden="true" />
      )}
      Compare
    </button>
  );
}
