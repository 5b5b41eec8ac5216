import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { EventStore, InProcessJobs, loadConfig, type Config, type JobQueue } from '@pokerfest/infra';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { createServer } from '../app';

export interface TestApp {
  server: FastifyInstance;
  database: TestDatabase;
  store: EventStore;
  queue: JobQueue;
  config: Config;
  distDir: string;
  close(): Promise<void>;
}

/** A built SPA stand-in: index.html and one hashed asset. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shop</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  return dir;
}

export async function createTestApp(overrides: { queue?: JobQueue; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'), LOG_LEVEL: 'silent', ...overrides.env });
  const store = new EventStore({ db: database.db });
  const queue = overrides.queue ?? new InProcessJobs({ attempts: 1, backoffMs: 10, logger: { error: () => undefined } });
  const distDir = fakeDist();
  const server = await createServer({ config, db: database.db, store, queue, distDir, now: () => new Date() }, pino({ level: 'silent' }));
  return {
    server,
    database,
    store,
    queue,
    config,
    distDir,
    close: async () => {
      await server.close();
      await queue.close();
      await database.close();
    },
  };
}
