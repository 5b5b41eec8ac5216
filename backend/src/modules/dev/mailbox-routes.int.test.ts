import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const victim = 'victim@example.com';
const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(victim)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // NODE_ENV=test, set on purpose
  await t.database.db
    .insertInto('mail_outbox')
    .values({ to_address: victim, subject: 'Reset your password', text_body: 'Open http://localhost:3000/reset-password?token=secret-token', html_body: null })
    .execute();
});
afterAll(async () => t?.close());

/** What a route that does not exist answers. */
async function absentRoute(app: TestApp) {
  const response = await app.server.inject({ url: '/api/dev/no-such-route', remoteAddress: '127.0.0.1' });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

async function expectAbsent(app: TestApp, request: { url?: string; remoteAddress?: string; headers?: Record<string, string> }) {
  const response = await app.server.inject({ url: mailbox, ...request });
  expect({ status: response.statusCode, type: response.headers['content-type'], body: response.body }).toEqual(await absentRoute(app));
  expect(response.body).not.toContain('secret-token');
}

describe('development mailbox', () => {
  it('shows a local developer the mail in test mode', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      const response = await t.server.inject({ url: mailbox, remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.json()).toEqual([expect.objectContaining({ to: victim, links: ['http://localhost:3000/reset-password?token=secret-token'] })]);
    }
  });

  it('is a 404 for a client on another address, even with a bad query', async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.5', '2001:db8::1']) {
      await expectAbsent(t, { remoteAddress });
    }
    await expectAbsent(t, { remoteAddress: '203.0.113.7', url: `/api/dev/mailbox?to=${'x'.repeat(300)}` });
  });

  it('is a 404 for a request that came through a proxy, whatever it claims', async () => {
    await expectAbsent(t, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    await expectAbsent(t, { headers: { forwarded: 'for=127.0.0.1' } });
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    try {
      await expectAbsent(trusting, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    } finally {
      await trusting.close();
    }
  });

  it('is a 404 unless NODE_ENV was set to development or test', async () => {
    for (const env of [{ NODE_ENV: undefined }, { NODE_ENV: 'production', DEMO_WEBHOOK_SECRET: 'd'.repeat(32) }]) {
      const app = await createTestApp({ env });
      try {
        expect(app.config.devMailbox).toBe(false);
        await expectAbsent(app, { remoteAddress: '127.0.0.1' });
      } finally {
        await app.close();
      }
    }
    const development = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      expect((await development.server.inject({ url: mailbox })).statusCode).toBe(200);
    } finally {
      await development.close();
    }
  });
});
