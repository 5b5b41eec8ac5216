import { describe, expect, it } from 'vitest';
import { geocoderFor, GeocoderUnavailableError, nominatimGeocoder } from './geocoder';

const SEARCH_URL = 'https://geocoder.example.test/search';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the Nominatim geocoding adapter', () => {
  it('asks for one JSON match, sends the origin as Referer, and reads its coordinates', async () => {
    let asked = '';
    let init: RequestInit | undefined;
    const geocoder = nominatimGeocoder({
      searchUrl: SEARCH_URL,
      fetchFn: async (url, given) => {
        asked = String(url);
        init = given;
        return answering(200, [{ lat: '50.087', lon: '14.421', display_name: 'Prague' }])();
      },
    });
    expect(await geocoder.search('Prague')).toEqual({ latitude: 50.087, longitude: 14.421, label: 'Prague' });
    expect(asked).toBe('https://geocoder.example.test/search?q=Prague&format=json&limit=1');
    expect(init?.referrerPolicy).toBe('strict-origin-when-cross-origin');
  });

  it('answers null when nothing matches', async () => {
    const geocoder = nominatimGeocoder({ searchUrl: SEARCH_URL, fetchFn: answering(200, []) });
    expect(await geocoder.search('Nowhere at all')).toBeNull();
  });

  it('reports an unreachable or failing service as unavailable', async () => {
    const offline = nominatimGeocoder({ searchUrl: SEARCH_URL, fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const failing = nominatimGeocoder({ searchUrl: SEARCH_URL, fetchFn: answering(503, {}) });
    await expect(failing.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const hanging = nominatimGeocoder({
      searchUrl: SEARCH_URL,
      timeoutMs: 20,
      fetchFn: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    await expect(hanging.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('spaces its requests at least the interval apart and answers a repeated query from memory', async () => {
    const sent: Array<{ query: string; at: number }> = [];
    const geocoder = nominatimGeocoder({
      searchUrl: SEARCH_URL,
      minIntervalMs: 120,
      fetchFn: async (url) => {
        sent.push({ query: new URL(String(url)).searchParams.get('q')!, at: performance.now() });
        return answering(200, [{ lat: '1', lon: '2' }])();
      },
    });
    await Promise.all([geocoder.search('Graz'), geocoder.search('Linz'), geocoder.search('Wels')]);
    expect(sent.map((request) => request.query)).toEqual(['Graz', 'Linz', 'Wels']);
    // timers may fire a little early; never a whole interval
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(110);
    expect(sent[2]!.at - sent[1]!.at).toBeGreaterThanOrEqual(110);
    expect(await geocoder.search(' graz ')).toEqual({ latitude: 1, longitude: 2, label: 'Graz' });
    expect(sent).toHaveLength(3);
  });

  it('lets a newer search cancel one still waiting for its turn, without a request', async () => {
    let requests = 0;
    const geocoder = nominatimGeocoder({ searchUrl: SEARCH_URL, minIntervalMs: 5000, fetchFn: async () => (requests++, answering(200, [])()) });
    await geocoder.search('first');
    const waiting = new AbortController();
    const pending = geocoder.search('second', waiting.signal);
    waiting.abort();
    await expect(pending).rejects.toBeDefined();
    expect(requests).toBe(1);
  });

  it('is shared by every picker of the page for one service', () => {
    const config = { searchUrl: SEARCH_URL, minIntervalMs: 1000 };
    expect(geocoderFor(config)).toBe(geocoderFor({ ...config }));
    expect(geocoderFor({ ...config, searchUrl: 'https://other.example.test/search' })).not.toBe(geocoderFor(config));
  });
});
