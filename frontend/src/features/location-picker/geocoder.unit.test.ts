import { describe, expect, it } from 'vitest';
import { GeocoderUnavailableError, nominatimGeocoder } from './geocoder';

const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the Nominatim geocoding adapter', () => {
  it('asks for one JSON match and reads its coordinates', async () => {
    let asked = '';
    const geocoder = nominatimGeocoder({
      searchUrl: 'https://geocoder.example.test/search',
      fetchFn: async (url) => {
        asked = String(url);
        return answering(200, [{ lat: '50.087', lon: '14.421', display_name: 'Prague' }])();
      },
    });
    expect(await geocoder.search('Prague')).toEqual({ latitude: 50.087, longitude: 14.421, label: 'Prague' });
    expect(asked).toBe('https://geocoder.example.test/search?q=Prague&format=json&limit=1');
  });

  it('answers null when nothing matches', async () => {
    const geocoder = nominatimGeocoder({ fetchFn: answering(200, []) });
    expect(await geocoder.search('Nowhere at all')).toBeNull();
  });

  it('reports an unreachable or failing service as unavailable', async () => {
    const offline = nominatimGeocoder({ fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    const failing = nominatimGeocoder({ fetchFn: answering(503, {}) });
    await expect(failing.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const hanging = nominatimGeocoder({
      timeoutMs: 20,
      fetchFn: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    await expect(hanging.search('Vienna')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
