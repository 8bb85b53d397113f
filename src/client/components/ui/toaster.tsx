import { Toaster as Sonner } from 'sonner';

/** Spec section 9: one toast visible at a time, shown for 5000 ms, at most 420 px wide. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      style={{ ['--width' as string]: 'min(420px, calc(100vw - 2rem))' }}
      toastOptions={{
        style: {
          maxWidth: '420px',
          background: 'var(--color-surface-raised)',
          border: '1px solid var(--color-border-strong)',
          color: 'var(--color-foreground)',
          fontFamily: 'var(--font-sans)',
        },
        classNames: {
          description: '!text-muted-foreground',
          error: '!border-destructive/60',
          success: '!border-gold/50',
        },
      }}
    />
  );
}
