/**
 * What every browser sends with a request: the benchmark asks as a browser does, so the server may
 * answer compressed, as it would to real visitors.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
