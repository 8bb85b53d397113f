import type { FieldError } from '../../shared/schemas/errors.ts';

export type { FieldError };

import type { Transition } from '../../shared/domain/transition.ts';

/** A refusal the client should see as-is: status, message and optional field errors (DESIGN section 5). */

export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const unauthorized = () => new AppError(401, 'Authentication required');
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'Too many attempts. Please try again later.', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Something the request needs (Redis) is down: the client may retry; the cause is logged, never shown. */
export const serviceUnavailable = (cause: unknown) =>
  new AppError(503, 'Service temporarily unavailable. Please try again shortly.', undefined, undefined, {
    cause,
  });

/** The state a transition table allows, or a 409 with the table's reason. */
export function allowed<S>(transition: Transition<S>): S {
  if ('refused' in transition) throw new AppError(409, transition.refused);
  return transition.to;
}
