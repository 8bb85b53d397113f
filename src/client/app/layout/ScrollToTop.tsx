import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry of this tab, by the router's entry key. */
const positions = new Map<string, number>();

/** How long a restore waits for the page to grow tall enough (its data may still be arriving). */
const RESTORE_FOR_MS = 1500;

/**
 * Spec section 2: the page scrolls to the top on every route change (a new path; a new query on the same
 * page, such as a filter, keeps the place). Going back or forward is a return, not a change: the reader
 * lands where they were, so "Back to inventory" or the browser's Back button returns to the same place in
 * the results.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigation = useNavigationType();

  // Remember the position of the entry being read, as it changes. The entry is read from a ref that the
  // layout effect below moves on before it scrolls, so a scroll caused by arriving on an entry counts for it.
  const shownKey = useRef(key);
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(shownKey.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    const newRoute = shownPath.current !== pathname;
    shownPath.current = pathname;
    shownKey.current = key;
    const saved = navigation === 'POP' ? positions.get(key) : undefined;
    if (saved === undefined) {
      if (newRoute && navigation !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    // The page may render its results a moment later: keep trying until it is tall enough, or time is up.
    // Content drawn only near the screen (listing grids on phones: `card-cell` in styles.css) counts with
    // placeholder heights until drawn, so on a returned-to page everything is drawn: the saved position
    // then means what it meant when it was saved, and stays so while the reader is on this entry.
    const root = document.documentElement;
    root.dataset.scrollRestored = '';
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until)
        frame = requestAnimationFrame(restore);
    };
    restore();
    return () => {
      cancelAnimationFrame(frame);
      delete root.dataset.scrollRestored;
    };
  }, [pathname, key, navigation]);

  return null;
}
