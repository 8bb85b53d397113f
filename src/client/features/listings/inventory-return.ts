import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

const INVENTORY = '/listings';

interface FromInventory {
  /** The inventory address the visitor opened the listing from, with its filters. */
  inventory: string;
}

/** Link state for a card: on the inventory page, the address it is opened from, so the visitor can return. */
export function useInventoryLinkState(): FromInventory | undefined {
  const { pathname, search } = useLocation();
  return pathname === INVENTORY ? { inventory: `${INVENTORY}${search}` } : undefined;
}

/**
 * "Back to inventory" on a listing page: to the inventory address the visitor came from (filters and all),
 * by going back in history so the results and the scroll position are those they left; opened directly,
 * to the inventory itself.
 */
export function useBackToInventory() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const from = (state as Partial<FromInventory> | null)?.inventory;
  return {
    to: from ?? INVENTORY,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!from || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      navigate(-1);
    },
  };
}
