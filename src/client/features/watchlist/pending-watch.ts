/**
 * A heart pressed while signed out: the listing to watch once the person has signed in, kept in this
 * tab's sessionStorage beside the post-login address (lib/post-login-redirect.ts), and taken once.
 */
const KEY = 'pendingWatch';

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function storePendingWatch(listingId: number): void {
  try {
    store()?.setItem(KEY, String(listingId));
  } catch {
    // Storage refused (privacy modes): the person signs in and presses the heart again.
  }
}

/** The listing id stored, cleared; null when none. */
export function takePendingWatch(): number | null {
  const s = store();
  if (!s) return null;
  try {
    const value = s.getItem(KEY);
    s.removeItem(KEY);
    const id = Number(value);
    return value && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
