import { cn } from '@client/lib/cn.ts';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type * as React from 'react';

/**
 * Radix tabs: arrow keys move between triggers, Home/End jump, the panel follows the selection. The triggers
 * wrap onto more rows where the width runs out (a phone), so no tab hides off screen.
 */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full flex-wrap items-center gap-1 rounded-lg border border-border bg-surface p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-10 shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 text-sm font-medium tracking-wide text-muted-foreground transition-colors',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        'data-[state=active]:bg-surface-raised data-[state=active]:text-gold data-[state=active]:shadow-sm',
        "disabled:pointer-events-none disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-8 outline-none', className)} {...props} />;
}
