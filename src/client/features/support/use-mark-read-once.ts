import { useEffect, useRef } from 'react';

/**
 * Marks the other side's messages read once per newest unread message, while the page is visible (and
 * when it becomes visible again): a read that is still on its way, or a page not refetched yet, does not
 * send another.
 */
export function useMarkReadOnce(newestUnreadId: number | undefined, markRead: () => void) {
  const marked = useRef<number | undefined>(undefined);
  const latest = useRef(markRead);
  latest.current = markRead;
  useEffect(() => {
    const mark = () => {
      if (newestUnreadId === undefined || marked.current === newestUnreadId) return;
      if (document.visibilityState !== 'visible') return;
      marked.current = newestUnreadId;
      latest.current();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestUnreadId]);
}
