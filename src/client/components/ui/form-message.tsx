import { cn } from '@client/lib/cn.ts';
import type * as React from 'react';

/** The error under a field; give the control aria-describedby={id} and aria-invalid. */
export function FormMessage({
  id,
  children,
  className,
}: {
  id: string;
  children?: React.ReactNode;
  className?: string;
}) {
  if (!children) return null;
  return (
    <p id={id} className={cn('text-sm text-destructive', className)}>
      {children}
    </p>
  );
}
