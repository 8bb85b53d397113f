import { Button } from '@client/components/ui/button.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { cn } from '@client/lib/cn.ts';
import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';

/** A search landmark: one rounded search box with its (visually hidden) label and a Search button. */
export function SearchField({
  id,
  landmark,
  label,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  className,
  inputClassName,
  buttonClassName,
  buttonText = 'Search',
}: {
  id: string;
  /** The name of the search landmark. */
  landmark: string;
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  className?: string;
  inputClassName?: string;
  buttonClassName?: string;
  buttonText?: ReactNode;
}) {
  return (
    <search aria-label={landmark}>
      <form onSubmit={onSubmit} className={cn('flex gap-3', className)}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 z-10 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={cn('h-12 rounded-full border-border-strong pl-11', inputClassName)}
          />
        </div>
        <Button type="submit" size="lg" className={cn('rounded-full', buttonClassName)}>
          <Search aria-hidden="true" />
          {buttonText}
        </Button>
      </form>
    </search>
  );
}
