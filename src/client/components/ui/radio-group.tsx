import { cn } from '@client/lib/cn.ts';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';

export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-2', className)} {...props} />;
}

export function RadioGroupItem({
  className,
  ...props
}: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'flex size-[18px] shrink-0 cursor-pointer items-center justify-center rounded-full border border-border-strong bg-surface transition-colors',
        'hover:border-gold data-[state=checked]:border-gold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-gold" />
    </RadioGroupPrimitive.Item>
  );
}
