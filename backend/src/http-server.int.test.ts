import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Clients that try to hold connections: real sockets against a listening server, with short
 * timeouts so the test takes seconds. Each connection records what it received and when it closed.
 */
interface Held {
  name: string;
  socket: Socket;
  openedAt: number;
  received: string;
  closed: Promise<number>;
}

const apps: TestApp[] = [];
const sockets: Socket[] = [];
const timers: Array<ReturnType<typeof setInterval>> = [];
afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const app of apps.splice(0)) await app.close();
});

async function listening(env: Record<string, string>): Promise<{ app: TestApp; port: number }> {
  const app = await createTestApp({ env });
  apps.push(app);
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { app, port: address.port };
}

function open(port: number, name: string, first = '', from = '127.0.0.1'): Held {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  sockets.push(socket);
  const held: Held = {
    name,
    socket,
    openedAt: performance.now(),
    received: '',
    closed: new Promise((resolve) => socket.once('close', () => resolve(performance.now() - held.openedAt))),
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (held.received += chunk));
  socket.on('error', () => undefined); // a refused or reset connection only closes
  if (first) socket.write(first);
  return held;
}

/** Headers of a 1000-byte login body, then a few bytes of it, then one byte every 200 ms. */
function slowBody(port: number, name: string): Held {
  const held = open(port, name, 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":');
  const trickle = setInterval(() => {
    if (!held.socket.destroyed) held.socket.write(' ');
  }, 200);
  timers.push(trickle);
  void held.closed.then(() => clearInterval(trickle));
  return held;
}

/** Another client that keeps asking for /api/health on fresh connections meanwhile. */
function healthProbe(port: number) {
  const statuses: number[] = [];
  const probe = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } }).then(
      (response) => statuses.push(response.status),
      () => statuses.push(0),
    );
  }, 100);
  timers.push(probe);
  return { statuses, stop: () => clearInterval(probe) };
}

const SLACK_MS = 1500;

describe('connections cannot be held', () => {
  it('answers 408 and closes slow bodies, unfinished headers and silent connections within their timeout', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '1200', HEADERS_TIMEOUT_MS: '600', KEEP_ALIVE_TIMEOUT_MS: '400' });
    const probe = healthProbe(port);
    const held = [
      ...[1, 2, 3].map((i) => slowBody(port, `slow body ${i}`)),
      ...[1, 2, 3].map((i) => open(port, `silent ${i}`)),
      open(port, 'half-sent headers', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      open(port, 'idle keep-alive', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
    ];
    const closedAfter = await Promise.all(held.map((h) => h.closed));
    probe.stop();

    const report = held.map((h, i) => ({ name: h.name, closedAfterMs: Math.round(closedAfter[i]!), answer: h.received.split('\r\n')[0] }));
    console.log(`time to close (HEADERS_TIMEOUT_MS 600, REQUEST_TIMEOUT_MS 1200, KEEP_ALIVE_TIMEOUT_MS 400):\n${report.map((r) => `  ${r.name}: ${r.closedAfterMs} ms, ${r.answer || 'no answer'}`).join('\n')}`);

    const expected: Record<string, { after: number; answer: string }> = {
      slow: { after: 1200, answer: 'HTTP/1.1 408 Request Timeout' },
      silent: { after: 600, answer: 'HTTP/1.1 408 Request Timeout' },
      'half-sent': { after: 600, answer: 'HTTP/1.1 408 Request Timeout' },
      // Node tells the client `Keep-Alive: timeout=…` and itself waits one second more, so that a
      // client reusing the connection at the last moment does not race the close.
      idle: { after: 400 + 1000, answer: 'HTTP/1.1 200 OK' },
    };
    for (const r of report) {
      const { after, answer } = expected[r.name.split(' ')[0]!]!;
      expect(r.answer, r.name).toBe(answer);
      expect(r.closedAfterMs, r.name).toBeGreaterThanOrEqual(after - 50);
      expect(r.closedAfterMs, r.name).toBeLessThan(after + SLACK_MS);
    }
    // The idle keep-alive connection got its answer and was then closed without another one.
    expect(held.at(-1)!.received.match(/HTTP\/1\.1/g)).toHaveLength(1);
    // Everybody else was served all along.
    expect(probe.statuses.length).toBeGreaterThanOrEqual(5);
    await vi.waitFor(() => expect(probe.statuses.filter((s) => s !== 200)).toEqual([]));
  });

  it('keeps at most MAX_CONNECTIONS open, and serves a new client once the held ones time out', async () => {
    const { app, port } = await listening({ MAX_CONNECTIONS: '5', REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1500' });
    const connections = () => new Promise<number>((resolve, reject) => app.server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

    const held = [1, 2, 3, 4, 5].map((i) => open(port, `held ${i}`));
    await vi.waitFor(async () => expect(await connections()).toBe(5));

    // Further connections are closed at once, without an answer, and the count stays at the cap.
    const extra = [1, 2, 3].map((i) => open(port, `extra ${i}`));
    const extraClosedAfter = await Promise.all(extra.map((h) => h.closed));
    expect(extra.map((h) => h.received)).toEqual(['', '', '']);
    expect(Math.max(...extraClosedAfter)).toBeLessThan(1000);
    expect(await connections()).toBe(5);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    console.log(`over the cap: refused after ${extraClosedAfter.map((ms) => Math.round(ms)).join(', ')} ms`);

    // The held ones time out (408), and then a new client is served.
    await Promise.all(held.map((h) => h.closed));
    expect(held.map((h) => h.received.split('\r\n')[0])).toEqual(Array(5).fill('HTTP/1.1 408 Request Timeout'));
    await vi.waitFor(async () => expect((await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } })).status).toBe(200));
  });

  it('lets one client address hold at most MAX_CONNECTIONS_PER_ADDRESS, so the others are still served', async () => {
    const { port } = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '3', REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '5000' });
    // Linux routes all of 127/8 to the loopback interface: 127.0.0.2 is another client address.
    const held = [1, 2, 3].map((i) => open(port, `held ${i}`));
    await vi.waitFor(() => expect(held.every((h) => h.socket.readyState === 'open')).toBe(true));
    const extra = open(port, 'fourth from the same address');
    expect(await extra.closed).toBeLessThan(1000);
    expect(extra.received).toBe('');
    const other = open(port, 'another address', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', '127.0.0.2');
    await other.closed;
    expect(other.received.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(held.every((h) => !h.socket.destroyed)).toBe(true);
    // A held connection that ends frees its place for the same address.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    // (the server learns of the close a moment after the client: ask until it has)
    await vi.waitFor(async () => {
      const again = open(port, 'same address, after one left', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await again.closed;
      expect(again.received.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    });
  });
});
