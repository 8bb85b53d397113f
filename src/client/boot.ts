// The page's entry. The styles are imported here so they stay in index.html: a server-rendered page
// paints with them before any script runs.
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

/**
 * The app's code starts once the page has shown its first content (the browser's first-contentful-paint
 * entry, recorded when that frame is on screen), on every page. A server-rendered page is whole without
 * it: shown first, it appears at once, where the app's start (evaluating its code and hydrating, most of
 * a second on a phone's CPU) would otherwise hold that frame back, and the app's downloads would share
 * the connection with what the page paints with. A click made before the app is live is kept by the
 * small script at the top of index.html and made again once it is. A page in the background (no frames),
 * or a browser that never reports the paint, starts at once or after a second.
 *
 * Both imports start at once, so the files download together; React's DOM renderer, the smaller, arrives
 * first and evaluates in a task of its own, then the app's code in another: one task for all of it would
 * block a tap for longer.
 */
let started = false;
function start() {
  if (started) return;
  started = true;
  const renderer = import('react-dom/client');
  const app = import('./main.tsx');
  void renderer.then(() => app);
}

function startAfterFirstPaint() {
  const shown = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (document.visibilityState !== 'visible' || shown()) return start();
  try {
    new PerformanceObserver(() => setTimeout(start, 0)).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timer below starts the app.
  }
  setTimeout(start, 1000);
}

startAfterFirstPaint();
