import { cn } from '@client/lib/cn.ts';
import { COMPARE_MAX } from '@shared/domain/discovery.ts';
import { Plus } from 'lucide-react';
import { toggleCompare, useCompareIds } from '../selection.ts';

/**
 * 'Compare': a toggle button (aria-pressed) that puts a listing in the compare tray or takes it out. With
 * COMPARE_MAX cars picked, the others' toggles are unavailable (aria-disabled) and say why.
 */
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
  const ids = useCompareIds();
  const picked = ids.includes(listingId);
  const full = !picked && ids.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      aria-pressed={picked}
      aria-disabled={full || undefined}
      aria-label={`Compare ${title}`}
      title={full ? `You can compare up to ${COMPARE_MAX} cars` : undefined}
      data-testid="compare-toggle"
      onClick={() => toggleCompare(listingId)}
      className={cn(
        'relative z-20 inline-flex items-center gap-1.5 border font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
        variant === 'overlay'
          ? 'h-8 rounded-full px-3 text-xs tracking-wide frosted'
          : 'h-10 rounded-md px-4 text-sm',
        picked
          ? 'border-gold bg-gold text-gold-foreground'
          : variant === 'overlay'
            ? 'border-white/25 bg-black/55 text-white hover:border-gold/70 hover:text-gold'
            : 'border-border text-foreground hover:border-gold/60 hover:text-gold',
        className,
      )}
    >
      {/* A plus that turns into a cross once picked: pressing again takes the car out. */}
      <Plus className={cn('size-3.5 transition-transform', picked && 'rotate-45')} aria-hidden="true" />
      Compare
    </button>
  );
}
