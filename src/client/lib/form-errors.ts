import type { FieldError } from '@shared/schemas/errors.ts';

/**
 * Maps server field errors onto form fields. Server paths may be nested ('userData.username') while the form is
 * flat ('username'): the last segment is the field name. Errors for unknown fields are returned separately so they
 * can still be shown. The first message per field wins.
 */
export function mapFieldErrors<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, string>>; unmatched: string[] } {
  const known = new Set<string>(fields);
  const fieldErrors: Partial<Record<F, string>> = {};
  const unmatched: string[] = [];
  for (const { path, message } of errors) {
    const name = path.split('.').filter(Boolean).pop() ?? '';
    if (known.has(name)) {
      const field = name as F;
      if (fieldErrors[field] === undefined) fieldErrors[field] = message;
    } else {
      unmatched.push(message);
    }
  }
  return { fieldErrors, unmatched };
}
