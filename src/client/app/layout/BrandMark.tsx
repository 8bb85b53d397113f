import { cn } from '@client/lib/cn.ts';
import { Link } from 'react-router';
import { BRAND } from '../brand.ts';

/** Monogram and name; the name can be hidden at a breakpoint where the header runs short of room. */
export function BrandMark({
  nameClassName,
  onNavigate,
}: {
  nameClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      aria-label={`${BRAND.name}, home`}
      className="group flex shrink-0 items-center gap-3 rounded-md"
    >
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full border border-gold/60 font-display text-[15px] font-semibold tracking-[0.08em] text-gold transition-colors group-hover:bg-gold/10"
      >
        {BRAND.monogram}
      </span>
      <span
        className={cn(
          'font-display text-[22px] leading-none font-semibold tracking-[0.02em] text-foreground',
          nameClassName,
        )}
      >
        {BRAND.name}
      </span>
    </Link>
  );
}
