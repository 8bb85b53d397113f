import { useRef } from 'react';

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * Focus goes back to whatever opened a Radix dialog when it closes. Radix returns it only to a `Trigger`, and
 * our dialogs open from state (a button that may navigate instead, a photo, a card's Edit), so without this a
 * keyboard user is left on the page body. The caller's own handlers run first and can still prevent it.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix asks before moving focus in: the active element is still the opener.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
