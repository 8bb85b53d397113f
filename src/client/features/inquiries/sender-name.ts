import type { PersonName } from '@shared/format.ts';

/** The inquiry form's read-only sender (spec section 2): full name, else first name, else e-mail, else 'Anonymous'. */
export function inquirySenderName(user: PersonName | null | undefined): string {
  const first = (user?.firstName ?? '').trim();
  const last = (user?.lastName ?? '').trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = (user?.email ?? '').trim();
  return email || 'Anonymous';
}
