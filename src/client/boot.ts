// The page's entry. The styles are imported here so they stay in index.html: a server-rendered page
// paints with them before any script runs.
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

/**
 * A server-rendered page is already readable, so its code waits until the page has loaded and been
 * painted: the styles, fonts and first photos get the network and the main thread first, then the app
 * loads and hydrates the page (main.tsx). (The load event can come before the first paint, while a large
 * page is still being laid out: the frame after it is painted first.) A page the server sent empty needs
 * the app at once.
 */
const start = () => void import('./main.tsx');
// The id is server-state.ts's ELEMENT_ID, written out: importing it would make the app's chunk import
// this entry's chunk back, and that cycle made a keyboard e2e journey lose focus in the inquiry dialog.
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (!document.getElementById('server-state')) start();
else if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
