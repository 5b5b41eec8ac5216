import type { MapConfigView } from '@pokerfest/domain';
import type { Env } from './schema';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_GEOCODER_URL = 'https://nominatim.openstreetmap.org/search';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_MAP_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/**
 * The map of the admin location picker as the server hands it to the browser (the domain's view;
 * null parts are off), and the origins its CSP admits.
 */
export interface MapSettings extends MapConfigView {
  /** Every origin the tiles may come from: one per subdomain when the template has {s}. */
  imageOrigins: string[];
  /** The geocoder's origin, when there is one. */
  connectOrigins: string[];
  problems: Array<{ variable: string; message: string }>;
}

const SUBDOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;

/** The origin of `url`, or undefined when it is not an http(s) URL. */
function httpOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the map settings. An empty MAP_TILE_URL or MAP_GEOCODER_URL turns that part off. The
 * origins are worked out here once, so the Content-Security-Policy admits exactly the hosts the
 * browser is told to use, and nothing else.
 */
export function mapSettings(env: Env): MapSettings {
  const problems: MapSettings['problems'] = [];
  const imageOrigins = new Set<string>();
  const connectOrigins: string[] = [];
  let tiles: MapSettings['tiles'] = null;
  let geocoder: MapSettings['geocoder'] = null;

  const template = env.MAP_TILE_URL;
  if (template !== '') {
    const subdomains = template.includes('{s}') ? env.MAP_TILE_SUBDOMAINS : [];
    const badSubdomain = subdomains.find((name) => !SUBDOMAIN.test(name));
    const origins = (subdomains.length > 0 ? subdomains : ['']).map((name) => httpOrigin(template.replaceAll('{s}', name || 'a')));
    if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part)) || origins.some((origin) => origin === undefined)) {
      problems.push({ variable: 'MAP_TILE_URL', message: 'must be an http(s) URL template with {z}, {x} and {y} (empty: no online map)' });
    } else if (template.includes('{s}') && (subdomains.length === 0 || badSubdomain !== undefined)) {
      problems.push({ variable: 'MAP_TILE_SUBDOMAINS', message: 'must list host name labels separated by commas (e.g. a,b,c) when MAP_TILE_URL has {s}' });
    } else {
      for (const origin of origins) imageOrigins.add(origin!);
      const attributionUrl = env.MAP_ATTRIBUTION_URL === '' ? null : env.MAP_ATTRIBUTION_URL;
      if (attributionUrl !== null && !httpOrigin(attributionUrl)) {
        problems.push({ variable: 'MAP_ATTRIBUTION_URL', message: 'must be an http(s) URL (empty: the attribution is plain text)' });
      }
      if (env.MAP_ATTRIBUTION === '' && [...imageOrigins].some((origin) => new URL(origin).hostname.endsWith('openstreetmap.org'))) {
        problems.push({ variable: 'MAP_ATTRIBUTION', message: "must not be empty with OpenStreetMap's tiles: their licence requires the credit" });
      }
      tiles = {
        urlTemplate: template,
        subdomains,
        attribution: env.MAP_ATTRIBUTION === '' ? null : { text: env.MAP_ATTRIBUTION, url: attributionUrl },
      };
    }
  }

  if (env.MAP_GEOCODER_URL !== '') {
    const origin = httpOrigin(env.MAP_GEOCODER_URL);
    if (!origin) {
      problems.push({ variable: 'MAP_GEOCODER_URL', message: 'must be an http(s) URL of a Nominatim-style search (empty: no address search)' });
    } else {
      connectOrigins.push(origin);
      geocoder = { searchUrl: env.MAP_GEOCODER_URL, minIntervalMs: env.MAP_GEOCODER_INTERVAL_MS };
    }
  }

  return { tiles, geocoder, imageOrigins: [...imageOrigins], connectOrigins, problems };
}
