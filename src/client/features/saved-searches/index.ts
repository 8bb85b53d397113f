/** Saved searches and their e-mail alerts: the browse page's save button, the alerts list, unsubscribing. */
export { useUnsubscribe } from './api.ts';
export { SavedSearchList } from './components/SavedSearchList.tsx';
export { SaveSearchButton } from './components/SaveSearchButton.tsx';
