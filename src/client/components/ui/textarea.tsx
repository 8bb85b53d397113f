import { cn } from '@client/lib/cn.ts';
import type * as React from 'react';
import { fieldControlClass } from './input.tsx';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(fieldControlClass, 'min-h-28 px-3.5 py-3 leading-relaxed', className)}
      {...props}
    />
  );
}
