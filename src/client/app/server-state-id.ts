/**
 * The id of the element holding a server-rendered page's data (server-state.ts). Its own module so the
 * page's tiny entry (boot.ts) can tell a rendered page without loading the query library.
 */
export const SERVER_STATE_ID = 'server-state';
