import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './browser.ts';
import { rssMb } from './proc.ts';

/**
 * A mixed workload at increasing concurrency: browsing, listing pages, searches and signed-in buyers
 * sending messages (5% of requests). Reports throughput, p99, errors (5xx and other failures), refusals by
 * the message rate limit (429, expected), and the server's resident memory after each step.
 */
export interface MixedRow {
  connections: number;
  rps: number;
  p99: number;
  errors: number;
  limited: number;
  rssMb: number;
}

async function buyers(base: string, n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const tag = `${Date.now().toString(36)}${i}`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-buyer-${tag}@bench.test`,
        password: 'bench-password',
        userData: {
          firstName: 'Bench',
          lastName: 'Buyer',
          username: `bench_${tag}`,
          country: 'Italy',
          city: 'Milan',
          age: 30,
          accountType: 'customer',
        },
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (cookie) cookies.push(cookie.split(';')[0]!);
  }
  return cookies;
}

export async function mixedWorkload(
  base: string,
  serverPid: number,
  ids: number[],
  seconds: number,
): Promise<MixedRow[]> {
  const cookies = await buyers(base, 40);
  const reads = [
    '/api/listings?status=active&limit=6',
    '/api/listings?make=Porsche&region=Europe&sort=price_asc',
    '/api/listings?q=ferari%20roma',
    '/api/listings/facets?region=Europe',
  ];
  const rows: MixedRow[] = [];
  for (const connections of [10, 50, 100]) {
    let i = 0;
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => {
            i += 1;
            if (i % 20 === 0 && cookies.length > 0) {
              return {
                ...req,
                method: 'POST',
                path: '/api/inquiries',
                headers: { 'content-type': 'application/json', cookie: cookies[i % cookies.length]! },
                body: JSON.stringify({
                  listingId: ids[i % ids.length],
                  message: `Benchmark question number ${i}`,
                }),
              };
            }
            const path = i % 3 === 0 ? `/api/listings/${ids[i % ids.length]}` : reads[i % reads.length]!;
            return { ...req, method: 'GET', path, headers: BROWSER_HEADERS, body: undefined };
          },
        },
      ],
    });
    const limited = result.statusCodeStats?.['429']?.count ?? 0;
    rows.push({
      connections,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.non2xx - limited,
      limited,
      rssMb: rssMb(serverPid),
    });
  }
  return rows;
}
