import { DebouncedInput } from '@client/components/ui/debounced-input.tsx';
import { Input } from '@client/components/ui/input.tsx';
import { Label } from '@client/components/ui/label.tsx';

export interface RangeEnd {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/**
 * A from-to pair of number boxes (price, year), each with its label. `debounced` boxes commit after a pause
 * in typing, for values that start a search; `className="contents"` lays the two boxes into the parent grid.
 */
export function RangeInput({
  from,
  to,
  min,
  max,
  step,
  debounced = false,
  className = 'grid grid-cols-2 gap-3',
}: {
  from: RangeEnd;
  to: RangeEnd;
  min?: number;
  max?: number;
  step?: number;
  debounced?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {[from, to].map((end) => {
        const props = {
          id: end.id,
          type: 'number',
          inputMode: 'numeric',
          min,
          max,
          step,
          placeholder: end.placeholder,
        } as const;
        return (
          <div key={end.id} className="flex flex-col gap-2">
            <Label htmlFor={end.id}>{end.label}</Label>
            {debounced ? (
              <DebouncedInput {...props} value={end.value} onCommit={end.onChange} />
            ) : (
              <Input {...props} value={end.value} onChange={(e) => end.onChange(e.target.value)} />
            )}
          </div>
        );
      })}
    </div>
  );
}
