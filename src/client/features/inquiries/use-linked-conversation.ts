import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Thread } from './threads.ts';

/**
 * The open conversation lives in the address (`?listing={id}&buyer={id}`), which is also where the e-mail
 * links point: /messages?listing=.. and /seller-dashboard?tab=inquiries&listing=..&buyer=... Other
 * parameters (the dashboard's tab) are kept.
 */
export function useLinkedConversation() {
  const [params, setParams] = useSearchParams();
  const listing = params.get('listing');
  const buyer = params.get('buyer');

  const open = useCallback(
    (thread: Pick<Thread, 'listingId' | 'buyerId'>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('listing', String(thread.listingId));
          next.set('buyer', thread.buyerId);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const close = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('listing');
          next.delete('buyer');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { listing, buyer, open, close };
}
