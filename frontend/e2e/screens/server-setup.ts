// Global setup of the screenshot run: the built server as the browser tests start it (a scratch
// database when DATABASE_URL is set, the worker beside it with Redis, the map offline), but with
// the demo catalogue as a new shop shows it (no extra rooms for a test suite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startApiServer } from '../api-server';
import { unreachableMapSettings } from '../map-stub';
import { createScratchDatabase } from '../scratch-database';
import { startWorkerProcess } from '../worker-process';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export default async function setup(project: TestProject) {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  if (scratch) process.env.DATABASE_URL = scratch.url;
  process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), 'pokerfest-screens-uploads-'));
  const withServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  if (withServices) process.env.BULLMQ_PREFIX ??= `screens${Date.now()}`;
  const worker = withServices ? await startWorkerProcess(repoRoot) : undefined;
  const server = await startApiServer(repoRoot, undefined, await unreachableMapSettings());
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await worker?.stop();
    await scratch?.drop();
  };
}
