import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// A bundle-like asset: repetitive text that compresses well, with some noise so sizes differ per encoding.
const BUNDLE = Array.from({ length: 400 }, (_, i) => `export const label${i} = "${randomBytes(4).toString('hex')} festival ${i}";`).join('\n');
const PRECOMPRESSED = 'assets/index-Pre123.js';
const NOT_PRECOMPRESSED = 'assets/chunk-Raw456.css';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionRoutes: async (scope) => testRoutes(scope) });
  const file = (name: string) => path.join(t.distDir, name);
  writeFileSync(file(PRECOMPRESSED), BUNDLE);
  writeFileSync(file(`${PRECOMPRESSED}.br`), brotliCompressSync(BUNDLE));
  writeFileSync(file(`${PRECOMPRESSED}.gz`), gzipSync(BUNDLE));
  writeFileSync(file(NOT_PRECOMPRESSED), `.card { color: red; }\n`.repeat(200));
  // The real shell is several KB; the stand-in must be above the threshold as well.
  writeFileSync(file('index.html'), `<!doctype html><title>shop</title><div id="root">${'<p>skeleton</p>'.repeat(200)}</div>`);
  await t.server.ready();
});
afterAll(async () => t?.close());

const open = { config: { access: 'public' as const } };

function testRoutes(scope: FastifyInstance) {
  scope.get('/api/test/large-json', open, async () => ({ festivals: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Festival ${i}` })) }));
  // A server-sent stream: each event must reach the client as written, never held in a compressor's buffer.
  scope.get('/api/test/events', open, async (_request, reply) =>
    reply.type('text/event-stream').send(Readable.from(Array.from({ length: 50 }, (_, i) => `data: ${'x'.repeat(40)} ${i}\n\n`))),
  );
}

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.server.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('hashed assets', () => {
  it('are never sent uncompressed to a client that accepts br or gzip: the precompressed copy it accepts goes out as it is', async () => {
    const br = await get(`/${PRECOMPRESSED}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(path.join(t.distDir, `${PRECOMPRESSED}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);

    const gzip = await get(`/${PRECOMPRESSED}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);
  });

  it('are compressed on the fly when the build left no precompressed copy', async () => {
    for (const encoding of ['br', 'gzip']) {
      const reply = await get(`/${NOT_PRECOMPRESSED}`, encoding);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.rawPayload.length).toBeLessThan(1000);
    }
  });

  it('go out as they are (identity) to a client that sends no Accept-Encoding', async () => {
    for (const asset of [PRECOMPRESSED, NOT_PRECOMPRESSED]) {
      const reply = await get(`/${asset}`);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.rawPayload.equals(readFileSync(path.join(t.distDir, asset)))).toBe(true);
    }
    expect((await get(`/${PRECOMPRESSED}`, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answer HEAD with the headers of GET and no body, and revalidate with their ETag', async () => {
    const head = await get(`/${PRECOMPRESSED}`, 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);

    const first = await get(`/${PRECOMPRESSED}`, 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.server.inject({ url: `/${PRECOMPRESSED}`, headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('index.html and API answers', () => {
  it('compress the page shell of a client route on the fly, still revalidated on every visit', async () => {
    const page = await t.server.inject({ url: '/festivals/summer-2027', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const plain = await t.server.inject({ url: '/festivals/summer-2027', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('compress JSON above the threshold and leave small answers alone', async () => {
    const large = await get('/api/test/large-json', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).festivals).toHaveLength(100);
    expect((await get('/api/test/large-json')).headers['content-encoding']).toBeUndefined();

    const small = await get('/api/health', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('leave a server-sent event stream uncompressed, so each event arrives as written', async () => {
    const events = await get('/api/test/events', 'br, gzip');
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.split('\n\n').filter(Boolean)).toHaveLength(50);
  });
});
