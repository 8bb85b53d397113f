import { cn } from '@client/lib/cn.ts';
import type { ReactNode } from 'react';
import { FormMessage } from './form-message.tsx';
import { Label } from './label.tsx';

/** A labelled form control with its hint and its error message (a required field's label carries a gold star). */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-gold" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}

/** ARIA wiring of a control to its FormField's error message, or else to its hint. */
export const ariaFor = (id: string, error: unknown, hint = false) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});
