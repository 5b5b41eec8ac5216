import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesQueueStatus } from '@pokerfest/domain';
import { loggedInAs } from '../../testing/accounts';
import { bookableFestival, type BookableFestival } from '../../testing/booking-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The live status over a real socket: the first event at once, the next when the place moves.

const OPENS_AT = Date.parse('2027-03-01T09:00:00.000Z');
let clock = OPENS_AT - 60_000;
let t: TestApp;
let festival: BookableFestival;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock), env: { QUEUE_TICK_MS: '50' } });
  const admin = (await loggedInAs(t, 'admin')).client;
  festival = await bookableFestival(admin);
  expect((await admin.patch(`/api/admin/products/${festival.productId}`, { salesOpenAt: new Date(OPENS_AT).toISOString() })).statusCode).toBe(200);
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

/** The stream's events as they come, until `enough` says so. */
function events(cookie: string, enough: (statuses: SalesQueueStatus[]) => boolean): Promise<{ statuses: SalesQueueStatus[]; contentType: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/products/${festival.productId}/queue/events`, { headers: { cookie } }, (response) => {
      const statuses: SalesQueueStatus[] = [];
      let buffered = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (frame.startsWith('data: ')) statuses.push(JSON.parse(frame.slice(6)) as SalesQueueStatus);
        }
        if (enough(statuses)) {
          request.destroy();
          resolve({ statuses, contentType: String(response.headers['content-type']) });
        }
      });
      response.on('error', reject);
    });
    request.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
  });
}

describe('the live queue status', () => {
  it('sends the status at once, then the drawn position and the admission as they come', async () => {
    const joined = await fetch(`${base}/api/products/${festival.productId}/queue`, { method: 'POST', headers: { origin: base } });
    expect(joined.status).toBe(200);
    const cookie = joined.headers.get('set-cookie')!.split(';')[0]!;
    const first = await events(cookie, (statuses) => statuses.length >= 1);
    expect(first.contentType).toContain('text/event-stream');
    expect(first.statuses[0]).toMatchObject({ state: 'waiting', position: null });

    const live = events(cookie, (statuses) => statuses.some((status) => status.state === 'admitted'));
    clock = OPENS_AT + 1000;
    const { statuses } = await live;
    expect(statuses.at(-1)).toMatchObject({ state: 'admitted', position: 1, admission: { token: expect.any(String) } });
  });

  it('ends its streams when the server closes, so a shutdown does not wait for them', async () => {
    const closing = await createTestApp({ now: () => new Date(clock), env: { QUEUE_TICK_MS: '50' } });
    const admin = (await loggedInAs(closing, 'admin')).client;
    const own = await bookableFestival(admin);
    await admin.patch(`/api/admin/products/${own.productId}`, { salesOpenAt: new Date(OPENS_AT + 3_600_000).toISOString() });
    await closing.server.listen({ port: 0, host: '127.0.0.1' });
    const address = `http://127.0.0.1:${(closing.server.server.address() as AddressInfo).port}`;
    // wrapped: a promise resolved with a promise would wait for the stream's end
    const opened = new Promise<{ ended: Promise<void> }>((resolve, reject) => {
      http
        .get(`${address}/api/products/${own.productId}/queue/events`, (response) => {
          response.resume();
          resolve({ ended: new Promise<void>((ended) => response.on('end', ended)) });
        })
        .on('error', reject);
    });
    const { ended } = await opened;
    const started = Date.now();
    await closing.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 404 for a festival that does not exist, without opening a stream', async () => {
    const response = await fetch(`${base}/api/products/no-such-festival/queue/events`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });
});
