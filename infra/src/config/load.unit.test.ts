import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'config-test-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  throw new Error('expected a ConfigError');
}

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

  it('names every bad variable', () => {
    const bad = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: dataDir() });
    expect(bad.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });

  it('refuses a Redis queue beside the embedded database', () => {
    expect(problemsOf({ REDIS_URL: 'redis://127.0.0.1:6379', DATA_DIR: dataDir() })).toEqual(['REDIS_URL']);
  });

  it('requires a session secret and a demo webhook secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toEqual(['SESSION_SECRET', 'DEMO_WEBHOOK_SECRET']);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_WEBHOOK_SECRET: 'd'.repeat(32) })).not.toThrow();
  });

  it('takes demo payments by default, with a development webhook secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ PAYMENT_PROVIDER: 'demo', WEBHOOK_TOLERANCE_SECONDS: 300 });
    expect(config.DEMO_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32);
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
    // Production with Stripe has no use for the demo secret.
    expect(() => loadConfig({ ...stripe, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('error message lists the variables', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://nope', DATA_DIR: dataDir() })).toThrow(/REDIS_URL/);
  });

  it('marks cookies secure behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/', SESSION_SECRET: 'y'.repeat(32) })).toMatchObject({
      PUBLIC_URL: 'https://shop.example',
      secureCookies: true,
    });
  });
});
