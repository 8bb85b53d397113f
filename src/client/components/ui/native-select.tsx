import { cn } from '@client/lib/cn.ts';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';
import { fieldControlClass } from './input.tsx';

/**
 * A styled native <select>: the platform's own picker (best on phones), fully keyboard and screen-reader
 * accessible, and no JavaScript to load (the home page's budget).
 */
export function NativeSelect({
  className,
  wrapperClassName,
  children,
  ...props
}: React.ComponentProps<'select'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(
          fieldControlClass,
          'h-11 cursor-pointer appearance-none truncate bg-surface pr-10 pl-3.5 [&>option]:bg-surface-raised [&>option]:text-foreground',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
