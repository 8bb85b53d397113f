// The page's entry. The styles are imported here so they stay in index.html: a server-rendered page
// paints with them before any script runs.
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

/**
 * The app's code starts right after the page's first frame, on every page. A server-rendered page is
 * whole without it: painted first, it shows at once, where the app's start (evaluating its code and
 * hydrating, most of a second on a phone's CPU) would otherwise hold that frame back. One frame is all
 * it waits; a click made before the app is live is kept by the small script at the top of index.html
 * and made again once it is. A page opened in the background (no frames) starts at once.
 *
 * Both imports start at once, so the files download together; React's DOM renderer, the smaller, arrives
 * first and evaluates in a task of its own, then the app's code in another: one task for all of it would
 * block a tap for longer.
 */
async function start() {
  const renderer = import('react-dom/client');
  const app = import('./main.tsx');
  await renderer;
  await app;
}

if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
