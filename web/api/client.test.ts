import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiRequest, onSessionExpired, onSessionRefreshed } from './client.ts';

type Call = { method: string; url: string; headers: Headers; body: unknown };

let calls: Call[];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const expired = (errorCode: string) => json(401, { statusCode: 401, errorCode, message: 'expired' });

/** Fakes the server: `answer` decides each response; every call is recorded. */
function serve(answer: (call: Call) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return answer(call);
  });
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends credentials, Accept-Language and JSON, and returns data', async () => {
    serve(() => json(200, { data: { ok: true } }));
    await expect(
      apiRequest('/v1/things', { method: 'POST', body: { name: 'a' }, query: { take: 10, skip: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0].url).toBe('/v1/things?take=10');
    expect(calls[0].headers.get('Accept-Language')).toMatch(/^(en|ko)$/);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ name: 'a' });
  });

  it('turns an error body into a typed ApiError', async () => {
    serve(() => json(400, { statusCode: 400, errorCode: 'G00100', message: 'bad', fields: { name: 'validation.required' } }));
    const error = await apiRequest('/v1/things').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 'G00100', fields: { name: 'validation.required' } });
  });

  it('reads a network failure as 503', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/v1/things')).rejects.toMatchObject({ status: 503, errorCode: null });
  });

  it('refreshes once for concurrent refreshable 401s, then repeats each request once', async () => {
    let refreshed = false;
    const users: unknown[] = [];
    const stop = onSessionRefreshed((user) => users.push(user));
    serve(async ({ method, url }) => {
      if (method === 'PUT' && url === '/v1/auth/token') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        refreshed = true;
        return json(200, { data: { id: 'u1' } });
      }
      return refreshed ? json(200, { data: url }) : expired('G01009');
    });
    await expect(Promise.all([apiRequest('/v1/a'), apiRequest('/v1/b')])).resolves.toEqual(['/v1/a', '/v1/b']);
    expect(calls.filter((c) => c.url === '/v1/auth/token')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/v1/a')).toHaveLength(2);
    expect(users).toEqual([{ id: 'u1' }]);
    stop();
  });

  it('throws the original error and reports the expired session when the refresh fails', async () => {
    const expiredSessions = vi.fn();
    const stop = onSessionExpired(expiredSessions);
    serve(({ url }) => (url === '/v1/auth/token' ? expired('G01025') : expired('G01003')));
    await expect(apiRequest('/v1/me/events')).rejects.toMatchObject({ status: 401, errorCode: 'G01003' });
    expect(expiredSessions).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url)).toEqual(['/v1/me/events', '/v1/auth/token']);
    stop();
  });

  it('keeps the session when the refresh fails for another reason than a 401', async () => {
    const expiredSessions = vi.fn();
    const stop = onSessionExpired(expiredSessions);
    serve(({ url }) =>
      url === '/v1/auth/token' ? json(429, { statusCode: 429, errorCode: 'G00104', message: 'slow down' }) : expired('G01009'),
    );
    await expect(apiRequest('/v1/me/events')).rejects.toMatchObject({ status: 401, errorCode: 'G01009' });
    expect(expiredSessions).not.toHaveBeenCalled();
    stop();
  });

  it('does not refresh for codes outside the refreshable set or for /auth calls', async () => {
    serve(({ url }) => (url === '/v1/auth/otp' ? expired('G01009') : expired('G01024')));
    await expect(apiRequest('/v1/me')).rejects.toMatchObject({ errorCode: 'G01024' });
    await expect(apiRequest('/v1/auth/otp', { method: 'POST', body: { email: 'a@b.co' } })).rejects.toMatchObject({
      errorCode: 'G01009',
    });
    expect(calls.map((c) => c.url)).toEqual(['/v1/me', '/v1/auth/otp']);
  });
});
