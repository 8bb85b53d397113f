import { describe, expect, it } from 'vitest';
import {
  isSafeRedirectPath,
  POST_LOGIN_REDIRECT_KEY,
  storePostLoginRedirect,
  takePostLoginRedirect,
} from '../../src/client/lib/post-login-redirect.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('post-login redirect', () => {
  it('stores an address and clears it when taken', () => {
    const store = memoryStore();
    storePostLoginRedirect('/listing/42', store);
    expect(store.map.get(POST_LOGIN_REDIRECT_KEY)).toBe('/listing/42');
    expect(takePostLoginRedirect(store)).toBe('/listing/42');
    expect(takePostLoginRedirect(store)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('keeps the query string', () => {
    const store = memoryStore();
    storePostLoginRedirect('/listings?search=Ferrari', store);
    expect(takePostLoginRedirect(store)).toBe('/listings?search=Ferrari');
  });

  it('never stores the sign-in page itself', () => {
    const store = memoryStore();
    storePostLoginRedirect('/login', store);
    expect(takePostLoginRedirect(store)).toBeNull();
  });

  it('refuses addresses that leave the site', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '',
      '/a\nb',
    ]) {
      expect(isSafeRedirectPath(bad)).toBe(false);
    }
    const store = memoryStore();
    store.setItem(POST_LOGIN_REDIRECT_KEY, '//evil.test');
    expect(takePostLoginRedirect(store)).toBeNull();
    expect(store.map.size).toBe(0);
  });

  it('is harmless without storage', () => {
    expect(() => storePostLoginRedirect('/x', null)).not.toThrow();
    expect(takePostLoginRedirect(null)).toBeNull();
  });

  it('survives storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => storePostLoginRedirect('/x', throwing)).not.toThrow();
    expect(takePostLoginRedirect(throwing)).toBeNull();
  });
});
