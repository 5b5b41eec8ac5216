import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, trustProxyOption } from '../http-server';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The per-address rate limits of login and password reset key on request.ip, which Fastify works
 * out from TRUST_PROXY: a client that is not a trusted proxy cannot pick its address with
 * X-Forwarded-For.
 */
const LIMIT = 20;
const ATTEMPTS = 30;

async function withApp(env: Record<string, string | undefined>, run: (app: TestApp) => Promise<void>) {
  const app = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), ...env } });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

type Attempt = (app: TestApp, i: number, request: { remoteAddress: string; forwardedFor?: string }) => Promise<number>;

/** A POST from the request's address (and X-Forwarded-For, when given) with the i-th attempt's body. */
const postFrom =
  (url: string, body: (i: number) => Record<string, string>): Attempt =>
  async (app, i, { remoteAddress, forwardedFor }) =>
    (
      await app.server.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: body(i),
      })
    ).statusCode;

const login = postFrom('/api/login', (i) => ({ username: `nobody${i}`, password: 'not-the-password' }));
const passwordReset = postFrom('/api/request-password-reset', (i) => ({ email: `nobody${i}@example.com` }));

async function attempts(app: TestApp, attempt: Attempt, request: (i: number) => { remoteAddress: string; forwardedFor?: string }) {
  const codes: number[] = [];
  for (let i = 0; i < ATTEMPTS; i++) codes.push(await attempt(app, i, request(i)));
  return codes;
}

const rotating = (i: number) => `198.51.100.${i + 1}`;
const limited = (codes: number[]) => codes.filter((code) => code === 429).length;

describe('TRUST_PROXY', () => {
  it('unset, even in production: a rotating X-Forwarded-For does not reset the login and password-reset limits', async () => {
    for (const env of [{}, { NODE_ENV: 'production', DEMO_WEBHOOK_SECRET: 'd'.repeat(32) }]) {
      await withApp(env, async (app) => {
        expect(app.config.TRUST_PROXY).toBe(false);
        for (const attempt of [login, passwordReset]) {
          const codes = await attempts(app, attempt, (i) => ({ remoteAddress: '203.0.113.9', forwardedFor: rotating(i) }));
          expect(codes.slice(0, LIMIT)).not.toContain(429);
          expect(codes.slice(LIMIT)).toEqual(Array(ATTEMPTS - LIMIT).fill(429));
        }
      });
    }
  });

  describe('a hop count (1)', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: '1' } });
    });
    afterAll(async () => app?.close());

    it('counts each forwarded address separately when the proxy connects from loopback', async () => {
      const codes = await attempts(app, login, (i) => ({ remoteAddress: '127.0.0.1', forwardedFor: `203.0.113.77, ${rotating(i)}` }));
      expect(limited(codes)).toBe(0);
      // ... and each forwarded address still has its limit.
      const one = await attempts(app, login, () => ({ remoteAddress: '127.0.0.1', forwardedFor: '192.0.2.200' }));
      expect(limited(one)).toBe(ATTEMPTS - LIMIT);
    });

    it('reads what the nearest proxy adds, not what the client put before it', async () => {
      const codes = await attempts(app, passwordReset, (i) => ({ remoteAddress: '10.1.2.3', forwardedFor: `${rotating(i)}, 192.0.2.201` }));
      expect(limited(codes)).toBe(ATTEMPTS - LIMIT);
    });

    it('ignores X-Forwarded-For from a client on a public address that reached the port directly', async () => {
      const codes = await attempts(app, login, (i) => ({ remoteAddress: '203.0.113.10', forwardedFor: rotating(i) }));
      expect(limited(codes)).toBe(ATTEMPTS - LIMIT);
    });
  });

  it('a list of proxy addresses: believed from those addresses only', async () => {
    await withApp({ TRUST_PROXY: '10.0.0.5, fd00::/8' }, async (app) => {
      expect(limited(await attempts(app, login, (i) => ({ remoteAddress: '10.0.0.5', forwardedFor: rotating(i) })))).toBe(0);
      expect(limited(await attempts(app, login, (i) => ({ remoteAddress: '10.0.0.6', forwardedFor: rotating(i) })))).toBe(ATTEMPTS - LIMIT);
    });
  });
});

describe('trustProxyOption', () => {
  it('passes addresses on and turns a hop count into a check of the nearest peer', () => {
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['loopback', '10.0.0.0/8'])).toEqual(['loopback', '10.0.0.0/8']);
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([twoHops('172.18.0.4', 0), twoHops('198.51.100.1', 1), twoHops('198.51.100.2', 2)]).toEqual([true, true, false]);
    expect(twoHops('203.0.113.10', 0)).toBe(false);
  });

  it('knows loopback and private addresses', () => {
    for (const address of ['127.0.0.1', '10.9.8.7', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.1.1', '::1', '::ffff:127.0.0.1', '::ffff:172.18.0.2', 'fd12::1', 'fe80::1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.10', '172.32.0.1', '8.8.8.8', '::ffff:8.8.8.8', '2001:db8::1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
