import { cn } from '@client/lib/cn.ts';
import { Star } from 'lucide-react';

/** Read-only stars: the average rounded to whole stars out of five (spec section 9). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={cn(
            'size-4',
            n <= filled ? 'fill-gold text-gold' : 'fill-transparent text-border-strong',
          )}
        />
      ))}
    </span>
  );
}
