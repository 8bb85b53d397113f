import { type DehydratedState, hydrate, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * The data a server-rendered page was rendered with, handed to the browser in the page itself, so the
 * first client render (the hydration) shows exactly what the HTML shows, without asking the API again.
 *
 * The server renders as an anonymous visitor: queries marked `meta: { perVisitor: true }` (who is signed
 * in) are never answered there, and everything it did answer is what anyone may see.
 */

/** Also written out in boot.ts, which must not import this module (see there). */
const ELEMENT_ID = 'server-state';

/**
 * The state as an inline <script type="application/json">. Listing text is user input: `<` is escaped so
 * a description holding `</script>` cannot end the element, and U+2028/2029 for old parsers.
 */
export function serverStateTag(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** True for a query the server may answer for anyone (enabled, and not about the visitor). */
export function isSharedQuery(query: Query): boolean {
  if (query.meta?.perVisitor) return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Puts the page's server data into the client's cache; returns false when the page was not server-rendered.
 * A signed-in visitor may see more than an anonymous one (an owner's own listing, say): once the session
 * says someone is signed in, the server-rendered queries are fetched again with their cookie.
 */
export function hydrateServerState(queryClient: QueryClient, doc: Document): boolean {
  const element = doc.getElementById(ELEMENT_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  hydrate(queryClient, state);
  const rendered = new Set(state.queries.map((q) => q.queryHash));
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!event.query.meta?.perVisitor || event.query.state.status !== 'success') return;
    unsubscribe();
    if (event.query.state.data) {
      void queryClient.invalidateQueries({ predicate: (q) => rendered.has(q.queryHash) });
    }
  });
  return true;
}
