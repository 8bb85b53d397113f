export * from './alerts.ts';
export * from './auth.ts';
export * from './enums.ts';
export * from './kyc.ts';
export * from './listings.ts';
export * from './reports.ts';
export * from './users.ts';
export * from './watchlist.ts';
