import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const loadSheet = () => import('./MobileMenuSheet.tsx');
const MobileMenuSheet = lazy(loadSheet);

/**
 * Below md the header's links and account controls live in a slide-out sheet (a Radix dialog). The sheet's code
 * loads when the button is first approached, keeping it out of the initial bundle.
 */
export function MobileMenu({
  open,
  onOpenChange,
  unread = 0,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Unread messages: a dot on the button (the Messages link inside shows the count). */
  unread?: number;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Stay mounted after the first opening so the closing animation can play.
  const [mounted, setMounted] = useState(false);

  const prefetch = () => {
    void loadSheet();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={unread > 0 ? `Open menu, ${unread} unread messages` : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          onOpenChange(true);
        }}
        className="relative flex size-10 cursor-pointer items-center justify-center rounded-full text-foreground/85 transition-colors hover:bg-surface-raised hover:text-gold lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-gold ring-2 ring-background"
          />
        ) : null}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={onOpenChange}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
