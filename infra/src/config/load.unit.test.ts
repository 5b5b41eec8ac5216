import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileLimit, parseTrustProxy } from './connections';
import { keptSecret } from './kept-secret';
import { refusedVariables } from '../testing/config-refusal';
import { loadConfig } from './load';
import { sellerOf } from './seller';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

const problemsOf = (env: Record<string, string>): string[] => refusedVariables(() => loadConfig(env));

describe('configuration', () => {
  it('applies safe defaults and keeps a generated development secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(config.SESSION_SECRET);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(config.SESSION_SECRET);
    expect(config.secureCookies).toBe(false);
  });

  it('serves no metrics unless a port is configured, and binds them to loopback', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect([config.METRICS_PORT, config.WORKER_METRICS_PORT, config.METRICS_HOST]).toEqual([0, 0, '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465' })).toMatchObject({ METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465 });
    expect(problemsOf({ METRICS_PORT: '70000', WORKER_METRICS_PORT: 'metrics', METRICS_HOST: ' ', DATA_DIR: dataDir() }).sort()).toEqual(['METRICS_HOST', 'METRICS_PORT', 'WORKER_METRICS_PORT']);
  });

  it('names every bad variable', () => {
    const bad = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: dataDir() });
    expect(bad.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('names a default seller for receipts and refuses a support address that is not an e-mail address', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(sellerOf(config)).toEqual({ name: 'Poker Festivals', address: '', supportEmail: 'support@pokerfestivals.example' });
    expect(sellerOf(loadConfig({ DATA_DIR: dataDir(), SELLER_NAME: ' Shop GmbH ', SELLER_ADDRESS: 'Ring 1, Vienna' }))).toMatchObject({ name: 'Shop GmbH', address: 'Ring 1, Vienna' });
    expect(problemsOf({ SUPPORT_EMAIL: 'not-an-address', SELLER_NAME: ' ', DATA_DIR: dataDir() }).sort()).toEqual(['SELLER_NAME', 'SUPPORT_EMAIL']);
  });

  it('sends trip reminders at 09:00 UTC unless told another hour of the day', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRIP_REMINDER_HOUR_UTC).toBe(9);
    expect(loadConfig({ DATA_DIR: dataDir(), TRIP_REMINDER_HOUR_UTC: '0' }).TRIP_REMINDER_HOUR_UTC).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), TRIP_REMINDER_HOUR_UTC: '23' }).TRIP_REMINDER_HOUR_UTC).toBe(23);
    for (const hour of ['24', '-1', '9.5', 'nine']) expect(problemsOf({ TRIP_REMINDER_HOUR_UTC: hour, DATA_DIR: dataDir() }), hour).toEqual(['TRIP_REMINDER_HOUR_UTC']);
  });

  it('refuses a Redis queue beside the embedded database', () => {
    expect(problemsOf({ REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: dataDir() })).toEqual(['REDIS_URL']);
  });

  it('requires a session secret and a demo webhook secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toEqual(['SESSION_SECRET', 'DEMO_WEBHOOK_SECRET']);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_WEBHOOK_SECRET: 'd'.repeat(32) })).not.toThrow();
  });

  it('takes demo payments by default, with a webhook secret generated once and kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'demo', WEBHOOK_TOLERANCE_SECONDS: 300 });
    const secret = config.DEMO_WEBHOOK_SECRET!;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).not.toBe(config.SESSION_SECRET);
    expect(readFileSync(path.join(dir, 'demo-webhook-secret'), 'utf8').trim()).toBe(secret);
    // Kept: the next start (or a worker with the same DATA_DIR) reads the same one ...
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).DEMO_WEBHOOK_SECRET).toBe(secret);
    // ... and another DATA_DIR has its own: it is not a value written in the code.
    expect(loadConfig({ DATA_DIR: dataDir() }).DEMO_WEBHOOK_SECRET).not.toBe(secret);
    // A configured one is used as given and nothing is written.
    const configured = dataDir();
    expect(loadConfig({ DATA_DIR: configured, DEMO_WEBHOOK_SECRET: 'c'.repeat(32) }).DEMO_WEBHOOK_SECRET).toBe('c'.repeat(32));
    expect(existsSync(path.join(configured, 'demo-webhook-secret'))).toBe(false);
    expect(problemsOf({ DEMO_WEBHOOK_SECRET: 'short', PAYMENT_PROVIDER: 'paypal', DATA_DIR: dataDir() }).sort()).toEqual([
      'DEMO_WEBHOOK_SECRET',
      'PAYMENT_PROVIDER',
    ]);
  });

  it('takes Stripe when asked for or when its secret key is set, and then needs all three keys', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', DATA_DIR: dataDir() };
    expect(loadConfig(stripe).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadConfig({ ...stripe, PAYMENT_PROVIDER: 'demo' }).PAYMENT_PROVIDER).toBe('demo');
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe', DATA_DIR: dataDir() })).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1', DATA_DIR: dataDir() })).toEqual(['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']);
    // Stripe calls are retried twice unless told otherwise; never a negative or runaway count.
    expect(loadConfig(stripe).STRIPE_MAX_NETWORK_RETRIES).toBe(2);
    expect(loadConfig({ ...stripe, STRIPE_MAX_NETWORK_RETRIES: '0' }).STRIPE_MAX_NETWORK_RETRIES).toBe(0);
    expect(problemsOf({ ...stripe, STRIPE_MAX_NETWORK_RETRIES: '-1' })).toEqual(['STRIPE_MAX_NETWORK_RETRIES']);
    expect(problemsOf({ ...stripe, STRIPE_MAX_NETWORK_RETRIES: '50' })).toEqual(['STRIPE_MAX_NETWORK_RETRIES']);
    // Production with Stripe has no use for the demo secret, and none is generated.
    const fresh = dataDir();
    expect(loadConfig({ ...stripe, DATA_DIR: fresh, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).DEMO_WEBHOOK_SECRET).toBeUndefined();
    expect(loadConfig({ ...stripe, DATA_DIR: fresh }).DEMO_WEBHOOK_SECRET).toBeUndefined();
    expect(existsSync(path.join(fresh, 'demo-webhook-secret'))).toBe(false);
  });

  it('exports no webhook or session secret written in the code', async () => {
    for (const module of [await import('./payments'), await import('./load'), await import('./index')]) {
      const strings = Object.values(module).filter((value) => typeof value === 'string');
      expect(strings).toEqual([]);
    }
  });

  it('serves the development mailbox only when NODE_ENV says development or test on purpose', () => {
    const mailbox = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), SESSION_SECRET: 'x'.repeat(40), DEMO_WEBHOOK_SECRET: 'd'.repeat(32), ...env }).devMailbox;
    expect(mailbox({})).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).NODE_ENV).toBe('development');
    expect(mailbox({ NODE_ENV: 'development' })).toBe(true);
    expect(mailbox({ NODE_ENV: 'test' })).toBe(true);
    expect(mailbox({ NODE_ENV: 'production' })).toBe(false);
  });

  it('error message lists the variables', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://nope', DATA_DIR: dataDir() })).toThrow(/REDIS_URL/);
  });

  it('marks cookies secure behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/', SESSION_SECRET: 'y'.repeat(32), DATA_DIR: dataDir() })).toMatchObject({
      PUBLIC_URL: 'https://shop.example',
      secureCookies: true,
    });
  });

  it('bounds how long a client may take', () => {
    const config = loadConfig({ DATA_DIR: dataDir() }, { openFileLimit: 20_000 });
    expect(config).toMatchObject({ REQUEST_TIMEOUT_MS: 30_000, HEADERS_TIMEOUT_MS: 10_000, KEEP_ALIVE_TIMEOUT_MS: 5_000 });
    expect(loadConfig({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '1000' }, { openFileLimit: 20_000 }).HEADERS_TIMEOUT_MS).toBe(1000);
    expect(loadConfig({ DATA_DIR: dataDir(), HEADERS_TIMEOUT_MS: '' }, { openFileLimit: 20_000 }).HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(problemsOf({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toEqual(['HEADERS_TIMEOUT_MS']);
    expect(problemsOf({ DATA_DIR: dataDir(), REQUEST_TIMEOUT_MS: '0', KEEP_ALIVE_TIMEOUT_MS: 'soon' }).sort()).toEqual(['KEEP_ALIVE_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS']);
  });

  it('caps connections below the open-file limit', () => {
    const cap = (env: Record<string, string>, limit: number | null) => loadConfig({ DATA_DIR: dataDir(), ...env }, { openFileLimit: limit }).MAX_CONNECTIONS;
    // Half of what is left after 256 + DB_POOL_MAX descriptors.
    expect(cap({}, 20_000)).toBe(Math.floor((20_000 - 266) / 2));
    expect(cap({ DB_POOL_MAX: '50' }, 20_000)).toBe(Math.floor((20_000 - 306) / 2));
    expect(cap({}, null)).toBe(1000);
    expect(cap({ MAX_CONNECTIONS: '15000' }, 20_000)).toBe(15_000);
    expect(cap({ MAX_CONNECTIONS: '5000' }, null)).toBe(5000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAX_CONNECTIONS: '19800' }, { openFileLimit: 20_000 })).toThrow(/MAX_CONNECTIONS: is above .* at most 19734/);
  });

  it('reads the soft open-file limit of the process', () => {
    const limits = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n';
    expect(openFileLimit(() => limits)).toBe(1024);
    expect(openFileLimit(() => limits.replace('1024 ', 'unlimited'))).toBeNull();
    expect(openFileLimit(() => { throw new Error('no /proc here'); })).toBeNull();
    if (process.platform === 'linux') expect(openFileLimit()).toBeGreaterThan(0);
  });

  it('reads proxy headers only from the proxies TRUST_PROXY names', () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;
    expect(trust()).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_WEBHOOK_SECRET: 'd'.repeat(32) }).TRUST_PROXY).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('off')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('loopback, 10.0.0.0/8,::1, fd00::/8')).toEqual(['loopback', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(problemsOf({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toEqual(['TRUST_PROXY']);
    expect(() => trust('true')).toThrow(/trust X-Forwarded-For from anyone/);
    expect(parseTrustProxy('10.0.0.0/33, proxy.local')).toEqual({ error: expect.stringMatching(/^10\.0\.0\.0\/33, proxy\.local: expected/) });
  });
});

describe('keptSecret', () => {
  it('generates a secret once and reads it back, replacing a kept value too short to be one', () => {
    const dir = path.join(dataDir(), 'nested');
    const first = keptSecret(dir, 'a-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(keptSecret(dir, 'a-secret')).toBe(first);
    expect(keptSecret(dir, 'another')).not.toBe(first);
    writeFileSync(path.join(dir, 'a-secret'), 'short\n');
    const replaced = keptSecret(dir, 'a-secret');
    expect(replaced).not.toBe('short');
    expect(readFileSync(path.join(dir, 'a-secret'), 'utf8').trim()).toBe(replaced);
  });
});
