import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, fetchJson, getQueryFn, pathOfQueryKey } from './api-client';

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

  it('sends extra headers such as an Idempotency-Key beside the JSON content type', async () => {
    const fetchMock = answer(201, '{"id":"o-1"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiJson('POST', '/api/orders', { productId: 'f' }, { headers: { 'Idempotency-Key': 'k-1' } })).resolves.toEqual({ id: 'o-1' });
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
  });

  it('keeps the status and the parsed error body with its details', async () => {
    const body = { error: 'Sorry, Main Event is sold out.', details: { reason: 'sold_out', item: { kind: 'tournament', id: 3, name: 'Main Event' } } };
    vi.stubGlobal('fetch', answer(409, JSON.stringify(body)));
    const error = await apiRequest('POST', '/api/orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(409);
    expect(apiError.body).toEqual(body);
    expect(apiError.serverError).toBe('Sorry, Main Event is sold out.');
    expect(apiError.details).toEqual(body.details);
    expect(new ApiError(502, 'Bad Gateway', '<html>').body).toBeUndefined();
    expect(new ApiError(502, 'Bad Gateway', '<html>').details).toBeUndefined();
  });
});

describe("reads index.html's first-load script started (0026)", () => {
  it('takes the started answer once, then asks the network; a failed started read is asked again', async () => {
    const network = answer(200, '{"from":"network"}');
    vi.stubGlobal('fetch', network);
    vi.stubGlobal('window', {
      __pokerfestFirstLoad: {
        '/api/products': Promise.resolve(new Response('{"from":"first load"}')),
        '/api/user': Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    expect(await fetchJson('/api/products', { on401: 'throw' })).toEqual({ from: 'first load' });
    expect(network).not.toHaveBeenCalled();
    expect(await fetchJson('/api/products', { on401: 'throw' })).toEqual({ from: 'network' });
    expect(await fetchJson('/api/user', { on401: 'returnNull' })).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('handles a started 401 like any other', async () => {
    vi.stubGlobal('window', { __pokerfestFirstLoad: { '/api/user': Promise.resolve(new Response('Unauthorized', { status: 401 })) } });
    expect(await fetchJson('/api/user', { on401: 'returnNull' })).toBeNull();
  });
});
