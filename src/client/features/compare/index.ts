/** The compare feature's helpers other features and pages use; its UI is in components/. */
export { parseIdsParam } from './rows.ts';
export { clearCompare, removeFromCompare, toggleCompare, useCompareIds } from './selection.ts';
