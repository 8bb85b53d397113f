import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorText, isApiStatus } from '../../src/client/lib/api.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends cookies and a JSON body, and parses the JSON reply', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const result = await apiRequest<{ ok: number }>('/api/x', { method: 'POST', body: { a: 1 } });
    expect(result).toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/x');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    await apiRequest('/api/list');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect((init!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(init?.credentials).toBe('include');
  });

  it('yields undefined for a 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it("turns a non-2xx reply into '{status}: {body text}' and keeps the parsed body", async () => {
    const body = { message: 'Invalid credentials' };
    stubFetch(new Response(JSON.stringify(body), { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('/api/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`401: ${JSON.stringify(body)}`);
    expect(apiError.status).toBe(401);
    expect(apiError.serverMessage).toBe('Invalid credentials');
    expect(isApiStatus(apiError, 401)).toBe(true);
    expect(isApiStatus(apiError, 403)).toBe(false);
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.body).toBeNull();
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('ApiError', () => {
  it('exposes well-formed field errors only', () => {
    const error = new ApiError(
      400,
      JSON.stringify({
        message: 'Validation failed',
        errors: [
          { path: 'userData.username', message: 'Username must be at least 3 characters' },
          { path: 1 },
        ],
      }),
      'Bad Request',
    );
    expect(error.fieldErrors).toEqual([
      { path: 'userData.username', message: 'Username must be at least 3 characters' },
    ]);
  });

  it('keeps a non-JSON body out of the parsed body but in the message', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(error.body).toBeNull();
    expect(error.message).toBe('502: <html>Bad gateway</html>');
    expect(error.fieldErrors).toEqual([]);
  });
});

describe('errorText', () => {
  it("prefers the server's message", () => {
    const error = new ApiError(403, JSON.stringify({ message: 'Pending approval' }), 'Forbidden');
    expect(errorText(error, 'Login failed')).toBe('Pending approval');
  });

  it('uses the fallback for an ApiError without a message', () => {
    expect(errorText(new ApiError(500, '', 'Internal Server Error'), 'Something went wrong')).toBe(
      'Something went wrong',
    );
  });

  it('strips the status prefix of a plain error', () => {
    expect(errorText(new Error('409: Username taken'), 'x')).toBe('Username taken');
  });

  it('uses the fallback for network failures and non-errors', () => {
    expect(errorText(new TypeError('Failed to fetch'), 'Something went wrong')).toBe('Something went wrong');
    expect(errorText('boom', 'Something went wrong')).toBe('Something went wrong');
  });
});
