import { describe, expect, it } from 'vitest';
import { ApiError, apiRequest, errorMessage, getQueryFn, isAccessRequired, queryKeyToUrl } from '@/lib/api';
import { jsonResponse, mockApi } from './utils';

describe('apiRequest', () => {
  it('sends cookies and no body or content type when no body is given', async () => {
    const fetchMock = mockApi({ '/api/admin/logout': () => jsonResponse({ success: true }) });
    await apiRequest('POST', '/api/admin/logout');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: {} });
    expect(init?.body).toBeUndefined();
  });

  it('sends a JSON body with a JSON content type when a body is given', async () => {
    const fetchMock = mockApi({ '/api/contact': () => jsonResponse({ success: true }) });
    const res = await apiRequest('POST', '/api/contact', { name: 'Ada', email: 'ada@example.com' });
    expect(await res.json()).toEqual({ success: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"Ada","email":"ada@example.com"}');
  });

  it('throws "{status}: {statusText}" when the error body is empty', async () => {
    mockApi({});
    await expect(apiRequest('GET', '/api/nothing')).rejects.toHaveProperty('message', '404: Not Found');
  });

  it('throws "{status}: {body}" with the body text as sent', async () => {
    const body = { error: 'INVALID_INPUT', message: 'Email is invalid', field: 'email' };
    mockApi({ '/api/validate-email': () => jsonResponse(body, { status: 400, statusText: 'Bad Request' }) });
    const err = await apiRequest('POST', '/api/validate-email', { email: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((err as ApiError).status).toBe(400);
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'throw' | 'returnNull', key: unknown[]) =>
    getQueryFn<unknown>({ on401 })({
      queryKey: key,
      signal: new AbortController().signal,
      meta: undefined,
    } as never);

  it('parses JSON from the URL the query key names, with cookies', async () => {
    const fetchMock = mockApi({ '/api/products': () => jsonResponse([{ id: 1 }]) });
    await expect(run('throw', ['/api/products'])).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include' });
  });

  it('throws on 401 by default and yields null when configured', async () => {
    mockApi({ '/api/admin/me': () => new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await expect(run('throw', ['/api/admin/me'])).rejects.toThrow('401: Unauthorized');
    // Null is decided by the code the server sends (UNAUTHORIZED or ACCESS_REQUIRED), not by the status.
    const signedOut = { error: 'UNAUTHORIZED', message: 'Authentication required' };
    mockApi({ '/api/admin/me': () => jsonResponse(signedOut, { status: 401, statusText: 'Unauthorized' }) });
    await expect(run('throw', ['/api/admin/me'])).rejects.toThrow('401: ');
    await expect(run('returnNull', ['/api/admin/me'])).resolves.toBeNull();
  });

  it('joins key parts into the path, encoding all but the first', () => {
    expect(queryKeyToUrl(['/api/prospects/email', 'a+b@example.com'])).toBe(
      '/api/prospects/email/a%2Bb%40example.com',
    );
  });
});

describe('errorMessage', () => {
  it('takes the message of a JSON error body', () => {
    expect(errorMessage(new Error('400: {"error":"INVALID_INPUT","message":"Email is invalid"}'))).toBe(
      'Email is invalid',
    );
  });

  it('takes a plain-text body as it is', () => {
    expect(errorMessage(new Error('404: Not Found'))).toBe('Not Found');
  });

  it('falls back for HTML bodies, bodies without a message and non-errors', () => {
    expect(errorMessage(new Error('502: <html>Bad gateway</html>'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(new Error('500: {"error":"X"}'), 'Fallback')).toBe('Fallback');
    expect(errorMessage(undefined, 'Fallback')).toBe('Fallback');
  });

  it('keeps the message of an error that is not an HTTP error', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('isAccessRequired', () => {
  it('is true only for a 401 whose body names ACCESS_REQUIRED', async () => {
    mockApi({
      '/a': () => jsonResponse({ error: 'ACCESS_REQUIRED', message: 'Open your reports.' }, { status: 401 }),
      '/b': () => jsonResponse({ error: 'UNAUTHORIZED', message: 'Sign in.' }, { status: 401 }),
      '/c': () => new Response('ACCESS_REQUIRED', { status: 401 }),
    });
    const failure = (url: string) => apiRequest('GET', url).catch((err: unknown) => err);
    const a = await failure('/a');
    expect(a).toBeInstanceOf(ApiError);
    expect((a as ApiError).code).toBe('ACCESS_REQUIRED');
    expect(isAccessRequired(a)).toBe(true);
    expect(isAccessRequired(await failure('/b'))).toBe(false);
    expect(isAccessRequired(await failure('/c'))).toBe(false);
    expect(isAccessRequired(new Error('401: {"error":"ACCESS_REQUIRED"}'))).toBe(false);
  });
});
