/** The watchlist's query key, for the features that make it out of date (the live event stream). */
export const watchlistKey = ['watchlist'] as const;
