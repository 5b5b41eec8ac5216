import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@pokerfest/infra';
import { mapConfigRoutes } from '../modules/maps/routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { NOT_A_PAGE_POLICY, securityHeadersPlugin } from './security-headers';
import { inlineScriptHashes } from './spa';

/** The policy's directives by name, e.g. { 'img-src': ["'self'", 'data:', …] }. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

/** The headers and map config a server with these settings sends (config → plugin, as app.ts wires them). */
async function servedWith(env: Record<string, string>) {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'csp-')), ...env });
  const server = Fastify();
  await server.register(securityHeadersPlugin, { https: false, images: config.map.imageOrigins, connect: config.map.connectOrigins });
  await server.register(mapConfigRoutes, { map: config.map });
  server.get('/page', (_request, reply) => reply.usePagePolicy().type('text/html; charset=utf-8').send('<!doctype html><p>page</p>'));
  const response = await server.inject('/api/map/config');
  const page = await server.inject('/page');
  await server.close();
  return { policy: directives(page.headers['content-security-policy'] as string), referrer: page.headers['referrer-policy'], map: response.json() };
}

// Both describes only read what the default app sends, so they share one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('Content-Security-Policy of the map (0024)', () => {
  it("admits OpenStreetMap's tile host and Nominatim by default, and nothing else", async () => {
    const page = await t.server.inject({ url: '/admin', headers: { accept: 'text/html' } });
    const policy = directives(page.headers['content-security-policy'] as string);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(policy['default-src']).toEqual(["'self'"]);
    // no third-party script: the app's own, and the one inline script of the built index.html by its hash (0026)
    expect(policy['script-src']).toEqual(["'self'", ...inlineScriptHashes(t.distDir)]);
    // Nominatim and the tile servers identify the application by the Referer: the origin goes out, the path does not
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const config = await t.server.inject('/api/map/config');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({
      tiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        subdomains: [],
        attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
      },
      geocoder: { searchUrl: 'https://nominatim.openstreetmap.org/search', minIntervalMs: 1000 },
    });
  });

  it('admits the configured hosts instead: every {s} subdomain and the geocoder', async () => {
    const served = await servedWith({
      MAP_TILE_URL: 'https://{s}.tiles.example:8443/{z}/{x}/{y}.png',
      MAP_TILE_SUBDOMAINS: 'a,b',
      MAP_GEOCODER_URL: 'http://127.0.0.1:7070/geo/search',
    });
    expect(served.policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://a.tiles.example:8443', 'https://b.tiles.example:8443']);
    expect(served.policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:7070']);
    expect(served.referrer).toBe('strict-origin-when-cross-origin');
    expect(served.map).toMatchObject({ tiles: { subdomains: ['a', 'b'] }, geocoder: { searchUrl: 'http://127.0.0.1:7070/geo/search' } });
  });

  it('admits no map host when the map and the search are turned off', async () => {
    const served = await servedWith({ MAP_TILE_URL: '', MAP_GEOCODER_URL: '' });
    expect(served.policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(served.policy['connect-src']).toEqual(["'self'"]);
    expect(served.map).toEqual({ tiles: null, geocoder: null });
    const tilesOnly = await servedWith({ MAP_GEOCODER_URL: '' });
    expect(tilesOnly.policy['connect-src']).toEqual(["'self'"]);
    expect(tilesOnly.policy['img-src']).toContain('https://tile.openstreetmap.org');
  });
});

describe('Content-Security-Policy by kind of response (0026)', () => {
  it("gives pages the page policy with the hash of index.html's inline script, and everything else the strictest policy", async () => {
    const page = await t.server.inject({ url: '/festivals/anything', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scriptSources = directives(page.headers['content-security-policy'] as string)['script-src']!;
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1)).toEqual(inlineScriptHashes(t.distDir));
    expect(scriptSources).toHaveLength(2);
    // a revalidated page keeps its policy: a 304's headers replace the cached page's
    const help = await t.server.inject({ url: '/help', headers: { accept: 'text/html' } });
    const again = await t.server.inject({ url: '/help', headers: { accept: 'text/html', 'if-none-match': String(help.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    for (const url of ['/api/products', '/api/health', '/api/missing', '/assets/index-AbC123.js', '/assets/missing-1.js']) {
      expect((await t.server.inject(url)).headers['content-security-policy']).toBe(NOT_A_PAGE_POLICY);
    }
  });
});
