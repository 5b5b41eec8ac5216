import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { postgresServerUrl } from '../testing/services';
import { TcpProxy } from '../testing/tcp-proxy';
import { listenFor } from './notifications';

// A listener's connection that dies without a word (a frozen route, a hung server): no 'end' comes,
// so only the listener's own check can find it. The caches that trust it must hear "down" in time.

let serverUrl: string | undefined;
let proxy: TcpProxy | undefined;

beforeAll(async () => {
  serverUrl = await postgresServerUrl();
  if (!serverUrl) return;
  const target = new URL(serverUrl);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.up();
});
afterAll(async () => {
  await proxy?.down();
});

it.skipIf(!process.env.DATABASE_URL && process.env.REQUIRE_SERVICES !== '1')('finds a frozen connection by its check, says so, and listens again once it can', async () => {
  const through = new URL(serverUrl!);
  through.hostname = '127.0.0.1';
  through.port = String(proxy!.port);
  const states: boolean[] = [];
  const heard: (string | undefined)[] = [];
  const stop = listenFor(through.toString(), 'listener_check_test', (payload) => heard.push(payload), (up) => states.push(up));
  try {
    await expect.poll(() => states, { timeout: 5000 }).toEqual([true]);
    const sender = new pg.Client({ connectionString: serverUrl });
    await sender.connect();
    await sender.query(`SELECT pg_notify('listener_check_test', 'first')`);
    await expect.poll(() => heard, { timeout: 5000 }).toContain('first');

    proxy!.freeze();
    // the check runs every 5 s and waits 5 s for its answer
    await expect.poll(() => states, { timeout: 15_000, interval: 200 }).toEqual([true, false]);
    // a new connection through the proxy forwards again: the listener is back and says so
    await expect.poll(() => states, { timeout: 10_000, interval: 200 }).toEqual([true, false, true]);
    heard.length = 0;
    await sender.query(`SELECT pg_notify('listener_check_test', 'second')`);
    await expect.poll(() => heard, { timeout: 5000 }).toContain('second');
    await sender.end();
  } finally {
    await stop();
  }
}, 40_000);
