// Address search behind a small interface, so the service can be swapped (or stubbed in tests).
import type { Position } from './coordinates';

export interface GeocodeResult extends Position {
  label: string;
}

export interface Geocoder {
  /** The best match for `query`, or null when there is none. Rejects when the service cannot be reached. */
  search(query: string, signal?: AbortSignal): Promise<GeocodeResult | null>;
}

/** The service cannot be reached (offline, blocked, timed out or answering errors). */
export class GeocoderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The geocoding service is unavailable', { cause });
    this.name = 'GeocoderUnavailableError';
  }
}

export const NOMINATIM_SEARCH_URL = 'https://nominatim.openstreetmap.org/search';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
}

/** OpenStreetMap's Nominatim search; gives up after `timeoutMs` so an offline form never waits long. */
export function nominatimGeocoder(
  { searchUrl = NOMINATIM_SEARCH_URL, timeoutMs = 5000, fetchFn = globalThis.fetch.bind(globalThis) } = {},
): Geocoder {
  return {
    async search(query, signal) {
      const url = new URL(searchUrl);
      url.search = new URLSearchParams({ q: query, format: 'json', limit: '1' }).toString();
      const timeout = AbortSignal.timeout(timeoutMs);
      let places: NominatimPlace[];
      try {
        const response = await fetchFn(url.toString(), {
          headers: { Accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
        places = (await response.json()) as NominatimPlace[];
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new GeocoderUnavailableError(error);
      }
      const first = Array.isArray(places) ? places[0] : undefined;
      const latitude = Number(first?.lat);
      const longitude = Number(first?.lon);
      if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      return { latitude, longitude, label: first.display_name ?? query };
    },
  };
}

export const defaultGeocoder: Geocoder = nominatimGeocoder();
