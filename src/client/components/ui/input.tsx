import { cn } from '@client/lib/cn.ts';
import type * as React from 'react';

export const fieldControlClass = [
  'w-full rounded-md border border-border bg-surface text-[15px] text-foreground',
  'placeholder:text-muted-foreground/80 transition-colors duration-150',
  'hover:border-border-strong focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold/60',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/60',
].join(' ');

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-11 px-3.5', className)} {...props} />;
}
