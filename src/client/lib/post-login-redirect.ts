/**
 * The address to return to after signing in (spec section 9: stored, then cleared after use). Kept in
 * sessionStorage so it belongs to one tab and disappears with it.
 */

export const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStore(): KeyValueStore | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    // Storage can be disabled (privacy modes); redirecting home is then the graceful answer.
    return null;
  }
}

/** Only same-site paths are accepted: '/x' yes, '//evil.test' or 'https://…' no (no open redirects). */
export function isSafeRedirectPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/[\r\n]/.test(path)
  );
}

export function storePostLoginRedirect(path: string, store: KeyValueStore | null = defaultStore()): void {
  if (!store || !isSafeRedirectPath(path) || path.startsWith('/login')) return;
  try {
    store.setItem(POST_LOGIN_REDIRECT_KEY, path);
  } catch {
    // Quota or privacy errors: nothing worth telling the user about.
  }
}

/** Reads the stored address and clears it; null when none (or an unsafe one) was stored. */
export function takePostLoginRedirect(store: KeyValueStore | null = defaultStore()): string | null {
  if (!store) return null;
  try {
    const value = store.getItem(POST_LOGIN_REDIRECT_KEY);
    store.removeItem(POST_LOGIN_REDIRECT_KEY);
    return isSafeRedirectPath(value) ? value : null;
  } catch {
    return null;
  }
}
