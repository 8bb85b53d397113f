import { cn } from '@client/lib/cn.ts';
import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  children,
  className,
  align = 'left',
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
  align?: 'left' | 'center';
}) {
  return (
    <header
      className={cn('flex flex-col gap-4', align === 'center' && 'items-center text-center', className)}
    >
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="font-display text-4xl leading-[1.05] text-foreground sm:text-5xl lg:text-6xl">
        {title}
      </h1>
      {children ? (
        <div
          className={cn(
            'max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg',
            align === 'center' && 'mx-auto',
          )}
        >
          {children}
        </div>
      ) : null}
      <div className={cn('hairline mt-4 w-24', align === 'center' ? 'mx-auto' : '')} aria-hidden="true" />
    </header>
  );
}
