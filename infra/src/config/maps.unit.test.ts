import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refusedVariables } from '../testing/config-refusal';
import { loadConfig } from './load';

const mapOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-map-')), ...env }).map;

const problemsOf = (env: Record<string, string>): string[] => refusedVariables(() => mapOf(env));

describe('map settings', () => {
  it("default to OpenStreetMap's tiles with their credit and Nominatim at one search a second", () => {
    expect(mapOf({})).toEqual({
      tiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        subdomains: [],
        attribution: { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
      },
      geocoder: { searchUrl: 'https://nominatim.openstreetmap.org/search', minIntervalMs: 1000 },
      imageOrigins: ['https://tile.openstreetmap.org'],
      connectOrigins: ['https://nominatim.openstreetmap.org'],
    });
  });

  it('name one origin per subdomain when the template has {s}', () => {
    const map = mapOf({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', MAP_ATTRIBUTION: '© Example', MAP_ATTRIBUTION_URL: '' });
    expect(map.tiles).toEqual({ urlTemplate: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', subdomains: ['a', 'b', 'c'], attribution: { text: '© Example', url: null } });
    expect(map.imageOrigins).toEqual(['https://a.tiles.example', 'https://b.tiles.example', 'https://c.tiles.example']);
    expect(mapOf({ MAP_TILE_URL: 'http://{s}.localhost:8080/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: ' one, two ' }).imageOrigins).toEqual([
      'http://one.localhost:8080',
      'http://two.localhost:8080',
    ]);
    // no {s}: the subdomains do not matter
    expect(mapOf({ MAP_TILE_URL: 'http://127.0.0.1:9/t/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'x,y' }).imageOrigins).toEqual(['http://127.0.0.1:9']);
  });

  it('turn off the online map or the address search when empty', () => {
    expect(mapOf({ MAP_TILE_URL: '', MAP_GEOCODER_URL: ' ' })).toMatchObject({ tiles: null, geocoder: null, imageOrigins: [], connectOrigins: [] });
    expect(mapOf({ MAP_GEOCODER_URL: '' })).toMatchObject({ geocoder: null, connectOrigins: [], imageOrigins: ['https://tile.openstreetmap.org'] });
    expect(mapOf({ MAP_TILE_URL: '' })).toMatchObject({ tiles: null, imageOrigins: [], connectOrigins: ['https://nominatim.openstreetmap.org'] });
    expect(mapOf({ MAP_GEOCODER_INTERVAL_MS: '2500' }).geocoder?.minIntervalMs).toBe(2500);
  });

  it('refuse URLs that are no http(s) templates, bad subdomains, and OpenStreetMap tiles without their credit', () => {
    expect(problemsOf({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toEqual(['MAP_TILE_URL']);
    expect(problemsOf({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png', MAP_GEOCODER_URL: 'javascript:alert(1)' })).toEqual(['MAP_TILE_URL', 'MAP_GEOCODER_URL']);
    expect(problemsOf({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'a,evil.example/x' })).toEqual(['MAP_TILE_SUBDOMAINS']);
    expect(problemsOf({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: ',' })).toEqual(['MAP_TILE_SUBDOMAINS']);
    expect(problemsOf({ MAP_ATTRIBUTION: '' })).toEqual(['MAP_ATTRIBUTION']);
    expect(problemsOf({ MAP_ATTRIBUTION_URL: 'not a url' })).toEqual(['MAP_ATTRIBUTION_URL']);
    expect(problemsOf({ MAP_GEOCODER_INTERVAL_MS: '-1' })).toEqual(['MAP_GEOCODER_INTERVAL_MS']);
  });
});
