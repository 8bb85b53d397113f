import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Input } from './input.tsx';

/**
 * A text or number box bound to a value kept elsewhere (the address): typing commits after a pause, Enter or
 * leaving the box commits at once, and a value changed from outside (Reset) replaces what the box shows.
 */
export function DebouncedInput({
  value,
  onCommit,
  delayMs = 500,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue'> & {
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  // An outside change (not the echo of our own commit) wins over what is typed.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  };

  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text;
      commitRef.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <Input
      {...props}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={(e) => {
        commit(text);
        props.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
        props.onKeyDown?.(e);
      }}
    />
  );
}
