/** The listings feature's pure helpers other features use; its data lives in api.ts, its UI in components/. */

export { labelOf, statusBadgeLabel, viewsLabel } from './format.ts';
export { daysOnMarketLabel, soldDateLabel, soldPriceLabel } from './market-history.ts';
