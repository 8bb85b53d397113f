import { cn } from '@client/lib/cn.ts';
import { Slot } from 'radix-ui';
import type * as React from 'react';

/**
 * The surface card every panel of the site sits on. `asChild` lends its look to the one element inside (a
 * section, a list item, a link), so the markup keeps its own element and roles.
 */
export function Card({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      className={cn('rounded-xl border border-border bg-surface text-foreground', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-6 pb-0 sm:p-7 sm:pb-0', className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  return <h3 className={cn('font-display text-2xl leading-tight text-foreground', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm leading-relaxed text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('p-6 sm:p-7', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-3 p-6 pt-0 sm:p-7 sm:pt-0', className)} {...props} />;
}
