import type { ApiTransport } from '@shared/server-render.ts';
/**
 * The client's single door to the API (spec section 7): cookies always sent, JSON in and out, a 204 yields
 * undefined, and any non-2xx response becomes an ApiError whose message is '{status}: {body text or status text}'
 * (spec section 8). The parsed body is kept so screens can show the server's own `message` and field errors.
 */

import type { ErrorBody, FieldError } from '@shared/schemas/errors.ts';

/**
 * The error body as received: the API's own (shared/schemas/errors.ts), but a proxy or a dropped
 * connection may send anything, so every field is checked before use.
 */
type ReceivedErrorBody = Partial<ErrorBody>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed JSON body, or null when the body was empty or not JSON. */
  readonly body: ReceivedErrorBody | null;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.status = status;
    this.body = parseBody(text);
  }

  /** The server's `message` field, when it sent one. */
  get serverMessage(): string | undefined {
    const m = this.body?.message;
    return typeof m === 'string' && m.trim() ? m : undefined;
  }

  /** Field errors of a 400 reply, as sent (paths like 'email' or 'userData.username'). */
  get fieldErrors(): FieldError[] {
    const errors = this.body?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.filter(
      (e): e is FieldError =>
        typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
    );
  }
}

function parseBody(text: string): ReceivedErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ReceivedErrorBody)
      : null;
  } catch {
    return null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Replaces the browser's fetch. Only the server renderer (src/client/entry-server.tsx) calls it: a page it
 * renders reads its data from the app in the same process, with the same code the browser runs.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

export interface ApiResponse<T> {
  data: T;
  /** The response headers, for paginated lists (X-Total-Count, Link). */
  headers: Headers;
}

/** Like apiRequest, keeping the response headers. */
export async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    signal,
  };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  const res = await transport(path, init);
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, text, res.statusText);
  }
  if (res.status === 204) return { data: undefined as T, headers: res.headers };
  const text = await res.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  /** GET keeping the response headers (paginated lists). */
  getWithHeaders: <T>(path: string, signal?: AbortSignal) => apiRequestWithHeaders<T>(path, { signal }),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * Text to show a person for a failed call: the server's `message`, else the error text with its
 * '{status}: ' prefix stripped, else the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    // A bare status line ('500: Internal Server Error') or an HTML page is no help to a person.
    return fallback;
  }
  // A TypeError from fetch ('Failed to fetch') means the network failed: the fallback says it better.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) {
    const stripped = error.message.replace(/^\d{3}:\s*/, '').trim();
    return stripped || fallback;
  }
  return fallback;
}

/** True for an ApiError with the given status. */
export function isApiStatus(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}
