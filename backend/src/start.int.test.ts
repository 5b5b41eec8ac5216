import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '@pokerfest/infra';
import { createTestDatabase, freePort, type TestDatabase } from '@pokerfest/infra/testing/services';
import type { FastifyInstance } from 'fastify';
import { fakeDist } from './testing/test-app';
import { startApi } from './start';

// The composition root with METRICS_PORT set: the endpoint is served beside the API, measures the
// API's answers, and goes away with it.

let database: TestDatabase;
let api: FastifyInstance | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

it('serves the metrics on METRICS_PORT while the API runs, and stops with it', async () => {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'data-')),
    METRICS_PORT: String(port),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  api = await startApi(config, pino({ level: 'silent' }), { distDir: fakeDist() });
  expect((await api.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  const scraped = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  expect(scraped).toMatch(/^pokerfest_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1$/m);
  expect(scraped).toMatch(/^pokerfest_projection_lag_events\{projection="orders"\} \d+$/m);
  expect(scraped).toMatch(/^pokerfest_timers\{state="parked"\} \d+$/m);

  await api.close();
  api = undefined;
  await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
});
