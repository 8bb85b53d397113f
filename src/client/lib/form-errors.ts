import type { FieldError } from '@shared/schemas/errors.ts';
import { ApiError } from './api.ts';

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

/**
 * Puts the server's field errors under the form's fields (react-hook-form's setError); returns the messages
 * that name no field of the form.
 */
export function setServerFieldErrors<F extends string>(
  errors: readonly FieldError[],
  fields: readonly F[],
  setError: (field: F, error: { type: 'server'; message: string }) => void,
): string[] {
  const { fieldErrors, unmatched } = mapFieldErrors(errors, fields);
  for (const [field, message] of Object.entries(fieldErrors) as [F, string][]) {
    setError(field, { type: 'server', message });
  }
  return unmatched;
}

/**
 * After a failed submit: puts an API error's field errors under the form's fields, and answers whether the
 * form must still say what went wrong in words (not an API error, no field errors, or some naming no field).
 */
export function unexplainedAfterFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return true;
  return setServerFieldErrors(error.fieldErrors, fields, setError).length > 0;
}
