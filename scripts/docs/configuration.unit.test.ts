import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@pokerfest/infra/config/schema';
import { settingGroups } from '@pokerfest/infra/config/documentation/index';
import { configurationPage, defaultColumn } from './configuration-table';
import { repoRoot } from './markdown-links';

describe('docs/configuration.md, written from the config schema', () => {
  it('documents every variable of the schema once, with its meaning', () => {
    const documented = settingGroups.flatMap(({ settings }) => settings.map(([name, documentation]) => ({ name, meaning: documentation.meaning.trim() })));
    expect(documented.map(({ name }) => name).sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(documented.filter(({ meaning }) => meaning === '').map(({ name }) => name)).toEqual([]);
  });

  it('is what `npm run docs:config` would write', () => {
    const page = readFileSync(path.join(repoRoot, 'docs', 'configuration.md'), 'utf8');
    // On failure: run `npm run docs:config` and commit docs/configuration.md.
    expect(page).toBe(configurationPage(page));
  });

  it("shows the schema's default, with long durations and sizes in words and what a default means", () => {
    expect(defaultColumn('PORT', { meaning: 'port' })).toBe('`3000`');
    expect(defaultColumn('ORDER_HOLD_MS', { meaning: 'hold' })).toBe('`1800000` (30 min)');
    expect(defaultColumn('PASSWORD_RESET_TTL_MS', { meaning: 'reset' })).toBe('`3600000` (1 hour)');
    expect(defaultColumn('SESSION_MAX_AGE_MS', { meaning: 'session' })).toBe('`604800000` (7 days)');
    expect(defaultColumn('REQUEST_TIMEOUT_MS', { meaning: 'request' })).toBe('`30000`');
    expect(defaultColumn('UPLOAD_MAX_BYTES', { meaning: 'upload' })).toBe('`5242880` (5 MB)');
    expect(defaultColumn('METRICS_PORT', { meaning: 'metrics', defaultMeans: 'not served' })).toBe('`0`: not served');
    expect(defaultColumn('TRUSTED_ORIGINS', { meaning: 'origins' })).toBe('empty');
    expect(defaultColumn('MAP_TILE_SUBDOMAINS', { meaning: 'hosts' })).toBe('`a,b,c`');
  });

  it('takes a described default only where the schema has none to show', () => {
    expect(defaultColumn('TRUST_PROXY', { meaning: 'proxies', unset: 'unset: off' })).toBe('unset: off');
    expect(() => defaultColumn('DATABASE_URL', { meaning: 'database' })).toThrow(/DATABASE_URL: the schema gives no default/);
    expect(() => defaultColumn('PORT', { meaning: 'port', unset: 'unset: 3000' })).toThrow(/PORT: the schema's default `3000` is shown/);
  });
});
