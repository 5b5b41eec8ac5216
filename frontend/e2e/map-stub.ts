// A local stand-in for the map's tile server and geocoder, so no browser test needs the internet:
// PNG tiles under /tiles/{z}/{x}/{y}.png and Nominatim-shaped answers under /search.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage } from 'playwright-core';
import { findFreePort } from './api-server';

/** A 1×1 PNG: Leaflet sizes each tile itself, the test only needs images that load. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export interface StubRequest {
  host: string;
  path: string;
  referer: string | undefined;
  /** performance.now() when it arrived. */
  at: number;
}

export interface StubPlace {
  lat: string;
  lon: string;
  display_name: string;
}

export interface MapStub {
  port: number;
  tiles: StubRequest[];
  searches: StubRequest[];
  stop(): Promise<void>;
}

const seen = (request: IncomingMessage): StubRequest => ({
  host: request.headers.host ?? '',
  path: request.url ?? '',
  referer: request.headers.referer,
  at: performance.now(),
});

/** Serves a tile for every /tiles/ path and the `places` it knows by exact query; anything else is a 404. */
export async function startMapStub(places: Record<string, StubPlace>): Promise<MapStub> {
  const tiles: StubRequest[] = [];
  const searches: StubRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    if (url.pathname.startsWith('/tiles/')) {
      tiles.push(seen(request));
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=60' });
      response.end(TILE_PNG);
    } else if (url.pathname === '/search') {
      searches.push(seen(request));
      const place = places[url.searchParams.get('q') ?? ''];
      // the page is on another origin: the browser may read the answer only with this header
      response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      response.end(JSON.stringify(place ? [place] : []));
    } else {
      response.writeHead(404).end();
    }
  });
  // every address, IPv4 and IPv6: the browser reaches the tile hosts as a.localhost, b.localhost
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    tiles,
    searches,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * The API server's map settings for a stub on `port`: tiles from a.localhost and b.localhost ({s},
 * so the Content-Security-Policy must admit both), the geocoder at 127.0.0.1.
 */
export function stubMapSettings(port: number): Record<string, string> {
  return {
    MAP_TILE_URL: `http://{s}.localhost:${port}/tiles/{z}/{x}/{y}.png`,
    MAP_TILE_SUBDOMAINS: 'a,b',
    MAP_GEOCODER_URL: `http://127.0.0.1:${port}/search`,
  };
}

/** Map settings pointing at a port nobody listens on: the map as it is offline, and nothing asks the internet. */
export async function unreachableMapSettings(): Promise<Record<string, string>> {
  return stubMapSettings(await findFreePort());
}

/** The browser's "Failed to load resource" for a tile or a search the (stopped) stub did not answer. */
export function isFailedMapRequest(message: ConsoleMessage): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  const path = new URL(message.location().url, 'http://x').pathname;
  return path.startsWith('/tiles/') || path === '/search';
}
