import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchJson, getQueryFn, pathOfQueryKey } from './api-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body || null, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('api client (spec section 7)', () => {
  it('sends JSON with its content type only when there is a body, always with credentials', async () => {
    const fetchMock = answer(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/login', { username: 'ann', password: 'secret1' });
    await apiRequest('POST', '/api/logout');
    const [withBody, withoutBody] = fetchMock.mock.calls.map((call) => (call as unknown[])[1] as RequestInit);
    expect(withBody).toMatchObject({ method: 'POST', credentials: 'include', body: '{"username":"ann","password":"secret1"}' });
    expect(withBody?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(withoutBody).toMatchObject({ credentials: 'include', body: undefined, headers: {} });
  });

  it('turns a non-OK answer into "status: body", or "status: statusText" when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(400, '{"error":"Username taken"}'));
    await expect(apiRequest('POST', '/api/register', {})).rejects.toThrow('400: {"error":"Username taken"}');
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    await expect(fetchJson('/api/products', { on401: 'throw' })).rejects.toThrow('503: Service Unavailable');
  });

  it('yields null on 401 in returnNull mode and throws in throw mode', async () => {
    vi.stubGlobal('fetch', answer(401, 'Unauthorized'));
    await expect(fetchJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(fetchJson('/api/user', { on401: 'throw' })).rejects.toThrow('401: Unauthorized');
  });

  it('loads the path named by the query key', async () => {
    const fetchMock = answer(200, '[1]');
    vi.stubGlobal('fetch', fetchMock);
    expect(pathOfQueryKey(['/api/products', 'vienna', 'hotels'])).toBe('/api/products/vienna/hotels');
    const queryFn = getQueryFn<number[]>({ on401: 'throw' });
    const data = await queryFn({ queryKey: ['/api/products'], signal: new AbortController().signal, meta: undefined } as never);
    expect(data).toEqual([1]);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/products');
  });
});
