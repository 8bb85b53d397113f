import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      seedDemo: true,
      trustProxy: false,
    });
  });
  it('works on one new browse question per core and one more at once, unless told how many', () => {
    expect(loadConfig({}).searchConcurrency).toBe(os.availableParallelism() + 1);
    expect(loadConfig({ SEARCH_CONCURRENCY: '' }).searchConcurrency).toBe(os.availableParallelism() + 1);
    expect(loadConfig({ SEARCH_CONCURRENCY: '16' }).searchConcurrency).toBe(16);
    for (const bad of ['0', 'many', '2.5', '101'])
      expect(() => loadConfig({ SEARCH_CONCURRENCY: bad })).toThrow(/SEARCH_CONCURRENCY/);
  });
  it('does not seed a PostgreSQL deployment unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
  it('explains every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });
  it('keeps rate limits in the database unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'ratelimit:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/2', REDIS_KEY_PREFIX: 'staging:' }).redis,
    ).toEqual({ url: 'rediss://user:pw@cache.internal:6380/2', keyPrefix: 'staging:' });
  });
  it('refuses a REDIS_URL that is not a Redis URL', () => {
    for (const bad of ['127.0.0.1:6379', 'http://cache.internal', 'redis://', 'redis://h:99999']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(
        /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
      );
    }
  });
  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cars.example.com/' }).publicUrl).toBe(
      'https://cars.example.com',
    );
  });
  it('warns at start-up when a PostgreSQL deployment has no PUBLIC_URL, not on the embedded default', () => {
    expect(configWarnings(loadConfig({}))).toEqual([]);
    expect(configWarnings(loadConfig({ DATABASE_URL: 'postgres://db/x' }))).toEqual([
      expect.stringMatching(/PUBLIC_URL is not set/),
    ]);
    expect(
      configWarnings(loadConfig({ DATABASE_URL: 'postgres://db/x', PUBLIC_URL: 'https://cars.example.com' })),
    ).toEqual([]);
  });
});
