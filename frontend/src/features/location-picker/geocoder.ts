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

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
}

/** Answers kept per page: Nominatim asks clients to cache results rather than repeat a query. */
const REMEMBERED_ANSWERS = 50;

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** The promise's value, or its signal's reason as soon as that aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

export interface NominatimOptions {
  searchUrl: string;
  /** Least time between two requests (Nominatim's usage policy: one per second). */
  minIntervalMs?: number;
  timeoutMs?: number;
  fetchFn?: typeof fetch;
  now?: () => number;
}

/**
 * A Nominatim-style search (`?q=…&format=json&limit=1`). Requests are spaced at least
 * `minIntervalMs` apart (a search asked for sooner waits its turn), repeated queries are answered
 * from memory, and the page's origin goes along as the Referer, which is how Nominatim identifies a
 * browser application. Gives up after `timeoutMs` so an offline form never waits long.
 */
export function nominatimGeocoder({ searchUrl, minIntervalMs = 1000, timeoutMs = 5000, fetchFn = globalThis.fetch.bind(globalThis), now = Date.now }: NominatimOptions): Geocoder {
  // when the request before the latest search went out: each request waits for it, then the interval
  let lastSent: Promise<number> = Promise.resolve(Number.NEGATIVE_INFINITY);
  const answers = new Map<string, GeocodeResult | null>();
  return {
    async search(query, signal) {
      const key = query.trim().toLowerCase();
      if (answers.has(key)) return answers.get(key) ?? null;
      // Spaced from when the request before went out, not from when it was planned: on a busy page a
      // request can leave late, and the next one must still keep the interval after it.
      const before = lastSent;
      let passOn!: (sentAt: number) => void;
      lastSent = new Promise((resolve) => (passOn = resolve));
      try {
        const previousAt = await abortable(before, signal);
        await waitFor(previousAt + minIntervalMs - now(), signal);
      } catch (error) {
        // a cancelled search sends nothing: the one after it keeps the interval after the one before
        void before.then(passOn);
        throw error;
      }
      passOn(now());
      const url = new URL(searchUrl);
      url.search = new URLSearchParams({ q: query, format: 'json', limit: '1' }).toString();
      const timeout = AbortSignal.timeout(timeoutMs);
      let places: NominatimPlace[];
      try {
        const response = await fetchFn(url.toString(), {
          headers: { Accept: 'application/json' },
          referrerPolicy: 'strict-origin-when-cross-origin',
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
      const answer = !first || !Number.isFinite(latitude) || !Number.isFinite(longitude) ? null : { latitude, longitude, label: first.display_name ?? query };
      if (answers.size >= REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, answer);
      return answer;
    },
  };
}

const shared = new Map<string, Geocoder>();

/** One geocoder per configured service and page, so every picker on the page shares its pace and memory. */
export function geocoderFor(config: { searchUrl: string; minIntervalMs: number }): Geocoder {
  const key = `${config.searchUrl} ${config.minIntervalMs}`;
  let geocoder = shared.get(key);
  if (!geocoder) {
    geocoder = nominatimGeocoder(config);
    shared.set(key, geocoder);
  }
  return geocoder;
}
