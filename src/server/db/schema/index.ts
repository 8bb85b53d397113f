export * from './alerts.ts';
export * from './auth.ts';
export * from './currencies.ts';
export * from './enums.ts';
export * from './kyc.ts';
export * from './listings.ts';
export * from './users.ts';
export * from './watchlist.ts';
