import { cn } from '@client/lib/cn.ts';
import { listingsSearchHref } from '@client/lib/search.ts';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The header's search toggle (spec section 2): the icon opens a box; Enter, or the icon with text present, goes to
 * /listings?search={text} and clears the box. Escape closes it.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const go = (): boolean => {
    const href = listingsSearchHref(text);
    if (!href) return false;
    navigate(href);
    setText('');
    setOpen(false);
    return true;
  };

  const onIconClick = () => {
    if (!open) {
      setOpen(true);
      return;
    }
    if (!go()) setOpen(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go();
  };

  return (
    <div className="flex items-center">
      {open ? (
        <search
          id={boxId}
          className={cn(
            // A bar under the header on phones; a floating panel under the icon from md up, so the box never
            // crowds the navigation whatever links the header shows.
            'absolute inset-x-0 top-full border-b border-border bg-background/95 px-5 py-3 backdrop-blur',
            'md:inset-x-auto md:right-8 xl:right-10 md:mt-2 md:w-[26rem] md:rounded-xl md:border md:bg-surface/95 md:p-3 md:shadow-2xl md:shadow-black/60',
          )}
        >
          <form onSubmit={onSubmit}>
            <label htmlFor={`${boxId}-input`} className="sr-only">
              Search listings
            </label>
            <input
              id={`${boxId}-input`}
              ref={inputRef}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  setOpen(false);
                  buttonRef.current?.focus();
                }
              }}
              placeholder="Search make and model..."
              autoComplete="off"
              enterKeyHint="search"
              className="h-10 w-full rounded-full border border-border-strong bg-surface px-4 text-sm text-foreground placeholder:text-muted-foreground/80 focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold/60"
            />
          </form>
        </search>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        onClick={onIconClick}
        className="flex size-10 cursor-pointer items-center justify-center rounded-full text-foreground/85 transition-colors hover:bg-surface-raised hover:text-gold"
      >
        <Search className="size-[18px]" aria-hidden="true" />
      </button>
    </div>
  );
}
