import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, writeClientPage } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A built client's page, for the pages' own headers.
  writeClientPage(t);
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers the health check when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('refuses malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses prototype-pollution keys cleanly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "secret1"}',
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing/42' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'a@b.co', password: 'secret1' },
    });
    expect(res.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("accepts the site's own Origin", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('sends security headers on every response: plain, cached, refused and unknown', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/listings' }),
      await t.app.inject({ method: 'GET', url: '/api/listings' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: 'https://evil.test' },
      }),
      await t.app.inject({ method: 'GET', url: '/listings' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 404, 403, 200]);
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets nothing load in a JSON answer, and keeps the page headers for pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/listings' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // The document-only headers are not sent with JSON.
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['x-xss-protection']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/listings' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('never answers with a stack trace or SQL for hostile values', async () => {
    const hostile = ["' OR 1=1 --", '\u0000', '💥'.repeat(500), '{"$gt": ""}'];
    for (const value of hostile) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: value, password: value },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/at \w+ \(|select |insert |syntax error/i);
    }
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const down = await createTestApp();
    await down.deps.database.close();
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await down.app.close();
  });
});

describe('text the database cannot store', () => {
  it('answers 400 for a NUL byte anywhere, found by the fuzzer', async () => {
    const t2 = await createTestApp();
    try {
      for (const url of [
        '/api/listings?region=%00',
        '/api/listings?q=a%00b',
        '/api/listings/facets?make=%00',
      ]) {
        const res = await t2.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a\u0000@b.co', password: 'secret\u00001' },
      });
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await t2.close();
    }
  });
});
