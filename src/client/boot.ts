// The page's entry. The styles are imported here so they stay in index.html: a server-rendered page
// paints with them before any script runs.
import '@fontsource-variable/inter';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';

/**
 * The app's code starts at once, on every page: a server-rendered page announces it (modulepreload) so it
 * downloads with the page, and the sooner it hydrates the sooner the page's buttons work. A click made
 * before that is kept by the small script at the top of index.html and made again once the app is live.
 */
void import('./main.tsx');
